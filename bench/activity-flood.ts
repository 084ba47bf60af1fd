/**
 * Activity flood in Chromium (issue #17's red-team pass over `<tm-activity>`): 10,000 calls to a
 * read-only tool, all at once, with a `<tm-activity>` following the registry, against the same calls
 * with no log on the page. Prints the time of each and their ratio (the log's cost), and the entries
 * and list items the log kept. The test (`packages/ui/src/elements/activity-flood.browser.test.ts`)
 * asserts the bounds (50 entries, never more than 50 list items), never a time: the times are here.
 * Informative only: it never fails.
 *
 * Run: `cd bench && node --import tsx activity-flood.ts` (from the TypeScript sources, development
 * code stripped: no build needed; `ROUNDS=n`, default 7; `CALLS=n`, default 10000).
 */
import { bundleEntry } from './tools/bundle-entry.mjs';
import { median, openPage } from './browser';

const ROUNDS = Number(process.env['ROUNDS'] ?? 7);
const CALLS = Number(process.env['CALLS'] ?? 10_000);

interface Flood {
  readonly ms: number;
  readonly entries: number;
  readonly items: number;
}

const PAGE_SCRIPT = `
import { createToolmark, ok } from '@toolmark/core';
import '@toolmark/ui/define';
window.activityFlood = async (calls, withLog) => {
  const tm = createToolmark();
  tm.register({ name: 'ping.send', description: 'Pings', hints: { readOnly: true }, run: (input) => ok('pong ' + input.n) });
  const element = withLog ? document.body.appendChild(Object.assign(document.createElement('tm-activity'), { tm })) : undefined;
  if (element) await element.updateComplete;
  const started = performance.now();
  await Promise.all(Array.from({ length: calls }, (_, n) => tm.call('ping.send', { n })));
  if (element) await element.updateComplete;
  const ms = performance.now() - started;
  const flood = { ms, entries: element ? element.entries.length : 0, items: element ? element.shadowRoot.querySelectorAll('li').length : 0 };
  element?.remove();
  return flood;
};
`;

const script = (await bundleEntry(PAGE_SCRIPT, { fromSources: true, iife: true })).code;
const bench = await openPage('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Activity flood</title><script src="/page.js"></script></head><body></body></html>', script);
const withLog: Flood[] = [];
const without: Flood[] = [];
let version: string | undefined;
try {
  version = bench.page.context().browser()?.version();
  const flood = (log: boolean) => bench.page.evaluate(([calls, log]) => (window as unknown as { activityFlood: (calls: number, log: boolean) => Promise<Flood> }).activityFlood(calls as number, log as boolean), [CALLS, log] as const);
  // A warm-up of each, then alternating rounds.
  await flood(true);
  await flood(false);
  for (let round = 0; round < ROUNDS; round++) {
    for (const log of round % 2 ? [false, true] : [true, false]) (log ? withLog : without).push(await flood(log));
  }
} finally {
  await bench.close();
}

const logMs = median(withLog.map(({ ms }) => ms));
const bareMs = median(without.map(({ ms }) => ms));
console.log(`Chromium ${version}; ${CALLS} calls at once; medians of ${ROUNDS} alternating rounds.\n`);
console.log('| calls | ms | entries kept | list items | with the log / without |\n| --- | ---: | ---: | ---: | ---: |');
console.log(`| with a \`<tm-activity>\` | ${logMs.toFixed(1)} | ${withLog[0]!.entries} | ${withLog[0]!.items} | ${(logMs / bareMs).toFixed(2)}× |`);
console.log(`| without | ${bareMs.toFixed(1)} | | | |`);
