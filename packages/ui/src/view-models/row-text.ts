import { REDACTED } from '@toolmark/core';

// How a confirmation card writes one path and one value (spec §17.2), so that two different inputs
// never read the same: a string never reads as a number, a boolean, a date, an empty value or a
// mask, and a key holding a dot never reads as two keys.

/** A key written as it is after a dot: none that reads as a path step or hides at its ends. */
const BARE_KEY = /^[^\s.[\]"“”]+$/u;
/** What a string must not start with to be written bare: a quote, or what marks the card's own texts. */
const OPENS_LITERAL = /^[“"[{]/;
/** A date as the card writes it (`toISOString`). */
const ISO_DATE = /^[+-]?\d{4,6}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const LITERAL_WORDS = new Set(['true', 'false', 'null', 'undefined', '-0', 'Invalid Date', REDACTED]);

/**
 * Writes a place in an input: `passengers[0].name`; a key that holds a dot, a bracket, a quote or
 * white space, or is empty, is quoted as JSON (`["billing.zip"]`), so the text names one place only.
 *
 * @param path The keys from the root, an array index as a number.
 * @returns The path as text; `''` for the root.
 */
export function formatKey(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && BARE_KEY.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/**
 * Writes a value that is not a string: a number (`-0` kept), a bigint (`12n`), `true`, `null`,
 * `undefined`, a date (ISO), `[]`, `{}`, or the kind of anything else (`[function]`).
 *
 * @param value The value.
 * @returns Its text.
 */
export function literalText(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (Array.isArray(value)) return '[]';
  if (typeof value === 'object' && value !== null) return Object.getPrototypeOf(value) === Object.prototype || !Object.getPrototypeOf(value) ? '{}' : '[object]';
  return typeof value === 'function' || typeof value === 'symbol' ? `[${typeof value}]` : String(value);
}

/**
 * Writes a string: as it is, or between “ and ” when bare it would read as something else (empty,
 * white space at an end, a number, `true`, a date, `[redacted]`, `[]`, or it starts with a quote).
 *
 * @param text The string.
 * @returns Its text.
 */
export function stringText(text: string): string {
  const quoted =
    text === '' ||
    /^\s|\s$/u.test(text) ||
    OPENS_LITERAL.test(text) ||
    LITERAL_WORDS.has(text) ||
    ISO_DATE.test(text) ||
    /^-?\d+n$/.test(text) ||
    String(Number(text)) === text;
  return quoted ? `“${text}”` : text;
}
