// Fields whose values are secrets (spec §14.7): passwords, card data, one-time codes, and whatever the
// page marks with `data-toolmark-sensitive`. Their names become the tool's sensitive paths.
import type { FormField } from './collect-fields';

// An autocomplete token (tokens are split at ASCII whitespace, compared without case) that names a secret.
const SECRET_AUTOCOMPLETE = /(^|[\t\n\f\r ])(cc-|(one-time-code|new-password|current-password)([\t\n\f\r ]|$))/i;

/**
 * Checks whether a control holds a secret: `type=password`, an `autocomplete` token `cc-*`,
 * `one-time-code`, `new-password` or `current-password`, or a `data-toolmark-sensitive` attribute
 * that is not `"false"` (which also unmarks a password the page wants an agent to fill).
 *
 * @param control The control.
 * @returns Whether its value is sensitive.
 */
export function isSensitiveControl(control: Element): boolean {
  const marked = control.getAttribute('data-toolmark-sensitive');
  if (marked !== null) return marked !== 'false';
  if (control.localName === 'input' && (control as HTMLInputElement).type === 'password') return true;
  return SECRET_AUTOCOMPLETE.test(control.getAttribute('autocomplete') ?? '');
}

/**
 * Checks whether a field holds a secret: any of its controls does.
 *
 * @param field The field.
 * @returns Whether it is sensitive.
 */
export function isSensitiveField(field: FormField): boolean {
  return field.controls.some(isSensitiveControl);
}

/**
 * Formats a field name as a sensitive path (spec §6): plain names as they are, others quoted
 * (`["billing.zip"]`).
 *
 * @param name The field name.
 * @returns The path.
 */
export function fieldPath(name: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(name) ? name : `[${JSON.stringify(name)}]`;
}
