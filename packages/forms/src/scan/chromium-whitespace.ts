// The whitespace Chromium strips from label text and control names when it synthesizes a schema
// (WTF's `StripWhiteSpace`, spec §14.3): ASCII whitespace with the vertical tab, and the characters
// of Unicode bidi class WS. A no-break space, U+202F and U+2029 are not whitespace to it.

const SPACE = '[\\t\\n\\v\\f\\r \\u1680\\u2000-\\u200a\\u2028\\u205f\\u3000]';
const EDGES = new RegExp(`^${SPACE}+|${SPACE}+$`, 'g');

/**
 * Strips leading and trailing whitespace as Chromium does: ASCII whitespace (vertical tab
 * included), U+1680, U+2000–U+200A, U+2028, U+205F and U+3000.
 *
 * @param text The text.
 * @returns The text without them at either end.
 */
export function stripChromiumWhitespace(text: string): string {
  return text.replace(EDGES, '');
}
