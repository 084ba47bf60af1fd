// The script tag's pattern check (spec §18.9, D118): a rule simple enough to be small and to be
// provably linear, where core's `checkPatternSafety` (5 kB) reasons about any pattern. It accepts a
// sequence of one-character terms, each with an optional quantifier, and refuses all else (groups,
// alternation, lookarounds, backreferences, `\b`, `\p{…}`, `\u…`): fail closed. The npm packages'
// `fromJsonSchema` takes the rest.

/**
 * One term: a literal, an escape (`\d \w \s`, their negations, `\t`-like controls, an escaped
 * syntax character), a class `[…]` made of the same, or `.`; then an optional quantifier, greedy or
 * lazy. Whatever else a valid pattern holds at this point is not a term.
 */
const TERM = /(\\[dDwWsStnrfv^$\\.*+?()[\]{}|/-]|\[(?:\\[dDwWsStnrfv^$\\.*+?()[\]{}|/-]|[^\\\]])*\]|[^\\^$*+?()[\]{}|])(?:([?*+])|\{(\d+)(,(\d*))?\})?\??/uy;

/**
 * The first code points of the ranges of `\s` beyond ASCII (each also counts its successor, which
 * ends a single-point range): with ASCII, the only places where the engine's classes (`\d \w \s .`
 * and their negations) change membership.
 */
const SPACES = '\xa0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** A variable repetition longer than this can give back characters in time linear in the input (§13.5's rule). */
const LONG = 64;

/**
 * Compiles a `pattern` (with the `u` flag) when its backtracking is provably linear: every long
 * repetition (`*`, `+`, `{n,}`, or more than 64 of variable length) is followed, up to the first term
 * that must match, only by terms that cannot match any character it matches, so the engine can end
 * it in one way only; and a pattern without a leading `^`, which the engine retries from every
 * position, has no long repetition of a character it can start with. Every pattern it accepts
 * `checkPatternSafety` accepts too; it refuses some that one accepts (groups, alternation).
 *
 * Which characters two terms share is decided exactly, by the engine: membership of a term can only
 * change at ASCII, at the ranges of `\s` and `.`, or at a code point the pattern writes (or the one
 * after it), so testing those decides whether two terms overlap.
 *
 * @param pattern The pattern, as in the JSON Schema `pattern` keyword.
 * @returns The compiled expression, or why it is refused (`is not valid with the u flag`, `is unsafe: …`).
 */
export function safePattern(pattern: string): RegExp | string {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    return 'is not valid with the u flag';
  }
  const anchored = pattern[0] == '^';
  const points = [...Array(128).keys(), ...[...SPACES + pattern].map((char) => char.codePointAt(0)!)];
  const samples = points.flatMap((point) => [point, point + 1]).map((point) => String.fromCodePoint(Math.min(point, 0x10ffff)));
  const terms: { set: bigint; min: number; max: number }[] = [];
  // A `$` is an anchor only as the last character: the terms before it are the whole pattern.
  for (let at = +anchored; at < pattern.length && !(at == pattern.length - 1 && pattern[at] == '$'); at = TERM.lastIndex) {
    TERM.lastIndex = at;
    const match = TERM.exec(pattern);
    if (!match) {
      // The explanations are for the page's author, in development builds (D90).
      return `is unsafe: ${import.meta.env.DEV ? 'only characters, classes and quantifiers are allowed here (no groups, alternation, lookarounds, backreferences, \\b, \\p or \\u); use fromJsonSchema (npm @toolmark/core) or a Standard Schema' : 'unsupported syntax'}`;
    }
    const [, term, quantifier, least, comma, most] = match;
    const single = new RegExp(`^${term}$`, 'u');
    terms.push({
      // The samples this term matches, one bit each: two terms overlap when their sets share a bit.
      set: samples.reduce((set, sample, i) => (single.test(sample) ? set | (1n << BigInt(i)) : set), 0n),
      min: quantifier ? +(quantifier == '+') : least ? +least : 1,
      max: quantifier ? (quantifier == '?' ? 1 : Infinity) : least ? (comma ? (most ? +most : Infinity) : +least) : 1,
    });
  }
  // What a match can start with: the terms up to the first one that must match something.
  let first = 0n;
  for (const term of terms) {
    first |= term.set;
    if (term.min) break;
  }
  for (const [i, term] of terms.entries()) {
    if (term.max <= LONG || term.min == term.max) continue;
    if (!anchored && term.set & first) {
      return `is unsafe: ${import.meta.env.DEV ? 'an unanchored pattern with a long repetition of its first characters takes quadratic time: start it with ^' : 'unanchored repetition: start with ^'}`;
    }
    for (const next of terms.slice(i + 1)) {
      if (next.set & term.set) {
        return `is unsafe: ${import.meta.env.DEV ? 'a long repetition must be followed by a character it cannot match, so that it can end in one way only' : 'ambiguous repetition'}`;
      }
      if (next.min) break;
    }
  }
  return regex;
}
