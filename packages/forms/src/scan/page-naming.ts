// Naming for pages that were not written for agents (spec §14.13): with `naming: 'page'` a control
// without a `name` is named from its id or its label, a radio or checkbox without a `value` is told
// apart from its siblings, and a select's placeholder option does not count as a choice of a
// required select. Chromium's own naming (spec §14.3) stays the default, so the native-parity schema
// never changes.
import type { FieldChoice, FormControl, FormField } from './collect-fields.js';
import { labelText } from './describe-control.js';

/** How fields and choices are named: as Chromium does (`'native'`, default) or from the page (`'page'`, spec §14.13). */
export type FieldNaming = 'native' | 'page';

/** What `collectFields` asks of a naming other than Chromium's (spec §14.13). */
export interface FieldNamer {
  /** The names that differ from the elements' `name`s ({@link pageNames}). */
  names(listed: readonly FormControl[]): Map<FormControl, string>;
  /** A field's choices when they differ from its controls' values ({@link pageChoices}). */
  choices(field: FormField): FieldChoice[] | undefined;
}

// Text a prompt option starts with ("Choose...", "Select a country / region…", "-- Please select --").
const PROMPT = /^[\s\-–—_.*]*(choose|select|pick|please|none selected)\b/i;

/**
 * Turns a label or placeholder into a parameter name: lower case, runs of other characters than
 * `a–z 0–9` become `_`, at most 64 characters.
 *
 * @param text The text.
 * @returns The slug, or `''`.
 */
export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 64);
}

/**
 * Names a control from the page when its `name` cannot be used: its id, else its label text, else
 * its `aria-label`, else its `placeholder` (the last three slugged).
 *
 * @param control The control.
 * @returns The name, or `''` when the page gives none.
 */
export function nameFromPage(control: Element): string {
  const attribute = (name: string) => control.getAttribute(name) ?? '';
  return attribute('id') || slug(labelText(control)) || slug(attribute('aria-label')) || slug(attribute('placeholder'));
}

/**
 * Checks whether a person can type into or choose with a listed element: an input that is not a
 * button, file or hidden input, a select, a textarea.
 *
 * @param element The listed element.
 * @returns Whether it takes a value from a person.
 */
export function isFillable(element: Element): boolean {
  return /^(select|textarea)$/.test(element.localName) || (element.localName === 'input' && !/^(hidden|submit|reset|button|image|file)$/.test((element as HTMLInputElement).type));
}

/**
 * Gives every listed element the name its parameter has with page naming: its `name`; else (and
 * when the name is shared by controls that are not all radios or all checkboxes, so Chromium would
 * drop them all) {@link nameFromPage}. Buttons, outputs and fieldsets keep their `name`.
 *
 * @param listed The form's listed elements, in tree order.
 * @returns The names that differ from an element's `name`.
 */
export function pageNames(listed: readonly FormControl[]): Map<FormControl, string> {
  const byName = new Map<string, FormControl[]>();
  // Disabled elements claim no name (spec §14.3), so they do not make a name shared.
  for (const element of listed) if (!element.matches(':disabled')) byName.set(element.name, [...(byName.get(element.name) ?? []), element]);
  const names = new Map<FormControl, string>();
  for (const [name, elements] of byName) {
    const group = elements.every((element) => element.type === 'radio') || elements.every((element) => element.type === 'checkbox');
    for (const element of elements) {
      if (isFillable(element) && (!name || (elements.length > 1 && !group))) names.set(element, nameFromPage(element) || name);
    }
  }
  return names;
}

/**
 * Checks whether an option is a select's placeholder: an empty `value` on the first option, or on
 * an option whose text prompts ("Choose...", "Select an option…", "---------" counts as first).
 *
 * @param option The option.
 * @returns Whether choosing it means choosing nothing.
 */
export function isPlaceholderOption(option: HTMLOptionElement): boolean {
  return option.value === '' && (option.index === 0 || PROMPT.test(option.text));
}

/**
 * Lists a field's choices with page naming, or `undefined` when they are the controls' own values:
 * radios and checkboxes without a `value` attribute are keyed by their id, else their label text
 * (slugged), and a key met twice gets `_2`, `_3`…; a required single select leaves out its
 * placeholder options.
 *
 * @param field A field collected with page naming.
 * @returns The choices, in the order of the controls or options.
 */
export function pageChoices(field: FormField): FieldChoice[] | undefined {
  const [first] = field.controls;
  if (field.kind === 'select') {
    if (!field.required) return undefined;
    return [...(first as HTMLSelectElement).options].filter((option) => !isPlaceholderOption(option)).map((element) => ({ value: element.value, element }));
  }
  if (field.kind !== 'radios' && field.kind !== 'checkboxes') return undefined;
  const seen = new Set<string>();
  return (field.controls as readonly HTMLInputElement[]).map((element) => {
    const key = element.hasAttribute('value') ? element.value : element.id || slug(labelText(element)) || element.value;
    let value = key;
    for (let n = 2; seen.has(value); n++) value = `${key}_${n}`;
    seen.add(value);
    return { value, element };
  });
}

/** Page naming (spec §14.13), as `collectFields` and `synthesizeSchema` take it (`{ naming: pageNaming }`). */
export const pageNaming: FieldNamer = { names: pageNames, choices: pageChoices };
