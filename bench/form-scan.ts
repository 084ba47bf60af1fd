/**
 * Form synthesis in Chromium: pages of 250, 500 and 1,000 tool forms × 20 controls. Times Toolmark's
 * `scanForms` (every form becomes a registered tool with its synthesized schema) against native
 * WebMCP's `document.modelContext.getTools()` on the same page, as a ratio, at each size, and prints
 * how the scan grows with the page (time per form against the smallest page's: 1.00× is linear).
 * Informative only: it never fails.
 *
 * Run: `cd bench && npx tsx form-scan.ts` after `pnpm run build` (`ROUNDS=n`, default 5;
 * `SIZES=250,500,1000`, the page sizes in forms; `FORMS=n`, one size).
 */
import { bundleScript, median, openPage } from './browser';
import { formsPage, PAGE_SCRIPT } from './form-page';

const SIZES = (process.env['FORMS'] ?? process.env['SIZES'] ?? '250,500,1000').split(',').map(Number);
const CONTROLS = 20;
const rounds = Number(process.env['ROUNDS'] ?? 5);

interface Measures {
  /** scanForms on the freshly loaded page: schemas synthesized, tools registered. */
  readonly scanMs: number;
  /** The manifest of the scanned registry (what a publisher reads). */
  readonly manifestMs: number;
  readonly nativeFirstMs: number;
  /** scanForms again with new registries: the same work with the code compiled, one per round. */
  readonly rescanMs: number[];
  /** getTools() again, one per round, alternating with the rescans. */
  readonly nativeAgainMs: number[];
  readonly toolmarkTools: number;
  readonly nativeTools: number;
  readonly schemaProperties: number;
}

// Chromium's own parsing of a page this size is slow (super-linear in the number of forms, with or
// without WebMCP), so the page loads once and the rounds repeat on it.
const script = await bundleScript(PAGE_SCRIPT);

/**
 * Loads a page of `forms` tool forms and times both sides on it.
 *
 * @param forms How many forms the page has.
 * @returns The measures, and how long the page took to load.
 */
async function measure(forms: number): Promise<{ measures: Measures; loadSeconds: number }> {
  const started = performance.now();
  const bench = await openPage(formsPage(forms, CONTROLS), script);
  // Chromium's start included: a second or two against minutes of parsing.
  const loadSeconds = (performance.now() - started) / 1000;
  let measures: Measures;
  try {
    measures = await bench.page.evaluate(async (rounds) => {
      type Native = { getTools(): Promise<{ name: string }[]> };
      const native = (document as Document & { modelContext?: Native }).modelContext;
      if (!native) throw new Error('no document.modelContext: is --enable-features=WebMCPTesting on?');
      const { createToolmark, scanForms } = window.toolmarkBench;
      const timeNative = async () => {
        const start = performance.now();
        const tools = await native.getTools();
        return { ms: performance.now() - start, count: tools.length };
      };
      const timeScan = () => {
        const tm = createToolmark({ dev: false });
        const start = performance.now();
        const set = scanForms(tm, document);
        return { ms: performance.now() - start, tm, set };
      };
      const nativeFirst = await timeNative();
      const first = timeScan();
      const start = performance.now();
      const manifest = first.tm.manifest();
      const manifestMs = performance.now() - start;
      first.set.dispose();
      const rescanMs: number[] = [];
      const nativeAgainMs: number[] = [];
      for (let round = 0; round < rounds; round++) {
        if (round % 2 === 1) nativeAgainMs.push((await timeNative()).ms);
        const again = timeScan();
        again.set.dispose();
        rescanMs.push(again.ms);
        if (round % 2 === 0) nativeAgainMs.push((await timeNative()).ms);
      }
      const schema = manifest[0]?.inputSchema as { properties?: object } | undefined;
      return {
        scanMs: first.ms,
        manifestMs,
        nativeFirstMs: nativeFirst.ms,
        rescanMs,
        nativeAgainMs,
        toolmarkTools: manifest.length,
        nativeTools: nativeFirst.count,
        schemaProperties: Object.keys(schema?.properties ?? {}).length,
      };
    }, rounds);
  } finally {
    await bench.close();
}
return { measures, loadSeconds };
}

/** Each size's figures, for the growth table. */
const growth: { forms: number; rescanMs: number; nativeMs: number }[] = [];
for (const FORMS of SIZES) {
  const { measures, loadSeconds } = await measure(FORMS);
  const { scanMs, manifestMs, nativeFirstMs } = measures;
  const rescan = median(measures.rescanMs);
  const nativeAgain = median(measures.nativeAgainMs);
  if (measures.toolmarkTools !== FORMS || measures.nativeTools !== FORMS) {
    console.warn(`! expected ${FORMS} tools each; Toolmark made ${measures.toolmarkTools}, native lists ${measures.nativeTools}`);
  }
  console.log(
    `Form synthesis: ${FORMS} forms × ${CONTROLS} controls (${measures.schemaProperties} schema properties each), Chromium; ` +
      `first calls once after load (the page took ${loadSeconds.toFixed(0)} s to load), then medians of ${rounds} alternating rounds`,
  );
  const row = (ms: number, against: number) => ({ ms: ms.toFixed(1), 'Toolmark / native': `${(ms / against).toFixed(2)}×` });
  console.table({
    'Toolmark scanForms, first on the page': row(scanMs, nativeFirstMs),
    'native getTools(), first': { ms: nativeFirstMs.toFixed(1), 'Toolmark / native': '' },
    'Toolmark scanForms, again (new registry)': row(rescan, nativeAgain),
    'native getTools(), again': { ms: nativeAgain.toFixed(1), 'Toolmark / native': '' },
    'Toolmark tm.manifest() after a scan': row(manifestMs, nativeAgain),
  });
  console.log(`scan ratio (Toolmark scanForms / native getTools(), both first on the page): ${(scanMs / nativeFirstMs).toFixed(2)}× (goal ≤ 1×)`);
  growth.push({ forms: FORMS, rescanMs: rescan, nativeMs: nativeAgain });
}

if (growth.length > 1) {
  const [smallest] = growth as [(typeof growth)[0]];
  const perForm = (ms: number, forms: number) => ms / forms;
  console.log(`Growth with the page (medians of the repeated rounds; per form against ${smallest.forms} forms: 1.00× is linear)`);
  console.table(
    Object.fromEntries(
      growth.map(({ forms, rescanMs, nativeMs }) => [
        `${forms} forms`,
        {
          'scanForms ms': rescanMs.toFixed(1),
          'getTools() ms': nativeMs.toFixed(1),
          'Toolmark / native': `${(rescanMs / nativeMs).toFixed(2)}×`,
          'scanForms µs per form': (perForm(rescanMs, forms) * 1000).toFixed(0),
          'per form vs smallest': `${(perForm(rescanMs, forms) / perForm(smallest.rescanMs, smallest.forms)).toFixed(2)}×`,
        },
      ]),
    ),
  );
}
