/**
 * Memory in Chromium: 10,000 register / unregister cycles on a registry, and 10,000 form add /
 * remove cycles under a live `scanForms`, with the JavaScript heap measured after a forced full
 * garbage collection (DevTools `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`) before
 * and after. A warm-up of 200 cycles runs first, so one-time allocations (compiled code, caches)
 * are in the baseline; a second batch of cycles tells a leak (growing again) from one-time growth.
 * Informative only: it never fails.
 *
 * Run: `cd bench && npx tsx memory.ts` after `pnpm run build` (`CYCLES=n`, default 10000).
 */
import { bundleScript, openPage } from './browser';
import { formHtml, PAGE_SCRIPT } from './form-page';

const CYCLES = Number(process.env['CYCLES'] ?? 10_000);
const WARM_UP = 200;

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Memory</title><script src="/page.js"></script></head><body><div id="host"></div><template id="form">${formHtml(0)}</template></body></html>`;
const bench = await openPage(page, await bundleScript(PAGE_SCRIPT));

interface Row {
  readonly 'heap before (kB)': string;
  readonly [after: string]: string;
}

async function measure(setup: string, cycle: string): Promise<Row> {
  // The cycle runs inside the page; the heap is read from outside, after a full collection.
  await bench.page.evaluate(setup);
  const run = (count: number) =>
    bench.page.evaluate(`(async () => { const start = performance.now(); for (let i = 0; i < ${count}; i++) { ${cycle} } return performance.now() - start; })()`) as Promise<number>;
  await run(WARM_UP);
  const before = await bench.heapAfterGc();
  const ms = await run(CYCLES);
  const after = await bench.heapAfterGc();
  // A second batch tells a leak (grows again by as much) from one-time growth (feedback, caches).
  await run(CYCLES);
  const again = await bench.heapAfterGc();
  return {
    'heap before (kB)': (before / 1000).toFixed(1),
    'after 1st batch (kB)': (after / 1000).toFixed(1),
    'after 2nd batch (kB)': (again / 1000).toFixed(1),
    '1st batch: bytes / cycle': ((after - before) / CYCLES).toFixed(1),
    '2nd batch: bytes / cycle': ((again - after) / CYCLES).toFixed(1),
    'time / cycle (µs)': ((ms * 1000) / CYCLES).toFixed(1),
  };
}

const rows: Record<string, Row> = {};
try {
  rows[`register + unregister a tool × ${CYCLES}`] = await measure(
    `window.tm = toolmarkBench.createToolmark({ dev: false });
     window.tool = { name: 'cycle', description: 'A tool registered and removed again', hints: { readOnly: true }, run: () => toolmarkBench.ok() };`,
    `const handle = tm.register(tool); if (!handle.registered) throw new Error('not registered'); handle.dispose();`,
  );
  rows[`add + remove a 20-control form under scanForms × ${CYCLES}`] = await measure(
    `window.scanned = toolmarkBench.createToolmark({ dev: false });
     window.formSet = toolmarkBench.scanForms(scanned, document.getElementById('host'));
     window.formTemplate = document.getElementById('form');`,
    // The MutationObserver reports in a microtask: awaiting one lets the scan register (or drop) the form.
    `const form = formTemplate.content.firstElementChild.cloneNode(true);
     document.getElementById('host').append(form);
     await null;
     if (!scanned.entry('form_0')) throw new Error('form not registered');
     form.remove();
     await null;
     if (scanned.entry('form_0')) throw new Error('form not unregistered');`,
  );
} finally {
  await bench.close();
}

console.log(`Memory in Chromium: JavaScript heap after a forced full GC, before and after two batches of ${CYCLES.toLocaleString('en')} cycles (after ${WARM_UP} warm-up cycles)`);
console.table(rows);
