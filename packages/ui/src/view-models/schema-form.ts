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
  /** The allowed values of a `'choice'` field, with their JSON type. */
  readonly options?: readonly unknown[];
  /** What a person reads of each option, in the order of `options`: `bag`, `2`, `null`, or the variant's `title`. */
  readonly optionLabels?: readonly string[];
  /** A number field's `min`, from `minimum` or `exclusiveMinimum`. */
  readonly min?: number;
  /** A number field's `max`, from `maximum` or `exclusiveMaximum`. */
  readonly max?: number;
  /**
   * `min` is an exclusive bound the input cannot say (a number without a grid): the value must be
   * more than it. The browser lets `min` itself through; a check of the form (field-check.ts) does not.
   */
  readonly minExclusive?: true;
  /** `max` is an exclusive bound the input cannot say: the value must be less than it. */
  readonly maxExclusive?: true;
  /** A number field's `step`: `multipleOf` when given, else `'1'` for an integer and `'any'` for a number. */
  readonly step?: string;
  /** A text or secret field's `minlength`, from `minLength`. */
  readonly minLength?: number;
  /** A text or secret field's `maxlength`, from `maxLength`. */
  readonly maxLength?: number;
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

// An option's text: a string as it is (not JSON's `"bag"`), anything else as JSON (`2`, `true`, `null`).
function labelOf(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function choicesOf(schema: JsonSchema): Pick<FormField, 'options' | 'optionLabels'> | undefined {
  if (Array.isArray(schema['enum'])) return { options: schema['enum'], optionLabels: schema['enum'].map(labelOf) };
  if ('const' in schema) return { options: [schema['const']], optionLabels: [labelOf(schema['const'])] };
  const variants = schema['oneOf'] ?? schema['anyOf'];
  if (Array.isArray(variants) && variants.length > 0 && variants.every((v) => isSchema(v) && 'const' in v)) {
    const consts = variants as JsonSchema[];
    return {
      options: consts.map((v) => v['const']),
      // A titled variant reads as its title: `{ const: 'eco', title: 'Economy' }` is "Economy".
      optionLabels: consts.map((v) => (typeof v['title'] === 'string' && v['title'] !== '' ? v['title'] : labelOf(v['const']))),
    };
  }
  return undefined;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

// Rounds away the float noise of `k * step` (0.1 * 3 is 0.30000000000000004).
const tidy = (value: number): number => Number(value.toPrecision(12));

// The bound of one side: the tighter of the inclusive keyword and the exclusive one (a number in
// 2020-12, `true` beside the inclusive one in draft 4), and whether it is exclusive.
function boundOf(schema: JsonSchema, side: 'min' | 'max'): { readonly at: number; readonly open: boolean } | undefined {
  const [inclusive, exclusive] = side === 'min' ? [schema['minimum'], schema['exclusiveMinimum']] : [schema['maximum'], schema['exclusiveMaximum']];
  const inside = finite(inclusive) ? inclusive : undefined;
  if (finite(exclusive) && (inside === undefined || (side === 'min' ? exclusive >= inside : exclusive <= inside))) return { at: exclusive, open: true };
  return inside === undefined ? undefined : { at: inside, open: exclusive === true };
}

// The first value on the grid of `step` (1 for an integer) inside a bound; an exclusive bound
// leaves out the bound itself. Without a grid (a number without `multipleOf`) the input cannot say
// "more than": the bound is the bound itself, and the registry refuses it if it is typed.
function attributeOf(bound: { readonly at: number; readonly open: boolean } | undefined, side: 'min' | 'max', step: number | undefined) {
  if (!bound) return undefined;
  if (step === undefined) return bound.at;
  const units = tidy(bound.at / step);
  const inward = side === 'min' ? Math.ceil(units) : Math.floor(units);
  const onGrid = inward === units;
  return tidy((bound.open && onGrid ? inward + (side === 'min' ? 1 : -1) : inward) * step);
}

// min, max and step of a number field. The browser counts steps from `min`, so with a step the
// bounds move in to its multiples: a valid value is never refused by the form before the registry.
function numberAttributes(schema: JsonSchema, integer: boolean): Pick<FormField, 'min' | 'max' | 'step' | 'minExclusive' | 'maxExclusive'> {
  const multipleOf = schema['multipleOf'];
  const multiple = finite(multipleOf) && multipleOf > 0 && (!integer || Number.isInteger(multipleOf)) ? multipleOf : undefined;
  const grid = multiple ?? (integer ? 1 : undefined);
  const lower = boundOf(schema, 'min');
  const upper = boundOf(schema, 'max');
  const min = attributeOf(lower, 'min', grid);
  const max = attributeOf(upper, 'max', grid);
  const out: { min?: number; max?: number; step: string; minExclusive?: true; maxExclusive?: true } = { step: grid === undefined ? 'any' : String(grid) };
  if (min !== undefined) out.min = min;
  if (max !== undefined) out.max = max;
  // Off the grid, an exclusive bound stays the bound itself: only a check of the form can refuse it.
  if (grid === undefined && lower?.open) out.minExclusive = true;
  if (grid === undefined && upper?.open) out.maxExclusive = true;
  return out;
}

// minlength and maxlength; never `pattern`: the browser would run the page's pattern in its own
// backtracking engine, where the registry runs only vetted patterns (spec §13).
function lengthAttributes(schema: JsonSchema): Pick<FormField, 'minLength' | 'maxLength'> {
  const length = (value: unknown) => (finite(value) && Number.isInteger(value) && value >= 0 ? value : undefined);
  const out: { minLength?: number; maxLength?: number } = {};
  const minLength = length(schema['minLength']);
  const maxLength = length(schema['maxLength']);
  if (minLength !== undefined) out.minLength = minLength;
  if (maxLength !== undefined) out.maxLength = maxLength;
  return out;
}

type FieldShape = Pick<
  FormField,
  'kind' | 'options' | 'optionLabels' | 'inputType' | 'min' | 'max' | 'step' | 'minExclusive' | 'maxExclusive' | 'minLength' | 'maxLength'
>;

function kindOf(schema: JsonSchema): FieldShape {
  const choices = choicesOf(schema);
  if (choices) return { kind: 'choice', ...choices };
  const type = typeOf(schema);
  if (type === 'boolean') return { kind: 'boolean' };
  if (type === 'number' || type === 'integer') return { kind: type, ...numberAttributes(schema, type === 'integer') };
  if (type === 'string') {
    if (schema['writeOnly'] === true || schema['format'] === 'password') return { kind: 'secret', ...lengthAttributes(schema) };
    const format = schema['format'];
    // Own keys only: a format named `constructor` or `toString` must not pick up Object's members.
    const inputType = typeof format === 'string' && Object.hasOwn(INPUT_TYPES, format) ? INPUT_TYPES[format] : undefined;
    return inputType ? { kind: 'text', inputType, ...lengthAttributes(schema) } : { kind: 'text', ...lengthAttributes(schema) };
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

/**
 * Creates the one field of a value that is not an object (an answer that is a string, a number, a
 * yes / no or a choice, spec §17.2 Asking): named `''`, required.
 *
 * @param schema The value's JSON Schema.
 * @param label The field's label when the schema has no `title`.
 * @returns The field, or `undefined` when a plain field cannot express the value (edit it as JSON).
 */
export function toValueField(schema: JsonSchema, label: string): FormField | undefined {
  const shape = kindOf(schema);
  if (shape.kind === 'json') return undefined;
  const description = typeof schema['description'] === 'string' ? schema['description'] : undefined;
  const field: FormField = { name: '', label: typeof schema['title'] === 'string' && schema['title'] !== '' ? schema['title'] : label, required: true, ...shape };
  return description === undefined ? field : { ...field, description };
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
  for (const field of fields) {
    const value = readField(field, read(field.name));
    if (!value) continue;
    if ('invalid' in value) return { invalid: field.label };
    // An own property even for a property named `__proto__`.
    setOwn(input, field.name, value.value);
  }
  return { input };
}

/**
 * Reads one field's value as its schema types it: a number field's text as a number (sent as typed
 * when it does not parse, for the schema to refuse), a choice as the option's JSON value, a checkbox
 * as `true` / `false`, a JSON field parsed.
 *
 * @param field The field.
 * @param raw What it holds.
 * @returns The value; `undefined` for an empty field (left out); `invalid` for JSON that does not parse.
 */
export function readField(field: FormField, raw: FieldValue): { readonly value: unknown } | { readonly invalid: true } | undefined {
  if (field.kind === 'boolean') return { value: raw === true };
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (field.kind === 'number' || field.kind === 'integer') {
    const number = Number(raw);
    return { value: raw.trim() !== '' && Number.isFinite(number) ? number : raw };
  }
  // The select's values are indexes, so choices keep their JSON type (1 stays a number).
  if (field.kind === 'choice') return { value: field.options?.[Number(raw)] };
  if (field.kind === 'json') return parseJson(raw) ?? { invalid: true };
  return { value: raw };
}
