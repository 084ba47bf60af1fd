import { RegExpParser, RegExpValidator, type AST } from '@eslint-community/regexpp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPatternSafety } from './check-safety.js';
import { parsePattern, type RegexNode, type RegexSequence } from './parse-pattern.js';

const options = { ecmaVersion: 2024 } as const;

/** Whether regexpp accepts the pattern in `u` mode. */
function referenceAccepts(source: string): boolean {
  try {
    new RegExpValidator(options).validatePattern(source, 0, source.length, { unicode: true });
    return true;
  } catch {
    return false;
  }
}

/** Whether the engine compiles the pattern in `u` mode: the syntax authority `checkPatternSafety` asks. */
function engineAccepts(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The deepest nesting of quantifiers in regexpp's tree. */
function referenceDepth(node: AST.Node): number {
  const children: AST.Node[] =
    node.type === 'Quantifier' ? [node.element] : 'alternatives' in node ? node.alternatives : 'elements' in node && node.type === 'Alternative' ? node.elements : [];
  const deepest = Math.max(0, ...children.map(referenceDepth));
  return node.type === 'Quantifier' ? deepest + 1 : deepest;
}

/** The deepest nesting of quantifiers in our tree. */
function depth(sequences: readonly RegexSequence[]): number {
  const of = (node: RegexNode): number =>
    node.type === 'repeat' ? 1 + of(node.body) : node.type === 'group' || node.type === 'look' ? depth(node.alternatives) : 0;
  return Math.max(0, ...sequences.flatMap((sequence) => sequence.map(of)));
}

/**
 * Checks that the engine and regexpp agree on validity, that `checkPatternSafety` refuses what they
 * refuse, and that on valid patterns our tree nests quantifiers exactly as regexpp's does.
 */
function compare(source: string): void {
  const expected = referenceAccepts(source);
  expect(engineAccepts(source), source).toBe(expected);
  if (!expected) {
    expect(checkPatternSafety(source).safe, source).toBe(false);
    return;
  }
  const reference = new RegExpParser(options).parsePattern(source, 0, source.length, { unicode: true });
  expect(depth(parsePattern(source)), source).toBe(referenceDepth(reference));
}

const CORPUS = [
  '', 'a', 'abc', '^[A-Z]{3}$', 'a|b|', '(a)(?:b)(?<name>c)', '(?=a)(?!b)(?<=c)(?<!d)', 'a*?b+?c??d{2}?e{2,}?f{2,3}?',
  '[a-z\\d_-]', '[^\\s\\S]', '[\\b]', '[\\-]', '[a-]', '[-a]', '[--a]', '[a--]', '[z-a]', '[\\d-z]', '[a-\\d]', '[\\w-]',
  '\\d\\D\\w\\W\\s\\S\\b\\B', '\\p{L}\\P{Lu}\\p{Script=Greek}', '\\p{Nope}', '\\p{L', '\\u{1F600}', '\\u{110000}', '\\u{}',
  '\\uD83D\\uDE00', '[\\uD83D\\uDE00-\\uD83D\\uDE4F]', '[😀-😏]', '[😏-😀]', '\\x41', '\\x4', '\\cA', '\\c1', '\\0', '\\00', '\\01',
  '(a)\\1', '\\1', '(a)\\2', '(?<x>a)\\k<x>', '\\k<x>', '(?<x>a)\\k<y>', '(?<x>a)(?<x>b)', '(?<1x>a)', '(?<$x_1>a)', '(?<\\u0061>a)',
  'a**', 'a{2,1}', 'a{,3}', 'a{', 'a{1', '{', '}', ']', ')', '(', '(?', '(?i:a)', '(?:', '[', '[a', 'a|*', '^*', '$+', '\\b*',
  '(?=a)*', '(?<=a)+', '\\', '\\-', '\\/', '\\.', '\\q', '\\k', '.', '.+', '(((a+)+)+)+', '(a{1,3}){2}', 'a{99999}', '\\n\\r\\t\\v\\f',
];

describe('parsePattern', () => {
  it.each(CORPUS)('agrees with regexpp on %j', (source) => compare(source));

  it('refuses group forms the ES2024 grammar does not have, even where the engine knows them', () => {
    expect(() => parsePattern('(?i:a+)+')).toThrow(SyntaxError);
  });

  it('agrees with regexpp and the engine on generated patterns', () => {
    const fragments = [
      'a', 'b', '\\d', '\\w', '\\s', '.', '[a-z]', '[^0-9]', '[\\d-]', '[z-a]', '(', ')', '(?:', '(?=', '(?<!', '(?<n>', '|',
      '*', '+', '?', '{2}', '{1,3}', '{2,}', '*?', '^', '$', '\\b', '\\1', '\\k<n>', '[', ']', '{', '}', '\\u{1F600}',
      '\\p{L}', '\\-', '-', '\\.', '\\x41', '\\c', '😀', '\\0', '\\00', '/', ',',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 12 }), (parts) => {
        compare(parts.join(''));
      }),
      { numRuns: 3000 },
    );
  });
});
