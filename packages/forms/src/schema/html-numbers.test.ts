import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chromiumNumber, isMultipleOf, parseHtmlNumber, parseNonNegativeInteger, parseStep } from './html-numbers.js';

describe('parseHtmlNumber', () => {
  test.each([
    ['1', 1],
    ['-5.5', -5.5],
    ['1.50', 1.5],
    ['.5', 0.5],
    ['1e2', 100],
    ['1E-3', 0.001],
  ])('reads %j as %d', (text, value) => expect(parseHtmlNumber(text)).toBe(value));

  test.each([null, '', ' 1', '+1', '1.', 'abc', '1e400', '0x10', '1,5'])('refuses %j as Chromium does', (text) => {
    expect(parseHtmlNumber(text)).toBeUndefined();
  });
});

describe('parseStep', () => {
  test('reads any, positive steps, and nothing else', () => {
    expect(parseStep('any')).toBe('any');
    expect(parseStep('ANY')).toBe('any');
    expect(parseStep('0.5')).toBe(0.5);
    expect(parseStep('0')).toBeUndefined();
    expect(parseStep('-1')).toBeUndefined();
    expect(parseStep('1e400')).toBeUndefined();
    expect(parseStep(null)).toBeUndefined();
  });
});

describe('isMultipleOf', () => {
  test('decides in decimal arithmetic, as Chromium does', () => {
    expect(isMultipleOf(0.3, 0.1)).toBe(true); // 0.3 % 0.1 is not 0 in binary floating point
    expect(isMultipleOf(1.5, 0.5)).toBe(true);
    expect(isMultipleOf(-5.5, 0.1)).toBe(true);
    expect(isMultipleOf(1e-7, 1e-7)).toBe(true);
    expect(isMultipleOf(10, 2.5)).toBe(true);
    expect(isMultipleOf(0, 3)).toBe(true);
    expect(isMultipleOf(0.30000000000000004, 0.1)).toBe(false);
    expect(isMultipleOf(1, 3)).toBe(false);
    expect(isMultipleOf(-1, 2)).toBe(false);
    expect(isMultipleOf(0.5, 1)).toBe(false);
    expect(isMultipleOf(2, 0.7)).toBe(false);
  });

  test('holds for every whole multiple of a decimal step, and fails half a step off', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 4 }), (k, units, decimals) => {
        const step = units / 10 ** decimals;
        const base = Number(((k * units) / 10 ** decimals).toFixed(decimals));
        expect(isMultipleOf(base, step)).toBe(true);
        if (units % 2 === 0) expect(isMultipleOf(Number((base + step / 2).toFixed(decimals)), step)).toBe(false);
      }),
    );
  });
});

describe('parseNonNegativeInteger', () => {
  test('reads HTML non-negative integers', () => {
    expect(parseNonNegativeInteger('20')).toBe(20);
    expect(parseNonNegativeInteger(' 3abc')).toBe(3);
    expect(parseNonNegativeInteger('+4')).toBe(4);
    expect(parseNonNegativeInteger('-1')).toBeUndefined();
    expect(parseNonNegativeInteger('x')).toBeUndefined();
    expect(parseNonNegativeInteger(null)).toBeUndefined();
  });
});

describe('chromiumNumber', () => {
  test('keeps integers, rounds fractions to 15 significant digits, turns -0 into 0', () => {
    expect(chromiumNumber(9007199254740992)).toBe(9007199254740992);
    expect(chromiumNumber(1e21)).toBe(1e21);
    expect(chromiumNumber(0.30000000000000004)).toBe(0.3);
    expect(chromiumNumber(1.0000000000000002)).toBe(1);
    expect(chromiumNumber(0.1234567890123456789)).toBe(0.123456789012346);
    expect(chromiumNumber(1e-20)).toBe(1e-20);
    expect(chromiumNumber(5e-324)).toBe(5e-324);
    expect(Object.is(chromiumNumber(-0), 0)).toBe(true);
  });
});
