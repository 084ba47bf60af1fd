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

// `readonly` only applies to these input types; on the others (checkbox, range, color, hidden …) it is ignored.
const READONLY_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local', 'number']);
const LISTED = new Set(['input', 'select', 'textarea', 'button', 'fieldset', 'output']);
const INPUT_KINDS: Readonly<Record<string, FieldKind>> = {
  number: 'number',
  range: 'range',
  date: 'date',
  time: 'time',
  'datetime-local': 'datetime-local',
  month: 'month',
  week: 'week',
  color: 'color',
  hidden: 'hidden',
  checkbox: 'checkbox',
  radio: 'radios',
};
const NOT_PARAMETERS = new Set(['submit', 'reset', 'button', 'image', 'file']);

/**
 * Checks whether a listed element is disabled, including by an ancestor `<fieldset disabled>`
 * (except inside that fieldset's first `<legend>`).
 *
 * @param element The element.
 * @returns Whether it is disabled.
 */
export function isDisabled(element: Element): boolean {
  if (element.hasAttribute('disabled') && element.localName !== 'output') return true;
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.localName !== 'fieldset' || !node.hasAttribute('disabled')) continue;
    const legend = [...node.children].find((child) => child.localName === 'legend');
    if (!legend?.contains(element)) return true;
  }
  return false;
}

/**
 * Checks whether a control is read-only in a way that applies to its type.
 *
 * @param element The element.
 * @returns Whether it is read-only.
 */
function isReadOnly(element: Element): boolean {
  if (!element.hasAttribute('readonly')) return false;
  return element.localName === 'textarea' || (element.localName === 'input' && READONLY_TYPES.has((element as HTMLInputElement).type));
}

/**
 * Lists a form's controls in tree order, those outside it linked with `form="id"` included.
 *
 * @param form The form.
 * @returns Its listed elements (`input`, `select`, `textarea`, `button`, `fieldset`, `output`).
 */
export function listedElements(form: HTMLFormElement): Element[] {
  const listed = [...form.elements].filter((element) => LISTED.has(element.localName));
  // Browsers keep `form.elements` in tree order; sorting makes sure of it where one does not (happy-dom).
  return listed.sort((a, b) => (a.compareDocumentPosition(b) & 4 ? -1 : 1));
}

/**
 * Decides the kind of a single-control field.
 *
 * @param control The control.
 * @returns Its kind, or `undefined` when it is not a parameter (buttons, files, hidden inputs
 *   without a `toolparamdescription`, fieldsets, outputs).
 */
function singleKind(control: Element): FieldKind | undefined {
  if (control.localName === 'textarea') return 'textarea';
  if (control.localName === 'select') return (control as HTMLSelectElement).multiple ? 'select-multiple' : 'select';
  if (control.localName !== 'input') return undefined;
  const type = (control as HTMLInputElement).type;
  if (NOT_PARAMETERS.has(type)) return undefined;
  if (type === 'hidden' && !control.getAttribute('toolparamdescription')) return undefined;
  return INPUT_KINDS[type] ?? 'text';
}

/**
 * Decides the kind of the field behind a name.
 *
 * @param members The enabled, writable controls of that name, in tree order.
 * @returns The kind, or `undefined` when the name is dropped.
 */
function fieldKind(members: readonly Element[]): FieldKind | undefined {
  const typeOf = (element: Element) => (element.localName === 'input' ? (element as HTMLInputElement).type : element.localName);
  if (members.every((element) => typeOf(element) === 'radio')) return 'radios';
  if (members.length === 1) return singleKind(members[0]!);
  return members.every((element) => typeOf(element) === 'checkbox') ? 'checkboxes' : undefined;
}

/**
 * Collects a form's parameters as Chromium's declarative WebMCP does (spec §14.3).
 *
 * @param form The form.
 * @returns Its fields, in the tree order of each name's first control.
 */
export function collectFields(form: HTMLFormElement): FormField[] {
  const byName = new Map<string, Element[]>();
  for (const element of listedElements(form)) {
    const name = element.getAttribute('name') ?? '';
    if (name === '' || isDisabled(element) || isReadOnly(element)) continue;
    const members = byName.get(name);
    if (members) members.push(element);
    else byName.set(name, [element]);
  }
  const fields: FormField[] = [];
  for (const [name, members] of byName) {
    const kind = fieldKind(members);
    if (!kind) continue;
    const controls = members as FormControl[];
    fields.push({ name, kind, controls, required: controls.some((control) => control.hasAttribute('required')) });
  }
  return fields;
}
