// Filling is all-or-nothing (spec §14.5): every value is converted and checked against the live
// controls, and against the page's own constraints on a detached copy of each input, before the
// first control is touched. Only then are the controls written, in field order.
import type { ResultIssue } from '@toolmark/core';
import type { FormField } from './collect-fields';
import { chooseOptions, setChecked, typeValue } from './set-control-value';

/** One write: a field and the value to give it, already converted to its control's terms. */
export interface FillStep {
  readonly field: FormField;
  /** Text for inputs and textareas; checked flags for checkboxes and radios; values for selects. */
  readonly value: string | boolean | readonly string[];
}

/** The writes of a run, or the problems that stop it before anything is written. */
export type FillPlan = { readonly steps: readonly FillStep[] } | { readonly issues: readonly ResultIssue[] };

// Validity flags a value set by script can raise (tooLong/tooShort only follow a person's edits).
const FLAGS = ['patternMismatch', 'typeMismatch', 'rangeUnderflow', 'rangeOverflow', 'stepMismatch', 'badInput'] as const;
// Types whose sanitized value must equal what was sent; text types may lose line breaks, as typing does.
const EXACT_TYPES = new Set(['number', 'range', 'date', 'time', 'datetime-local', 'month', 'week', 'color']);

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
  const copy = control.cloneNode(false) as HTMLInputElement | HTMLTextAreaElement;
  copy.value = value;
  const sanitized = copy.localName === 'input' && EXACT_TYPES.has(copy.type);
  const same = copy.type === 'color' ? copy.value.toLowerCase() === value.toLowerCase() : copy.value === value;
  // Messages never quote the value: it may be a secret.
  if ((sanitized && !same) || (value !== '' && copy.value === '')) return `is not a valid value for a ${copy.type} field`;
  if (copy.localName === 'input' && copy.type !== 'hidden') {
    const flag = FLAGS.find((name) => copy.validity[name]);
    if (flag) return `is refused by the page: ${copy.validationMessage || flag}`;
  }
  const minLength = control.minLength;
  const maxLength = control.maxLength;
  if (value !== '' && minLength > 0 && value.length < minLength) return `must be at least ${minLength} characters`;
  if (maxLength >= 0 && value.length > maxLength) return `must be at most ${maxLength} characters`;
  return undefined;
}

/**
 * Converts one parameter value into a write, or says why it does not fit.
 *
 * @param field The field.
 * @param value The validated value.
 * @returns The write, or the problem, phrased to follow the parameter's name.
 */
function planField(field: FormField, value: unknown): FillStep | string {
  const inputs = field.controls as readonly HTMLInputElement[];
  switch (field.kind) {
    case 'checkbox':
      return typeof value === 'boolean' ? { field, value } : 'must be a boolean';
    case 'checkboxes':
    case 'select-multiple': {
      const choices =
        field.kind === 'checkboxes' ? inputs.map((input) => input.value) : [...(inputs[0] as unknown as HTMLSelectElement).options].map((option) => option.value);
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return 'must be an array of strings';
      const unknown = value.find((item) => !choices.includes(item));
      return unknown === undefined ? { field, value } : 'has no such choice';
    }
    case 'radios':
    case 'select': {
      const choices =
        field.kind === 'radios' ? inputs.map((input) => input.value) : [...(inputs[0] as unknown as HTMLSelectElement).options].map((option) => option.value);
      if (typeof value !== 'string') return 'must be a string';
      return choices.includes(value) ? { field, value: [value] } : 'has no such choice';
    }
    default: {
      if (typeof value !== 'string' && typeof value !== 'number') return 'must be a string';
      const text = String(value);
      const problem = checkText(inputs[0]!, text);
      return problem === undefined ? { field, value: text } : problem;
    }
  }
}

/**
 * Plans the writes of a run (spec §14.5): every parameter is checked first; one problem stops all.
 *
 * @param fields The form's current fields.
 * @param input The validated input.
 * @returns The writes, or every problem found.
 */
export function planFill(fields: readonly FormField[], input: Readonly<Record<string, unknown>>): FillPlan {
  const steps: FillStep[] = [];
  const issues: ResultIssue[] = [];
  for (const [name, value] of Object.entries(input)) {
    const field = fields.find((candidate) => candidate.name === name);
    if (value === undefined) continue;
    const step = field ? planField(field, value) : 'is not a field of the form (any more)';
    if (typeof step === 'string') issues.push({ path: name, message: `'${name}' ${step}` });
    else steps.push(step);
  }
  const order = (step: FillStep) => fields.indexOf(step.field);
  return issues.length ? { issues } : { steps: steps.sort((a, b) => order(a) - order(b)) };
}

/**
 * Writes the planned values, in field order, as a person would.
 *
 * @param steps The writes from {@link planFill}.
 */
export function applyFill(steps: readonly FillStep[]): void {
  for (const { field, value } of steps) {
    const inputs = field.controls as readonly HTMLInputElement[];
    if (field.kind === 'checkbox') setChecked(inputs[0]!, value === true);
    else if (field.kind === 'checkboxes') for (const input of inputs) setChecked(input, (value as readonly string[]).includes(input.value));
    else if (field.kind === 'radios') {
      const radio = inputs.find((input) => input.value === (value as readonly string[])[0]);
      if (radio) setChecked(radio, true);
    } else if (field.kind === 'select' || field.kind === 'select-multiple') chooseOptions(inputs[0] as unknown as HTMLSelectElement, value as readonly string[]);
    else typeValue(inputs[0]!, value as string);
  }
}
