// Fields whose values are secrets (spec §14.7): passwords, card data, one-time codes, and whatever the
// page marks with `data-toolmark-sensitive`. Their names become the tool's sensitive paths.
import type { FormField } from '../scan/collect-fields.js';

// An autocomplete token (compared without case) that names a secret. Tokens are split at ASCII
// whitespace; splitting at any whitespace only ever finds more secrets.
const SECRET_AUTOCOMPLETE = /(^|\s)(cc-|(one-time-code|(new|current)-password)(\s|$))/i;

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
  // Only an input's `type` can be `password`; an absent autocomplete reads as "null", no secret.
  return (control as HTMLInputElement).type === 'password' || SECRET_AUTOCOMPLETE.test(control.getAttribute('autocomplete') as string);
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
