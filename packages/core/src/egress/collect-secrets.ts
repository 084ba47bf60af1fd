// The secrets of a call (spec §6.2): the values at its sensitive paths, each in every form of the
// one encoding list, gathered once per call so the egress only searches for them.
import { parsePath } from '../paths.js';
import { REDACTED, replaceAt } from '../redact.js';
import { MIN_FORM_LENGTH, secretForms } from './secret-encodings.js';
import { CYCLE, toPlainData } from './to-plain-data.js';

// The markers the egress writes: a form found inside one says nothing of the secret, and searching
// for it would find the egress's own marker again and again.
const MARKERS = JSON.stringify([REDACTED, CYCLE]);

// What JSON.stringify escapes: quotes, backslashes, controls, surrogates (lone ones, to be exact).
const JSON_CHANGES = /["\\\u0000-\u001f\ud800-\udfff]/;

// The texts whose forms an answer of `collectSecrets` holds, so that a call's validated input, which
// mostly repeats its raw input, adds only the forms of texts it changed (a schema that trims one).
const EXPANDED = new WeakMap<readonly string[], ReadonlySet<string>>();

// Visits every string and number of plain data (keys are names, not values), each shared object once.
function eachLeaf(value: unknown, visit: (text: string) => void, seen: Set<object>): void {
  if (typeof value === 'string' || typeof value === 'number') visit(String(value));
  else if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) eachLeaf(item, visit, seen);
  }
}

/**
 * Collects the sensitive values of an input (spec §6.2): every string and number at or below one of
 * its sensitive paths, read as plain data (`toPlainData`, so a value inside a `Map` or a class
 * instance counts too), each in every form {@link secretForms} lists. A path that does not parse makes
 * every value of the input a secret (fail closed). Values shorter than 3 characters are redacted by
 * path only.
 *
 * @param input The call's input.
 * @param paths The tool's sensitive paths.
 * @param known Secrets already known, kept in the answer (a call's, when its validated input adds more).
 * @returns The forms, each also JSON-escaped once more, longest first so that overlapping ones are
 *   replaced whole.
 */
export function collectSecrets(input: unknown, paths: readonly string[], known: readonly string[] = []): string[] {
  const found = new Set(known);
  const before = EXPANDED.get(known);
  const texts = new Set<string>(before);
  const seen = new Set<object>();
  const collect = (value: unknown) => eachLeaf(value, (text) => text.length >= MIN_FORM_LENGTH && texts.add(text), seen);
  const plain = toPlainData(input);
  for (const path of paths) {
    try {
      // Walks like redaction, leaving every value as it is (so nothing is copied on the way).
      replaceAt(plain, parsePath(path), 0, (value) => (collect(value), value));
    } catch {
      // Fail closed: with a path that does not parse, every value of the input is a secret.
      collect(plain);
    }
  }
  // A validated input that repeats the raw input's secrets (most do) adds nothing.
  if (before && texts.size === before.size) return known as string[];
  for (const text of texts) {
    if (before?.has(text)) continue;
    // Each form also as the JSON text of a value that holds it writes it: the egress searches that text first.
    for (const form of secretForms(text)) for (const written of JSON_CHANGES.test(form) ? [form, JSON.stringify(form).slice(1, -1)] : [form]) if (!MARKERS.includes(written)) found.add(written);
  }
  const forms = [...found].sort((a, b) => b.length - a.length);
  EXPANDED.set(forms, texts);
  return forms;
}
