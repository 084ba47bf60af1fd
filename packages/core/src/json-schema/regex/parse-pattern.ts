import { complementSet, rangeSet, unionSet, type CharSet } from './char-set';

/** One alternative of a disjunction: a sequence of terms. */
export type RegexSequence = readonly RegexNode[];

/** A node of the syntax tree of a `u`-mode regular expression. */
export type RegexNode =
  /** A character, class, escape or `.`: matches one code point of `set`. */
  | { readonly type: 'set'; readonly set: CharSet }
  /** `^`, `$`, `\b`, `\B`: matches no character; `start` marks `^`. */
  | { readonly type: 'assertion'; readonly start?: true }
  /** A lookahead or lookbehind: matches no character. */
  | { readonly type: 'look'; readonly alternatives: readonly RegexSequence[] }
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
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { f: 12, n: 10, r: 13, t: 9, v: 11 };
/** `.`: every code point but the line terminators \n, \r, U+2028 and U+2029. */
const DOT: CharSet = [0, 9, 11, 12, 14, 8231, 8234, 0x10ffff];
const ASSERTION: RegexNode = { type: 'assertion' };
const START: RegexNode = { type: 'assertion', start: true };
const BACKREFERENCE: RegexNode = { type: 'backreference' };

const setNode = (set: CharSet): RegexNode => ({ type: 'set', set });

/**
 * Parses a regular expression that `new RegExp(source, 'u')` accepts (ECMAScript 2024 grammar,
 * without Annex B), building the syntax tree that the safety check walks. The engine is the syntax
 * authority: the source must have compiled first, so this parser does not check syntax again.
 *
 * @param source The pattern source, without slashes or flags, valid in `u` mode.
 * @returns The alternatives of the top-level disjunction.
 * @throws {SyntaxError} For a group form the grammar does not have (modifiers such as `(?i:…)`).
 */
export function parsePattern(source: string): readonly RegexSequence[] {
  let index = 0;

  const peek = (): string | undefined => source[index];
  const eat = (text: string): boolean => source.startsWith(text, index) && !!(index += text.length);
  /** Matches a sticky regular expression at the current index and moves past the match. */
  const match = (regex: RegExp): RegExpExecArray | null => {
    regex.lastIndex = index;
    const found = regex.exec(source);
    if (found) index = regex.lastIndex;
    return found;
  };
  const nextCodePoint = (): number => {
    const codePoint = source.codePointAt(index)!;
    index += codePoint > 0xffff ? 2 : 1;
    return codePoint;
  };

  /** Reads the escape after `\`; returns a code point, a set, or an assertion/backreference node. */
  const readEscape = (inClass: boolean): number | CharSet | RegexNode => {
    const char = source[index++]!;
    const lower = char.toLowerCase();
    const classEscape = CLASS_ESCAPES[lower];
    if (classEscape) return char === lower ? classEscape : complementSet(classEscape);
    if (lower === 'p') {
      // The engine knows the Unicode property tables; a copy of them would not fit the size budget.
      const matcher = new RegExp(`^\\p${match(/\{[^}]*\}/y)![0]}$`, 'u');
      const set: CharSet = (codePoint) => matcher.test(String.fromCodePoint(codePoint));
      return char === 'p' ? set : complementSet(set);
    }
    if (char in CONTROL_ESCAPES) return CONTROL_ESCAPES[char]!;
    if (char === 'b') return inClass ? 8 : ASSERTION;
    if (char === 'B') return ASSERTION;
    if (char === '0') return 0;
    if (char === 'k') return match(/<[^>]*>/y), BACKREFERENCE;
    if (char > '0' && char <= '9') return match(/\d*/y), BACKREFERENCE;
    if (char === 'c') return source.charCodeAt(index++) % 32;
    if (char === 'x') return parseInt(match(/../y)![0], 16);
    if (char === 'u') {
      // A surrogate pair written as two escapes is one code point in `u` mode.
      const [, braced, high, low, single] = match(/\{(\w+)\}|(d[89ab]\w\w)\\u(d[c-f]\w\w)|(\w{4})/iy)!;
      return high ? String.fromCharCode(parseInt(high, 16), parseInt(low!, 16)).codePointAt(0)! : parseInt((braced ?? single)!, 16);
    }
    // What is left is an identity escape: a syntax character (`\.`, `\/`), or `\-` in a class.
    return char.charCodeAt(0);
  };

  // Inside a class every escape is a code point or a set: assertions and references are not allowed there.
  const readClassAtom = (): number | CharSet => (eat('\\') ? (readEscape(true) as number | CharSet) : nextCodePoint());

  const readClass = (): CharSet => {
    const negated = eat('^');
    const members: CharSet[] = [];
    while (!eat(']')) {
      const from = readClassAtom();
      if (peek() === '-' && source[index + 1] !== ']') {
        index++;
        members.push(rangeSet([from as number, readClassAtom() as number]));
      } else members.push(typeof from === 'number' ? [from, from] : from);
    }
    const set = unionSet(members);
    return negated ? complementSet(set) : set;
  };

  const readTerm = (): RegexNode => {
    const char = peek();
    if (char === '\\') {
      index++;
      const atom = readEscape(false);
      return typeof atom === 'number' ? setNode([atom, atom]) : typeof atom === 'object' && 'type' in atom ? atom : setNode(atom as CharSet);
    }
    if (char === '(') {
      index++;
      let type: 'group' | 'look' = 'group';
      if (eat('?')) {
        if (match(/<?[=!]/y)) type = 'look';
        // Newer engines accept modifiers such as `(?i:…)`, which change what characters match: refused.
        else if (!match(/<[^>]*>|:/y)) throw new SyntaxError(`Unsupported group in /${source}/u`);
      }
      const alternatives = readDisjunction();
      index++;
      return { type, alternatives };
    }
    if (char === '^') return index++, START;
    if (char === '$') return index++, ASSERTION;
    if (char === '.') return index++, setNode(DOT);
    if (char === '[') return index++, setNode(readClass());
    const codePoint = nextCodePoint();
    return setNode([codePoint, codePoint]);
  };

  const readSequence = (): RegexSequence => {
    const terms: RegexNode[] = [];
    while (index < source.length && peek() !== '|' && peek() !== ')') {
      const body = readTerm();
      const quantifier = match(/([*+?])|\{(\d+)(,(\d*))?\}/y);
      if (!quantifier) terms.push(body);
      else {
        const [, symbol, min, comma, max] = quantifier;
        eat('?');
        terms.push(
          symbol
            ? { type: 'repeat', min: +(symbol === '+'), max: symbol === '?' ? 1 : Infinity, body }
            : { type: 'repeat', min: +min!, max: comma ? (max ? +max : Infinity) : +min!, body },
        );
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
