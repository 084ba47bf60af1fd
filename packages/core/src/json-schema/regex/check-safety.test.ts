import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPatternSafety } from './check-safety';

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
    let accepted = 0;
    fc.assert(
      fc.property(shapeArb, fc.constantFrom('', 'a', 'a@', '.a;a'), (pattern, prefix) => {
        if (!checkPatternSafety(pattern).safe) return;
        accepted++;
        const { ms, input } = slowestPumped(new RegExp(pattern, 'u'), prefix);
        expect(ms, `/${pattern}/u took ${ms.toFixed(1)} ms on ${JSON.stringify(input.slice(0, 8))}…`).toBeLessThan(50);
      }),
      { numRuns: 1_000, seed: 20_260_101, endOnFailure: true },
    );
    expect(accepted).toBeGreaterThan(100);
  }, 30_000);

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
