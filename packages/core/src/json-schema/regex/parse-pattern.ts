import { complementSet, rangeSet, testSet, unionSet, type CharSet } from './char-set';

/** One alternative of a disjunction: a sequence of terms. */
export type RegexSequence = readonly RegexNode[];

/** A node of the syntax tree of a `u`-mode regular expression. */
export type RegexNode =
  /** A character, class, escape or `.`: matches one code point of `set`. */
  | { readonly type: 'set'; readonly set: CharSet }
  /** `^`, `$`, `\b`, `\B`: matches no character. */
  | { readonly type: 'assertion' }
  /** A lookahead or lookbehind: matches no character. */
  | { readonly type: 'look'; readonly alternatives: readonly RegexSequence[] }
  /** A capturing, named or non-capturing group. */
  | { readonly type: 'group'; readonly alternatives: readonly RegexSequence[] }
  /** A quantified term, lazy or greedy. */
  | { readonly type: 'repeat'; readonly min: number; readonly max: number; readonly body: RegexNode }
  /** `\1` or `\k<name>`. */
  | { readonly type: 'backreference' };

const SYNTAX_CHARACTERS = '^$\\.*+?()[]{}|/';
const DIGIT = rangeSet([48, 57]);
const WORD = rangeSet([48, 57, 65, 90, 95, 95, 97, 122]);
const SPACE = rangeSet([9, 13, 32, 32, 160, 160, 5760, 5760, 8192, 8202, 8232, 8233, 8239, 8239, 8287, 8287, 12288, 12288, 65279, 65279]);
const CLASS_ESCAPES: Record<string, CharSet> = { d: DIGIT, w: WORD, s: SPACE };
const CONTROL_ESCAPES: Record<string, number> = { f: 12, n: 10, r: 13, t: 9, v: 11 };
const ASSERTION = { type: 'assertion' } as const;
const BACKREFERENCE = { type: 'backreference' } as const;

/**
 * Parses a regular expression as `new RegExp(source, 'u')` would (ECMAScript 2024 grammar, without
 * Annex B), building the syntax tree that the safety check walks.
 *
 * @param source The pattern source, without slashes or flags.
 * @returns The alternatives of the top-level disjunction.
 * @throws {SyntaxError} When the source is not a valid `u`-mode pattern.
 */
export function parsePattern(source: string): readonly RegexSequence[] {
  let index = 0;
  let groupCount = 0;
  const groupNames = new Set<string>();
  const references: (number | string)[] = [];

  const fail = (reason: string): never => {
    throw new SyntaxError(`Invalid regular expression /${source}/u: ${reason}`);
  };
  const peek = (): string => source[index] ?? '';
  const eat = (text: string): boolean => source.startsWith(text, index) && (index += text.length) > 0;
  const nextCodePoint = (): number => {
    const codePoint = source.codePointAt(index) ?? fail('Unexpected end');
    index += codePoint > 0xffff ? 2 : 1;
    return codePoint;
  };
  const readNumber = (radix: number, maxDigits = Infinity): number | undefined => {
    const start = index;
    while (index - start < maxDigits && index < source.length && !Number.isNaN(parseInt(peek(), radix))) index++;
    return index > start ? parseInt(source.slice(start, index), radix) : undefined;
  };
  const readHex = (digits: number): number => {
    const start = index;
    const value = readNumber(16, digits);
    return value !== undefined && index - start === digits ? value : fail('Invalid escape');
  };

  const readUnicodeEscape = (): number => {
    if (eat('{')) {
      const value = readNumber(16) ?? fail('Invalid Unicode escape');
      return eat('}') && value <= 0x10ffff ? value : fail('Invalid Unicode escape');
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

  const readGroupName = (): string => {
    let name = '';
    for (;;) {
      const codePoint = eat('\\') ? (eat('u') ? readUnicodeEscape() : fail('Invalid capture group name')) : nextCodePoint();
      const char = String.fromCodePoint(codePoint);
      if (char === '>' && name) return name;
      const valid = name ? /[\p{ID_Continue}$\u200C\u200D]/u.test(char) : /[\p{ID_Start}$_]/u.test(char);
      if (!valid) fail('Invalid capture group name');
      name += char;
    }
  };

  const readProperty = (negated: boolean): CharSet => {
    if (!eat('{')) fail('Invalid property name');
    const end = source.indexOf('}', index);
    const name = end < 0 ? fail('Invalid property name') : source.slice(index, end);
    index = end + 1;
    let matcher: RegExp;
    // The engine knows the Unicode property tables; a copy of them would not fit the size budget.
    try {
      matcher = new RegExp(`^\\p{${name}}$`, 'u');
    } catch {
      return fail('Invalid property name');
    }
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
    if (char === '-' && inClass) return 45;
    if (char === '0' && !(peek() >= '0' && peek() <= '9')) return 0;
    if (char >= '1' && char <= '9' && !inClass) {
      index--;
      references.push(readNumber(10)!);
      return BACKREFERENCE;
    }
    if (char === 'k' && !inClass) {
      if (!eat('<')) fail('Invalid named reference');
      references.push(readGroupName());
      return BACKREFERENCE;
    }
    if (char === 'c') {
      const letter = peek().toLowerCase();
      index++;
      return letter >= 'a' && letter <= 'z' ? letter.charCodeAt(0) % 32 : fail('Invalid unicode escape');
    }
    if (char === 'x') return readHex(2);
    if (char === 'u') return readUnicodeEscape();
    return char && SYNTAX_CHARACTERS.includes(char) ? char.charCodeAt(0) : fail('Invalid escape');
  };

  const readClassAtom = (): number | CharSet => {
    if (eat('\\')) {
      const atom = readEscape(true);
      return typeof atom === 'number' || 'has' in atom ? atom : fail('Invalid class escape');
    }
    return nextCodePoint();
  };

  const readClass = (): CharSet => {
    const negated = eat('^');
    const members: CharSet[] = [];
    while (!eat(']')) {
      if (index >= source.length) fail('Unterminated character class');
      const from = readClassAtom();
      if (peek() === '-' && index + 1 < source.length && source[index + 1] !== ']') {
        index++;
        const to = readClassAtom();
        if (typeof from !== 'number' || typeof to !== 'number') fail('Invalid character class');
        else if (from > to) fail('Range out of order in character class');
        else members.push(rangeSet([from, to]));
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
      const min = readNumber(10) ?? fail('Incomplete quantifier');
      const max = eat(',') ? (readNumber(10) ?? Infinity) : min;
      if (peek() !== '}') fail('Incomplete quantifier');
      if (max < min) fail('numbers out of order in {} quantifier');
      bounds = [min, max];
    } else return undefined;
    index++;
    eat('?');
    return bounds;
  };

  /** Reads one term; the flag tells whether a quantifier may follow. */
  const readTerm = (): [RegexNode, boolean] => {
    const char = peek();
    if (char === '^' || char === '$') return index++, [ASSERTION, false];
    if (char === '.') return index++, [{ type: 'set', set: complementSet(rangeSet([10, 10, 13, 13, 8232, 8233])) }, true];
    if (char === '[') return index++, [{ type: 'set', set: readClass() }, true];
    if (char === '\\') {
      index++;
      const atom = readEscape(false);
      if (typeof atom === 'number') return [{ type: 'set', set: rangeSet([atom, atom]) }, true];
      return 'has' in atom ? [{ type: 'set', set: atom }, true] : [atom, atom !== ASSERTION];
    }
    if (char === '(') {
      index++;
      let type: 'group' | 'look' = 'group';
      if (eat('?')) {
        if (eat('=') || eat('!') || eat('<=') || eat('<!')) type = 'look';
        else if (eat('<')) {
          const name = readGroupName();
          if (groupNames.has(name)) fail('Duplicate capture group name');
          groupNames.add(name);
          groupCount++;
        } else if (!eat(':')) fail('Invalid group');
      } else groupCount++;
      const alternatives = readDisjunction();
      if (!eat(')')) fail('Unterminated group');
      return [{ type, alternatives }, type === 'group'];
    }
    if ('*+?{'.includes(char)) fail('Nothing to repeat');
    if (char === ']' || char === '}') fail('Lone quantifier brackets');
    const codePoint = nextCodePoint();
    return [{ type: 'set', set: rangeSet([codePoint, codePoint]) }, true];
  };

  const readSequence = (): RegexSequence => {
    const terms: RegexNode[] = [];
    while (index < source.length && peek() !== '|' && peek() !== ')') {
      const [term, quantifiable] = readTerm();
      const bounds = readQuantifier();
      if (bounds && !quantifiable) fail('Nothing to repeat');
      terms.push(bounds ? { type: 'repeat', min: bounds[0], max: bounds[1], body: term } : term);
    }
    return terms;
  };

  function readDisjunction(): RegexSequence[] {
    const alternatives = [readSequence()];
    while (eat('|')) alternatives.push(readSequence());
    return alternatives;
  }

  const pattern = readDisjunction();
  if (index < source.length) fail("Unmatched ')'");
  for (const reference of references) {
    if (typeof reference === 'number' ? reference > groupCount : !groupNames.has(reference)) fail('Invalid reference');
  }
  return pattern;
}
