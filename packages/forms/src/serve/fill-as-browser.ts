// Filling a declarative form the way Chromium's declarative WebMCP does (measured in Chromium 156,
// spec §14.11), which is not the way a Toolmark form tool fills (spec §14.5): values are converted
// leniently (a number into a text field is its text), a value that does not fit its control fails
// the whole call before anything is written, the page's own constraints (min, max, pattern) are left
// to the submit, writes come in the input's order, and events fire only for what changed, except
// `change` on every checkbox and radio written.
import { choicesOf, isChoice, type FormField } from '../scan/collect-fields.js';
import { chooseOptions, typeValue } from '../fill/set-control-value.js';

/** One write of a fill: a field and its value in the control's terms (text, a flag, chosen values). */
export interface BrowserFillStep {
  readonly field: FormField;
  readonly value: string | boolean | readonly string[];
}

// Kinds whose text the control sanitizes: a text that sanitizes to nothing does not fit.
const SANITIZED = /^(number|range|date|time|datetime-local|month|week|color)$/;

/**
 * Writes a number as Chromium's conversion of a JavaScript value does: an integer of 32 bits as it
 * is, any other number with 6 significant digits (trailing zeros dropped unless in exponent form).
 *
 * @param value The number.
 * @returns Its text.
 */
function numberText(value: number): string {
  if ((value | 0) === value) return String(value);
  const text = value.toPrecision(6);
  return text.includes('e') ? text : text.replace(/\.?0+$/, '');
}

/**
 * Converts a primitive value to the text Chromium writes: strings as they are, numbers by
 * {@link numberText}, booleans as `true`/`false`.
 *
 * @param value The value.
 * @returns The text, or `undefined` for `null`, arrays and objects.
 */
function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? numberText(value) : typeof value === 'boolean' ? `${value}` : undefined;
}

/**
 * Creates the error of a value that does not fit its control, in Chromium's words.
 *
 * @param name The parameter.
 * @param text The value's text, quoted when the value is a primitive.
 * @returns The `UnknownError`.
 */
function invalidValue(name: string, text: string | undefined): DOMException {
  return new DOMException(`Invalid value ${text === undefined ? '' : `"${text}" `}for parameter ${name}`, 'UnknownError');
}

/**
 * Converts one parameter's value into a write, as Chromium does.
 *
 * | field | accepts |
 * | --- | --- |
 * | lone checkbox | a boolean, `'true'`/`'false'`, an integer (0 is false) |
 * | checkbox group, multiple select | an array of distinct choices (strings or numbers) |
 * | radio group, select | a choice |
 * | number, range, date, time … | a value the control keeps (not `''` for number and range) |
 * | text, textarea, hidden | any string, number or boolean |
 *
 * @param field The field.
 * @param value The value sent.
 * @returns The write.
 * @throws {DOMException} `UnknownError` `Invalid value "…" for parameter …` when it does not fit.
 */
function planValue(field: FormField, value: unknown): BrowserFillStep {
  const { name, kind } = field;
  const text = textOf(value);
  if (kind === 'checkbox') {
    if (typeof value === 'boolean') return { field, value };
    if (typeof value === 'number' && (value | 0) === value) return { field, value: value !== 0 };
    if (text === 'true' || text === 'false') return { field, value: text === 'true' };
    throw invalidValue(name, text);
  }
  if (kind === 'checkboxes' || kind === 'select-multiple') {
    if (!Array.isArray(value)) throw invalidValue(name, text);
    const choices = choicesOf(field).map((choice) => choice.value);
    const items = value.map(textOf);
    // Unknown or repeated items are refused without the value: it is a list.
    if (items.some((item, index) => item === undefined || !choices.includes(item) || items.indexOf(item) !== index)) throw invalidValue(name, undefined);
    return { field, value: items as string[] };
  }
  if (text === undefined) throw invalidValue(name, undefined);
  if (isChoice(kind)) {
    if (!choicesOf(field).some((choice) => choice.value === text)) throw invalidValue(name, text);
    return { field, value: [text] };
  }
  if (SANITIZED.test(kind)) {
    // Checked on a detached copy: nothing visible changes before every value fits.
    const copy = field.controls[0]!.cloneNode() as HTMLInputElement;
    copy.value = text;
    if (text ? !copy.value : /^(number|range)$/.test(kind)) throw invalidValue(name, text);
  }
  return { field, value: text };
}

/**
 * Plans a fill as Chromium does: each parameter of the input, in its order, must be a field of the
 * form and its value must fit the control; the first that does not fails the call.
 *
 * @param fields The form's fields (sensitive ones included: the browser serves them).
 * @param input The input, a JSON object.
 * @returns The writes, in the input's order.
 * @throws {DOMException} `UnknownError`, in Chromium's words, for an unknown parameter or a value that does not fit.
 */
export function planBrowserFill(fields: readonly FormField[], input: object): BrowserFillStep[] {
  return Object.entries(input).map(([name, value]) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) throw new DOMException(`Input contains a parameter "${name}" but there is no such parameter for the tool`, 'UnknownError');
    return planValue(field, value);
  });
}

/**
 * Dispatches the events of a checkbox or radio the browser writes: `input` when its state changed,
 * then `change` in any case (as Chromium 156 does). Created like the browser's: `input` bubbles and
 * is composed, `change` bubbles.
 *
 * @param control The checkbox or radio.
 * @param checked Its new state.
 */
function check(control: HTMLInputElement, checked: boolean): void {
  const changed = control.checked !== checked;
  // The prototype's setter, below an own property a framework may have set, as the browser's own write.
  let proto = Object.getPrototypeOf(control) as object;
  while (!Object.getOwnPropertyDescriptor(proto, 'checked')) proto = Object.getPrototypeOf(proto) as object;
  Object.getOwnPropertyDescriptor(proto, 'checked')!.set!.call(control, checked);
  if (changed) control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Writes planned values as Chromium does, in order: text only when the control's value changes
 * (then `input` and `change`; a hidden input without events), the options of a select in one pass
 * when the selection changes, and checkboxes and radios as {@link check} says (a radio group writes
 * only the chosen radio, a checkbox group every box).
 *
 * @param steps The writes from {@link planBrowserFill}.
 */
export function applyBrowserFill(steps: readonly BrowserFillStep[]): void {
  for (const { field, value } of steps) {
    const controls = field.controls as readonly HTMLInputElement[];
    const first = controls[0]!;
    if (typeof value === 'boolean') check(first, value);
    else if (typeof value === 'string') {
      const copy = first.cloneNode() as HTMLInputElement;
      copy.value = value;
      // A write that leaves the value as it is fires nothing, as natively.
      if (field.kind === 'hidden') first.value = value;
      else if (copy.value !== first.value) typeValue(first, value);
    } else if (first.localName === 'select') {
      const select = first as unknown as HTMLSelectElement;
      if ([...select.options].some((option) => option.selected !== value.includes(option.value))) chooseOptions(select, value);
    } else if (field.kind === 'radios') check(controls.find((radio) => radio.value === value[0])!, true);
    else for (const box of controls) check(box, value.includes(box.value));
  }
}
