// Finds the suite's test pages and runs one in a browser, as WPT's runner would: load the page, wait
// for testharness.js to finish, read what the runner's testharnessreport.js collected.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';

/** A subtest's outcome, named as testharness.js names it (`Test.statuses`). */
export type SubtestStatus = 'passed' | 'failed' | 'timed out' | 'not run' | 'precondition failed';

/** What one page reported: its subtests, and the harness's own status when it is not OK. */
export interface PageResult {
  readonly file: string;
  /** `undefined` when the harness finished normally; otherwise its error or timeout, with its message. */
  readonly harness?: string;
  readonly subtests: readonly { readonly name: string; readonly status: SubtestStatus; readonly message: string | null }[];
}

const SUBTEST_STATUSES: readonly SubtestStatus[] = ['passed', 'failed', 'timed out', 'not run', 'precondition failed'];
const HARNESS_STATUSES = ['OK', 'ERROR', 'TIMEOUT', 'PRECONDITION_FAILED'];

/**
 * Lists the suite's test pages: every `.html` outside `resources/`, and every `.window.js` as the
 * `.window.html` page WPT's server makes of it.
 *
 * @param root The suite's folder (the one holding `webmcp/`).
 * @returns The pages' paths from `root`, sorted, with `/` separators.
 */
export function findTestPages(root: string): string[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(path.join(root, folder))) {
      const file = `${folder}/${name}`;
      if (statSync(path.join(root, file)).isDirectory()) {
        if (name !== 'resources') walk(file);
      } else if (name.endsWith('.window.js')) pages.push(file.replace(/\.js$/, '.html'));
      else if (name.endsWith('.html')) pages.push(file);
    }
  };
  walk('webmcp');
  return pages.sort();
}

/**
 * Runs one test page in a fresh browser context and collects its results. testharness.js times a
 * page out itself (10 s, 60 s for `timeout=long`); `limit` only guards against a page that never
 * reports at all (a crash, a harness that never loaded).
 *
 * @param browser The browser of the flavour.
 * @param origin The flavour's origin.
 * @param file The page's path from the suite's folder.
 * @param limit Milliseconds to wait for the harness.
 * @returns The page's results.
 */
export async function runTestPage(browser: Browser, origin: string, file: string, limit = 75_000): Promise<PageResult> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // A page that crashes the renderer (native Chromium does, on some pages) reports nothing.
    let crashed = false;
    page.on('crash', () => (crashed = true));
    const handle = await page
      .goto(`${origin}/${file}`)
      .then(() => page.waitForFunction(() => (window as { __wptResults?: unknown }).__wptResults, undefined, { timeout: limit }))
      .catch(() => undefined);
    if (!handle) return { file, harness: `${crashed ? 'the page crashed' : `no report in ${limit / 1000} s`}${errors.length ? `: ${errors.join('; ')}` : ''}`, subtests: [] };
    const report = (await handle.jsonValue()) as { status: number; message: string | null; tests: { name: string; status: number; message: string | null }[] };
    return {
      file,
      ...(report.status !== 0 && { harness: `${HARNESS_STATUSES[report.status] ?? report.status}${report.message ? `: ${report.message}` : ''}` }),
      subtests: report.tests.map((test) => ({ name: test.name, status: SUBTEST_STATUSES[test.status] ?? 'failed', message: test.message })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs tasks with at most `limit` at a time, keeping their order in the results.
 *
 * @param tasks The tasks.
 * @param limit How many run at once.
 * @returns Their results.
 */
export async function runPooled<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
