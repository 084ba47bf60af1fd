// The controls a person can fill that did not become parameters (spec §14.10, warning TM203): an
// agent cannot fill them, and nothing else tells the page's author.
import { isSensitiveControl } from '../schema/sensitive-fields.js';
import type { FormField } from './collect-fields.js';
import { isFillable } from './page-naming.js';

// Types whose `readonly` the browser honours (a read-only checkbox can still be ticked).
const READONLY_APPLIES = /^(text|search|url|tel|email|password|date|month|week|time|datetime-local|number|textarea)$/;

/**
 * Names a control for a warning: `#id`, else `[name=x]`, else `<type> no. N` (its position among
 * the form's listed elements).
 *
 * @param control The control.
 * @param position Its position, from 1.
 * @returns The label.
 */
function controlLabel(control: HTMLInputElement, position: number): string {
  const id = control.getAttribute('id');
  const name = control.getAttribute('name');
  return id ? `#${id}` : name ? `[name=${name}]` : `${control.localName === 'input' ? control.type : control.localName} no. ${position}`;
}

/**
 * Lists the enabled, writable controls of a form that a person can fill (inputs but buttons, files
 * and hidden ones; selects; textareas) and that are in none of its fields, each with the reason:
 * it has no name the naming can use, or its name is shared with other controls (Chromium drops
 * every control of such a name). Sensitive controls (spec §14.7) are left out when the tool omits
 * them anyway: a password with no name is no field lost, the agent was never to fill it.
 *
 * @param form The form.
 * @param fields Its fields, as collected for its tool.
 * @param omitSensitive Whether the tool leaves sensitive fields out (`sensitiveFields: 'omit'`, the default).
 * @returns One `label (reason)` per skipped control, in tree order.
 */
export function skippedControls(form: HTMLFormElement, fields: readonly FormField[], omitSensitive = true): string[] {
  const used = new Set<Element>(fields.flatMap((field) => field.controls));
  const skipped: string[] = [];
  [...form.elements].forEach((element, index) => {
    const control = element as HTMLInputElement;
    const readOnly = control.hasAttribute('readonly') && READONLY_APPLIES.test(control.type);
    if (!isFillable(control) || used.has(control) || readOnly || control.matches(':disabled')) return;
    if (omitSensitive && isSensitiveControl(control)) return;
    skipped.push(`${controlLabel(control, index + 1)} (${control.name ? `its name '${control.name}' is shared with other controls` : 'it has no name'})`);
  });
  return skipped;
}
