// The one way out (spec §6): every value the registry hands out — results, events, state, the
// manifest, and through them the bridge, WebMCP, the widgets, the agent loop and the test kit — is
// this function's output: plain JSON data, redacted by path, with no form of a known secret in it.
import { REDACTED, redactPaths } from '../redact.js';
import { toPlainData } from './to-plain-data.js';

/** No secrets: what a call without sensitive paths, the manifest and registry events egress with. */
export const NO_SECRETS: readonly string[] = [];

// Replaces every form in a string, longest first (`collectSecrets` sorts them).
function scrub(text: string, forms: readonly string[]): string {
  for (const form of forms) if (text.includes(form)) text = text.split(form).join(REDACTED);
  return text;
}

const holdsText = (text: string | undefined, forms: readonly string[]) => text !== undefined && forms.some((form) => text.includes(form));
const holds = (value: unknown, forms: readonly string[]) => holdsText(JSON.stringify(value), forms);

// The final check, on the serialized text: a form can still be there across a key and its value,
// across two strings of an array, or in a number's digits. The smallest value that holds it is
// replaced; a container whose children are each clean but whose text together holds it keeps its
// keys with every value replaced; a root that still holds it is replaced whole (fail closed).
function closeOver(value: unknown, forms: readonly string[]): unknown {
  if (!holds(value, forms)) return value;
  if (typeof value !== 'object' || value === null) return REDACTED;
  const each = (change: (item: unknown) => unknown) =>
    Array.isArray(value) ? value.map(change) : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, change(item)]));
  const closed = each((item) => closeOver(item, forms));
  if (!holds(closed, forms)) return closed;
  const blank = each(() => REDACTED);
  return holds(blank, forms) ? REDACTED : blank;
}

// A form that starts or ends with half a surrogate pair.
const HALF_PAIR = /^[\udc00-\udfff]|[\ud800-\udbff]$/;

/**
 * Makes a value fit to leave the registry (spec §6): turns it into plain JSON data (`toPlainData`:
 * an `Error` becomes `{ name, message, cause }`, a `URL` its text, a `Map` its pairs, a class
 * instance its own data), replaces the values at `paths` with `REDACTED`, replaces every form of
 * every secret in every string and key with `REDACTED`, then checks the serialized text of the whole:
 * a form still there (across a key and its value, in a number) redacts the smallest value that holds
 * it (fail closed). Never mutates `value`. Without secrets, plain data is handed on as it is; with
 * secrets, what leaves is always a fresh copy, read once: the text that was checked.
 *
 * @param value Any value.
 * @param secrets The forms to remove, from `collectSecrets`; none for a value that holds no call's input.
 * @param paths Sensitive paths to redact first, read in the plain data.
 * @returns The plain, scrubbed data.
 */
export function egress(value: unknown, secrets: readonly string[], paths: readonly string[] = NO_SECRETS): unknown {
  // Paths name places in the plain data (a class instance's field, a Map's pair): they come after it.
  const plain = paths.length ? redactPaths(toPlainData(value), paths) : toPlainData(value);
  // A call without secrets (most calls) pays for one walk, no text search.
  if (!secrets.length) return plain;
  // Every string and key is in the JSON text, escaped once more, and the forms hold each form escaped
  // once more too (`collectSecrets`): text that holds none is clean. What leaves is that very text
  // parsed back, never the value it was read from: a getter or a proxy that answered the check with
  // something plain cannot answer the secret to whoever reads the result later. A form that starts or
  // ends with half a surrogate pair may be escaped differently alone: those are walked.
  const text = JSON.stringify(plain);
  if (!holdsText(text, secrets) && !secrets.some((form) => HALF_PAIR.test(form))) return text === undefined ? undefined : JSON.parse(text);
  return closeOver(toPlainData(plain, (text) => scrub(text, secrets)), secrets);
}
