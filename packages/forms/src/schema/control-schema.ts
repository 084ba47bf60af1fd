// One field → the JSON Schema of its parameter, key for key what Chromium 156 synthesizes (spec §14.3),
// plus Toolmark's additions when they are on (spec §14.4).
import type { JsonSchema } from '@toolmark/core';
import { compact } from '@toolmark/core/internal';
import { fieldChoices, isChoice, jsonType, type FormControl, type FormField } from '../scan/collect-fields.js';
import { DATE_DESCRIPTION, valueSyntax } from './date-time-formats.js';
import { describeControl, describeGroup, labelText } from '../scan/describe-control.js';
import { chromiumNumber, isMultipleOf, parseHtmlNumber, parseNonNegativeInteger, parseStep } from './html-numbers.js';

type Schema = Record<string, unknown>;

// The `format` an addition gives a text-like input's type.
const FORMATS: Partial<Record<string, string>> = { email: 'email', url: 'uri' };

/**
 * Creates the choices of a field's radios, checkboxes or options: each `{ type, const, title? }`,
 * titled by an option's raw text or a box's label text (left out when empty).
 *
 * @param field A radio, checkbox or select field.
 * @returns `{ type, anyOf, enum }`.
 */
function choices(field: FormField): Schema {
  // Page-named choices (spec §14.13) are what an agent sends; natively each choice's own `value`.
  const anyOf = fieldChoices(field).map(({ value, element }) =>
    compact({ type: 'string', const: value, title: element.localName === 'option' ? element.textContent! : labelText(element) || undefined }),
  );
  return { type: 'string', anyOf, enum: anyOf.map((item) => item.const) };
}

/**
 * Creates a number or range parameter: `minimum` and `maximum` from the attributes (a range defaults
 * to 0–100 and never has a maximum below its minimum), `multipleOf` from `step` when the step base
 * (`min`, else `value`, else 0) is a multiple of it. Undefined keys are left for the caller to drop.
 */
function numberSchema(control: FormControl, range: boolean): Schema {
  const number = (name: string) => parseHtmlNumber(control.getAttribute(name));
  const min = number('min');
  let minimum = min;
  let maximum = number('max');
  if (range) {
    minimum ??= 0;
    maximum = Math.max(maximum ?? 100, minimum);
  }
  const step = parseStep(control.getAttribute('step'));
  const multipleOf = step === 'any' ? (range ? 1 : undefined) : (step ?? 1);
  return {
    type: 'number',
    minimum: chromiumNumber(minimum),
    maximum: chromiumNumber(maximum),
    multipleOf: multipleOf && isMultipleOf(min ?? number('value') ?? 0, multipleOf) ? chromiumNumber(multipleOf) : undefined,
  };
}

/**
 * Creates the schema Chromium gives a field, without its description; undefined keys are left for
 * the caller to drop.
 */
function baseSchema(field: FormField, control: FormControl): Schema {
  const { kind } = field;
  const type = jsonType(kind);
  // A pattern is advertised as written when it compiles as HTML compiles it (anchored, `v` flag).
  // Chromium copies it from text-like, number and hidden inputs (not ranges), though HTML only
  // applies it to text-like ones.
  let pattern = /^(text|number|hidden)$/.test(kind) ? (control.getAttribute('pattern') ?? undefined) : undefined;
  try {
    new RegExp(`^(?:${pattern})$`, 'v');
  } catch {
    // The browser ignores it too.
    pattern = undefined;
  }
  if (type === 'number') return { ...numberSchema(control, kind === 'range'), pattern };
  if (type === 'boolean') return { type };
  if (type === 'array') return { type, items: choices(field), uniqueItems: true };
  if (isChoice(kind)) return choices(field);
  // Compacted here: an addition's `format` goes after Chromium's keys, as when Chromium's has none.
  return compact({ type, format: kind === 'date' ? kind : valueSyntax(kind, control.getAttribute('step')), pattern });
}

/**
 * Creates the JSON Schema of one parameter (spec §14.3): what Chromium synthesizes for the field,
 * then, with `additions`, what the page states and Chromium drops (spec §14.4): `toolparamtitle` as
 * `title`, `format` for email and url inputs, `minLength` and `maxLength`, and `formatMinimum` and
 * `formatMaximum` for dates and times (when they are well-formed values of the control's type).
 * Groups of two or more radios or checkboxes are described by the fieldset around them, as in
 * Chromium.
 *
 * @param field The field.
 * @param additions Whether to add Toolmark's additions.
 * @returns The parameter's schema.
 */
export function fieldSchema(field: FormField, additions: boolean): JsonSchema {
  const { kind, controls } = field;
  const control = controls[0]!;
  const attribute = (name: string) => control.getAttribute(name);
  const text = kind === 'text' || kind === 'textarea';
  const length = (name: string) => (text ? parseNonNegativeInteger(attribute(name)) : undefined);
  // A syntax check, not a detached copy the browser sanitizes: in a page of thousands of controls,
  // creating an input (or changing a spare one's type) costs Chromium about 0.5 ms.
  const syntax = kind !== 'color' && valueSyntax(kind, '0.001');
  // An absent bound reads as "null", which no date or time syntax accepts.
  const bound = (name: string) => (syntax && new RegExp(syntax).test(attribute(name)!) ? attribute(name)! : undefined);
  const single = controls.length === 1;
  const described = single ? describeControl(control) : describeGroup(controls as readonly HTMLInputElement[]);
  return compact({
    ...baseSchema(field, control),
    // Compacted apart: an absent addition must not hide a `format` of Chromium's.
    ...(additions &&
      compact({
        title: (single && attribute('toolparamtitle')) || undefined,
        format: FORMATS[control.type],
        minLength: length('minlength'),
        maxLength: length('maxlength'),
        formatMinimum: bound('min'),
        formatMaximum: bound('max'),
      })),
    description: kind === 'date' ? (described ? `${described} (${DATE_DESCRIPTION})` : DATE_DESCRIPTION) : described,
  });
}
