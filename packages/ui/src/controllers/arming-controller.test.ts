import { describe, expect, test } from 'vitest';
import { ARM_DELAY_MS, armDelayOf } from './arming-controller.js';

describe('armDelayOf', () => {
  test('keeps a finite delay of 0 or more', () => {
    expect([0, 1, 250, 1_000].map(armDelayOf)).toEqual([0, 1, 250, 1_000]);
  });

  test('anything else is the default, never 0', () => {
    expect(ARM_DELAY_MS).toBeGreaterThan(0);
    for (const value of [undefined, -1, Number.NaN, Number.POSITIVE_INFINITY, '300' as unknown as number]) {
      expect(armDelayOf(value)).toBe(ARM_DELAY_MS);
    }
  });
});
