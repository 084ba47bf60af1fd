/**
 * A piece of untrusted text as a confirmation card shows it: plain text, or a character that would
 * be invisible or would reorder the text around it, shown by its code point (`'U+202E'`).
 */
export type TextPiece = string | { readonly codePoint: string };

/** What a card shows of one untrusted string (spec §17.2). */
export interface VisibleText {
  readonly pieces: readonly TextPiece[];
  /** How many characters (UTF-16 code units) were left out past the limit. */
  readonly cut: number;
}

/** The most characters of one value a card shows; a person cannot check more, and the buttons stay in reach. */
export const MAX_SHOWN_CHARS = 1_000;

// Controls (but tab and line feed), format characters (bidirectional overrides, embeddings and
// isolates, zero-width space, joiners, word joiner, BOM, soft hyphen, ...), line and paragraph
// separators, and the Hangul fillers, which render as blank space. Shown, they cannot make a person
// read `0001` for `1000` or hide a character inside a recipient.
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Cf}\u2028\u2029\u115F\u1160\u3164\uFFA0]/u;

function codePointOf(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Prepares an untrusted string (a tool's title or summary, an input's key or value) for a
 * confirmation card: characters that are invisible or reorder text become their code points, and
 * a string longer than `limit` is cut, at a code point boundary, with the count of what was left out.
 * The element still isolates each string's direction (`dir="auto"`), so a right-to-left value reads
 * correctly and does not reorder its neighbours.
 *
 * @param text The string.
 * @param limit The most characters to keep.
 * @returns The pieces to show and the count of characters cut.
 */
export function toVisibleText(text: string, limit = MAX_SHOWN_CHARS): VisibleText {
  let shown = text;
  if (text.length > limit) {
    const end = /[\uD800-\uDBFF]/.test(text[limit - 1] ?? '') ? limit - 1 : limit;
    shown = text.slice(0, end);
  }
  const cut = text.length - shown.length;
  if (!INVISIBLE.test(shown)) return { pieces: [shown], cut };
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of shown.matchAll(new RegExp(INVISIBLE, 'gu'))) {
    if (match.index > from) pieces.push(shown.slice(from, match.index));
    pieces.push({ codePoint: codePointOf(match[0]) });
    from = match.index + match[0].length;
  }
  if (from < shown.length) pieces.push(shown.slice(from));
  return { pieces, cut };
}
