// Issue #35 ("no task over 50 ms while scanning 1,000 forms") and spec §14.9: scanning a page of 1,000
// tool forms registers them in slices that yield to the browser, so no task of the scan is a long task.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { FIXTURES } from '../urls';

/** A task of Chromium's renderer main thread, from a trace. */
interface TracedTask {
  /** Its length, ms. */
  readonly duration: number;
}

/**
 * Records a trace of the page's renderer while `work` runs and lists the tasks of its main thread:
 * the `longtask` API reports only tasks over 50 ms, the trace every task, so the longest can be printed.
 *
 * @param cdp A session of the page.
 * @param work What to trace.
 * @returns What `work` returned and the main thread's tasks.
 */
async function traceTasks<T>(cdp: CDPSession, work: () => Promise<T>): Promise<{ result: T; tasks: TracedTask[] }> {
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-devtools.timeline,devtools.timeline', transferMode: 'ReturnAsStream' });
  const result = await work();
  const complete = new Promise<{ stream?: string }>((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  let text = '';
  for (let eof = false; !eof; ) {
    const chunk = await cdp.send('IO.read', { handle: stream! });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    eof = chunk.eof;
  }
  await cdp.send('IO.close', { handle: stream! });
  type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; args?: { name?: string } };
  const events = (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const tasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => ({ duration: (event.dur ?? 0) / 1000 }));
  return { result, tasks };
}

/**
 * Opens the page of 1,000 forms and waits until it is built and quiet.
 *
 * @param page The page.
 */
async function openFormsPage(page: Page): Promise<void> {
  await page.goto(`${FIXTURES}/forms/scan-slices.html`);
  await page.waitForFunction(() => window.scanSlices !== undefined);
  // Two frames: the work of building the page (parsing, style, layout) is done before the scan starts.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// A machine that runs other tests beside this one can hold a slice off the CPU past 50 ms however the
// scan is cut: the scan is measured up to three times, on a fresh page each, and one scan without a
// long task is the proof. A scan that is one task (280 ms on this machine, docs/performance.md) fails
// every time.
const ATTEMPTS = 3;

test('scanning 1,000 tool forms never blocks the main thread for more than 50 ms; every form becomes a tool', async ({ page }) => {
  test.setTimeout(180_000);
  const seen: string[] = [];
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    await openFormsPage(page);
    const cdp = await page.context().newCDPSession(page);
    const { result, tasks } = await traceTasks(cdp, () => page.evaluate(() => window.scanSlices.scan()));
    await cdp.detach();
    const longTasks = (await page.evaluate(() => window.scanSlices.longTasks())).filter(
      (task) => task.start + task.duration > result.started && task.start < result.settled,
    );
    const longest = Math.max(0, ...tasks.map((task) => task.duration));
    seen.push(
      `attempt ${attempt}: ${(result.settled - result.started).toFixed(1)} ms until settled; longest task traced ${longest.toFixed(1)} ms ` +
        `(${tasks.length} tasks); long tasks reported: ${longTasks.map((task) => task.duration.toFixed(1)).join(', ') || 'none'}`,
    );
    console.log(`scan of 1,000 forms, ${seen.at(-1)}`);
    expect(result.tools).toBe(1_000);
    if (!longTasks.length) return;
  }
  expect(seen, 'every scan had a task over 50 ms').toEqual([]);
});
