// A form → the JSON Schema of its tool's input (spec §14.3): one property per field, in tree order,
// `required` from the attributes, exactly Chromium's shape when additions are off.
import type { JsonSchema } from '@toolmark/core';
import { collectFields, type CollectOptions, type FormField } from '../scan/collect-fields.js';
import { fieldSchema } from './control-schema.js';
import { isSensitiveField } from './sensitive-fields.js';

/** How a form's input schema is synthesized (spec §14.3): part of {@link FormToolOptions}. */
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
 * @param options Additions, sensitive fields, and page naming (spec §14.13, `{ naming: pageNaming }`).
 * @returns The schema, its fields and the sensitive fields left out.
 */
export function synthesizeSchema(form: HTMLFormElement, options: SchemaOptions & CollectOptions = {}): FormSchema {
  const additions = options.additions ?? true;
  const omit = options.sensitiveFields !== 'include';
  const all = collectFields(form, options);
  const omitted = omit ? all.filter(isSensitiveField) : [];
  const fields = all.filter((field) => !omitted.includes(field));
  return { schema: schemaOfFields(fields, additions), fields, omitted };
}

/**
 * Assembles the schema of a form's fields (spec §14.3): one property per field, in their order,
 * `required` from their attributes. `synthesizeSchema` calls it after leaving out sensitive fields;
 * the polyfill's declarative forms, which keep every field as Chromium does, call it alone (so that
 * part carries no sensitivity rules).
 *
 * @param fields The fields.
 * @param additions Whether to add what the page states and Chromium drops (spec §14.4).
 * @returns `{ type: 'object', properties, required }`.
 */
export function schemaOfFields(fields: readonly FormField[], additions: boolean): JsonSchema {
  // fromEntries defines each key, so a field named `__proto__` stays a property.
  const properties = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, additions)]));
  const required = fields.filter((field) => field.required).map((field) => field.name);
  return { type: 'object', properties, required };
}
