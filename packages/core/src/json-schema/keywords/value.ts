import { readArray, type SchemaObject } from '../compile-context';
import { deepEqual } from '../json-value';
import { formatValue, reporter } from '../messages';
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
  const allowed = readArray(schema, 'enum', pointer);
  if (allowed) {
    const report = reporter(`must be one of: ${allowed.map(formatValue).join(', ')}`);
    const primitive = allowed.every((item) => typeof item !== 'object' || item === null);
    checks.push((value, state) => {
      if (primitive ? !allowed.includes(value) : !allowed.some((item) => deepEqual(item, value))) report(state);
      return value;
    });
  }
  if (Object.hasOwn(schema, 'const')) {
    const expected = schema['const'];
    const report = reporter(`must be ${formatValue(expected)}`);
    checks.push((value, state) => {
      if (!deepEqual(expected, value)) report(state);
      return value;
    });
  }
  return checks;
}
