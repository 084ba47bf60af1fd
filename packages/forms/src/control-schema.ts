// One field → the JSON Schema of its parameter, key for key what Chromium 156 synthesizes (spec §14.3),
// plus Toolmark's additions when they are on (spec §14.4).
import type { JsonSchema } from '@toolmark/core';
import type { FieldKind, FormControl, FormField } from './collect-fields';
import { COLOR_FORMAT, DATE_DESCRIPTION, isDateTimeValue, MONTH_FORMAT, timeFormat, WEEK_FORMAT } from './date-time-formats';
import { describeControl, labelText, optionTitle, paramTitle } from './describe-control';
import { chromiumNumber, isMultipleOf, parseHtmlNumber, parseNonNegativeInteger, parseStep } from './html-numbers';

type Schema = Record<string, unknown>;

/** A choice of a radio group, checkbox group or select: `{ type, const, title? }`. */
function choice(value: string, title: string | undefined): Schema {
  return title === undefined ? { type: 'string', const: value } : { type: 'string', const: value, title };
}

/**
 * Creates the choices of a field's radios, checkboxes or options.
 *
 * @param field A radio, checkbox or select field.
 * @returns `{ type, anyOf, enum }`.
 */
function choices(field: FormField): Schema {
  const items =
    field.kind === 'select' || field.kind === 'select-multiple'
      ? [...(field.controls[0] as HTMLSelectElement).options].map((option) => choice(option.value, optionTitle(option)))
      : field.controls.map((control) => choice((control as HTMLInputElement).value, labelText(control) || undefined));
  return { type: 'string', anyOf: items, enum: items.map((item) => item['const']) };
}

/**
 * Creates a number or range parameter: `minimum` and `maximum` from the attributes (a range defaults
 * to 0–100 and never has a maximum below its minimum), `multipleOf` from `step` when the step base
 * (`min`, else `value`, else 0) is a multiple of it.
 */
function numberSchema(control: FormControl, kind: 'number' | 'range'): Schema {
  const schema: Schema = { type: 'number' };
  let minimum = parseHtmlNumber(control.getAttribute('min'));
  let maximum = parseHtmlNumber(control.getAttribute('max'));
  if (kind === 'range') {
    minimum ??= 0;
    maximum = Math.max(maximum ?? 100, minimum);
  }
  if (minimum !== undefined) schema['minimum'] = chromiumNumber(minimum);
  if (maximum !== undefined) schema['maximum'] = chromiumNumber(maximum);
  let step = parseStep(control.getAttribute('step'));
  if (kind === 'range' && step === 'any') step = undefined;
  if (step !== 'any') {
    const multipleOf = step ?? 1;
    const base = parseHtmlNumber(control.getAttribute('min')) ?? parseHtmlNumber(control.getAttribute('value')) ?? 0;
    if (isMultipleOf(base, multipleOf)) schema['multipleOf'] = chromiumNumber(multipleOf);
  }
  return schema;
}

/**
 * Checks that a pattern attribute compiles the way HTML compiles it (anchored, `v` flag).
 *
 * @param pattern The attribute value.
 * @returns Whether the browser uses it.
 */
export function isValidHtmlPattern(pattern: string): boolean {
  try {
    new RegExp(`^(?:${pattern})$`, 'v');
    return true;
  } catch {
    return false;
  }
}

/** Creates the schema Chromium gives a single control of a kind, without its description. */
function baseSchema(field: FormField, control: FormControl): Schema {
  const kind = field.kind;
  switch (kind) {
    case 'number':
    case 'range':
      return numberSchema(control, kind);
    case 'checkbox':
      return { type: 'boolean' };
    case 'radios':
    case 'select':
      return choices(field);
    case 'checkboxes':
    case 'select-multiple':
      return { type: 'array', items: choices(field), uniqueItems: true };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'time':
    case 'datetime-local':
      return { type: 'string', format: timeFormat(kind, control.getAttribute('step')) };
    case 'month':
      return { type: 'string', format: MONTH_FORMAT };
    case 'week':
      return { type: 'string', format: WEEK_FORMAT };
    case 'color':
      return { type: 'string', format: COLOR_FORMAT };
    case 'text': {
      const pattern = control.getAttribute('pattern');
      return pattern !== null && isValidHtmlPattern(pattern) ? { type: 'string', pattern } : { type: 'string' };
    }
    default:
      return { type: 'string' };
  }
}

const DATE_TIME_KINDS = new Set<FieldKind>(['date', 'time', 'datetime-local', 'month', 'week']);

/**
 * Adds what the page states and Chromium drops (spec §14.4): `format` for email and url inputs,
 * `minLength` and `maxLength`, `formatMinimum` and `formatMaximum` for dates and times, and
 * `toolparamtitle` as `title`.
 */
function addAdditions(schema: Schema, field: FormField, control: FormControl): void {
  const title = paramTitle(control);
  if (title !== undefined && field.controls.length === 1) schema['title'] = title;
  if (field.kind === 'text' || field.kind === 'textarea') {
    const type = (control as HTMLInputElement).type;
    if (type === 'email') schema['format'] = 'email';
    if (type === 'url') schema['format'] = 'uri';
    const minLength = parseNonNegativeInteger(control.getAttribute('minlength'));
    const maxLength = parseNonNegativeInteger(control.getAttribute('maxlength'));
    if (minLength !== undefined) schema['minLength'] = minLength;
    if (maxLength !== undefined) schema['maxLength'] = maxLength;
  }
  if (DATE_TIME_KINDS.has(field.kind)) {
    const kind = field.kind as 'date' | 'time' | 'datetime-local' | 'month' | 'week';
    const min = control.getAttribute('min');
    const max = control.getAttribute('max');
    if (min !== null && isDateTimeValue(kind, min)) schema['formatMinimum'] = min;
    if (max !== null && isDateTimeValue(kind, max)) schema['formatMaximum'] = max;
  }
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
  else if (description !== undefined) schema['description'] = description;
  return schema;
}
