import { read, type SchemaObject } from '../compile-context.js';
import { canonicalText } from '../json-value.js';
import { formatValue, report } from '../messages.js';
import { UNMETERED } from '../work-meter.js';
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
  // `const` is an `enum` of one value, told as that value. Values that are not objects are looked up
  // in a set: for them JSON equality is `===` (`1` is `1.0`; JSON has no `NaN`), and a call is the
  // commonest check there is. Objects and arrays are looked up by their canonical text, as
  // `uniqueItems` compares items: one walk of the value, charged to the meter (§13.8), however many
  // objects the schema allows.
  const test = (values: unknown[], text: string): void => {
    const primitives = new Set(values.filter((item) => typeof item !== 'object' || item === null));
    const objects = new Set(values.filter((item) => typeof item === 'object' && item !== null).map((item) => canonicalText(item, UNMETERED)));
    checks.push((value, state) => {
      if (!primitives.has(value) && !(objects.size && typeof value === 'object' && value && objects.has(canonicalText(value, state)))) report(state, text);
      return value;
    });
  };
  if (allowed) test(allowed, `must be one of: ${allowed.map(formatValue).join(', ')}`);
  if (Object.hasOwn(schema, 'const')) test([schema['const']], `must be ${formatValue(schema['const'])}`);
  return checks;
}
