// Fields whose values are secrets (spec §14.7): passwords, card data, one-time codes, and whatever the
// page marks with `data-toolmark-sensitive`. Their names become the tool's sensitive paths.
import type { FormField } from '../scan/collect-fields.js';
import { labelText } from '../scan/describe-control.js';

// An autocomplete token (compared without case) that names a secret. Tokens are split at ASCII
// whitespace; splitting at any whitespace only ever finds more secrets.
const SECRET_AUTOCOMPLETE = /(^|\s)(cc-|(one-time-code|(new|current)-password)(\s|$))/i;
// Card data a page did not mark with `autocomplete` (issue #20), read from the name, id, label text
// and placeholder together: the card number, name on card, expiry, and the CVV/CVC/CSC.
const CARD_WORDS =
  /card.?(num|no(?![a-z])|holder|code|verif|exp|security)|(?<![a-z])cc.?(num|name|exp|csc|cvv|cvc)|(?<![a-z])(cvv2?|cvc2?|csc|cvn)(?![a-z])|security.?code|name.?on.?card|(?<![a-z])mm\s*\/\s*yy/i;
// (Boundaries are "no letter next to it", not `\b`: `card_cvc` and `ccNumber` must match.)
// Text-like inputs, the only ones card data is typed into (a "Credit card" radio is a choice, not a secret).
const TYPED = /^(text|tel|number|password|search)$/;

/**
 * Checks whether a text-like input looks like card data though the page says nothing (spec §14.7):
 * no `autocomplete` token but `off`/`on`, and card words in its name, id, label or placeholder, or
 * `inputmode="numeric"` with the length of a card number (a `maxlength` of 13–23, or a `pattern`
 * asking for 13–19 digits).
 *
 * @param control The control.
 * @returns Whether it reads as a card field.
 */
export function looksLikeCardData(control: Element): boolean {
  const attribute = (name: string) => control.getAttribute(name) ?? '';
  const autocomplete = attribute('autocomplete').trim().toLowerCase();
  if (!TYPED.test((control as HTMLInputElement).type) || control.localName !== 'input' || !/^(|on|off)$/.test(autocomplete)) return false;
  if (CARD_WORDS.test([attribute('name'), attribute('id'), labelText(control), attribute('placeholder')].join(' '))) return true;
  const maxLength = Number(attribute('maxlength') || NaN);
  return attribute('inputmode') === 'numeric' && ((maxLength >= 13 && maxLength <= 23) || /\{1[3-9]/.test(attribute('pattern')));
}

/**
 * Checks whether a control holds a secret: `type=password`, an `autocomplete` token `cc-*`,
 * `one-time-code`, `new-password` or `current-password`, card data the page did not mark
 * ({@link looksLikeCardData}), or a `data-toolmark-sensitive` attribute that is not `"false"`
 * (which also unmarks a password or a look-alike the page wants an agent to fill).
 *
 * @param control The control.
 * @returns Whether its value is sensitive.
 */
export function isSensitiveControl(control: Element): boolean {
  const marked = control.getAttribute('data-toolmark-sensitive');
  if (marked !== null) return marked !== 'false';
  // Only an input's `type` can be `password`; an absent autocomplete reads as "null", no secret.
  return (control as HTMLInputElement).type === 'password' || SECRET_AUTOCOMPLETE.test(control.getAttribute('autocomplete') as string) || looksLikeCardData(control);
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
