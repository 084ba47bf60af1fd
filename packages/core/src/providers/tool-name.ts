import { MAX_NAME_LENGTH } from '../names.js';

/** The longest tool name OpenAI and Anthropic accept (`^[a-zA-Z0-9_-]{1,64}$`). */
export const MAX_PROVIDER_NAME_LENGTH = 64;

/** Separator runs of a core name: maximal runs of `_` and `.` (spec §12.3). */
const SEPARATOR_RUN = /[_.]+/g;
/** A spelled-out run (`___ud___`) or a plain underscore run of a provider name. */
const ENCODED_RUN = /___([ud]+)___|_+/g;
/** A valid full name (spec §1.1). */
const NAME = /^[\w-]+(?:\.[\w-]+)*$/;
/** How a long name ends: four underscores and eight hex digits (no plain encoding has four in a row). */
const HASH_MARK = '____';
const HASH_LENGTH = 8;

/**
 * Creates the 32-bit FNV-1a hash of a string, as eight hex digits.
 *
 * @param text The string.
 * @returns The hash.
 */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(HASH_LENGTH, '0');
}

/**
 * Encodes one separator run. A lone `_` stays `_` and a lone `.` becomes `__`, so the common names
 * read naturally (`shop.cart.add_item` → `shop__cart__add_item`); any other run, such as `__` or
 * `_._`, is spelled out between triple underscores (`u` for `_`, `d` for `.`).
 *
 * @param run A run of `_` and `.`.
 * @returns Its encoding: one, two, or three-or-more underscores that a decoder tells apart.
 */
function encodeRun(run: string): string {
  if (run === '_') return '_';
  if (run === '.') return '__';
  return `___${run.replaceAll('_', 'u').replaceAll('.', 'd')}___`;
}

/**
 * Encodes a full tool name (spec §1.1) into the `[a-zA-Z0-9_-]` alphabet, reversibly
 * (spec §12.3): `decodeToolName(encodeToolName(name)) === name` for every name up to 64
 * characters once encoded. Longer encodings keep their first 52 characters and end with `____` and
 * the FNV-1a hash of the full name; only a table of the known names maps those back (see
 * `findEntry`).
 *
 * @param name A valid full tool name.
 * @returns The provider name, at most 64 characters.
 */
export function encodeToolName(name: string): string {
  const encoded = name.replace(SEPARATOR_RUN, encodeRun);
  if (encoded.length <= MAX_PROVIDER_NAME_LENGTH) return encoded;
  return `${encoded.slice(0, MAX_PROVIDER_NAME_LENGTH - HASH_MARK.length - HASH_LENGTH)}${HASH_MARK}${fnv1a(name)}`;
}

/**
 * Decodes a provider name made by {@link encodeToolName} without a table of names.
 *
 * @param encoded The provider name.
 * @returns The full tool name, or `undefined` when the name is hashed (too long to carry the name)
 *   or is not the encoding of a valid name.
 */
export function decodeToolName(encoded: string): string | undefined {
  const decoded = encoded.replace(ENCODED_RUN, (run, letters: string | undefined) =>
    letters ? letters.replaceAll('u', '_').replaceAll('d', '.') : run.length === 1 ? '_' : run.length === 2 ? '.' : '\0',
  );
  // Re-encoding must give the input back: this rejects hashed names, stray runs and non-canonical spellings.
  return NAME.test(decoded) && decoded.length <= MAX_NAME_LENGTH && encodeToolName(decoded) === encoded ? decoded : undefined;
}
