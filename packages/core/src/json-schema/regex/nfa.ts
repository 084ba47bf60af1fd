import { setTester, type CharSet } from './char-set.js';
import type { RegexNode, RegexSequence } from './parse-pattern.js';

/** A state that consumes one code point of its set, then goes to `next`. */
export const SET = 0;
/** A state that goes to both `next` and `alt` without consuming (alternation, repetition). */
export const SPLIT = 1;
/** A state that goes to `next` when the position satisfies the assertion `alt` (an index of {@link ASSERTIONS}). */
export const ASSERT = 2;
/** The accepting state. */
export const MATCH = 3;

/** The position assertions, by their index in `alt` of an {@link ASSERT} state. */
export const ASSERTIONS = ['^', '$', 'b', 'B'] as const;

/**
 * A Thompson NFA (one state per character set, assertion and choice point of the pattern), in
 * parallel arrays: a simulation visits each state at most once per input position, so its work per
 * input character is at most `size` steps whatever the pattern and the input.
 */
export interface Nfa {
  /** The kind of each state: {@link SET}, {@link SPLIT}, {@link ASSERT} or {@link MATCH}. */
  readonly kinds: Uint8Array;
  /** The state each one goes to (after its character, for a set). */
  readonly next: Int32Array;
  /** A split's second target; an assertion's index in {@link ASSERTIONS}. */
  readonly alt: Int32Array;
  /** A set state's set, as an index of `tests` and of the rows of `ascii`. */
  readonly sets: Int32Array;
  /** Each distinct set, by its index in `sets`. */
  readonly charSets: readonly CharSet[];
  /** The membership test of each distinct set, for code points past ASCII. */
  readonly tests: readonly ((codePoint: number) => boolean)[];
  /** Whether ASCII code point `c` is in set `i`: `ascii[i * 128 + c]`, one table lookup on the hot path. */
  readonly ascii: Uint8Array;
  /** The state a match starts in. */
  readonly start: number;
  /** The number of states. */
  readonly size: number;
}

/**
 * Counts the states {@link buildNfa} makes for a term, without making them: a counted repetition
 * copies its body, so `\d{64}` sixty times is 3,840 states, and the count is checked against the
 * budget before any array is allocated.
 *
 * @param node The term (no backreference or lookaround: those are refused before).
 * @returns Its number of states.
 */
export function countStates(node: RegexNode): number {
  if (node.type === 'group') return node.alternatives.reduce((sum, sequence) => sum + countSequence(sequence), node.alternatives.length - 1);
  if (node.type !== 'repeat') return 1;
  const body = countStates(node.body);
  // Mandatory copies, then one looping copy and its split, or one split and copy per optional iteration.
  return node.max === Infinity ? Math.max(node.min, 1) * body + 1 : node.min * body + (node.max - node.min) * (body + 1);
}

/**
 * Counts the states of a sequence of terms.
 *
 * @param sequence The terms.
 * @returns Their number of states.
 */
export function countSequence(sequence: RegexSequence): number {
  return sequence.reduce((sum, node) => sum + countStates(node), 0);
}

/**
 * Builds the NFA of a sequence of terms followed by a match, back to front, so that each term is
 * built knowing the state it continues to and no list of dangling arrows is needed. Call
 * {@link countSequence} first: the arrays are sized by it.
 *
 * @param sequence The terms (sets, assertions, groups and repetitions only).
 * @returns The NFA.
 */
export function buildNfa(sequence: RegexSequence): Nfa {
  const size = countSequence(sequence) + 1;
  const kinds = new Uint8Array(size);
  const next = new Int32Array(size);
  const alt = new Int32Array(size);
  const sets = new Int32Array(size);
  // A counted repetition copies its body's nodes, so one set object stands for many states: one test and row each.
  const distinct = new Map<CharSet, number>();
  let count = 0;
  const add = (kind: number, to: number, other = 0): number => ((kinds[count] = kind), (next[count] = to), (alt[count] = other), count++);

  const build = (node: RegexNode, to: number): number => {
    if (node.type === 'set') {
      sets[count] = distinct.get(node.set) ?? distinct.set(node.set, distinct.size).size - 1;
      return add(SET, to);
    }
    if (node.type === 'assertion') return add(ASSERT, to, ASSERTIONS.indexOf(node.kind));
    if (node.type === 'group') {
      const entries = node.alternatives.map((alternative) => buildSequence(alternative, to));
      return entries.reduceRight((rest, entry) => add(SPLIT, entry, rest));
    }
    if (node.type !== 'repeat') throw new TypeError(`No state for a ${node.type}`);
    let entry = to;
    if (node.max === Infinity) {
      // A loop: the split goes back into the body or on; built first, its body arrow set once the body exists.
      const loop = add(SPLIT, 0, to);
      next[loop] = build(node.body, loop);
      entry = node.min ? next[loop]! : loop;
    } else {
      // Nested optional copies, `(?:x(?:x)?)?`: each may stop, none is tried after a skipped one.
      for (let optional = node.min; optional < node.max; optional++) entry = add(SPLIT, build(node.body, entry), to);
    }
    // The loop is the last mandatory copy.
    for (let copy = node.max === Infinity ? 1 : 0; copy < node.min; copy++) entry = build(node.body, entry);
    return entry;
  };
  const buildSequence = (terms: RegexSequence, to: number): number => terms.reduceRight((rest, node) => build(node, rest), to);

  const start = buildSequence(sequence, add(MATCH, 0));
  const charSets = [...distinct.keys()];
  const tests = charSets.map(setTester);
  const ascii = new Uint8Array(tests.length * 128);
  tests.forEach((test, set) => {
    for (let codePoint = 0; codePoint < 128; codePoint++) ascii[set * 128 + codePoint] = +test(codePoint);
  });
  return { kinds, next, alt, sets, charSets, tests, ascii, start, size };
}
