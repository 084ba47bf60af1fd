import type { FieldValue, FormField } from './schema-form.js';

/**
 * What is wrong with one field of an ask's form, as far as the form can tell from its schema (spec
 * §17.2 Asking): nothing typed in a required field, a number that does not parse or is not whole, a
 * number or a text outside its bounds, JSON that does not parse. The card words it with
 * `strings.invalidField`. Everything else is the schema's to say once the answer is sent.
 */
export type AskFieldIssue =
  | { readonly code: 'required' | 'number' | 'integer' | 'json' }
  | { readonly code: 'min' | 'max'; readonly limit: number; readonly exclusive: boolean }
  | { readonly code: 'minLength' | 'maxLength'; readonly limit: number };

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function checkNumber(field: FormField, text: string): AskFieldIssue | undefined {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return { code: 'number' };
  if (field.kind === 'integer' && !Number.isInteger(value)) return { code: 'integer' };
  const { min, max } = field;
  if (min !== undefined && (field.minExclusive ? value <= min : value < min)) return { code: 'min', limit: min, exclusive: field.minExclusive === true };
  if (max !== undefined && (field.maxExclusive ? value >= max : value > max)) return { code: 'max', limit: max, exclusive: field.maxExclusive === true };
  return undefined;
}

/**
 * Checks what a person typed into one field against what its schema says of it (its `FormField`).
 * Lengths count code points, as JSON Schema does (an emoji is one).
 *
 * @param field The field.
 * @param raw What it holds: a control's text, or a checkbox's state.
 * @returns What is wrong, or `undefined` when the form sees nothing wrong.
 */
export function checkField(field: FormField, raw: FieldValue): AskFieldIssue | undefined {
  if (field.kind === 'boolean') return undefined;
  if (typeof raw !== 'string' || raw === '') return field.required ? { code: 'required' } : undefined;
  switch (field.kind) {
    case 'number':
    case 'integer':
      return checkNumber(field, raw);
    case 'json':
      return parses(raw) ? undefined : { code: 'json' };
    case 'choice':
      // The select's values are the options' indexes; anything else chose nothing.
      return /^(?:0|[1-9]\d*)$/.test(raw) && Number(raw) < (field.options?.length ?? 0) ? undefined : { code: 'required' };
    default: {
      const length = [...raw].length;
      if (field.minLength !== undefined && length < field.minLength) return { code: 'minLength', limit: field.minLength };
      if (field.maxLength !== undefined && length > field.maxLength) return { code: 'maxLength', limit: field.maxLength };
      return undefined;
    }
  }
}
