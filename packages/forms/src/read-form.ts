// A form's current values, keyed by field name, shaped as its tool's input (spec §14.7).
import { REDACTED } from '@toolmark/core';
import type { FormField } from './collect-fields';
import { isSensitiveField } from './sensitive-fields';

/**
 * Reads a field's current value in the shape of its parameter: a string, a number (`null` when
 * empty), a boolean for a lone checkbox, the checked value of radios (`null` when none), or an array
 * for checkbox groups and multiple selects.
 *
 * @param field The field.
 * @returns Its value.
 */
export function readField(field: FormField): unknown {
  const inputs = field.controls as readonly HTMLInputElement[];
  const first = inputs[0]!;
  switch (field.kind) {
    case 'number':
    case 'range':
      return first.value === '' ? null : Number(first.value);
    case 'checkbox':
      return first.checked;
    case 'checkboxes':
      return inputs.filter((input) => input.checked).map((input) => input.value);
    case 'radios':
      return inputs.find((input) => input.checked)?.value ?? null;
    case 'select-multiple':
      return [...(first as unknown as HTMLSelectElement).selectedOptions].map((option) => option.value);
    default:
      return first.value;
  }
}

/**
 * Reads a form's values keyed by field name; sensitive fields read as the redaction marker, so the
 * snapshot holds no secret even before the registry redacts it.
 *
 * @param fields The fields.
 * @returns The values.
 */
export function readFields(fields: readonly FormField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = isSensitiveField(field) ? REDACTED : readField(field);
    Object.defineProperty(values, field.name, { value, enumerable: true, writable: true, configurable: true });
  }
  return values;
}

/**
 * Reads the values of a form's sensitive fields as the page holds them — a number field's `0042` as
 * typed, not as 42 — so they can be scrubbed from whatever the page answers (spec §14.7).
 *
 * @param fields The fields; only the sensitive ones are read.
 * @returns The values, as text or lists of text.
 */
export function sensitiveValues(fields: readonly FormField[]): unknown[] {
  return fields
    .filter(isSensitiveField)
    .map((field) => (field.kind === 'number' || field.kind === 'range' ? (field.controls[0] as HTMLInputElement).value : readField(field)));
}
