import { read, type SchemaObject } from '../compile-context';
import { deepEqual } from '../json-value';
import { formatValue, report } from '../messages';
import type { Check } from '../types';

/**
 * Creates the `enum` and `const` checks (JSON equality: `1` equals `1.0`, `false` never equals `0`).
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @returns The checks that apply.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileValue(schema: SchemaObject, pointer: string): Check[] {
  const checks: Check[] = [];
  const allowed = read<unknown[]>(schema, pointer, 'enum', Array.isArray, 'an array');
  const test = (text: string, isAllowed: (value: unknown) => boolean): number =>
    checks.push((value, state) => (isAllowed(value) || report(state, text), value));
  if (allowed) {
    // Primitives compare with `includes`, the common case; objects and arrays need JSON equality.
    const primitive = allowed.every((item) => typeof item !== 'object' || !item);
    test(`must be one of: ${allowed.map(formatValue).join(', ')}`, (value) => (primitive ? allowed.includes(value) : allowed.some((item) => deepEqual(item, value))));
  }
  if (Object.hasOwn(schema, 'const')) test(`must be ${formatValue(schema['const'])}`, (value) => deepEqual(schema['const'], value));
  return checks;
}
