import { describe, expect, it } from 'vitest';
import { multipleOfTest } from './number.js';
import { messagesOf } from './validate.test-support.js';

describe('compileNumber', () => {
  it('enforces exclusiveMinimum and exclusiveMaximum: a refund of 0 or less is refused', () => {
    const refund = { type: 'object', properties: { amount: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1000 } } } as const;
    expect(messagesOf(refund, { amount: -500 })).toEqual(["'amount' must be greater than 0"]);
    expect(messagesOf(refund, { amount: 0 })).toEqual(["'amount' must be greater than 0"]);
    expect(messagesOf(refund, { amount: 1000 })).toEqual(["'amount' must be less than 1000"]);
    expect(messagesOf(refund, { amount: 0.01 })).toEqual([]);
  });

  it('reports every bound that fails', () => {
    expect(messagesOf({ minimum: 5, exclusiveMinimum: 6, multipleOf: 2 }, 5)).toEqual(['Input must be greater than 6', 'Input must be a multiple of 2']);
  });
});

describe('multipleOfTest', () => {
  it('is exact for decimal divisors: true multiples pass, near misses fail', () => {
    const cents = multipleOfTest(0.01);
    expect([19.99, 0.07, 1e9 + 0.01, 3702466.43].map(cents)).toEqual([true, true, true, true]);
    expect([3702466.433, 0.005, 19.999, 0.06999999999999999].map(cents)).toEqual([false, false, false, false]);
    expect(multipleOfTest(0.25)(-0.24999999999999997)).toBe(false);
    expect(multipleOfTest(2.5)(5e-324)).toBe(false);
    expect(multipleOfTest(1e-7)(3e-7)).toBe(true);
    expect(multipleOfTest(3)(7)).toBe(false);
  });
});
