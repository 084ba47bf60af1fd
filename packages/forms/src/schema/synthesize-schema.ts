// A form → the JSON Schema of its tool's input (spec §14.3): one property per field, in tree order,
// `required` from the attributes, exactly Chromium's shape when additions are off.
import type { JsonSchema } from '@toolmark/core';
import { collectFields, type FormField } from '../scan/collect-fields.js';
import { fieldSchema } from './control-schema.js';
import { isSensitiveField } from './sensitive-fields.js';

/** Options of {@link synthesizeSchema}. */
export interface SchemaOptions {
  /** Adds what the page states and Chromium drops (spec §14.4); default `true`. */
  readonly additions?: boolean;
  /** `'omit'` (default) leaves sensitive fields out of the schema; `'include'` keeps them (spec §14.7). */
  readonly sensitiveFields?: 'omit' | 'include';
}

/** A form's synthesized schema and the fields behind it. */
export interface FormSchema {
  /** `{ type: 'object', properties, required }`. */
  readonly schema: JsonSchema;
  /** The fields that are parameters, in the schema's order. */
  readonly fields: readonly FormField[];
  /** Sensitive fields left out of the schema (`sensitiveFields: 'omit'`). */
  readonly omitted: readonly FormField[];
}

/**
 * Synthesizes the input schema of a form's tool (spec §14.3).
 *
 * @param form The form.
 * @param options Additions and sensitive fields.
 * @returns The schema, its fields and the sensitive fields left out.
 */
export function synthesizeSchema(form: HTMLFormElement, options: SchemaOptions = {}): FormSchema {
  const additions = options.additions ?? true;
  const omit = options.sensitiveFields !== 'include';
  const all = collectFields(form);
  const omitted = omit ? all.filter(isSensitiveField) : [];
  const fields = all.filter((field) => !omitted.includes(field));
  // fromEntries defines each key, so a field named `__proto__` stays a property.
  const properties = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, additions)]));
  const required = fields.filter((field) => field.required).map((field) => field.name);
  return { schema: { type: 'object', properties, required }, fields, omitted };
}
