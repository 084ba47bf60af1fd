/**
 * Regular expression safety (issue 17, spec §13.5): for each pattern, whether `fromJsonSchema`
 * accepts it, what runs it (the NFA, or V8 for a deterministic anchored pattern), its matcher's
 * states (the bound on its steps per input character), and the heaviest of its 100,000-character
 * hostile inputs (built from the pattern's own characters: a prefix, one or two of them pumped, a
 * failing tail; the same generator as the tests): the one with the most steps, counted by the work
 * meter of run-nfa.ts (for V8, the slowest), with its steps against the bound and its time, next to
 * V8's own RegExp on that same input where V8 is fast there. The tests assert the steps (and, for
 * V8, the pattern's determinism), never a time: the times are here. Informative only: it never fails.
 *
 * Run: `cd bench && node --import tsx regex-safety.ts`.
 */
import { compileSafePattern } from '../packages/core/src/json-schema/regex/check-safety';
import { hostileInputs, stepBound, stepsOf } from '../packages/core/src/json-schema/regex/hostile-input.test-support';

const PATTERNS = [
  // Common patterns (issue 17).
  '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', '^\\S+@\\S+\\.\\S+$', '^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$',
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$",
  '^\\+?[0-9 ()-]{7,20}$', '^(?:\\+44|0)\\d{10}$', '^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$', '^\\d{5}(-\\d{4})?$',
  '^(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)$', '^(?=.*[A-Z])(?=.*\\d).{8,}$',
  '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', '^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,}$',
  // Unanchored: searched from every position.
  'https?://', '\\d+', '\\bfoo\\b', '\\p{L}+\\d', '.{200}x', '[\\d.]{0,64}\\S{70}x',
  // Catastrophic or quadratic for a backtracking engine: linear here.
  '(a+)+$', '^(\\w+\\s?)*$', '(x+x+)+y', '^(a|aa)+$', '^.+@.+$', '\\d+x',
  // Refused (issue 17's examples, a backreference).
  '(?=.*b)', '(?<=a*)c', '\\d{64}'.repeat(60), '(a)\\1',
];

/** The time of one run, in milliseconds. */
function time(test: () => unknown): number {
  const started = performance.now();
  test();
  return performance.now() - started;
}

const rows: string[][] = [];
for (const pattern of PATTERNS) {
  const shown = pattern.length > 48 ? `${pattern.slice(0, 45)}…` : pattern;
  const compiled = compileSafePattern(pattern);
  if (!compiled.safe) {
    rows.push([shown, 'refused', '', '', '', '', '', '', '', compiled.reason.replace(/:.*/, '')]);
    continue;
  }
  const { matcher } = compiled;
  // Warm up on short input, then pick the heaviest input: the most steps, a count that no pause of
  // the machine changes (in V8, which counts none, the slowest); timed again, best of three.
  hostileInputs(pattern, 1_000, 4).forEach((input) => matcher.test(input));
  let worst = { steps: -1, ms: -1, input: '' };
  for (const input of hostileInputs(pattern, 100_000, 4)) {
    let steps = 0;
    const ms = time(() => (steps = matcher.engine ? 0 : stepsOf((value, meter) => matcher.test(value, meter), input)));
    if (steps > worst.steps || (steps === worst.steps && ms > worst.ms)) worst = { steps, ms, input };
  }
  const engine = worst.steps === 0;
  const ours = Math.min(worst.ms, time(() => matcher.test(worst.input)), time(() => matcher.test(worst.input)));
  const bound = stepBound(matcher.states, worst.input);
  // V8 on the same input, only where its first 8, 12, … 2,000 characters each take under 2 ms: else it
  // would block for seconds, or for ever (exponential backtracking doubles with each character).
  const regex = new RegExp(pattern, 'u');
  const fast = [8, 12, 16, 20, 24, 28, 32, 64, 256, 2_000].every((length) => time(() => regex.test(worst.input.slice(0, length) + worst.input.slice(-1))) < 2);
  const v8 = fast ? Math.min(time(() => regex.test(worst.input)), time(() => regex.test(worst.input))) : undefined;
  rows.push([
    shown,
    engine ? 'V8 (deterministic)' : 'NFA',
    String(matcher.states),
    engine ? '' : String(worst.steps),
    engine ? '' : `${((worst.steps / bound) * 100).toFixed(0)}%`,
    ours.toFixed(2),
    engine ? '' : ((ours * 1e6) / worst.steps).toFixed(2),
    v8 === undefined ? 'slow (not run)' : v8.toFixed(2),
    v8 === undefined ? '' : `${(ours / Math.max(v8, 0.01)).toFixed(1)}×`,
    JSON.stringify(worst.input.slice(0, 4) + '…' + worst.input.slice(-1)),
  ]);
}

const header = [
  'pattern', 'runs in', 'states', 'steps (heaviest 100k input)', 'of the bound', 'ms', 'ns per step', 'V8 ms, same input', 'matcher / V8', 'heaviest input / reason',
];
console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`);
