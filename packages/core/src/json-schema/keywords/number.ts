import { readNumber, refuse, type Mismatch, type SchemaObject } from '../compile-context';
import { reporter } from '../messages';
import type { Check } from '../types';

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
  const [mantissa = '', exponent = '0'] = String(divisor).split('e');
  const decimals = Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
  if (decimals === 0) return (value) => value % divisor === 0;
  const scale = 10 ** decimals;
  const scaledDivisor = Math.round(divisor * scale);
  return (value) => {
    const scaled = value * scale;
    const whole = Math.round(scaled);
    return Number.isFinite(scaled) && Math.abs(scaled - whole) <= 1e-9 * Math.max(1, Math.abs(scaled)) && whole % scaledDivisor === 0;
  };
}

/**
 * Creates the check of `minimum`, `maximum` and `multipleOf`; other values than numbers pass.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param mismatch What to do with other values than numbers.
 * @param sole The schema's only type when it is `integer` or `number`: the check then tests for it.
 * @returns The check, or `undefined` when none of these keywords is present.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileNumber(schema: SchemaObject, pointer: string, mismatch: Mismatch, sole?: string): Check | undefined {
  const minimum = readNumber(schema, 'minimum', pointer);
  const maximum = readNumber(schema, 'maximum', pointer);
  const divisor = readNumber(schema, 'multipleOf', pointer);
  if (minimum === undefined && maximum === undefined && divisor === undefined) return undefined;
  if (divisor !== undefined && divisor <= 0) refuse(`${pointer}/multipleOf`, `'multipleOf' must be greater than 0`);
  const low = minimum ?? -Infinity;
  const high = maximum ?? Infinity;
  const isMultiple = divisor === undefined ? undefined : multipleOfTest(divisor);
  const isNumber = (sole === 'integer' ? Number.isInteger : sole === 'number' ? Number.isFinite : (value) => typeof value === 'number') as (value: unknown) => value is number;
  const reportLow = reporter(`must be at least ${low}`);
  const reportHigh = reporter(`must be at most ${high}`);
  const reportMultiple = reporter(`must be a multiple of ${divisor}`);
  return (value, state) => {
    if (!isNumber(value)) return mismatch.check(value, state);
    if (value < low) reportLow(state);
    if (value > high) reportHigh(state);
    if (isMultiple && !isMultiple(value)) reportMultiple(state);
    return value;
  };
}
