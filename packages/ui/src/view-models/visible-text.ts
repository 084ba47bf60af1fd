import { mixedScripts } from './mixed-scripts.js';

/**
 * A piece of untrusted text as a confirmation card shows it: plain text, or a character that would
 * be invisible, would reorder the text around it or would pass for another, shown by its code point
 * (`'U+202E'`).
 */
export type TextPiece = string | { readonly codePoint: string };

/** What a card shows of one untrusted string (spec §17.2). */
export interface VisibleText {
  readonly pieces: readonly TextPiece[];
  /** The scripts a word of the string mixes (`['Latin', 'Cyrillic']`), for a note beside it; empty when none does. */
  readonly scripts: readonly string[];
  /** The scripts of words written wholly in letters that look Latin (`['Greek']` for `Κ100`), for a note; often empty. */
  readonly lookalike: readonly string[];
}

// Characters that render as nothing or as blank space other than a plain space, or change how the
// text around them reads: controls (but line feed; tab too, it passes for spaces), format characters
// (bidirectional overrides and isolates, zero-width characters, BOM, soft hyphen, tags), private use,
// unassigned code points, lone surrogates, line and paragraph separators, every default-ignorable
// character (U+034F, variation selectors, Hangul fillers, U+180E), every space but U+0020 and the
// blank Braille pattern U+2800. And the
// angle brackets a code point is drawn between, so no text can pass for a drawn code point.
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800\u2329\u232A\u27E8\u27E9\u3008\u3009]|[^\P{Zs} ]/u;
const MARK = /\p{M}/u;
/** Combining marks a letter can carry (Vietnamese has two, Thai two); more pile up over other text. */
const MAX_MARKS = 3;
/** Text no rule applies to: printable ASCII and line feeds. */
const PLAIN = /^[ -~\n]*$/;

function codePointOf(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** What a character is, whatever surrounds it: plain, shown by code point, a combining mark, or a space or line feed. */
type Kind = 'plain' | 'shown' | 'mark' | 'space';
// Kinds already worked out: a long value repeats its characters, and each test costs (a page of
// Chinese is 100,000 characters of a few thousand kinds). Emptied when it grows past a bound.
const kinds = new Map<string, Kind>();

// Hidden characters; a character canonical composition (NFC) changes on its own (the Ohm sign, the
// Angstrom sign); and a compatibility form of ASCII text (`ﬁ`, the Kelvin sign `K`, fullwidth `１`, `𝐚`).
function kindOf(char: string): Kind {
  let kind = kinds.get(char);
  if (kind !== undefined) return kind;
  const compatible = char.normalize('NFKC');
  if (char === '\n' || char === ' ') kind = 'space';
  else if (HIDDEN.test(char) || char.normalize('NFC') !== char || (compatible !== char && /^[!-~]+$/.test(compatible))) kind = 'shown';
  else kind = MARK.test(char) ? 'mark' : 'plain';
  if (kinds.size > 10_000) kinds.clear();
  kinds.set(char, kind);
  return kind;
}

/**
 * Prepares an untrusted string (a tool's title or summary, an input's key or value) for a
 * confirmation card: characters that are invisible, reorder text or pass for others become their
 * code points, and so do the letters of a word that mixes scripts outside its main one and those of
 * a Cyrillic or Greek word that passes for Latin (mixed-scripts.ts), whose scripts are named for a
 * note. Nothing is cut: the card bounds what it shows as a whole (card-input.ts). The element still
 * isolates each string's direction (`dir="auto"`), so a right-to-left value reads correctly and does
 * not reorder its neighbours.
 *
 * @param text The string.
 * @returns The pieces to show and the scripts named.
 */
export function toVisibleText(text: string): VisibleText {
  if (PLAIN.test(text)) return { pieces: [text], scripts: [], lookalike: [] };
  const chars = [...text];
  const shown = new Set<number>();
  // Text canonical composition leaves as it is has nothing composable in it: no need to try.
  const composed = text.normalize('NFC') === text;
  // `cluster` is the base letter and the marks on it so far, `''` after a space or a shown character.
  let cluster = '';
  let marks = 0;
  chars.forEach((char, at) => {
    const kind = kindOf(char);
    // A mark on nothing, on a space or past MAX_MARKS; anything that composes with what is before
    // it (`e` + U+0301 never looks like `é`, Hangul jamo never like their syllable).
    const disguised =
      kind === 'shown' ||
      (kind === 'mark' && (cluster === '' || marks >= MAX_MARKS)) ||
      (!composed && kind !== 'space' && (cluster + char).normalize('NFC') !== cluster + char);
    if (disguised) shown.add(at);
    if (disguised || kind === 'space') cluster = '';
    else cluster = kind === 'mark' ? cluster + char : char;
    marks = kind === 'mark' && !disguised ? marks + 1 : 0;
  });
  const { foreign, scripts, lookalike } = mixedScripts(chars);
  const pieces: TextPiece[] = [];
  let plain = '';
  chars.forEach((char, at) => {
    if (!shown.has(at) && !foreign.has(at)) return void (plain += char);
    if (plain) pieces.push(plain);
    plain = '';
    pieces.push({ codePoint: codePointOf(char) });
  });
  if (plain) pieces.push(plain);
  return { pieces, scripts, lookalike };
}
