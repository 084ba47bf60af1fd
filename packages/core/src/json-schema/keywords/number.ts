import { isNumber, read, type SchemaObject } from '../compile-context.js';
import { report } from '../messages.js';
import type { Check } from '../types.js';

/**
 * Creates a test for `multipleOf` that is exact for decimal divisors: `19.99` is a multiple of
 * `0.01` although `19.99 / 0.01` is `1998.9999999999998` in binary floating point. The value is
 * scaled by the divisor's count of decimal places and rounded to the nearest whole `n`; it is a
 * multiple when it is the very number `n / scale` stands for (the division of two exact integers is
 * rounded correctly, so this is the number JSON text of that decimal parses to) and `n` is a multiple
 * of the scaled divisor. Near misses fail, one unit in the last place away included
 * (`3702466.433` and `0.24999999999999997` are no multiples of `0.01` and `0.25`).
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
    const whole = Math.round(value * scale);
    return whole / scale === value && whole % scaledDivisor === 0;
  };
}

/**
 * Creates the check of `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` (numbers, as
 * draft 2020-12 writes them) and `multipleOf`, run on numbers only.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @returns The check, or `undefined` when none of these keywords is present.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileNumber(schema: SchemaObject, pointer: string): Check | undefined {
  const bound = (keyword: string, absent: number): number => read<number>(schema, pointer, keyword, isNumber, 'a number') ?? absent;
  const [low, high, above, below] = [bound('minimum', -Infinity), bound('maximum', Infinity), bound('exclusiveMinimum', -Infinity), bound('exclusiveMaximum', Infinity)];
  const divisor = read<number>(schema, pointer, 'multipleOf', (value) => isNumber(value) && (value as number) > 0, 'a number greater than 0');
  if (low === -Infinity && high === Infinity && above === -Infinity && below === Infinity && !divisor) return undefined;
  const isMultiple = divisor && multipleOfTest(divisor);
  // Messages are written once, here, not on every failing run.
  const [tooLow, tooHigh, notAbove, notBelow, notMultiple] = [
    `must be at least ${low}`,
    `must be at most ${high}`,
    `must be greater than ${above}`,
    `must be less than ${below}`,
    `must be a multiple of ${divisor}`,
  ];
  return (input, state) => {
    const value = input as number;
    if (value < low) report(state, tooLow);
    if (value > high) report(state, tooHigh);
    if (value <= above) report(state, notAbove);
    if (value >= below) report(state, notBelow);
    if (isMultiple && !isMultiple(value)) report(state, notMultiple);
    return value;
  };
}
