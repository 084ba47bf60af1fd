// The script tag's pattern check (spec §18.9, D118, D131): a rule simple enough to be small and to
// bound backtracking provably, where core's `checkPatternSafety` (5 kB) reasons about any pattern.
// It accepts a sequence of one-character terms, each with an optional quantifier, and refuses all
// else (groups, alternation, lookarounds, backreferences, `\b`, `\p{…}`, `\u…`): fail closed. The
// npm packages' `fromJsonSchema` takes the rest.

/**
 * One term: a literal, an escape, a class `[…]` of literals, escapes and ranges, or `.`; then an
 * optional quantifier, greedy or lazy. Whatever else a valid pattern holds at this point is not a
 * term. The pattern compiled with the `u` flag, so an escape that is not a backreference (`\1`, `\k`),
 * `\0`, `\b`, `\B`, `\p`, `\P`, `\u`, `\x` or `\c` is one of `\d \D \w \W \s \S`, a control (`\t`
 * …) or an escaped syntax character (`\.`, `\-` in a class …).
 */
const TERM = /(\\[^\dbBpPuxck]|\[(?:\\[^\dbBpPuxck]|[^\\\]])*\]|[^\\^$*+?()[\]{}|])(?:([?*+])|\{(\d+)(,(\d*))?\})?\??/uy;

/**
 * The first code points of the ranges of `\s` beyond ASCII (each also counts its successor, which
 * ends a single-point range): with ASCII, the only places where the engine's classes (`\d \w \s .`
 * and their negations) change membership.
 */
const SPACES = '\xa0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** A variable repetition longer than this can give back characters in time linear in the input (§13.5's rule). */
const LONG = 64;

/**
 * Compiles a `pattern` (with the `u` flag) when its backtracking is provably bounded (D131):
 *
 * - every long repetition (`*`, `+`, `{n,}`, or more than 64 of variable length) is followed, up to
 *   the first term that must match, only by terms that cannot match any character it matches, so
 *   the engine can end it in one way only;
 * - the shorter repetitions of variable length that share characters with what follows them (up to
 *   that term) give the engine at most 65 ways in all to split the input (the count of lengths each
 *   can take, multiplied), what one `{0,64}` gives; so `^a?a?…a?a…a$` is refused, which is exponential;
 * - a pattern without a leading `^`, which the engine retries from every position, repeats no
 *   character it can start with more than 64 times, nor in a variable count above one.
 *
 * Every pattern it accepts `checkPatternSafety` accepts too; it refuses some that one accepts
 * (groups, alternation, the cases above). Which characters two terms share is decided exactly, by
 * the engine: membership of a term can only change at ASCII, at the ranges of `\s` and `.`, or at a
 * code point the pattern writes (or the one after it), so testing those decides whether two terms overlap.
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
  // Each character with its successor; past the last code point (after U+10FFFF) wraps to U+0000.
  const samples = [...String.fromCharCode(...Array(128).keys()) + SPACES + pattern].flatMap((char) => [char, String.fromCodePoint((char.codePointAt(0)! + 1) % 0x110000)]);
  // What a match can start with: the terms up to the first one that must match something.
  let first = 0n;
  let started = false;
  // What the long repetitions not yet ended by a term that must match can match.
  let open = 0n;
  // The short repetitions of variable length not yet ended, nor yet found to share with a later term.
  let pending: [set: bigint, ways: number][] = [];
  // How many ways the shared short repetitions give to split the input.
  let ways = 1;
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
    // The samples this term matches, one bit each: two terms overlap when their sets share a bit.
    const set = samples.reduce((set, sample, i) => (single.test(sample) ? set | (1n << BigInt(i)) : set), 0n);
    const min = quantifier ? +(quantifier == '+') : least ? +least : 1;
    const max = quantifier ? (quantifier == '?' ? 1 : Infinity) : least ? (comma ? (most ? +most : Infinity) : +least) : 1;
    if (!started) first |= set;
    started ||= min > 0;
    for (const shorter of pending) {
      if (shorter[0] & set) {
        ways *= shorter[1];
        // Counted once: its lengths multiply the ways however many later terms it shares with.
        shorter[0] = 0n;
      }
    }
    if (open & set || ways > LONG + 1) {
      return `is unsafe: ${import.meta.env.DEV ? 'a repetition must be followed by a character it cannot match, so that it can end in one way only (a few short ones may not)' : 'ambiguous repetition'}`;
    }
    if (min) {
      open = 0n;
      pending = [];
    }
    // Before the first term that must match, `first` holds this term's own set: checked as if complete.
    if (!anchored && set & first && (max > LONG || (min != max && max > 1))) {
      return `is unsafe: ${import.meta.env.DEV ? 'an unanchored pattern with a long or variable repetition of its first characters takes quadratic time: start it with ^' : 'unanchored repetition: start with ^'}`;
    }
    if (max > LONG && min != max) open |= set;
    else if (min != max) pending.push([set, max - min + 1]);
  }
  return regex;
}
