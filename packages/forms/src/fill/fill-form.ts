// Filling is all-or-nothing (spec §14.5): every value is converted and checked against the live
// controls, and against the page's own constraints on a detached copy of each input, before the
// first control is touched. Only then are the controls written, in field order. The same dry run
// validates a call's input (form-input.ts), so it is the one place where values are checked.
import { fail, type ResultIssue, type ToolResult } from '@toolmark/core';
import { fieldChoices, isChoice, jsonType, type FormField } from '../scan/collect-fields.js';
import { chooseOptions, setChecked, typeValue } from './set-control-value.js';

/** One write: a field and the value to give it, already converted to its control's terms. */
export interface FillStep {
  readonly field: FormField;
  /** Text for inputs and textareas; the flag of a lone checkbox; the chosen values of groups and selects. */
  readonly value: string | boolean | readonly string[];
}

/** The writes of a run, or the problems that stop it before anything is written. */
export type FillPlan = { readonly steps: readonly FillStep[] } | { readonly issues: readonly ResultIssue[] };

// Types whose sanitized value must equal what was sent (a color's case aside); text may lose line breaks, as typing does.
const EXACT_TYPES = /^(number|range|date|time|datetime-local|month|week|color)$/;

/**
 * Checks a text value against the page's constraints on a detached copy of the input, so nothing
 * visible changes: sanitization (a date that is not a date), pattern, type, range, step, and the
 * `minlength`/`maxlength` the browser only enforces on a person's edits.
 *
 * @param control The input or textarea.
 * @param value The text.
 * @returns The problem, phrased to follow the parameter's name, or `undefined`.
 */
function checkText(control: HTMLInputElement | HTMLTextAreaElement, value: string): string | undefined {
  const copy = control.cloneNode() as HTMLInputElement;
  copy.value = value;
  const { type, minLength, maxLength } = copy;
  // Messages never quote the value: it may be a secret.
  if (EXACT_TYPES.test(type) ? copy.value.toLowerCase() !== value.toLowerCase() : value && !copy.value) return `is not a valid value for a ${type} field`;
  if (value && value.length < minLength) return `must be at least ${minLength} characters`;
  if (maxLength >= 0 && value.length > maxLength) return `must be at most ${maxLength} characters`;
  // The flags a value set by script can raise: pattern, type, range, step, bad input. A detached copy
  // has no custom error; tooLong/tooShort only follow a person's edits; an empty required value is
  // the page's to refuse at submit, as when a person leaves it empty.
  const { validity } = copy;
  return validity.valid || validity.valueMissing ? undefined : `is refused by the page: ${copy.validationMessage}`;
}

/**
 * Converts one parameter value into a write, or says why it does not fit: the JSON type the field's
 * parameter advertises, a choice the controls offer now, the page's constraints.
 *
 * @param field The field.
 * @param value The value sent.
 * @returns The write, or the problem, phrased to follow the parameter's name.
 */
function planField(field: FormField, value: unknown): FillStep | string {
  const type = jsonType(field.kind);
  const items = (type === 'array' ? value : [value]) as string[];
  // An array's items are strings; any other value is one item of the parameter's type.
  if (!Array.isArray(items) || items.some((item) => typeof item !== (type === 'array' ? 'string' : type))) {
    return `must be ${type === 'array' ? 'an array of strings' : `a ${type}`}`;
  }
  if (type === 'boolean') return { field, value: value as boolean };
  if (isChoice(field.kind)) {
    const choices = fieldChoices(field).map((choice) => choice.value);
    // A set: an agent's 10,000 items against a long list cost one lookup each (docs/security.md I2).
    const known = new Set(choices);
    return items.every((item) => known.has(item)) ? { field, value: items } : `has no such choice; choose from ${choices.map((choice) => JSON.stringify(choice)).join(', ')}`;
  }
  const text = String(value);
  return checkText(field.controls[0] as HTMLInputElement, text) ?? { field, value: text };
}

/**
 * Plans the writes of a run (spec §14.5): every parameter is checked first; one problem stops all.
 *
 * @param fields The form's current fields (those a call may fill); any other parameter is unexpected.
 * @param input The input; parameters that are `undefined` are left alone.
 * @returns The writes, or every problem found.
 */
export function planFill(fields: readonly FormField[], input: Readonly<Record<string, unknown>>): FillPlan {
  const steps: FillStep[] = [];
  const issues: ResultIssue[] = [];
  // Looked up by name, so the plan is linear in the input and the fields, however many parameters an
  // agent sends (docs/security.md I2). The first field of a name, as `findIndex` found it.
  const indexes = new Map<string, number>();
  fields.forEach((field, index) => indexes.has(field.name) || indexes.set(field.name, index));
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const index = indexes.get(name) ?? -1;
    const step = index >= 0 && planField(fields[index]!, value);
    // Each write at its field's index: the writes come in field order.
    if (typeof step === 'object') steps[index] = step;
    else issues.push({ path: name, message: step ? `'${name}' ${step}` : `Unexpected parameter '${name}'` });
  }
  // `flat` leaves out the indexes of fields that are not written.
  return issues.length ? { issues } : { steps: steps.flat() };
}

/**
 * Creates the result of a run whose plan was refused (spec §14.6): `invalid_input`, every problem
 * as an issue, and a text that says no control was touched. Form tools and page wizards share it.
 *
 * @param issues The problems from {@link planFill}.
 * @returns The error result.
 */
export function nothingFilled(issues: readonly ResultIssue[]): ToolResult {
  return fail('invalid_input', `Nothing was filled: ${issues.map((issue) => issue.message).join('; ')}`, issues);
}

/**
 * Writes the planned values, in field order, as a person would.
 *
 * @param steps The writes from {@link planFill}.
 */
export function applyFill(steps: readonly FillStep[]): void {
  for (const { field, value } of steps) {
    const inputs = field.controls as readonly HTMLInputElement[];
    const first = inputs[0]!;
    if (typeof value === 'string') typeValue(first, value);
    else if (typeof value === 'boolean') setChecked(first, value);
    else if (first.localName === 'select') chooseOptions(first as unknown as HTMLSelectElement, value);
    // A group's choices may be page-named (spec §14.13): each value picks its choice's input.
    else if (field.kind === 'radios') setChecked(fieldChoices(field).find((choice) => choice.value === value[0])!.element as HTMLInputElement, true);
    else for (const { value: choice, element } of fieldChoices(field)) setChecked(element as HTMLInputElement, value.includes(choice));
  }
}
