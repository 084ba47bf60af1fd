/**
 * What a page downloads, and its main-thread time, side by side with the peers (issue #35): each
 * reference page (pages in `page-weight/pages.ts`) loads `ROUNDS` times (default 5) in the system
 * Chromium, every load in a fresh browser context with the CPU throttled 4×, the pages interleaved;
 * the medians are printed as one Markdown table. `GATE=1` exits 1 when a Toolmark page's bytes are
 * over its budget (`page-weight/budgets.ts`); time is printed, never gated.
 *
 * `cd bench && node --import tsx page-weight.ts` (after `pnpm run build`; the playground's row needs
 * `pnpm --filter @toolmark/playground run build`).
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumArgsWithoutWebMcp, chromiumPath } from '../e2e/chromium';
import { median } from './browser';
import { PAGE_BUDGETS } from './page-weight/budgets';
import { loadOnce, type LoadResult } from './page-weight/load';
import { NEEDS_AUTO_WEBMCP, REFERENCE_PAGES, type Browsing, type ReferencePage } from './page-weight/pages';
import { startSite } from './page-weight/server';
import { missingFor, siteContent } from './page-weight/site';
import { formatTable, type PageMeasurement } from './page-weight/table';

export { PAGE_BUDGETS } from './page-weight/budgets';
export type { PageMeasurement } from './page-weight/table';

/** Options of {@link measurePages}. */
export interface MeasureOptions {
  /** Loads per page; default 5. */
  readonly rounds?: number;
  /** Only the pages whose id passes; default all. */
  readonly only?: (page: ReferencePage) => boolean;
}

/** What {@link measurePages} returns. */
export interface PageWeights {
  /** The Chromium version the pages loaded in. */
  readonly chromium: string;
  readonly rounds: number;
  readonly pages: readonly PageMeasurement[];
}

/** Whether a page has the tool it must have once ready: a name, or a prefix ending in `.`. */
function hasExpectedTool(page: ReferencePage, tools: readonly string[]): boolean {
  return page.expects.endsWith('.') ? tools.some((name) => name.startsWith(page.expects)) : tools.includes(page.expects);
}

/** Reduces a page's loads to medians; the file list is that of the load whose bytes were the median. */
function summarize(page: ReferencePage, loads: readonly LoadResult[], error: string | undefined): PageMeasurement {
  const budget = PAGE_BUDGETS[page.id];
  const base = { page, loads: loads.length, ...(budget !== undefined && { budget }) };
  if (error !== undefined || loads.length === 0) return { ...base, bytes: 0, scriptMs: 0, readyMs: 0, files: [], error: error ?? 'no load' };
  const bytes = median(loads.map((load) => load.bytes));
  const medianLoad = loads.find((load) => load.bytes === bytes)!;
  return {
    ...base,
    bytes,
    scriptMs: median(loads.map((load) => load.scriptMs)),
    readyMs: median(loads.map((load) => load.readyMs)),
    files: medianLoad.scripts,
  };
}

/**
 * Loads every reference page and measures it: scripts over the wire (gzip), main-thread script
 * time at ready with the CPU throttled 4×, and the time to ready; medians of the loads. A page that
 * cannot be measured (a missing build or peer file, a load that never gets ready or lacks its tool)
 * has an `error` instead of numbers.
 *
 * @param options Loads per page, and which pages.
 * @returns The measurements, in the table's order.
 */
export async function measurePages(options: MeasureOptions = {}): Promise<PageWeights> {
  const rounds = options.rounds ?? 5;
  const pages = REFERENCE_PAGES.filter(options.only ?? (() => true));
  const site = await startSite(await siteContent());
  const browsers = new Map<Browsing, Browser>();
  const loads = new Map<string, LoadResult[]>(pages.map((page) => [page.id, []]));
  const errors = new Map<string, string>();
  for (const page of pages) {
    const missing = missingFor(page.id, NEEDS_AUTO_WEBMCP.has(page.id));
    if (missing !== undefined) errors.set(page.id, missing);
  }
  try {
    for (const browsing of new Set(pages.map((page) => page.browsing))) {
      const args = browsing === 'native' ? chromiumArgs : chromiumArgsWithoutWebMcp;
      browsers.set(browsing, await chromium.launch({ executablePath: chromiumPath, args }));
    }
    // Interleaved: each round loads every page once, so a slow moment of the machine spreads over all.
    for (let round = 0; round < rounds; round++) {
      for (const page of pages) {
        if (errors.has(page.id)) continue;
        try {
          const load = await loadOnce(browsers.get(page.browsing)!, site.origin, page);
          if (!hasExpectedTool(page, load.tools)) throw new Error(`ready without its tool ${page.expects} (it has: ${load.tools.join(', ') || 'none'})`);
          if (load.failed.length > 0) throw new Error(`scripts failed to load: ${load.failed.join(', ')}`);
          loads.get(page.id)!.push(load);
        } catch (error) {
          errors.set(page.id, error instanceof Error ? error.message.split('\n')[0]! : String(error));
        }
      }
    }
    const version = browsers.values().next().value?.version() ?? 'unknown';
    return { chromium: version, rounds, pages: pages.map((page) => summarize(page, loads.get(page.id)!, errors.get(page.id))) };
  } finally {
    for (const browser of browsers.values()) await browser.close();
    await site.close();
  }
}

/** Toolmark's pages over their budget. */
function overBudget(weights: PageWeights): PageMeasurement[] {
  return weights.pages.filter((m) => m.page.owner === 'toolmark' && m.error === undefined && m.budget !== undefined && m.bytes > m.budget);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = Number(process.env['ROUNDS'] ?? 5);
  const started = Date.now();
  const weights = await measurePages({ rounds });
  console.log(`Chromium ${weights.chromium}; ${new Date().toISOString().slice(0, 10)}; ${((Date.now() - started) / 1000).toFixed(0)} s.\n`);
  console.log(formatTable(weights.pages, weights.rounds));
  const broken = weights.pages.filter((m) => m.page.owner === 'toolmark' && m.error !== undefined);
  const over = overBudget(weights);
  for (const m of over) console.error(`over budget: ${m.page.id} downloads ${m.bytes} bytes, budget ${m.budget}`);
  for (const m of broken) console.error(`not measured: ${m.page.id}: ${m.error}`);
  // A Toolmark page that could not be measured means the benchmark could not run; bytes over a
  // budget fail only the gate.
  if (broken.length > 0 || (process.env['GATE'] === '1' && over.length > 0)) process.exitCode = 1;
}
