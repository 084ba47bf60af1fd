import { read, type SchemaObject } from '../compile-context.js';
import { deepEqual } from '../json-value.js';
import { formatValue, report } from '../messages.js';
import type { Check } from '../types.js';

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
  // `const` is an `enum` of one value, told as that value.
  const test = (values: unknown[], text: string): void => {
    checks.push((value, state) => (values.some((item) => deepEqual(item, value)) || report(state, text), value));
  };
  if (allowed) test(allowed, `must be one of: ${allowed.map(formatValue).join(', ')}`);
  if (Object.hasOwn(schema, 'const')) test([schema['const']], `must be ${formatValue(schema['const'])}`);
  return checks;
}
