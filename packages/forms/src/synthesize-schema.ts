// A form → the JSON Schema of its tool's input (spec §14.3): one property per field, in tree order,
// `required` from the attributes, exactly Chromium's shape when additions are off.
import type { JsonSchema } from '@toolmark/core';
import { collectFields, type FormField } from './collect-fields';
import { fieldSchema } from './control-schema';
import { isSensitiveField } from './sensitive-fields';

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
  const omit = (options.sensitiveFields ?? 'omit') === 'omit';
  const fields: FormField[] = [];
  const omitted: FormField[] = [];
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of collectFields(form)) {
    if (omit && isSensitiveField(field)) {
      omitted.push(field);
      continue;
    }
    fields.push(field);
    // defineProperty: a field named `__proto__` must stay a property, not replace the prototype.
    Object.defineProperty(properties, field.name, { value: fieldSchema(field, additions), enumerable: true, writable: true, configurable: true });
    if (field.required) required.push(field.name);
  }
  return { schema: { type: 'object', properties, required }, fields, omitted };
}
