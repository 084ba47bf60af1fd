/**
 * Validation work (issue 33, spec §13.8): the worst schemas we could build against the work meter,
 * each on an input at the registry's default limits, in Node and in Chromium. For each: the input's
 * bytes (as JSON) and size (values + characters, what the budget is proportional to), the budget
 * (WORK_PER_SIZE × size), the work the schema needs (counted by a meter of the benchmark's own that
 * stops at 50 × the budget), the verdict (the meter's issue when it stopped the call) and the median
 * time of one validation: total ms and µs per input byte. `docs/security.md` T7 says no call on
 * input within the limits blocks the page for more than 100 ms: this shows it. Informative only: it
 * never fails.
 *
 * Run: `cd bench && node --import tsx validation-work.ts` (from the TypeScript sources; Chromium is
 * the system's). `ROUNDS=n`: timed validations per case (default 7); `BROWSER=0` skips Chromium.
 */
import { compileSchema } from '../packages/core/src/json-schema/compile-schema';
import type { RunState } from '../packages/core/src/json-schema/types';
import { unevaluated } from '../packages/core/src/json-schema/unevaluated';
import { MIN_SIZE, sizeOf, WORK_PER_SIZE } from '../packages/core/src/json-schema/work-meter';
import { formats } from '../packages/core/src/json-schema/formats';
import { openPage } from './browser';
import { bundleEntry } from './tools/bundle-entry.mjs';
import { CASES, type WorkCase } from './validation-work/cases';
import { runCase, type CaseTime } from './validation-work/run-case';

const ROUNDS = Number(process.env['ROUNDS'] ?? 7);
const OVER = 50;

/**
 * Counts the work a case needs: its schema compiled as `fromJsonSchema` compiles it, run on its input
 * with a meter that only counts, up to `OVER` × the budget.
 *
 * @param testCase The case.
 * @param budget The case's budget.
 * @returns The units, or `undefined` past `OVER` × the budget.
 */
function workOf(testCase: WorkCase, budget: number): number | undefined {
  const check = compileSchema(testCase.schema, { ignored: [], ignore: new Set(), rules: testCase.unevaluated ? [unevaluated] : [], formats });
  const limit = OVER * budget;
  const stop = Symbol();
  const state: RunState = { problems: [], depth: 0, fill: true, filled: 0, memo: undefined, left: limit, exhausted: () => {
    throw stop;
  } };
  try {
    check(testCase.input(), state);
    return limit - state.left;
  } catch (error) {
    if (error === stop) return undefined;
    throw error;
  }
}

/** The process's CPU time in milliseconds: the machine is shared, and waiting is not work. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
};

const node = CASES.map((testCase) => runCase(testCase, ROUNDS, cpuMs));

let chromium: readonly CaseTime[] | undefined;
let version = '';
if (process.env['BROWSER'] !== '0') {
  const script = `
import { CASES } from './validation-work/cases.ts';
import { runCase } from './validation-work/run-case.ts';
window.runWorkCases = (rounds) => CASES.map((testCase) => runCase(testCase, rounds));
`;
  const code = (await bundleEntry(script.replaceAll('./validation-work/', '../validation-work/'), { fromSources: true, iife: true })).code;
  const bench = await openPage('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Validation work</title><script src="/page.js"></script></head><body></body></html>', code);
  try {
    version = bench.page.context().browser()?.version() ?? '';
    chromium = await bench.page.evaluate((rounds) => (window as unknown as { runWorkCases: (rounds: number) => CaseTime[] }).runWorkCases(rounds), ROUNDS);
  } finally {
    await bench.close();
  }
}

const header = ['schema × input', 'bytes', 'size', 'budget (units)', 'work needed', 'verdict', 'Node CPU ms', 'Node µs/byte', 'Chromium ms', 'Chromium µs/byte'];
console.log(`WORK_PER_SIZE = ${WORK_PER_SIZE}, MIN_SIZE = ${MIN_SIZE}; Node ${process.version}${version ? `, Chromium ${version}` : ''}; median of ${ROUNDS}\n`);
console.log(`| ${header.join(' | ')} |\n| --- | ${header.slice(1).map(() => '---:').join(' | ')} |`);
CASES.forEach((testCase, index) => {
  const size = sizeOf(testCase.input());
  const budget = WORK_PER_SIZE * Math.max(size, MIN_SIZE);
  const work = workOf(testCase, budget);
  const { verdict, ms, bytes } = node[index]!;
  const browser = chromium?.[index];
  console.log(
    `| ${[
      testCase.name,
      bytes.toLocaleString('en'),
      size.toLocaleString('en'),
      budget.toLocaleString('en'),
      work === undefined ? `> ${OVER} × budget` : `${work.toLocaleString('en')} (${((work / budget) * 100).toFixed(0)}%)`,
      verdict,
      ms.toFixed(1),
      ((ms * 1_000) / bytes).toFixed(3),
      browser ? browser.ms.toFixed(1) : '',
      browser ? ((browser.ms * 1_000) / browser.bytes).toFixed(3) : '',
    ].join(' | ')} |`,
  );
});
const worst = Math.max(...node.map(({ ms }) => ms), ...(chromium ?? []).map(({ ms }) => ms));
console.log(`\nSlowest validation: ${worst.toFixed(1)} ms (the page must not be blocked more than 100 ms).`);
