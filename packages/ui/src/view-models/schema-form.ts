import type { JsonSchema } from '@toolmark/core';
import { isRecord, setOwn } from '@toolmark/core/internal';

/** How a form field is edited (spec §17.4). */
export type FieldKind = 'text' | 'secret' | 'number' | 'integer' | 'boolean' | 'choice' | 'json';

/** One field of the form `<tm-tool-list>` renders for a tool's input schema. */
export interface FormField {
  /** The input's property name. */
  readonly name: string;
  readonly label: string;
  readonly kind: FieldKind;
  readonly required: boolean;
  readonly description?: string;
  /** The allowed values of a `'choice'` field. */
  readonly options?: readonly unknown[];
  /** The `<input type>` of a `'text'` field: `email`, `url`, `date` … */
  readonly inputType?: string;
}

/** What a person typed into one field: text, or a checkbox's state. */
export type FieldValue = string | boolean | undefined;

/** The input read from a form, or the field whose text could not be read. */
export type FormInput = { readonly input: unknown } | { readonly invalid: string };

const INPUT_TYPES: Readonly<Record<string, string>> = { email: 'email', uri: 'url', url: 'url', date: 'date', time: 'time' };

// A subschema read from an advertised schema: anything that is not an object is ignored.
const isSchema: (value: unknown) => value is JsonSchema = isRecord;

function typeOf(schema: JsonSchema): string | undefined {
  const { type } = schema;
  if (typeof type === 'string') return type;
  // ['string', 'null'] edits as a string: an empty field is left out, not sent as null.
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === 'string' && t !== 'null');
  return undefined;
}

function choicesOf(schema: JsonSchema): readonly unknown[] | undefined {
  if (Array.isArray(schema['enum'])) return schema['enum'];
  if ('const' in schema) return [schema['const']];
  const variants = schema['oneOf'] ?? schema['anyOf'];
  if (Array.isArray(variants) && variants.length > 0 && variants.every((v) => isSchema(v) && 'const' in v)) {
    return variants.map((v) => (v as JsonSchema)['const']);
  }
  return undefined;
}

function kindOf(schema: JsonSchema): Pick<FormField, 'kind' | 'options' | 'inputType'> {
  const options = choicesOf(schema);
  if (options) return { kind: 'choice', options };
  const type = typeOf(schema);
  if (type === 'boolean') return { kind: 'boolean' };
  if (type === 'number' || type === 'integer') return { kind: type };
  if (type === 'string') {
    if (schema['writeOnly'] === true || schema['format'] === 'password') return { kind: 'secret' };
    const format = schema['format'];
    // Own keys only: a format named `constructor` or `toString` must not pick up Object's members.
    const inputType = typeof format === 'string' && Object.hasOwn(INPUT_TYPES, format) ? INPUT_TYPES[format] : undefined;
    return inputType ? { kind: 'text', inputType } : { kind: 'text' };
  }
  return { kind: 'json' };
}

/**
 * Creates the form fields of an object input schema: one field per property, in schema order.
 * Values a plain field cannot express (objects, arrays, unions) get a JSON field.
 *
 * @param schema The tool's advertised input schema.
 * @returns The fields, or `undefined` when the input is not an object with properties (edit it as JSON).
 */
export function toFormFields(schema: JsonSchema): FormField[] | undefined {
  const properties = schema['properties'];
  if (!isSchema(properties) || Object.keys(properties).length === 0) return undefined;
  const required = new Set(Array.isArray(schema['required']) ? schema['required'] : []);
  return Object.entries(properties).map(([name, property]) => {
    const sub = isSchema(property) ? property : {};
    const description = typeof sub['description'] === 'string' ? sub['description'] : undefined;
    const field: FormField = {
      name,
      label: typeof sub['title'] === 'string' ? sub['title'] : name,
      required: required.has(name),
      ...kindOf(sub),
    };
    return description === undefined ? field : { ...field, description };
  });
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Reads the input of a tool from its form. Empty fields are left out and numbers that do not parse
 * are sent as typed, so the registry's own validation, not the form, tells the person what is wrong.
 *
 * @param fields The form's fields, or `undefined` for a single JSON field.
 * @param read Returns what a field holds, by name (`''` is the JSON field's name).
 * @returns The input, or the label of the field whose JSON does not parse.
 */
export function readFormInput(fields: readonly FormField[] | undefined, read: (name: string) => FieldValue): FormInput {
  if (!fields) {
    const text = String(read('') ?? '').trim();
    if (text === '') return { input: {} };
    const parsed = parseJson(text);
    return parsed ? { input: parsed.value } : { invalid: '' };
  }
  const input: Record<string, unknown> = {};
  // An own property even for a property named `__proto__`.
  const set = (name: string, value: unknown) => setOwn(input, name, value);
  for (const field of fields) {
    const raw = read(field.name);
    if (field.kind === 'boolean') {
      set(field.name, raw === true);
      continue;
    }
    if (typeof raw !== 'string' || raw === '') continue;
    if (field.kind === 'number' || field.kind === 'integer') {
      const number = Number(raw);
      set(field.name, raw.trim() !== '' && Number.isFinite(number) ? number : raw);
    } else if (field.kind === 'choice') {
      // The select's values are indexes, so choices keep their JSON type (1 stays a number).
      set(field.name, field.options?.[Number(raw)]);
    } else if (field.kind === 'json') {
      const parsed = parseJson(raw);
      if (!parsed) return { invalid: field.label };
      set(field.name, parsed.value);
    } else {
      set(field.name, raw);
    }
  }
  return { input };
}
