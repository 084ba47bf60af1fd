// Call overhead: `tm.call` on five kinds of call against a valibot parse plus the function called
// directly, and, with `BASELINE=<rev>`, against the core as of that git revision, side by side in one
// run: in Node, then in a Chromium page. Both cores come from their TypeScript sources with
// `import.meta.env` as a production build inlines it. Printed as ratios; never pass/fail.
// Run: `cd bench && BASELINE=<rev> node --import tsx call-overhead.ts` (`ROUNDS=n`, default 21;
// `ROUND_MS=n`, default 50; `NODE=0` skips Node, `BROWSER=0` Chromium). Every column's tools build
// their results with the working tree's `ok`, so the ratios compare pipelines; `OWN_OK=1` gives each
// core its own `ok`, as a page that upgrades gets both.
import { register } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleEntry } from './tools/bundle-entry.mjs';
import { openPage } from './browser';
import { buildCases, measureCases, type CoreModule, type Measured } from './call-overhead/cases';
import { describeWorkingTree, extractRevision } from './tools/core-revision';

register('./validation/production-env.mjs', import.meta.url);

const REPO = fileURLToPath(new URL('../', import.meta.url));
const rounds = Number(process.env['ROUNDS'] ?? 21);
const roundMs = Number(process.env['ROUND_MS'] ?? 50);
const revision = process.env['BASELINE'];
const ownOk = process.env['OWN_OK'] === '1';
const baseline = revision ? extractRevision(revision) : undefined;
const nowSrc = join(REPO, 'packages/core/src/index.ts');
const beforeSrc = baseline && join(baseline.src, 'index.ts');

function print(where: string, measured: readonly Measured[]): void {
  console.log(`\n### ${where}\n`);
  const columns = Object.keys(measured[0]!.opsPerSecond);
  const others = columns.filter((column) => column !== 'now');
  console.log(`| call | ${columns.map((column) => `${column} µs/call`).join(' | ')} | ${others.map((column) => `now / ${column}`).join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---:').join(' | ')} | ${others.map(() => '---:').join(' | ')} |`);
  for (const { name, opsPerSecond, nowOver } of measured) {
    const times = columns.map((column) => (opsPerSecond[column] === undefined ? '' : (1e6 / opsPerSecond[column]!).toFixed(2)));
    const ratios = others.map((column) => (nowOver[column] === undefined ? '' : `${nowOver[column]!.toFixed(2)}×`));
    console.log(`| ${name} | ${times.join(' | ')} | ${ratios.join(' | ')} |`);
  }
}

console.log(`now: ${describeWorkingTree()}${baseline ? `; ${revision}: ${baseline.source}` : ''}`);
console.log(`${rounds} rounds of ${roundMs} ms per column, the order rotating; ratios are medians of per-round ratios (time of now / time of the column).`);
console.log(ownOk ? 'Each core\'s tools build their results with its own `ok`.' : 'Every column\'s tools build their results with the working tree\'s `ok` (OWN_OK=1: each core its own).');

if (process.env['NODE'] !== '0') {
  const now = (await import(pathToFileURL(nowSrc).href)) as CoreModule;
  const before = beforeSrc ? ((await import(pathToFileURL(beforeSrc).href)) as CoreModule) : undefined;
  print(`Node ${process.version}`, await measureCases(buildCases(now, before && { label: revision!, core: before }, ownOk), rounds, roundMs));
}

if (process.env['BROWSER'] !== '0') {
  // The page bundles the same cases, both cores from their sources (development code stripped).
  const script = (
    await bundleEntry(
      [
        `import * as now from ${JSON.stringify(nowSrc)};`,
        beforeSrc ? `import * as before from ${JSON.stringify(beforeSrc)};` : 'const before = undefined;',
        `import { buildCases, measureCases } from ${JSON.stringify(join(REPO, 'bench/call-overhead/cases.ts'))};`,
        `globalThis.measure = (rounds, roundMs) => measureCases(buildCases(now, before && { label: ${JSON.stringify(revision ?? '')}, core: before }, ${ownOk}), rounds, roundMs);`,
      ].join('\n'),
      { fromSources: true, iife: true },
    )
  ).code;
  const page = await openPage('<!doctype html><title>call overhead</title><script src="/page.js"></script>', script);
  try {
    const version = page.page.context().browser()?.version();
    const measured = await page.page.evaluate(
      ([r, ms]) => (globalThis as unknown as { measure: (r: number, ms: number) => Promise<Measured[]> }).measure(r!, ms!),
      [rounds, roundMs],
    );
    print(`Chromium ${version} (in the page)`, measured);
  } finally {
    await page.close();
  }
}
