import { complementSet, unionSet, type CharSet } from './char-set.js';

/** One alternative of a disjunction: a sequence of terms. */
export type RegexSequence = readonly RegexNode[];

/** A node of the syntax tree of a `u`-mode regular expression. */
export type RegexNode =
  /** A character, class, escape or `.`: matches one code point of `set`. */
  | { readonly type: 'set'; readonly set: CharSet }
  /** `^`, `$`, `\b`, `\B` (no `m` flag: `^` and `$` are the ends of the input): matches no character. */
  | { readonly type: 'assertion'; readonly kind: '^' | '$' | 'b' | 'B' }
  /** A lookahead or lookbehind, `negated` for `(?!…)` and `(?<!…)`: matches no character. */
  | { readonly type: 'look'; readonly behind: boolean; readonly negated: boolean; readonly alternatives: readonly RegexSequence[] }
  /** A capturing, named or non-capturing group. */
  | { readonly type: 'group'; readonly alternatives: readonly RegexSequence[] }
  /** A quantified term, lazy or greedy. */
  | { readonly type: 'repeat'; readonly min: number; readonly max: number; readonly body: RegexNode }
  /** `\1` or `\k<name>`. */
  | { readonly type: 'backreference' };

/** `\d`, `\w` and `\s` as sorted ranges; their capitals are the complements. */
const CLASS_ESCAPES: Readonly<Record<string, CharSet>> = {
  d: [48, 57],
  w: [48, 57, 65, 90, 95, 95, 97, 122],
  s: [9, 13, 32, 32, 160, 160, 5760, 5760, 8192, 8202, 8232, 8233, 8239, 8239, 8287, 8287, 12288, 12288, 65279, 65279],
};
/** `\f`, `\n`, `\r`, `\t`, `\v`, `\0` (never followed by a digit in `u` mode) and `\b` in a class. */
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { f: 12, n: 10, r: 13, t: 9, v: 11, 0: 0, b: 8 };
/** `.`: every code point but the line terminators \n, \r, U+2028 and U+2029. */
const DOT: CharSet = [0, 9, 11, 12, 14, 8231, 8234, 0x10ffff];
const BACKREFERENCE: RegexNode = { type: 'backreference' };

const setNode = (set: CharSet): RegexNode => ({ type: 'set', set });
/** The terms a single character stands for outside a class. */
const SYMBOLS: Readonly<Record<string, RegexNode>> = { '^': { type: 'assertion', kind: '^' }, $: { type: 'assertion', kind: '$' }, '.': setNode(DOT) };

/**
 * Parses a regular expression that `new RegExp(source, 'u')` accepts (ECMAScript 2024 grammar,
 * without Annex B), building the syntax tree that the linear-time matcher is compiled from (nfa.ts). The engine is the syntax
 * authority: the source must have compiled first, so this parser does not check syntax again.
 *
 * @param source The pattern source, without slashes or flags, valid in `u` mode.
 * @returns The alternatives of the top-level disjunction.
 * @throws {SyntaxError} For a group form the grammar does not have (modifiers such as `(?i:…)`).
 */
export function parsePattern(source: string): readonly RegexSequence[] {
  let index = 0;

  const eat = (char: string): boolean => source[index] === char && !!++index;
  /** Matches a sticky regular expression at the current index and moves past the match. */
  const match = (regex: RegExp): RegExpExecArray | null => {
    regex.lastIndex = index;
    const found = regex.exec(source);
    if (found) index = regex.lastIndex;
    return found;
  };
  /** Reads one code point as a set of itself. */
  const readCodePoint = (): CharSet => {
    const codePoint = source.codePointAt(index)!;
    index += codePoint > 0xffff ? 2 : 1;
    return [codePoint, codePoint];
  };

  /** Reads the escape after `\`: a set (a code point is a set of one), or an assertion or backreference node. */
  const readEscape = (inClass: boolean): CharSet | RegexNode => {
    const char = source[index++]!;
    const lower = char.toLowerCase();
    const classEscape = CLASS_ESCAPES[lower];
    if (classEscape) return char === lower ? classEscape : complementSet(classEscape);
    if (lower === 'p') {
      // The engine knows the Unicode property tables; a copy of them would not fit the size budget.
      const matcher = new RegExp(`^\\${char}${match(/\{[^}]*\}/y)![0]}$`, 'u');
      return (codePoint) => matcher.test(String.fromCodePoint(codePoint));
    }
    if (char === 'B' || (char === 'b' && !inClass)) return { type: 'assertion', kind: char };
    if (char === 'k') return match(/<[^>]*>/y), BACKREFERENCE;
    if (char > '0' && char <= '9') return match(/\d*/y), BACKREFERENCE;
    // `\xhh`, `\uhhhh`, `\u{h…}`, or a surrogate pair written as two escapes, one code point in `u` mode.
    const hex = char === 'x' ? match(/../y) : char === 'u' && match(/\{(\w+)\}|d[89ab]\w\w\\ud[c-f]\w\w|\w{4}/iy);
    const codePoint =
      char in CONTROL_ESCAPES
        ? CONTROL_ESCAPES[char]!
        : char === 'c'
          ? source.charCodeAt(index++) % 32
          : hex
            ? hex[1]
              ? parseInt(hex[1], 16)
              : String.fromCharCode(...hex[0].split('\\u').map((unit) => parseInt(unit, 16))).codePointAt(0)!
            : // What is left is an identity escape: a syntax character (`\.`, `\/`), or `\-` in a class.
              char.charCodeAt(0);
    return [codePoint, codePoint];
  };

  // Inside a class every escape is a set: assertions and references are not allowed there.
  const readClassAtom = (): readonly number[] => (eat('\\') ? readEscape(true) : readCodePoint()) as readonly number[];

  const readClass = (): CharSet => {
    const negated = eat('^');
    const members: CharSet[] = [];
    while (!eat(']')) {
      const from = readClassAtom();
      // A `-` between two atoms makes a range (of two code points: the engine refuses a class escape there).
      members.push(source[index] === '-' && source[index + 1] !== ']' && ++index ? [from[0]!, readClassAtom()[0]!] : from);
    }
    const set = unionSet(members);
    return negated ? complementSet(set) : set;
  };

  const readTerm = (): RegexNode => {
    const char = source[index++]!;
    if (char === '\\') {
      const atom = readEscape(false);
      // Sets are arrays or functions, neither of which has a `type`.
      return 'type' in atom ? atom : setNode(atom);
    }
    if (char === '(') {
      // A lookaround, a named or non-capturing group, or a plain one; newer engines accept modifiers
      // such as `(?i:…)`, which change what characters match: refused.
      const group = match(/\?(?:(<?[=!])|<[^>]*>|:)|(?!\?)/y);
      if (!group) throw new SyntaxError(`Unsupported group in /${source}/u`);
      const alternatives = readDisjunction();
      index++;
      const look = group[1];
      return look ? { type: 'look', behind: look[0] === '<', negated: look.endsWith('!'), alternatives } : { type: 'group', alternatives };
    }
    if (char === '[') return setNode(readClass());
    return SYMBOLS[char] ?? (index--, setNode(readCodePoint()));
  };

  const readSequence = (): RegexSequence => {
    const terms: RegexNode[] = [];
    while (index < source.length && source[index] !== '|' && source[index] !== ')') {
      const body = readTerm();
      // A trailing `?` makes the quantifier lazy, which does not change what it can match.
      const quantifier = match(/(?:([*+?])|\{(\d+)(,(\d*))?\})\??/y);
      if (!quantifier) terms.push(body);
      else {
        const [, symbol, low, comma, high] = quantifier;
        const min = symbol ? +(symbol === '+') : +low!;
        // `*` and `+` have no upper bound, nor has `{n,}`; `{n}` has `n`.
        terms.push({ type: 'repeat', min, max: symbol === '?' ? 1 : symbol || (comma && !high) ? Infinity : comma ? +high! : min, body });
      }
    }
    return terms;
  };

  function readDisjunction(): RegexSequence[] {
    const alternatives = [readSequence()];
    while (eat('|')) alternatives.push(readSequence());
    return alternatives;
  }

  return readDisjunction();
}
