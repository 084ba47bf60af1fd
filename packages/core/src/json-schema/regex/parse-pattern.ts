import { complementSet, rangeSet, testSet, unionSet, type CharSet } from './char-set';

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

const DIGIT = rangeSet([48, 57]);
const WORD = rangeSet([48, 57, 65, 90, 95, 95, 97, 122]);
const SPACE = rangeSet([9, 13, 32, 32, 160, 160, 5760, 5760, 8192, 8202, 8232, 8233, 8239, 8239, 8287, 8287, 12288, 12288, 65279, 65279]);
const CLASS_ESCAPES: Record<string, CharSet> = { d: DIGIT, w: WORD, s: SPACE };
const CONTROL_ESCAPES: Record<string, number> = { f: 12, n: 10, r: 13, t: 9, v: 11 };
const ASSERTION = { type: 'assertion' } as const;
const START = { type: 'assertion', start: true } as const;
const BACKREFERENCE = { type: 'backreference' } as const;

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

  const peek = (): string => source[index] ?? '';
  const eat = (text: string): boolean => source.startsWith(text, index) && (index += text.length) > 0;
  const nextCodePoint = (): number => {
    const codePoint = source.codePointAt(index)!;
    index += codePoint > 0xffff ? 2 : 1;
    return codePoint;
  };
  const readNumber = (radix: number, maxDigits = Infinity): number | undefined => {
    const start = index;
    while (index - start < maxDigits && index < source.length && !Number.isNaN(parseInt(peek(), radix))) index++;
    return index > start ? parseInt(source.slice(start, index), radix) : undefined;
  };
  const readHex = (digits: number): number => readNumber(16, digits)!;

  const readUnicodeEscape = (): number => {
    if (eat('{')) {
      const value = readNumber(16)!;
      eat('}');
      return value;
    }
    const value = readHex(4);
    // A surrogate pair written as two escapes is one code point in `u` mode.
    if (value >= 0xd800 && value <= 0xdbff && source.startsWith('\\u', index)) {
      const resume = index;
      index += 2;
      const low = readNumber(16, 4);
      if (low !== undefined && index - resume === 6 && low >= 0xdc00 && low <= 0xdfff) return (value - 0xd800) * 0x400 + low - 0xdc00 + 0x10000;
      index = resume;
    }
    return value;
  };

  // A group name ends at the first `>`; escapes inside it (`\u0061`) never spell one.
  const skipGroupName = (): void => {
    index = source.indexOf('>', index) + 1;
  };

  const readProperty = (negated: boolean): CharSet => {
    const end = source.indexOf('}', index);
    const name = source.slice(index + 1, end);
    index = end + 1;
    // The engine knows the Unicode property tables; a copy of them would not fit the size budget.
    const matcher = new RegExp(`^\\p{${name}}$`, 'u');
    const set = testSet((codePoint) => matcher.test(String.fromCodePoint(codePoint)));
    return negated ? complementSet(set) : set;
  };

  /** Reads the escape after `\`; returns a code point, a set, or an assertion/backreference marker. */
  const readEscape = (inClass: boolean): number | CharSet | RegexNode => {
    const char = peek();
    index++;
    const lower = char.toLowerCase();
    const classEscape = CLASS_ESCAPES[lower];
    if (classEscape) return char === lower ? classEscape : complementSet(classEscape);
    if (lower === 'p') return readProperty(char === 'P');
    if (char in CONTROL_ESCAPES) return CONTROL_ESCAPES[char]!;
    if (char === 'b') return inClass ? 8 : ASSERTION;
    if (char === 'B' && !inClass) return ASSERTION;
    if (char === '0' && !(peek() >= '0' && peek() <= '9')) return 0;
    if (char >= '1' && char <= '9' && !inClass) {
      readNumber(10);
      return BACKREFERENCE;
    }
    if (char === 'k' && !inClass) {
      skipGroupName();
      return BACKREFERENCE;
    }
    if (char === 'c') return source.charCodeAt(index++) % 32;
    if (char === 'x') return readHex(2);
    if (char === 'u') return readUnicodeEscape();
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
      } else members.push(typeof from === 'number' ? rangeSet([from, from]) : from);
    }
    const set = unionSet(members);
    return negated ? complementSet(set) : set;
  };

  const readQuantifier = (): [number, number] | undefined => {
    const char = peek();
    let bounds: [number, number];
    if (char === '*') bounds = [0, Infinity];
    else if (char === '+') bounds = [1, Infinity];
    else if (char === '?') bounds = [0, 1];
    else if (char === '{') {
      index++;
      const min = readNumber(10)!;
      bounds = [min, eat(',') ? (readNumber(10) ?? Infinity) : min];
    } else return undefined;
    index++;
    eat('?');
    return bounds;
  };

  const readTerm = (): RegexNode => {
    const char = peek();
    if (char === '^') return index++, START;
    if (char === '$') return index++, ASSERTION;
    if (char === '.') return index++, { type: 'set', set: complementSet(rangeSet([10, 10, 13, 13, 8232, 8233])) };
    if (char === '[') return index++, { type: 'set', set: readClass() };
    if (char === '\\') {
      index++;
      const atom = readEscape(false);
      if (typeof atom === 'number') return { type: 'set', set: rangeSet([atom, atom]) };
      return 'has' in atom ? { type: 'set', set: atom } : atom;
    }
    if (char === '(') {
      index++;
      let type: 'group' | 'look' = 'group';
      if (eat('?')) {
        if (eat('=') || eat('!') || eat('<=') || eat('<!')) type = 'look';
        else if (eat('<')) skipGroupName();
        // Newer engines accept modifiers such as `(?i:…)`, which change what characters match: refused.
        else if (!eat(':')) throw new SyntaxError(`Unsupported group in /${source}/u`);
      }
      const alternatives = readDisjunction();
      eat(')');
      return { type, alternatives };
    }
    const codePoint = nextCodePoint();
    return { type: 'set', set: rangeSet([codePoint, codePoint]) };
  };

  const readSequence = (): RegexSequence => {
    const terms: RegexNode[] = [];
    while (index < source.length && peek() !== '|' && peek() !== ')') {
      const term = readTerm();
      const bounds = readQuantifier();
      terms.push(bounds ? { type: 'repeat', min: bounds[0], max: bounds[1], body: term } : term);
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
