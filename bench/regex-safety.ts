/**
 * Regular expression safety (issue 17, spec §13.5): for each pattern, whether `fromJsonSchema`
 * accepts it, its matcher's states (the bound on its steps per input character), and the slowest
 * of its 100,000-character hostile inputs (built from the pattern's own characters: a prefix, one
 * or two of them pumped, a failing tail; the same generator as the timing tests) against the
 * matcher, next to V8's own RegExp on that same input where V8 is fast there. Informative only: it
 * never fails.
 *
 * Run: `cd bench && node --import tsx regex-safety.ts`.
 */
import { compileSafePattern } from '../packages/core/src/json-schema/regex/check-safety';
import { hostileInputs } from '../packages/core/src/json-schema/regex/hostile-input.test-support';

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
    rows.push([shown, 'refused', '', '', '', '', compiled.reason.replace(/:.*/, '')]);
    continue;
  }
  const { matcher } = compiled;
  // Warm up on short input, then the slowest input, timed again (best of three) to drop pauses.
  hostileInputs(pattern, 1_000, 4).forEach((input) => matcher.test(input));
  let worst = { ms: -1, input: '' };
  for (const input of hostileInputs(pattern, 100_000, 4)) {
    const ms = time(() => matcher.test(input));
    if (ms > worst.ms) worst = { ms, input };
  }
  const ours = Math.min(worst.ms, time(() => matcher.test(worst.input)), time(() => matcher.test(worst.input)));
  // V8 on the same input, only where its first 8, 12, … 2,000 characters each take under 2 ms: else it
  // would block for seconds, or for ever (exponential backtracking doubles with each character).
  const regex = new RegExp(pattern, 'u');
  const fast = [8, 12, 16, 20, 24, 28, 32, 64, 256, 2_000].every((length) => time(() => regex.test(worst.input.slice(0, length) + worst.input.slice(-1))) < 2);
  const v8 = fast ? Math.min(time(() => regex.test(worst.input)), time(() => regex.test(worst.input))) : undefined;
  rows.push([
    shown,
    String(matcher.states),
    ours.toFixed(2),
    ((ours * 1e6) / worst.input.length / matcher.states).toFixed(2),
    v8 === undefined ? 'slow (not run)' : v8.toFixed(2),
    v8 === undefined ? '' : `${(ours / Math.max(v8, 0.01)).toFixed(1)}×`,
    JSON.stringify(worst.input.slice(0, 4) + '…' + worst.input.slice(-1)),
  ]);
}

const header = ['pattern', 'states', 'worst ms (100k chars)', 'ns per state·char', 'V8 ms, same input', 'matcher / V8', 'slowest input / reason'];
console.log(`| ${header.join(' | ')} |\n| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${row.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`);
