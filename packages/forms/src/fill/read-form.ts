// A form's current values, keyed by field name, shaped as its tool's input (spec §14.7).
import { REDACTED } from '@toolmark/core';
import { fieldChoices, jsonType, type FormField } from '../scan/collect-fields.js';
import { isSensitiveField } from '../schema/sensitive-fields.js';

/**
 * Reads a field's current value in the shape of its parameter: a string, a number (`null` when
 * empty), a boolean for a lone checkbox, the checked value of radios (`null` when none), or an array
 * for checkbox groups and multiple selects.
 *
 * @param field The field.
 * @param asTyped Reads a number field's text as the page holds it (`0042`, not 42).
 * @returns Its value.
 */
export function readField(field: FormField, asTyped?: boolean): unknown {
  const { kind } = field;
  const first = field.controls[0] as HTMLInputElement;
  const type = jsonType(kind);
  if (type === 'number' && !asTyped) return first.value === '' ? null : +first.value;
  if (type === 'boolean') return first.checked;
  if (type !== 'array' && kind !== 'radios') return first.value;
  // Options have `selected`, radios and checkboxes `checked`.
  const chosen = fieldChoices(field)
    .filter(({ element }) => (element as HTMLInputElement).checked || (element as HTMLOptionElement).selected)
    .map((choice) => choice.value);
  return type === 'array' ? chosen : (chosen[0] ?? null);
}

/**
 * Reads a form's values keyed by field name; sensitive fields read as the redaction marker, so the
 * snapshot holds no secret even before the registry redacts it.
 *
 * @param fields The fields.
 * @returns The values.
 */
export function readFields(fields: readonly FormField[]): Record<string, unknown> {
  // fromEntries defines each key, so a field named `__proto__` stays a property.
  return Object.fromEntries(fields.map((field) => [field.name, isSensitiveField(field) ? REDACTED : readField(field)]));
}

/**
 * Reads the values of a form's sensitive fields as the page holds them — a number field's `0042` as
 * typed, not as 42 — so they can be scrubbed from whatever the page answers (spec §14.7).
 *
 * @param fields The fields; only the sensitive ones are read.
 * @returns The values, as text or lists of text.
 */
export function sensitiveValues(fields: readonly FormField[]): unknown[] {
  return fields.filter(isSensitiveField).map((field) => readField(field, true));
}
