import { expect, test, type Page } from '@playwright/test';
import { FIXTURES } from '../urls';

// Spec §16.1 Native runs, in Chromium with native WebMCP (--enable-features=WebMCPTesting): the
// browser serves the page's declarative forms itself, so Toolmark runs nothing; `publish` records each
// run from `toolactivated` to the form's submit or `toolcancel`, and <tm-activity> and <tm-spotlight>
// show it from the registry's events.

/** The activity log's entries as text: the tool, the status and the caller. */
function activity(page: Page) {
  return page.locator('tm-activity li').evaluateAll((items) =>
    items.map((item) => [...item.querySelectorAll('.name, .status')].map((span) => span.textContent).concat(item.querySelector('.muted')?.textContent ?? '')),
  );
}

/** Starts a run of a declarative form as a browser agent's would: its record, then executeTool. */
function startRun(page: Page, name: string, input: object, cancelAfterStart = false) {
  return page.evaluate(
    async ([name, input, cancel]) => {
      const context = document.modelContext!;
      const tool = (await context.getTools!()).find((record) => record.name === name)!;
      const controller = new AbortController();
      const done = context.executeTool!(tool, input, { signal: controller.signal }).then(
        (text) => ({ text }),
        (error: DOMException) => ({ error: error.name }),
      );
      (window as unknown as { run: Promise<unknown>; cancelRun(): void }).run = done;
      (window as unknown as { cancelRun(): void }).cancelRun = () => controller.abort();
      if (!cancel) return undefined;
      await new Promise((resolve) => context.addEventListener('toolactivated', resolve, { once: true }));
      controller.abort();
      return done;
    },
    [name, input, cancelAfterStart] as const,
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto(`${FIXTURES}/webmcp/native-runs.html`);
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  // The forms are the browser's, not Toolmark's publications.
  expect(await page.evaluate(() => (window as unknown as { nativeRunsFixture: { tm: { info(name: string): { origin: string } | undefined } } }).nativeRunsFixture.tm.info('search_flights')?.origin)).toBe(
    'native-form',
  );
});

test('a run of an autosubmit form reaches the activity log, as a webmcp call that finished when the form was submitted', async ({ page }) => {
  await startRun(page, 'search_flights', { origin: 'CDG' });
  const result = await page.evaluate(() => (window as unknown as { run: Promise<{ text?: string }> }).run);
  // The agent gets the page's own answer; the registry was told only that the form was submitted.
  expect(JSON.parse(result.text!)).toEqual({ flights: ['CDG-OSL'] });
  await expect.poll(() => activity(page)).toEqual([['search_flights', 'finished', 'the browser’s agent']]);
  // A structured result is shown as key / value rows, not JSON text (spec §17.5).
  const row = page.locator('tm-activity li [part~="output"] [part="row"]');
  await expect(row.locator('[part="key"]')).toHaveText('submitted');
  await expect(row.locator('[part="value"]')).toHaveText('true');
});

test('a run that waits for the person is outlined by the spotlight and logged as running until the person submits', async ({ page }) => {
  await startRun(page, 'newsletter_signup', { email: 'ada@example.com' });
  await expect.poll(() => activity(page)).toEqual([['newsletter_signup', 'running', 'the browser’s agent']]);
  const box = page.locator('tm-spotlight .box.running');
  await expect(box).toHaveCount(1);
  await expect(box).toContainText('newsletter_signup');
  const [outline, form] = await Promise.all([box.boundingBox(), page.locator('#signup').boundingBox()]);
  expect(outline!.x).toBeLessThan(form!.x);
  expect(outline!.x + outline!.width).toBeGreaterThan(form!.x + form!.width);
  await expect(page.locator('#signup input[name="email"]')).toHaveValue('ada@example.com');
  await page.locator('#signup button').click();
  await expect.poll(() => activity(page)).toEqual([['newsletter_signup', 'finished', 'the browser’s agent']]);
  await expect(page.locator('tm-spotlight .box')).toHaveCount(0);
});

test('a run the agent cancels (toolcancel) ends as aborted, and the spotlight lets go', async ({ page }) => {
  const outcome = await startRun(page, 'newsletter_signup', { email: 'ada@example.com' }, true);
  expect(outcome).toEqual({ error: 'AbortError' });
  await expect.poll(() => activity(page)).toEqual([['newsletter_signup', 'failed (aborted)', 'the browser’s agent']]);
  await expect(page.locator('tm-spotlight .box')).toHaveCount(0);
});
