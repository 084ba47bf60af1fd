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

const SAFE = [
  '^[A-Z]{3}$', '^\\d{4}-\\d{2}-\\d{2}$', '^[a-z0-9]+(?:-[a-z0-9]+)*$', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
  '^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$', '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', '^\\+?[1-9]\\d{1,14}$',
  '^\\(?\\d{3}\\)?[-. ]?\\d{3}[-. ]?\\d{4}$', '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', '^\\d{5}(-\\d{4})?$', '^[0-9]{5}$',
  '^#?[0-9a-fA-F]{6}$', '^(\\d{1,3}\\.){3}\\d{1,3}$', '^https?://[^\\s/$.?#].[^\\s]*$', '^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$',
  '^\\d+(\\.\\d{1,2})?$', '^[a-zA-Z ]+$', "^\\p{L}+(?:[ '-]\\p{L}+)*$", '^([01]\\d|2[0-3]):[0-5]\\d$', '^[A-Z0-9]{2}\\d{1,4}$',
  '^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,}$', '^[A-Z]{2}$', '^[a-z]{2}(-[A-Z]{2})?$', '^\\d{3}-\\d{2}-\\d{4}$',
  '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$', '^(?:\\d{4}[ -]?){3}\\d{4}$', '^[a-z][a-z0-9_]{2,15}$', '^v?\\d+\\.\\d+\\.\\d+(?:-[0-9a-z.]+)?$',
  '^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$', '^[0-9]+$', '^(?:eco|business|first)$', '^\\S+$',
  '^(?:\\+33|0)[1-9](?:[ .-]?\\d{2}){4}$', '^[a-z]+(?:_[a-z]+)*$', '^\\d{1,2}/\\d{1,2}/\\d{4}$', 'foo', '^[^<>]*$',
];

describe('checkPatternSafety', () => {
  it('has corpora of at least 30 patterns each', () => {
    expect(CATASTROPHIC.length).toBeGreaterThanOrEqual(30);
    expect(SAFE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CATASTROPHIC)('refuses %s', (pattern) => {
    expect(checkPatternSafety(pattern).safe).toBe(false);
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
