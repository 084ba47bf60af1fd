// One field → the JSON Schema of its parameter, key for key what Chromium 156 synthesizes (spec §14.3),
// plus Toolmark's additions when they are on (spec §14.4).
import { compact, type JsonSchema } from '@toolmark/core';
import { choicesOf, isChoice, jsonType, type FormControl, type FormField } from './collect-fields';
import { DATE_DESCRIPTION, dateTimeFormat } from './date-time-formats';
import { describeControl, labelText } from './describe-control';
import { chromiumNumber, isMultipleOf, parseHtmlNumber, parseNonNegativeInteger, parseStep } from './html-numbers';

type Schema = Record<string, unknown>;

// The `format` an addition gives a text-like input's type.
const FORMATS: Partial<Record<string, string>> = { email: 'email', url: 'uri' };
const DATE_TIME_KINDS = /^(date|time|datetime-local|month|week)$/;
// A `date` value's syntax (its `format` is the name `date`, not a regular expression).
const DATE_VALUE = '^[0-9]{4,}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

/**
 * Creates the choices of a field's radios, checkboxes or options: each `{ type, const, title? }`,
 * titled by an option's raw text or a box's label text (left out when empty).
 *
 * @param field A radio, checkbox or select field.
 * @returns `{ type, anyOf, enum }`.
 */
function choices(field: FormField): Schema {
  const anyOf = choicesOf(field).map((choice) =>
    compact({ type: 'string', const: choice.value, title: choice.localName === 'option' ? choice.textContent! : labelText(choice) || undefined }),
  );
  return { type: 'string', anyOf, enum: anyOf.map((item) => item.const) };
}

/**
 * Creates a number or range parameter: `minimum` and `maximum` from the attributes (a range defaults
 * to 0–100 and never has a maximum below its minimum), `multipleOf` from `step` when the step base
 * (`min`, else `value`, else 0) is a multiple of it.
 */
function numberSchema(control: FormControl, range: boolean): Schema {
  const number = (name: string) => parseHtmlNumber(control.getAttribute(name));
  let minimum = number('min');
  let maximum = number('max');
  if (range) {
    minimum ??= 0;
    maximum = Math.max(maximum ?? 100, minimum);
  }
  const step = parseStep(control.getAttribute('step'));
  const multipleOf = step === 'any' ? (range ? 1 : undefined) : (step ?? 1);
  const aligned = multipleOf !== undefined && isMultipleOf(number('min') ?? number('value') ?? 0, multipleOf);
  return compact({ type: 'number', minimum: chromiumNumber(minimum), maximum: chromiumNumber(maximum), multipleOf: aligned ? chromiumNumber(multipleOf) : undefined });
}

/** Creates the schema Chromium gives a field, without its description. */
function baseSchema(field: FormField, control: FormControl): Schema {
  const { kind } = field;
  const type = jsonType(kind);
  if (type === 'number') return numberSchema(control, kind === 'range');
  if (type === 'boolean') return { type };
  if (type === 'array') return { type, items: choices(field), uniqueItems: true };
  if (isChoice(kind)) return choices(field);
  const format = dateTimeFormat(kind, control.getAttribute('step'));
  if (format) return { type: 'string', format };
  // A pattern is advertised as written when it compiles as HTML compiles it (anchored, `v` flag).
  const pattern = kind === 'text' ? control.getAttribute('pattern') : null;
  try {
    if (pattern !== null && new RegExp(`^(?:${pattern})$`, 'v')) return { type: 'string', pattern };
  } catch {
    // The browser ignores it too.
  }
  return { type: 'string' };
}

/**
 * Adds what the page states and Chromium drops (spec §14.4): `toolparamtitle` as `title`, `format`
 * for email and url inputs, `minLength` and `maxLength`, and `formatMinimum` and `formatMaximum` for
 * dates and times (when they are well-formed values of the control's type).
 */
function addAdditions(schema: Schema, { kind, controls }: FormField, control: FormControl): void {
  const text = kind === 'text' || kind === 'textarea';
  const length = (name: string) => (text ? parseNonNegativeInteger(control.getAttribute(name)) : undefined);
  // A syntax check, not a detached copy the browser sanitizes: in a page of thousands of controls,
  // creating an input (or changing a spare one's type) costs Chromium about 0.5 ms (D98).
  const valid = DATE_TIME_KINDS.test(kind) && new RegExp(kind === 'date' ? DATE_VALUE : dateTimeFormat(kind, '0.001')!);
  const bound = (name: string) => {
    const value = control.getAttribute(name);
    return valid && value !== null && valid.test(value) ? value : undefined;
  };
  Object.assign(
    schema,
    compact({
      title: (controls.length === 1 && control.getAttribute('toolparamtitle')) || undefined,
      format: text ? FORMATS[control.type] : undefined,
      minLength: length('minlength'),
      maxLength: length('maxlength'),
      formatMinimum: bound('min'),
      formatMaximum: bound('max'),
    }),
  );
}

/**
 * Creates the JSON Schema of one parameter (spec §14.3): what Chromium synthesizes for the field,
 * then, with `additions`, what the page states and Chromium drops (spec §14.4). Groups of two or
 * more radios or checkboxes get no description, as in Chromium.
 *
 * @param field The field.
 * @param additions Whether to add Toolmark's additions.
 * @returns The parameter's schema.
 */
export function fieldSchema(field: FormField, additions: boolean): JsonSchema {
  const control = field.controls[0]!;
  const schema = baseSchema(field, control);
  if (additions) addAdditions(schema, field, control);
  const description = field.controls.length === 1 ? describeControl(control) : undefined;
  if (field.kind === 'date') schema['description'] = description ? `${description} (${DATE_DESCRIPTION})` : DATE_DESCRIPTION;
  else if (description) schema['description'] = description;
  return schema;
}
