import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPatternSafety } from './check-safety.js';

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
  // the long one's split points retries the short one's lengths (D137).
  ['^\\D+?(a){0,64}[\\s\\S]{70}\\s{1,3}', `${'a'.repeat(20_000)}!\n`],
  ['^.*\\d{0,64}\\S{70}!', '1'.repeat(20_000)],
];

// Groups of groups of short repetitions: each group's own splits multiply the ways of the sequence around it (D137).
const A6 = '(?:a?a?a?a?a?a?)';
const NESTED_A = `(?:${A6}${A6}${A6})`;
const D3 = '(?:\\d{0,4}\\d{0,4}\\d{0,4})';
const NESTED_D = `(?:${D3}${D3})`;

// Exponential: short repetitions that share characters with what follows, their counts of lengths
// multiplying beyond 65; and groups whose alternatives or repetitions can match the same text, whose
// ways multiply whatever follows them, at any level (D137).
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
// 64 of them, or gives back characters to what follows, costs that much at each position (D137).
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

// Random patterns of that shape, plainly or across groups and iterations, and pumped inputs for them.
const SETS = ['a', '\\.', '@', ' ', '[a-z]', '[a-z.]', '[^@]', '[^@\\s]', '[^@\\s.]', '\\w', '\\S', '.', '[\\w.]', '[^;]'];
const repetitionArb = fc.tuple(fc.constantFrom(...SETS), fc.constantFrom('+', '*', '{2,}', '+?', '{1,100}')).map(([set, q]) => set + q);
const betweenArb = fc.array(fc.tuple(fc.constantFrom(...SETS), fc.constantFrom('', '{2}', '?')), { maxLength: 2 }).map((terms) => terms.flat().join(''));
const shapeArb = fc
  .tuple(repetitionArb, betweenArb, repetitionArb, fc.nat(4))
  .map(([a, s, b, form]) => [`^${a}${s}${b}$`, `^(?:${a}${s})${b}$`, `^${a}(?:${s}${b})$`, `^(?:${a})${s}(?:${b})$`, `^(?:${s}${b};${a})*$`][form]!);
const UNITS = ['a', '.', '@', ' ', ';', ',', 'a.', '.a'];
const TAILS = ['a', '.', '@', ' ', ';', '\n'];

/** The slowest match of a pattern over `prefix`, a unit pumped to 20,000 characters and a tail; the fastest of three runs past 50 ms. */
function slowestPumped(regex: RegExp, prefix: string): { ms: number; input: string } {
  let slowest = { ms: 0, input: '' };
  for (const unit of UNITS) {
    for (const tail of TAILS) {
      const input = prefix + unit.repeat(20_000 / unit.length) + tail;
      let ms = Infinity;
      for (let attempt = 0; attempt < 3 && ms > 50; attempt++) {
        const started = performance.now();
        regex.test(input);
        ms = Math.min(ms, performance.now() - started);
      }
      if (ms > slowest.ms) slowest = { ms, input };
      if (ms > 50) return slowest;
    }
  }
  return slowest;
}

/**
 * Checks that every pattern `checkPatternSafety` accepts among the generated ones matches pumped input
 * in under 50 ms, and that at least `atLeast` were accepted (so the property tests something).
 */
function expectAcceptedFast(cases: fc.Arbitrary<readonly [string, string]>, runs: { numRuns: number; seed: number }, atLeast: number): void {
  let accepted = 0;
  fc.assert(
    fc.property(cases, ([pattern, prefix]) => {
      if (!checkPatternSafety(pattern).safe) return;
      accepted++;
      const { ms, input } = slowestPumped(new RegExp(pattern, 'u'), prefix);
      expect(ms, `/${pattern}/u took ${ms.toFixed(1)} ms on ${JSON.stringify(input.slice(0, 8))}…`).toBeLessThan(50);
    }),
    { ...runs, endOnFailure: true },
  );
  expect(accepted).toBeGreaterThan(atLeast);
}

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
  // Short repetitions that split the input in at most 65 ways, and unanchored ones that do not give back (D137).
  '^\\d{0,64}\\d{0,64}x', '^a?a?a?a?a?a?aaaaaa$', 'x?abc', 'x\\d{70}$', '\\d+', '\\d{0,64}x', 'https?://', '(?:https?|ftp)://',
  '^(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})$', '[A-Z]{2}\\d{2} ?\\d{4}', '\\d{4}-\\d{2}-\\d{2}', '^[a-z0-9]+\\d?\\d$',
  // Alternatives: those that cannot match the same text (no length or first character in common) add no way (D137).
  '^(?:\\+44|0)\\d{10}$', '^(?:[A-Z]{2}\\d{2})(?:\\d{4}){4}$', '^(19|20)\\d\\d-(0[1-9]|1[012])-(0[1-9]|[12]\\d|3[01])$',
  '^(?:0?[1-9]|[12]\\d|3[01])/(?:0?[1-9]|1[0-2])/\\d{4}$', '^([01]?\\d|2[0-3]):[0-5]\\d$', `^${'(?:a|a)'.repeat(6)}b`,
  `^${Array(4).fill('(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)').join('\\.')}$`, '(?=a|a)a', '^(?:GIR 0AA|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2})$',
  // A group's own splits count where a fixed text is split: a variable term before only fixed ones has one length (D137).
  '^(?:a?a?a?)(?:b?b?b?)c$', '^(?:[a-z0-9-]{0,61}[a-z0-9])\\.(?:[a-z0-9-]{0,61}[a-z0-9])$', '^(?:\\d?\\d)(?:\\d?\\d)(?:\\d?\\d)$',
  // A lookaround matches no character: its group's splits stay inside it (D137).
  '^(?=(?:a?a?a?a?a?))a?a?a?a?a?a?b',
];

describe('checkPatternSafety', () => {
  it('has corpora of at least 30 patterns each', () => {
    expect(CATASTROPHIC.length).toBeGreaterThanOrEqual(30);
    expect(SAFE.length).toBeGreaterThanOrEqual(30);
    expect(POLYNOMIAL.length).toBeGreaterThanOrEqual(10);
  });

  it.each(CATASTROPHIC)('refuses %s', (pattern) => {
    expect(checkPatternSafety(pattern).safe).toBe(false);
  });

  it.each(POLYNOMIAL.map(([pattern]) => pattern))('refuses %s, which backtracks polynomially', (pattern) => {
    expect(checkPatternSafety(pattern)).toEqual({ safe: false, reason: 'adjacent repetitions can split the same text in many ways' });
  });

  it.each(POLYNOMIAL)('%s, refused, takes more than 20 ms on its 20,000-character input', (pattern, input) => {
    const started = performance.now();
    new RegExp(pattern, 'u').test(input);
    expect(performance.now() - started).toBeGreaterThan(20);
  });

  it.each(CHAINED_REFUSED)('refuses %s, whose short repetitions or same-text alternatives split the input in too many ways', (pattern) => {
    expect(checkPatternSafety(pattern)).toEqual({
      safe: false,
      reason:
        'optional or bounded repetitions that share characters, and alternatives that match the same text, can split it in too many ways (at most 65, one {0,64})',
    });
  });

  it.each(RETRIED_REFUSED)('refuses %s, unanchored and slow from every position', (pattern) => {
    expect(checkPatternSafety(pattern)).toEqual({
      safe: false,
      reason: 'an unanchored pattern that repeats its first characters a long or variable number of times is slow: start it with ^',
    });
  });

  it.each([...CHAINED, ...RETRIED])('%s, refused, takes more than 20 ms on its input', (pattern, input) => {
    const started = performance.now();
    new RegExp(pattern, 'u').test(input);
    expect(performance.now() - started).toBeGreaterThan(20);
  });

  it.each(SAFE)('accepts %s', (pattern) => {
    expect(checkPatternSafety(pattern)).toEqual({ safe: true });
  });

  it('refuses invalid patterns with the parser message', () => {
    expect(checkPatternSafety('a{2,1}')).toMatchObject({ safe: false, reason: expect.stringContaining('out of order') });
  });

  it('names the reason', () => {
    expect(checkPatternSafety('(a)\\1')).toEqual({ safe: false, reason: 'backreferences are not allowed' });
    expect(checkPatternSafety('(a|ab)*')).toEqual({ safe: false, reason: 'a repeated alternation has overlapping alternatives' });
    expect(checkPatternSafety('(a+)+')).toEqual({ safe: false, reason: 'nested quantifiers can match the same text in many ways' });
  });

  it("refuses ^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$, which blocks for seconds on 'a@', a run of dots and a space", () => {
    expect(checkPatternSafety('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$').safe).toBe(false);
    const started = performance.now();
    /^[^@\s]+@[^@\s]+\.[^@\s]+$/u.test(`a@${'.'.repeat(20_000)} `);
    expect(performance.now() - started).toBeGreaterThan(100);
  });

  it("accepts ^[^@\\s]+@[^@\\s.]+\\.[^@\\s]+$ and matches 'a@', 100,000 dots and a space in under 50 ms", () => {
    expect(checkPatternSafety('^[^@\\s]+@[^@\\s.]+\\.[^@\\s]+$')).toEqual({ safe: true });
    const started = performance.now();
    /^[^@\s]+@[^@\s.]+\.[^@\s]+$/u.test(`a@${'.'.repeat(100_000)} `);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('accepts no pattern "repetition, characters it matches, repetition" that backtracks polynomially on 20,000 characters (property)', () => {
    expectAcceptedFast(fc.tuple(shapeArb, fc.constantFrom('', 'a', 'a@', '.a;a')), { numRuns: 1_000, seed: 20_260_101 }, 100);
  }, 30_000);

  it('accepts no chain of short repetitions, anchored or not, that backtracks on 20,000 characters (property)', () => {
    const termArb = fc
      .tuple(fc.constantFrom('a', '@', '\\d', '[a1]', '\\w', '.', '\\S', '(?:a|aa)', '(a{0,3})', '(?:a?a?a?)', '(?:(?:\\d?\\d?)(?:\\d?a?))'), fc.constantFrom('', '?', '{0,3}', '{1,8}', '{0,64}', '{70}', '{2}'))
      .map(([set, q]) => set + q);
    const chainArb = fc
      .tuple(fc.constantFrom('', '^'), fc.array(termArb, { minLength: 2, maxLength: 8 }), fc.constantFrom('', 'x', '$', '@$'))
      .map(([start, terms, end]) => start + terms.join('') + end);
    expectAcceptedFast(chainArb.map((pattern) => [pattern, ''] as const), { numRuns: 500, seed: 20_261_130 }, 50);
  }, 60_000);

  it('accepts no chain of groups whose alternatives can match the same text that backtracks on 20,000 characters (property)', () => {
    const groupArb = fc.constantFrom('(?:a|a)', '(a|a)', '(?:\\w|a)', '(?:a?|a)', '(?:(?:a|a)a)', '(?:a|b)', '(?:a|aa)', '(?:a|\\.)');
    // Up to 32 groups in a row: the old rule (D137's gap) accepted 2^26 ways.
    const chainArb = fc
      .tuple(fc.constantFrom('', '^'), groupArb, fc.constantFrom('', '', 'a', '\\.', '(?:a|a)?'), fc.integer({ min: 2, max: 32 }), fc.constantFrom('', 'x', '$'))
      .map(([start, group, between, count, end]) => start + (group + between).repeat(count) + end);
    expectAcceptedFast(chainArb.map((pattern) => [pattern, ''] as const), { numRuns: 300, seed: 20_261_201 }, 50);
  }, 60_000);

  it('accepts no nesting of groups of short repetitions that backtracks on 20,000 characters (property)', () => {
    const unitArb = fc.constantFrom('a?', 'a?', '\\d?', '[a1]?', 'a', '(?:a|a)', 'a{0,3}');
    const groupArb = fc.array(unitArb, { minLength: 2, maxLength: 4 }).map((units) => `(?:${units.join('')})`);
    // The old rule (D137's gap) counted a group's own splits only inside it: groups of groups hid them.
    const groupOfGroupsArb = fc.array(groupArb, { minLength: 2, maxLength: 3 }).map((groups) => `(?:${groups.join('')})`);
    const chainArb = fc
      .tuple(fc.constantFrom('', '^'), fc.array(fc.oneof(groupArb, groupOfGroupsArb), { minLength: 1, maxLength: 3 }), fc.constantFrom('', 'x', '$'))
      .map(([start, groups, end]) => start + groups.join('') + end);
    expectAcceptedFast(chainArb.map((pattern) => [pattern, ''] as const), { numRuns: 200, seed: 20_261_130 }, 30);
  }, 60_000);

  it.each(SAFE)('matches adversarial input against %s quickly', (pattern) => {
    const regex = new RegExp(pattern, 'u');
    const inputs = ['a', '1', ' ', 'a-', '1.', 'A', '\t', '@', 'a.'].map((unit) => unit.repeat(50_000 / unit.length) + '!');
    for (const input of inputs) {
      const start = performance.now();
      regex.test(input);
      expect(performance.now() - start, `${pattern} on ${JSON.stringify(input.slice(0, 4))}…`).toBeLessThan(50);
    }
  });
});
