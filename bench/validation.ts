/**
 * Validation throughput (issue 16): `fromJsonSchema` (with its standard formats) against ajv
 * (compiled, with ajv-formats) and the validators that, like it, run without `eval`:
 * @cfworker/json-schema, TypeBox `Value.Check` and valibot written by hand, on the schemas of
 * validation/cases.ts, each on a valid and an invalid input. Informative only: it never fails.
 *
 * Every library's verdict on every input is checked once before timing; one that disagrees is
 * printed as `wrong verdict` and not timed, one that cannot check a schema faithfully as `n/a`
 * (the reason below the table). Each row is then timed in a child process of its own, the
 * libraries alternating in short rounds so that a ratio compares runs milliseconds apart; ratios
 * are per round, then the median.
 *
 * Run: `cd bench && node --import tsx validation.ts` (or `node run-all.mjs validation`).
 * `ROUNDS=n`: rounds per library and input (default 120); `ROUND_MS=n`: their length (default 5).
 * `BASELINE=<rev>`: also times `fromJsonSchema` as of that git revision (e.g. `BASELINE=4b4089c`),
 * with a `now / <rev>` column.
 */
import { spawnSync } from 'node:child_process';
import { writeSync } from 'node:fs';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cases } from './validation/cases';
import { loadLibraries, message } from './validation/libraries';
import { measure, median, ratio, type Run } from './validation/measure';
import { extractRevision, type Baseline } from './tools/core-revision';

// Before the compiler is imported (dynamically, in loadLibraries).
register('./validation/production-env.mjs', import.meta.url);

const rounds = Number(process.env['ROUNDS'] ?? 120);
const roundMs = Number(process.env['ROUND_MS'] ?? 5);
const INPUTS = [['valid', true], ['invalid', false]] as const;
// A child times one row (`VALIDATION_ROW`: case index and input) for the libraries of `VALIDATION_TIME`.
const childRow = process.env['VALIDATION_ROW'];
const inherited = process.env['VALIDATION_BASELINE'];
const baseline: Baseline | undefined = inherited ? (JSON.parse(inherited) as Baseline) : process.env['BASELINE'] ? extractRevision(process.env['BASELINE']) : undefined;
const notes = new Map<string, string[]>();
const note = (text: string, where: string): void => void (notes.get(text) ?? notes.set(text, []).get(text)!).push(where);
const { libraries, toolmark, baseline: before, sources } = await loadLibraries(baseline, (name, ignored, testCase) => note(`${name} accepts without enforcing: ${ignored.join(', ')}`, testCase.name));

if (childRow) {
  const [index, label] = childRow.split('/') as [string, 'valid' | 'invalid'];
  const testCase = cases[Number(index)]!;
  const names = process.env['VALIDATION_TIME']!.split(',');
  const runs = new Map(libraries.filter(({ name }) => names.includes(name)).map((library) => [library.name, library.compile(testCase)]));
  // Written synchronously: the child exits right after, without running the parent's part below.
  writeSync(1, `\n${JSON.stringify(Object.fromEntries(measure(runs, testCase[label], rounds, roundMs)))}\n`);
  process.exit(0);
}

type Cell = { readonly rates: readonly number[] } | { readonly text: string };

// Verdicts first, once: only the libraries that judge an input right are timed on it.
const plans = cases.flatMap((testCase, index) => {
  const compiled = new Map<string, Run | string>();
  for (const library of libraries) {
    try {
      compiled.set(library.name, library.compile(testCase));
    } catch (error) {
      compiled.set(library.name, 'n/a');
      note(`${library.name} n/a: ${message(error)}`, testCase.name);
    }
  }
  return INPUTS.map(([label, expected]) => {
    const input = testCase[label];
    const timed: string[] = [];
    const cells = new Map<string, Cell>();
    for (const [name, run] of compiled) {
      if (typeof run === 'string') {
        cells.set(name, { text: run });
        continue;
      }
      try {
        if (run(input) === expected) timed.push(name);
        else {
          cells.set(name, { text: 'wrong verdict' });
          note(`${name} wrong verdict: calls ${label} input ${expected ? 'invalid' : 'valid'}`, testCase.name);
        }
      } catch (error) {
        cells.set(name, { text: 'error' });
        note(`${name} throws: ${message(error)}`, `${testCase.name} ${label}`);
      }
    }
    return { row: `${testCase.name} ${label}`, child: `${index}/${label}`, timed, cells };
  });
});

// Each row is timed in a process of its own, so no library's JIT feedback carries over from
// another schema (an interpreter's code is shared by every schema; ajv's generated code is not).
function timeRow(child: string, timed: readonly string[]): Record<string, number[]> {
  const env = { ...process.env, VALIDATION_ROW: child, VALIDATION_TIME: timed.join(','), ...(baseline ? { VALIDATION_BASELINE: JSON.stringify(baseline) } : {}) };
  const result = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 });
  const last = result.stdout?.trim().split('\n').at(-1);
  if (result.status !== 0 || !last?.startsWith('{')) throw new Error(result.error?.message ?? result.stderr.trim().split('\n').slice(-3).join(' '));
  return JSON.parse(last) as Record<string, number[]>;
}

const format = (n: number): string => (n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(0));
const times = (n: number): string => `${n >= 10 ? n.toFixed(1) : n.toFixed(2)}×`;
const NO_EVAL = libraries.filter(({ noEval }) => noEval).map(({ name }) => name);
const header = ['case', ...libraries.map(({ name }) => name), 'toolmark / ajv', 'toolmark / fastest no-eval', ...(before ? [`now / ${before}`] : [])];
const table: string[][] = [];
for (const { row, child, timed, cells } of plans) {
  try {
    if (timed.length > 0) for (const [name, rates] of Object.entries(timeRow(child, timed))) cells.set(name, { rates });
  } catch (error) {
    for (const name of timed) cells.set(name, { text: 'error' });
    note(`timing failed: ${message(error)}`, row);
  }
  const rates = (name: string): readonly number[] | undefined => {
    const cell = cells.get(name);
    return cell && 'rates' in cell ? cell.rates : undefined;
  };
  const ours = rates(toolmark);
  const versus = (other: string | undefined): string => {
    const theirs = other === undefined ? undefined : rates(other);
    return ours && theirs ? times(ratio(ours, theirs)) : '—';
  };
  const fastest = NO_EVAL.filter((name) => rates(name)).sort((a, b) => median(rates(b)!) - median(rates(a)!))[0];
  table.push([
    row,
    ...libraries.map(({ name }) => {
      const cell = cells.get(name)!;
      return 'rates' in cell ? format(median(cell.rates)) : cell.text;
    }),
    versus('ajv'),
    fastest && ours ? `${versus(fastest)} ${fastest}` : '—',
    ...(before ? [versus(before)] : []),
  ]);
}

const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
const line = (cells: readonly string[]): string => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
console.log(`ops/s, higher is better: median of ${rounds} interleaved ${roundMs} ms rounds per library; ratios: median of the per-round ratios.`);
console.log(`${new Date().toISOString().slice(0, 10)}, Node ${process.version}, each row in a process of its own; ${sources.join('; ')}.\n`);
console.log(line(header));
console.log(`| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`);
for (const cells of table) console.log(line(cells));
if (notes.size > 0) console.log('');
for (const [text, where] of notes) console.log(`- ${text} (${[...new Set(where)].join('; ')})`);
