import { checkPatternSafety } from '@toolmark/core/json-schema';
import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { safePattern } from './safe-pattern.js';

const accepts = (pattern: string): boolean => safePattern(pattern) instanceof RegExp;

const ACCEPTED = [
  '^TM-\\d{4}$', '^[A-Z]{3}$', '^[A-Z]{2}\\d{1,4}$', '^\\d{4}-\\d{2}-\\d{2}$', '^\\d{1,2}/\\d{1,2}/\\d{4}$', '^\\d{5}$',
  '^[0-9]{5}$', '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$', '^\\d{4} ?[A-Z]{2}$',
  '^\\+?[1-9]\\d{1,14}$', '^\\(?\\d{3}\\)?[-. ]?\\d{3}[-. ]?\\d{4}$', '^[^@\\s]+@[^@\\s.]+\\.[^@\\s]+$',
  '^[\\w.+-]+@[\\w-]+\\.[\\w.-]+$', '^#?[0-9a-fA-F]{6}$', '^[a-z][a-z0-9_]{2,15}$', '^[a-zA-Z ]+$', '^\\S+$', '^[^<>]*$',
  '^[0-9]+$', '^\\d+-\\d+$', '^[a-z]+:\\d+$', '^\\d+\\.\\d{1,2}$', '^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$', 'foo', 'b', '😀',
  '^.{0,2}$', '^[a-c]+$', '^\\$\\d+$', '^a\\.b$', '^\\w+?@', 'x\\d+y', '^[^]{0,10}$', '^\\d{100}$', '^[^/]+/[^/]+$', '', '^[^\\s]+ $', '^.+\\n',
  '^[\\-a]+\\/\\t$', '^\\$', '^a{00}a+$', '^\\d{0,64}\\d{0,64}x', '^a?a?a?a?a?a?aaaaaa$', 'x?abc', 'x\\d{70}$',
];

const REFUSED = [
  // Not a sequence of one-character terms.
  '(a+)+', '(a|a)*', '^(\\d{3})$', '^\\d{5}(-\\d{4})?$', 'x|y', '^(?:eco|business)$', '(a)\\1', '\\bword\\b', '^\\p{L}+$',
  '^\\u0041$', '(?=a)a', 'a^', '$a', '^a$b', '^\\x41$', '^[\\p{L}]$', '^\\cA$', '\\0', '^[\\b]$', '^[\\cA]$', '^\\B$',
  '(?<a>x)\\k<a>', '^[\\0]$',
  // A long repetition that the next term can share characters with.
  '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', '^\\d+\\d*$', '^\\w+\\d$', '^.*a$', '^[a-z]+[^0-9]$', '^\\s+\u3000', '^\\d{0,100}1$',
  '^a*a?a$', '^[\\s\\S]*x$', '^\\d+x{00}\\d$', '^\\d+x{0,1}\\d$',
  // Short repetitions that share characters with what follows: too many ways to split the input (D131).
  `^${'a?'.repeat(24)}${'a'.repeat(24)}$`, '^\\d{0,64}\\d{0,64}\\d{0,64}x', '^a?a?a?a?a?a?a?aaaaaaa$', '^\\d{0,8}\\d{0,8}\\d{0,8}x',
  // Unanchored, with a long or variable repetition of a first character.
  '\\d+x', '1+a', '[a-z]+@', '[^@]+@[^@]+', 'a.*b', '\\w+@\\w+\\.com', 'a[a-z]+1', '\\d*x', '\\d+', 'x?\\d+y', 'x{00}\\d+',
  '[\\d.]{0,64}\\S{70}$', 'x[a-z]{0,64}\\S{70}$', '.{100}x', '\\d{2,3}x', 'x\\S{65}',
];

describe('safePattern', () => {
  it.each(ACCEPTED)('accepts %s', (pattern) => {
    expect(safePattern(pattern)).toEqual(new RegExp(pattern, 'u'));
    expect(checkPatternSafety(pattern)).toEqual({ safe: true });
  });

  it.each(REFUSED)('refuses %s', (pattern) => {
    expect(safePattern(pattern)).toMatch(/^is unsafe: \S/);
  });

  it('refuses what does not compile with the u flag', () => {
    expect(safePattern('(')).toBe('is not valid with the u flag');
    expect(safePattern('\\-')).toBe('is not valid with the u flag');
  });

  it('names the reason', () => {
    expect(safePattern('(a)')).toContain('no groups');
    expect(safePattern('^\\d+\\d$')).toContain('followed by a character it cannot match');
    expect(safePattern('\\d+x')).toContain('start it with ^');
  });

  it.each(ACCEPTED)('matches pumped input against %s in linear time', (pattern) => {
    const regex = safePattern(pattern) as RegExp;
    const units = ['a', '1', ' ', 'a-', '1.', 'A', '\t', '@', 'a.', 'a@', '@a.', 'TM-1', '\u3000', '😀'];
    const inputs = units.flatMap((unit) => [unit.repeat(50_000 / unit.length) + '!', 'a@' + unit.repeat(50_000 / unit.length) + ' ']);
    for (const input of inputs) {
      const start = performance.now();
      regex.test(input);
      expect(performance.now() - start, `${pattern} on ${JSON.stringify(input.slice(0, 4))}…`).toBeLessThan(50);
    }
  });
});

// Patterns biased to the shapes where the two checks could disagree: terms that share some characters
// (digits, letters, spaces beyond ASCII, `.`, negated classes), long and short quantifiers, anchors,
// and a little syntax outside the rule.
const atom = fc.constantFrom(
  'a', 'b', '1', '@', '.', ' ', '\\.', '\\d', '\\D', '\\w', '\\W', '\\s', '\\S', '[a-z]', '[^a]', '[^@\\s]', '[0-9a]', '[\\d.]',
  '[^]', '[]', '\u3000', '\u2028', '[\u00a0-\u2000]', '😀', '\\n', '[\\s\\S]', '[-a]', '(a)', '(?:a|b)', '\\b',
);
const quantifier = fc.constantFrom('', '', '?', '*', '+', '{2}', '{1,3}', '{2,}', '{0,64}', '{0,65}', '{70}', '+?', '*?', '{0,100}');
const patternArb = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(atom, quantifier), { maxLength: 6 }), fc.boolean())
  .map(([start, terms, end]) => `${start ? '^' : ''}${terms.map(([a, q]) => a + q).join('')}${end ? '$' : ''}`)
  .filter((pattern) => {
    try {
      return !!new RegExp(pattern, 'u');
    } catch {
      return false;
    }
  });

test('every pattern safePattern accepts, checkPatternSafety accepts (property)', () => {
  fc.assert(
    fc.property(patternArb, (pattern) => {
      if (accepts(pattern)) expect(checkPatternSafety(pattern), pattern).toEqual({ safe: true });
    }),
    { numRuns: 5000 },
  );
});

test('accepted random patterns run in linear time on pumped input (property)', () => {
  fc.assert(
    fc.property(patternArb, fc.constantFrom('a', '1', ' ', '.', '@', '\u3000', 'a1', '1.'), (pattern, unit) => {
      if (!accepts(pattern)) return;
      const regex = new RegExp(pattern, 'u');
      const start = performance.now();
      regex.test(unit.repeat(20_000 / unit.length) + '!\n');
      expect(performance.now() - start, pattern).toBeLessThan(50);
    }),
    { numRuns: 500 },
  );
});
