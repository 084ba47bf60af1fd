import { describe, expect, it } from 'vitest';
import { compilePattern } from '../keywords/string.js';
import { checkPatternSafety } from './check-safety.js';
import { hostileInputs, workOverBound, type CountedMatcher } from './hostile-input.test-support.js';

// Issue 17: the check's guarantee is a bound on the matcher's work per input character (spec §13.5),
// proved here against the real matcher on 100,000-character hostile inputs by counting its steps (the
// work meter of run-nfa.ts), not by timing it: at most states × (code points + 1) state visits per
// run, and only deterministic anchored patterns run in the engine (deterministic.ts). The corpora
// below are the heuristic check's: what it refused runs within the bound or is refused;
// what it accepted still is; and the common patterns it refused are accepted.

// The common patterns of issue 17: e-mail, phone, postcode and IPv4 forms as people write them.
const COMMON = [
  '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', '^\\S+@\\S+\\.\\S+$', '^[^@]+@[^@]+\\.[^@]+$', '^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$',
  '^[\\w.+-]+@[\\w-]+\\.[\\w.-]+$', '^.+@.+\\..+$',
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$",
  '^\\+?[0-9 ()-]{7,20}$', '^(?:\\+44|0)\\d{10}$', '^\\+?[1-9]\\d{1,14}$', '^\\(?\\d{3}\\)?[-. ]?\\d{3}[-. ]?\\d{4}$', '^[0-9+() -]+$',
  '^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$', '^\\d{5}(-\\d{4})?$', '^[A-Za-z]{1,2}\\d[A-Za-z\\d]?\\s*\\d[A-Za-z]{2}$',
  '^(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)$', '^(\\d{1,3}\\.){3}\\d{1,3}$',
  '^((25[0-5]|(2[0-4]|1\\d|[1-9]|)\\d)\\.?\\b){4}$',
  // A lookahead right after a leading ^ runs from position 0 as a match of its own.
  '^(?=.*[A-Z])(?=.*\\d).{8,}$', '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?!.*\\s).{8,64}$', '^(?!\\d+$)\\w+$',
];

// The examples of issue 17, which the heuristic check accepted: unanchored lookarounds holding a long
// repetition (seconds on 100,000 characters) and a long run of fixed repetitions.
const ISSUE_REFUSED: readonly (readonly [pattern: string, reason: string])[] = [
  ['(?=.*b)', 'lookarounds are allowed only as lookaheads right after a leading ^, as in ^(?=.*\\d): elsewhere their work per input character has no bound'],
  ['(?<=a*)c', 'lookarounds are allowed only as lookaheads right after a leading ^, as in ^(?=.*\\d): elsewhere their work per input character has no bound'],
  ['^(?<=a*)c', 'lookarounds are allowed only as lookaheads right after a leading ^, as in ^(?=.*\\d): elsewhere their work per input character has no bound'],
  ['^a(?=.*b)', 'lookarounds are allowed only as lookaheads right after a leading ^, as in ^(?=.*\\d): elsewhere their work per input character has no bound'],
  ['\\d{64}'.repeat(60), 'the pattern needs 3841 matcher states, more than the 512 allowed: each input character costs up to one step per state'],
  ['.{600}x', 'the pattern needs 602 matcher states, more than the 512 allowed: each input character costs up to one step per state'],
];

const CATASTROPHIC = [
  '(a+)+', '(a*)*', '(a|a)*', '(a|ab)*', '(\\w|\\d)+', '(\\w+\\s?)*', '^(a+)+$', '(a|aa)+', '(.*a){20}',
  '^(([a-z])+.)+[A-Z]([a-z])+$',
  '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
  '^(\\d+)*$', '(x+x+)+y', '(\\s*,?\\s*)*', '^(\\w+\\.?)*$', '(a?){25}a{25}', '(.*)*', '(.+)+', '^(a|b|ab)*$', '(\\d|\\d\\d)+',
  '([a-z]+)*$', '(a+b?)+', '(?:a+)+', '(?:\\s+|\\w+)*', '(?<x>a+)+', '(a|b?)+', '(a)\\1', '(?<n>a)\\k<n>', '(\\d+\\.?\\d*)+',
  '^([0-9]+,?)+$', '(ab|a)*c', '^(\\w+\\s*)+$', '(a{1,5}){2,}', '((a+)|b)+', '(aa+)*', '(a+a)*',
  '^(https?:\\/\\/)?([\\da-z.-]+)\\.([a-z.]{2,6})([\\/\\w .-]*)*\\/?$', '(\\p{L}+\\p{Ll}?)+',
];

// Quadratic: a long repetition, characters it also matches, a long repetition that matches them too.
const POLYNOMIAL: readonly (readonly [pattern: string, input: string])[] = [
  ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', `a@${'.'.repeat(20_000)} `],
  ['^\\S+@\\S+\\.\\S+$', `a@${'.'.repeat(20_000)} `],
  ['^[^@]+@[^@]+\\.[^@]+$', `a@${'.'.repeat(20_000)}@`],
  ['^.+@.+$', `${'@'.repeat(20_000)}\n`],
  ['^.+, .+$', `${', '.repeat(10_000)}\n`],
  ['^[\\w.]+\\.\\w+\\.[\\w.]+$', `${'a.'.repeat(10_000)}!`],
  ['^[^@\\s]+@(?:[^@\\s]+)\\.[^@\\s]+$', `a@${'.'.repeat(20_000)} `],
  ['^[^@\\s]+@(?:[^@\\s]+\\.)[^@\\s]+$', `a@${'.'.repeat(20_000)} `],
  ['^(?:\\.[^;]+;[^;]+)*$', `.a;a${'.'.repeat(20_000)};`],
  ['^(?:ab)+(?:ab)+$', `${'ab'.repeat(10_000)}!`],
  // A long repetition, then a short one that shares characters with it and with what follows: each of
  // the long one's split points retries the short one's lengths.
  ['^\\D+?(a){0,64}[\\s\\S]{70}\\s{1,3}', `${'a'.repeat(20_000)}!\n`],
  ['^.*\\d{0,64}\\S{70}!', '1'.repeat(20_000)],
];

// Groups of groups of short repetitions: each group's own splits multiply the ways of the sequence around it.
const A6 = '(?:a?a?a?a?a?a?)';
const NESTED_A = `(?:${A6}${A6}${A6})`;
const D3 = '(?:\\d{0,4}\\d{0,4}\\d{0,4})';
const NESTED_D = `(?:${D3}${D3})`;

// Exponential: short repetitions that share characters with what follows, their counts of lengths
// multiplying beyond 65; and groups whose alternatives or repetitions can match the same text, whose
// ways multiply whatever follows them, at any level.
const CHAINED: readonly (readonly [pattern: string, input: string])[] = [
  [`^${'a?'.repeat(20)}${'a'.repeat(20)}$`, `${'a'.repeat(40)}!`],
  ['^\\d{0,64}\\d{0,64}\\d{0,64}\\d{0,64}x', '1'.repeat(300)],
  ['^(\\d{0,64})(\\d{0,64})(\\d{0,64})(\\d{0,64})x', '1'.repeat(300)],
  [`^${'(a|aa)'.repeat(22)}$`, `${'a'.repeat(33)}b`],
  [`^${'(?:a|a)'.repeat(22)}b`, 'a'.repeat(30)],
  [`^${'(?:a|a)(?:b|b)'.repeat(11)}x`, 'ab'.repeat(15)],
  [`^${'(?:a|a)b'.repeat(22)}x`, 'ab'.repeat(26)],
  [`^${'(a|a)'.repeat(22)}b`, 'a'.repeat(30)],
  [`^${'(?:\\d|\\w)'.repeat(22)}!`, '1'.repeat(30)],
  [`^x(?:${'(?:a|a)'.repeat(22)}b)`, `x${'a'.repeat(30)}`],
  [`^${'(?:(?:a|a)(?:a|a))'.repeat(11)}b`, 'a'.repeat(30)],
  [`(?=${'(?:a|a)'.repeat(20)}b)`, 'a'.repeat(30)],
  [`^${NESTED_A}${NESTED_A}$`, `${'a'.repeat(6)}b`],
  [`^${NESTED_D}${NESTED_D}x`, '1'.repeat(16)],
];
const CHAINED_REFUSED = [
  ...CHAINED.map(([pattern]) => pattern), `^${'a?'.repeat(24)}${'a'.repeat(24)}$`, '^\\d{0,64}\\d{0,64}\\d{0,64}\\d{0,64}\\d{0,64}x',
  '^a?a?a?a?a?a?a?aaaaaaa$', '^\\d{0,8}\\d{0,8}\\d{0,8}x', '^[a-z]{0,9}[a-z0-9]{0,9}\\w', `^${'(?:a|a)'.repeat(7)}b`,
  `^${'(?:a|a|a)'.repeat(4)}b`, `^${'(?:a?|b?)x'.repeat(7)}`, `^${'(?:a|ab?)'.repeat(4)}$`, `^\\d{0,64}\\d{0,64}(?:a|a)x`,
  `^(?:${NESTED_A}${NESTED_A})(?:${NESTED_A}${NESTED_A})$`, `^${NESTED_D}${D3}x`, `^${'(?:(?:a?a?a?)(?:a?a?a?))'.repeat(3)}$`,
  `^${'(?:(a|aa)(a|aa)(a|aa)(a|aa))'.repeat(2)}$`,
];

// Unanchored: retried from every position, a repetition of the first characters that scans more than
// 64 of them, or gives back characters to what follows, costs that much at each position.
const RETRIED: readonly (readonly [pattern: string, input: string])[] = [
  ['[\\d.]{0,64}\\S{70}x', '1'.repeat(20_000)],
  ['\\d{0,64}\\d{0,64}x', '1'.repeat(20_000)],
  ['(\\d+x)', '1'.repeat(20_000)],
  ['(?:\\d+x)', '1'.repeat(20_000)],
];
const RETRIED_REFUSED = [
  ...RETRIED.map(([pattern]) => pattern), '[\\d.]{0,64}\\S{70}$', 'x[a-z]{0,64}\\S{70}$', '.{200}x', '.{100}x', 'x\\S{65}', '\\d{1,3}\\d',
  '\\d+x', 'x|\\w+@',
];

const SAFE = [
  '^[A-Z]{3}$', '^\\d{4}-\\d{2}-\\d{2}$', '^[a-z0-9]+(?:-[a-z0-9]+)*$', '^[^@\\s]+@[^@\\s.]+\\.[^@\\s]+$',
  '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$', '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', '^\\+?[1-9]\\d{1,14}$',
  '^\\(?\\d{3}\\)?[-. ]?\\d{3}[-. ]?\\d{4}$', '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', '^\\d{5}(-\\d{4})?$', '^[0-9]{5}$',
  '^#?[0-9a-fA-F]{6}$', '^(\\d{1,3}\\.){3}\\d{1,3}$', '^https?://[^\\s/$.?#].[^\\s]*$', '^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$',
  '^\\d+(\\.\\d{1,2})?$', '^[a-zA-Z ]+$', "^\\p{L}+(?:[ '-]\\p{L}+)*$", '^([01]\\d|2[0-3]):[0-5]\\d$', '^[A-Z0-9]{2}\\d{1,4}$',
  '^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,}$', '^[A-Z]{2}$', '^[a-z]{2}(-[A-Z]{2})?$', '^\\d{3}-\\d{2}-\\d{4}$',
  '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$', '^(?:\\d{4}[ -]?){3}\\d{4}$', '^[a-z][a-z0-9_]{2,15}$', '^v?\\d+\\.\\d+\\.\\d+(?:-[0-9a-z.]+)?$',
  '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$', '^[0-9]+$', '^(?:eco|business|first)$', '^\\S+$',
  '^(?:\\+33|0)[1-9](?:[ .-]?\\d{2}){4}$', '^[a-z]+(?:_[a-z]+)*$', '^\\d{1,2}/\\d{1,2}/\\d{4}$', 'foo', '^[^<>]*$',
  '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$', '^\\w+\\.\\w+$', '^[a-z.]+\\.[a-z]+$', '^[\\d.]+\\.\\d+$',
  // Short repetitions that split the input in at most 65 ways, and unanchored ones that do not give back.
  '^\\d{0,64}\\d{0,64}x', '^a?a?a?a?a?a?aaaaaa$', 'x?abc', 'x\\d{70}$', '\\d+', '\\d{0,64}x', 'https?://', '(?:https?|ftp)://',
  '^(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})$', '[A-Z]{2}\\d{2} ?\\d{4}', '\\d{4}-\\d{2}-\\d{2}', '^[a-z0-9]+\\d?\\d$',
  // Alternatives: those that cannot match the same text (no length or first character in common) add no way.
  '^(?:\\+44|0)\\d{10}$', '^(?:[A-Z]{2}\\d{2})(?:\\d{4}){4}$', '^(19|20)\\d\\d-(0[1-9]|1[012])-(0[1-9]|[12]\\d|3[01])$',
  '^(?:0?[1-9]|[12]\\d|3[01])/(?:0?[1-9]|1[0-2])/\\d{4}$', '^([01]?\\d|2[0-3]):[0-5]\\d$', `^${'(?:a|a)'.repeat(6)}b`,
  `^${Array(4).fill('(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)').join('\\.')}$`, '(?=a|a)a', '^(?:GIR 0AA|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2})$',
  // A group's own splits count where a fixed text is split: a variable term before only fixed ones has one length.
  '^(?:a?a?a?)(?:b?b?b?)c$', '^(?:[a-z0-9-]{0,61}[a-z0-9])\\.(?:[a-z0-9-]{0,61}[a-z0-9])$', '^(?:\\d?\\d)(?:\\d?\\d)(?:\\d?\\d)$',
  // A lookaround matches no character: its group's splits stay inside it.
  '^(?=(?:a?a?a?a?a?))a?a?a?a?a?a?b',
];

/** Compiles a pattern as `fromJsonSchema` does: the matcher, or `undefined` when it is refused. */
function compiled(pattern: string): CountedMatcher | undefined {
  try {
    return compilePattern(pattern, '/pattern', "'pattern'");
  } catch {
    return undefined;
  }
}

/** Expects a pattern's matcher to run inputs (by default its hostile ones) within the bound of its states. */
function expectWithinBound(pattern: string, matcher: CountedMatcher, inputs = hostileInputs(pattern, 100_000, 4)): void {
  expect(workOverBound(pattern, matcher, inputs)).toBeUndefined();
}

/** The heuristic check's refusal corpus, with the inputs it timed where it had them. */
const OLD_REFUSED = [...new Set([...CATASTROPHIC, ...POLYNOMIAL.map(([p]) => p), ...CHAINED_REFUSED, ...RETRIED_REFUSED])];
/** Those inputs, pumped to 100,000 characters (exponential ones stay short: 40 characters take V8 hours already). */
const OLD_INPUTS = [...POLYNOMIAL, ...CHAINED, ...RETRIED].map(([pattern, input]) => [pattern, input.length > 1_000 ? input.slice(0, 2) + input.slice(2, -1).padEnd(100_000, input[3]) + input.at(-1)! : input] as const);

describe('checkPatternSafety', () => {
  it.each(COMMON)('accepts the common pattern %s', (pattern) => {
    expect(checkPatternSafety(pattern)).toEqual({ safe: true });
  });

  // `(?=a|a)a`, the one lookaround it accepted, is refused: unanchored, a lookaround is a search of its own at every position.
  it.each(SAFE.filter((pattern) => pattern !== '(?=a|a)a'))('accepts %s, which the heuristic check accepted', (pattern) => {
    expect(checkPatternSafety(pattern)).toEqual({ safe: true });
  });

  it.each(ISSUE_REFUSED)('refuses %s (issue 17)', (pattern, reason) => {
    expect(checkPatternSafety(pattern)).toEqual({ safe: false, reason });
  });

  it('refuses backreferences and invalid patterns, and names the reason', () => {
    expect(checkPatternSafety('(a)\\1')).toEqual({ safe: false, reason: 'backreferences are not allowed: no matcher runs them in time linear in the input' });
    expect(checkPatternSafety('(?<n>a)\\k<n>')).toEqual({ safe: false, reason: 'backreferences are not allowed: no matcher runs them in time linear in the input' });
    expect(checkPatternSafety('^(?=(a)\\1)')).toEqual({ safe: false, reason: 'backreferences are not allowed: no matcher runs them in time linear in the input' });
    expect(checkPatternSafety('a{2,1}')).toMatchObject({ safe: false, reason: expect.stringContaining('out of order') });
  });

  it('counts the states of every run: the lookaheads of ^(?=…) add theirs', () => {
    expect(checkPatternSafety(`^(?=${'a'.repeat(300)})${'b'.repeat(300)}`)).toMatchObject({ safe: false, reason: expect.stringContaining('needs 603 matcher states') });
    expect(checkPatternSafety(`^(?=${'a'.repeat(250)})${'a'.repeat(250)}`)).toEqual({ safe: true });
  });
});

// Each case runs 100,000-character inputs; beside other suites on two cores that can take longer than vitest's 5 s.
describe('compilePattern', { timeout: 60_000 }, () => {
  it.each([...COMMON, ...SAFE.filter((pattern) => pattern !== '(?=a|a)a')])('runs %s within the bound on 100,000-character hostile inputs', (pattern) => {
    const matcher = compiled(pattern);
    expect(matcher, `${pattern} is refused`).toBeDefined();
    expectWithinBound(pattern, matcher!);
  });

  it.each(OLD_REFUSED)('refuses %s, or runs it within the bound on hostile inputs', (pattern) => {
    const matcher = compiled(pattern);
    if (matcher) expectWithinBound(pattern, matcher);
  });

  it.each(OLD_INPUTS)('refuses %s, or runs it within the bound on the input that made V8 slow', (pattern, input) => {
    const matcher = compiled(pattern);
    if (matcher) expectWithinBound(pattern, matcher, [input]);
  });

  it("runs ^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$ on 'a@', 50,000 'a.' and '@' within the bound (V8: seconds)", () => {
    const matcher = compiled('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$');
    expect(matcher).toBeDefined();
    const input = `a@${'a.'.repeat(50_000)}@`;
    expectWithinBound('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', matcher!, [input]);
    expect(matcher!.test(input)).toBe(false);
    expect(matcher!.test('a@b.c')).toBe(true);
  });

  it.each([...COMMON, ...SAFE])('matches like RegExp with the u flag on short strings: %s', (pattern) => {
    const matcher = compiled(pattern);
    if (!matcher) return;
    const regex = new RegExp(pattern, 'u');
    const samples = ['', 'a', 'a@b.c', 'a@b', 'x@y.co.uk', '+44 20 7946 0958', '07946095812', 'SW1A 1AA', 'sw1a1aa', '12345', '12345-6789', '192.168.0.1', '256.1.1.1', '1.2.3', 'Passw0rd!', 'password', '12345678', 'abc', 'foo', 'ab ab', 'a;b', 'é', '😀a'];
    for (const input of [...samples, ...hostileInputs(pattern, 12)]) expect(matcher.test(input), `${pattern} on ${JSON.stringify(input)}`).toBe(regex.test(input));
  });

  // Short strings only: on 12 characters V8 backtracks for over a minute through some of these.
  it.each(OLD_REFUSED)('matches like RegExp with the u flag on strings of up to 5 characters: %s', (pattern) => {
    const matcher = compiled(pattern);
    if (!matcher) return;
    const regex = new RegExp(pattern, 'u');
    for (const input of ['', 'a', 'aa', 'a@b', 'ab1', 'a.a', '1 1', 'a,b', ...hostileInputs(pattern, 3, 3)]) {
      expect(matcher.test(input), `${pattern} on ${JSON.stringify(input)}`).toBe(regex.test(input));
    }
  });
});
