import { describe, expect, it } from 'vitest';
import { isDeterministic } from './deterministic.js';
import { buildNfa } from './nfa.js';
import { parsePattern } from './parse-pattern.js';

const nfaOf = (pattern: string) => buildNfa([{ type: 'group', alternatives: parsePattern(pattern) }]);

describe('isDeterministic (spec §13.5: which patterns the engine may run)', () => {
  it.each([
    '^[A-Z]{3}$',
    '^[A-Z0-9-]{4,12}$',
    '^[0-9]{12,19}$',
    '^ORD-[0-9]{4}-[0-9]{4}$',
    '^\\d{5}(-\\d{4})?$',
    '^a*b$',
    '^(a|b)*c$',
    '^a|^b',
    '^\\bx',
  ])('%s: every choice is decided by the next code point', (pattern) => {
    expect(isDeterministic(nfaOf(pattern))).toBeGreaterThan(0);
  });

  it.each([
    // The two sides of a choice can go on with the same code point: the engine may try both.
    ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'the dot is in [^@\\s]'],
    ['^(a+)+$', 'nested loops'],
    ['^(ab|ac)$', 'alternatives that start alike'],
    ['^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$', 'an optional copy and what follows'],
    ['^(?:(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)\\.){3}(?:25[0-5]|2[0-4][0-9]|[01]?[0-9][0-9]?)$', 'the cookbook IPv4'],
    ['^a?', 'one side reaches the match while the other can go on'],
    ['^(a|$)*$', 'both sides can end'],
    ['^\\p{L}*a', 'a set known only by a test'],
    ['^(?:\\bx|y)*z', 'a word boundary inside a choice'],
    [`^${'a?'.repeat(40)}b`, 'too many steps per character'],
  ])('%s is not (%s)', (pattern) => {
    expect(isDeterministic(nfaOf(pattern))).toBe(0);
  });
});
