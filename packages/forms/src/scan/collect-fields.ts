// Which controls of a form become parameters, the way Chromium's declarative WebMCP decides (spec §14.3):
// listed elements in tree order (controls outside the form attached with `form="id"` included), minus
// disabled, read-only and unnamed ones; controls sharing a name form one field only when they are all
// checkboxes or all radios; any other shared name is dropped whole.

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
 * (except inside that fieldset's first `<legend>`); an output's own `disabled` does not count.
 *
 * @param element The element.
 * @returns Whether it is disabled.
 */
function isDisabled(element: Element): boolean {
  if (element.hasAttribute('disabled') && element.localName !== 'output') return true;
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
 * Collects a form's parameters as Chromium's declarative WebMCP does (spec §14.3): its listed
 * elements in tree order (controls outside it linked with `form="id"` included), grouped by name.
 * A name is dropped when one of its enabled, writable elements is a button, file, fieldset, output,
 * or a hidden input without a `toolparamdescription`, or when it is shared by other elements than
 * all radios or all checkboxes.
 *
 * @param form The form.
 * @returns Its fields, in the tree order of each name's first control.
 */
export function collectFields(form: HTMLFormElement): FormField[] {
  let listed = [...form.elements] as FormControl[];
  // Browsers keep `form.elements` in tree order; the DOM that unit tests run on (happy-dom) does not,
  // so development builds sort. Production code trusts the browser.
  if (import.meta.env.DEV) listed = listed.sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1));
  const byName = new Map<string, FormControl[]>();
  for (const element of listed) {
    // A control's `name` reflects the attribute. `form.elements` also lists objects and
    // form-associated custom elements, which are no controls.
    const { name } = element;
    const readOnly = element.hasAttribute('readonly') && READONLY_TYPES.test(element.type);
    if (name && /^(input|select|textarea|button|fieldset|output)$/.test(element.localName) && !readOnly && !isDisabled(element)) {
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
    if (kind) fields.push({ name, kind, controls, required: controls.some((control) => control.hasAttribute('required')) });
  }
  return fields;
}
