import { isNumber, read, type SchemaObject } from '../compile-context.js';
import { report } from '../messages.js';
import type { Check } from '../types.js';

/**
 * Creates a test for `multipleOf` that is exact for decimal divisors: `19.99` is a multiple of
 * `0.01` although `19.99 / 0.01` is `1998.9999999999998` in binary floating point. Both numbers are
 * scaled by the divisor's count of decimal places and compared as near-integers.
 *
 * @param divisor The positive divisor.
 * @returns The test.
 */
/* @__NO_SIDE_EFFECTS__ */
export function multipleOfTest(divisor: number): (value: number) => boolean {
  const [mantissa = '', exponent = 0] = String(divisor).split('e');
  const scale = 10 ** Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - +exponent);
  const scaledDivisor = Math.round(divisor * scale);
  if (scale === 1) return (value) => value % divisor === 0;
  return (value) => {
    const scaled = value * scale;
    const whole = Math.round(scaled);
    return Number.isFinite(scaled) && Math.abs(scaled - whole) <= 1e-9 * Math.max(1, Math.abs(scaled)) && whole % scaledDivisor === 0;
  };
}

/**
 * Creates the check of `minimum`, `maximum` and `multipleOf`, run on numbers only.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @returns The check, or `undefined` when none of these keywords is present.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileNumber(schema: SchemaObject, pointer: string): Check | undefined {
  const low = read<number>(schema, pointer, 'minimum', isNumber, 'a number') ?? -Infinity;
  const high = read<number>(schema, pointer, 'maximum', isNumber, 'a number') ?? Infinity;
  const divisor = read<number>(schema, pointer, 'multipleOf', (value) => isNumber(value) && (value as number) > 0, 'a number greater than 0');
  if (low === -Infinity && high === Infinity && !divisor) return undefined;
  const isMultiple = divisor && multipleOfTest(divisor);
  // Messages are written once, here, not on every failing run.
  const [tooLow, tooHigh, notMultiple] = [`must be at least ${low}`, `must be at most ${high}`, `must be a multiple of ${divisor}`];
  return (input, state) => {
    const value = input as number;
    if (value < low) report(state, tooLow);
    if (value > high) report(state, tooHigh);
    if (isMultiple && !isMultiple(value)) report(state, notMultiple);
    return value;
  };
}
