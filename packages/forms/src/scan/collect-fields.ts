// Which controls of a form become parameters, the way Chromium's declarative WebMCP decides (spec §14.3):
// listed elements in tree order (controls outside the form attached with `form="id"` included), minus
// disabled and read-only ones; unnamed ones share the empty name; controls sharing a name form one
// field only when they are all checkboxes or all radios; any other shared name is dropped whole.

import { stripChromiumWhitespace } from './chromium-whitespace.js';
import type { FieldNamer } from './page-naming.js';

/** A control that can hold a parameter's value. */
export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What kind of parameter a field is; decides its schema (spec §14.3) and how it is filled. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'hidden'
  | 'number'
  | 'range'
  | 'date'
  | 'time'
  | 'datetime-local'
  | 'month'
  | 'week'
  | 'color'
  | 'checkbox'
  | 'checkboxes'
  | 'radios'
  | 'select'
  | 'select-multiple';

/** One parameter of a form tool: a name and the control(s) behind it. */
export interface FormField {
  readonly name: string;
  readonly kind: FieldKind;
  /** One control, or the checkboxes or radios of a group in tree order. */
  readonly controls: readonly FormControl[];
  /** Whether any of its controls carries `required`. */
  readonly required: boolean;
  /** With page naming (spec §14.13), the choices as an agent sends them; absent: each input's or option's own `value`. */
  readonly choices?: readonly FieldChoice[];
}

/** One choice of a radio group, checkbox group or select: what an agent sends, and the input or option it picks. */
export interface FieldChoice {
  readonly value: string;
  readonly element: HTMLInputElement | HTMLOptionElement;
}

/** Options of {@link collectFields}. */
export interface CollectOptions {
  /**
   * Names fields and choices from the page where Chromium cannot (spec §14.13): `pageNaming` of
   * page-naming.ts; default Chromium's naming. An object, not a flag, so that bundles that only
   * serve declarative forms (the polyfill's) do not carry page naming.
   */
  readonly naming?: FieldNamer;
}

// Every listed element has a `type`: an input's (`text` for unknown ones), `textarea`, `select-one`,
// `select-multiple`, a button's, `fieldset`, `output`. Text-like inputs are one kind, `text`.
const TEXT_TYPES = /^(text|search|url|tel|email|password)$/;
// `readonly` only applies to text-like types and these (not checkbox, range, color, hidden …).
const READONLY_TYPES = /^(text|search|url|tel|email|password|date|month|week|time|datetime-local|number|textarea)$/;
const NOT_PARAMETERS = /^(submit|reset|button|image|file|fieldset|output)$/;

/** The JSON type of a field's parameter, read alike by the schema, the fill and the state. */
export type JsonType = 'string' | 'number' | 'boolean' | 'array';

/**
 * Gives the JSON type a kind of field takes: numbers for `number` and `range`, a boolean for a lone
 * checkbox, an array for checkbox groups and multiple selects, a string for every other kind.
 *
 * @param kind The field's kind.
 * @returns Its JSON type.
 */
export function jsonType(kind: FieldKind): JsonType {
  return kind === 'number' || kind === 'range' ? 'number' : kind === 'checkbox' ? 'boolean' : kind === 'checkboxes' || kind === 'select-multiple' ? 'array' : 'string';
}

/**
 * Checks whether a field's value is one of a list of choices: radios, checkboxes, a select.
 *
 * @param kind The field's kind.
 * @returns Whether its choices are its inputs or options ({@link choicesOf}).
 */
export function isChoice(kind: FieldKind): boolean {
  return /^(radios|checkboxes|select)/.test(kind);
}

/**
 * Checks whether a listed element is disabled, including by an ancestor `<fieldset disabled>`
 * (except inside that fieldset's first `<legend>`). Fieldsets and outputs never are, whatever
 * their own `disabled` or their fieldsets: Chromium lets them claim their name.
 *
 * @param element The element.
 * @returns Whether it is disabled.
 */
function isDisabled(element: Element): boolean {
  if (/^(fieldset|output)$/.test(element.localName)) return false;
  if (element.hasAttribute('disabled')) return true;
  for (let node: Element | null | undefined = element; (node = node.parentElement?.closest('fieldset[disabled]')); ) {
    if (!node.querySelector(':scope>legend')?.contains(element)) return true;
  }
  return false;
}

/**
 * Lists the choices of a radio group, checkbox group or select: its inputs or its options.
 *
 * @param field The field.
 * @returns The elements whose `value`s are the choices.
 */
export function choicesOf({ controls }: FormField): readonly (HTMLInputElement | HTMLOptionElement)[] {
  const [first] = controls;
  return first!.localName === 'select' ? [...(first as HTMLSelectElement).options] : (controls as readonly HTMLInputElement[]);
}

/**
 * Lists the choices an agent may send for a field: its page-named choices when it has them (spec
 * §14.13), else every input's or option's own `value` ({@link choicesOf}).
 *
 * @param field A radio, checkbox or select field.
 * @returns The choices, in order.
 */
export function fieldChoices(field: FormField): readonly FieldChoice[] {
  return field.choices ?? choicesOf(field).map((element) => ({ value: element.value, element }));
}

/**
 * Finds the image buttons of a form, which `form.elements` leaves out (as HTML says, for
 * compatibility) but Chromium lets claim their name like any other button. Only the form's own
 * inputs and those with a `form` attribute are looked at, so a page of many forms is not searched
 * once per form.
 *
 * @param form The form.
 * @returns Its image buttons, inside it or linked with `form="id"`.
 */
function imageButtons(form: HTMLFormElement): HTMLInputElement[] {
  const inside = form.querySelectorAll<HTMLInputElement>('input[type]');
  // Only a form with an id can be named by `form="id"`.
  const linked = form.id ? (form.getRootNode() as Document | ShadowRoot).querySelectorAll<HTMLInputElement>('input[form]') : [];
  // (`[type=image i]` would do, but happy-dom's selectors have no `i` flag.)
  return [...new Set([...inside, ...linked])].filter((input) => /^image$/i.test(input.getAttribute('type') ?? '') && input.form === form);
}

/**
 * Collects a form's parameters as Chromium's declarative WebMCP does (spec §14.3): its listed
 * elements in tree order (controls outside it linked with `form="id"` included), grouped by name.
 * A name is dropped when one of its enabled, writable elements is a button, file, fieldset, output,
 * or a hidden input without a `toolparamdescription`, or when it is shared by other elements than
 * all radios or all checkboxes.
 *
 * @param form The form.
 * @param options Page naming (spec §14.13); default Chromium's.
 * @returns Its fields, in the tree order of each name's first control.
 */
export function collectFields(form: HTMLFormElement, options: CollectOptions = {}): FormField[] {
  const namer = options.naming;
  const images = imageButtons(form);
  let listed = [...form.elements, ...images] as FormControl[];
  // Browsers keep `form.elements` in tree order; the DOM that unit tests run on (happy-dom) does not,
  // so development builds sort, as does a form with image buttons. Production code trusts the browser.
  if (import.meta.env.DEV || images.length) listed = listed.sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1));
  const names = namer?.names(listed);
  const byName = new Map<string, FormControl[]>();
  for (const element of listed) {
    // A control's `name` reflects the attribute. `form.elements` also lists objects and
    // form-associated custom elements, which are no controls. Chromium keys an unnamed control by
    // the empty name, like any other: alone it is the parameter `""`, two unnamed ones share a name.
    // With page naming, a control Chromium cannot name is named from the page (spec §14.13).
    // Chromium strips whitespace from names, so ` a` and `a` are one name.
    const name = names?.get(element) ?? stripChromiumWhitespace(element.name);
    const readOnly = element.hasAttribute('readonly') && READONLY_TYPES.test(element.type);
    if (/^(input|select|textarea|button|fieldset|output)$/.test(element.localName) && !readOnly && !isDisabled(element)) {
      byName.set(name, [...(byName.get(name) ?? []), element]);
    }
  }
  const fields: FormField[] = [];
  for (const [name, controls] of byName) {
    const [first] = controls as [FormControl];
    const { type } = first;
    const allOf = (kind: string) => controls.every((control) => control.type === kind);
    const kind =
      allOf('radio')
        ? 'radios'
        : controls.length > 1
          ? allOf('checkbox') && 'checkboxes'
          : !NOT_PARAMETERS.test(type) &&
            (type !== 'hidden' || !!first.getAttribute('toolparamdescription')) &&
            (type === 'select-one' ? 'select' : TEXT_TYPES.test(type) ? 'text' : (type as FieldKind));
    if (!kind) continue;
    const field: FormField = { name, kind, controls, required: controls.some((control) => control.hasAttribute('required')) };
    const choices = namer?.choices(field);
    fields.push(choices ? { ...field, choices } : field);
  }
  return fields;
}
