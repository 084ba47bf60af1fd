// Hostile inputs for a pattern, built from its own characters: what makes a backtracking engine try
// many ways is a run of characters that its repetitions can all take, then a tail that fails.
// The work of a run is counted, not timed (spec §13.5): see stepBound and work-meter.ts's WorkMeter.
import { inSet, type CharSet } from './char-set.js';
import { isDeterministic } from './deterministic.js';
import { buildNfa } from './nfa.js';
import { parsePattern, type RegexNode } from './parse-pattern.js';
import type { WorkMeter } from '../work-meter.js';

/** Characters tried first as a set's representative: the ones real inputs and ReDoS examples use. */
const PROBES = ['a', '1', 'A', '.', '@', ' ', '-', '_', ',', ';', ':', '/', '+', 'é', '\n', '😀'];

/** The sets of a pattern's leaves, in source order, lookarounds included. */
function leafSets(node: RegexNode, sets: CharSet[]): CharSet[] {
  if (node.type === 'set') sets.push(node.set);
  else if (node.type === 'repeat') leafSets(node.body, sets);
  else if ('alternatives' in node) for (const term of node.alternatives.flat()) leafSets(term, sets);
  return sets;
}

/**
 * One character per distinct set of the pattern (the first probe it holds, else its first code point),
 * in source order, at most `limit`.
 *
 * @param pattern A pattern that compiles with the `u` flag.
 * @param limit The most characters to return.
 * @returns The characters.
 */
export function representatives(pattern: string, limit = 5): string[] {
  const found = new Set<string>();
  for (const set of leafSets({ type: 'group', alternatives: parsePattern(pattern) }, [])) {
    const probe = PROBES.find((char) => inSet(set, char.codePointAt(0)!)) ?? (Array.isArray(set) && set.length ? String.fromCodePoint(set[0]!) : undefined);
    if (probe !== undefined) found.add(probe);
    if (found.size >= limit) break;
  }
  return [...found];
}

/**
 * Inputs of at least `length` UTF-16 units: an optional prefix of the pattern's first characters (as
 * `a@` before the domain of an e-mail), one or two of its characters pumped, then a failing tail.
 *
 * @param pattern A pattern that compiles with the `u` flag.
 * @param length The length of the pumped part.
 * @param limit The most characters of the pattern to combine (their pairs are pumped too).
 * @returns The inputs.
 */
export function hostileInputs(pattern: string, length = 100_000, limit = 5): string[] {
  // A pattern of assertions alone (`^$`) has no characters: any will do.
  const found = representatives(pattern, limit);
  const chars = found.length ? found : ['a'];
  const units = [...chars, ...chars.flatMap((a) => chars.filter((b) => b !== a).map((b) => a + b))];
  const prefixes = ['', chars.slice(0, 2).join('')];
  const tails = ['!', chars[1] ?? '\n'];
  return prefixes.flatMap((prefix) => units.flatMap((unit) => tails.map((tail) => prefix + unit.repeat(Math.ceil(length / unit.length)) + tail)));
}

/** A matcher as `compileSafePattern` makes it: its test, and its states, the bound of its steps per position. */
export interface CountedMatcher {
  test(value: string, meter?: WorkMeter): boolean;
  readonly states: number;
  readonly engine: boolean;
}

/** What a matcher did on one input: its steps (0 when the engine ran it), their bound and the input. */
export interface Work {
  readonly steps: number;
  readonly bound: number;
  readonly input: string;
}

/** The code points of a string: the positions the matcher reads, but for the end of the input. */
function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * The most steps a matcher may make on an input (spec §13.5): at each position, the end of the input
 * included, each of its states is visited at most once, so `states × (n + 1)` for *n* code points.
 * A pattern of several runs (`^(?=A)…rest`) has their states added up, and runs each at most once.
 *
 * @param states The matcher's states.
 * @param input The input.
 * @returns The bound, in state visits.
 */
export const stepBound = (states: number, input: string): number => states * (codePoints(input) + 1);

/**
 * Counts the steps of one test with a work meter of its own (work-meter.ts): the state visits of every
 * NFA run it made, or, for a pattern the engine runs, the work charged up front for it.
 *
 * @param test The test to run, given the meter.
 * @param input Its input.
 * @returns The steps.
 */
export function stepsOf(test: (input: string, meter: WorkMeter) => unknown, input: string): number {
  const meter: WorkMeter = { left: Number.MAX_SAFE_INTEGER, exhausted: () => {} };
  test(input, meter);
  return Number.MAX_SAFE_INTEGER - meter.left;
}

/**
 * Runs a matcher on inputs and keeps the run closest to its bound (the first one over it, if any). A
 * first run of no step stops there: the engine runs that matcher, and what bounds its work is the
 * pattern's structure (see {@link engineUnsafety}), not an input.
 *
 * @param matcher The matcher.
 * @param inputs The inputs.
 * @returns That run.
 */
export function heaviestRun(matcher: CountedMatcher, inputs: readonly string[]): Work {
  let heaviest: Work = { steps: 0, bound: 1, input: '' };
  for (const input of inputs) {
    // The engine counts no step: 0 stands for it, and its structure is what bounds its work.
    const run = { steps: matcher.engine ? 0 : stepsOf((value, meter) => matcher.test(value, meter), input), bound: stepBound(matcher.states, input), input };
    if (!run.steps) return run;
    if (run.steps / run.bound > heaviest.steps / heaviest.bound) heaviest = run;
    if (run.steps > run.bound) break;
  }
  return heaviest;
}

const isStart = (node: RegexNode | undefined): boolean => node?.type === 'assertion' && node.kind === '^';

/**
 * Why the engine may not run a pattern, judged from its structure alone (spec §13.5): the
 * engine backtracks, so it is safe only on one anchored run whose every choice the next code point
 * decides — every top-level alternative starts with `^`, there is no lookaround, and the NFA passes
 * `isDeterministic`, which holds its work to `ENGINE_STEP_BUDGET` steps per character.
 *
 * @param pattern A pattern that compiles with the `u` flag.
 * @returns `undefined` when the engine may run it, else the reason it may not.
 */
export function engineUnsafety(pattern: string): string | undefined {
  const tree = parsePattern(pattern);
  if (!tree.every((sequence) => isStart(sequence[0]))) return 'an alternative does not start with ^: the engine would retry it at every position';
  if (hasLookaround({ type: 'group', alternatives: tree })) return 'it has a lookaround: a run of its own';
  return isDeterministic(buildNfa([{ type: 'group', alternatives: tree }])) ? undefined : 'a choice is not decided by the next code point';
}

/** Whether a term holds a lookaround, at any depth. */
function hasLookaround(node: RegexNode): boolean {
  if (node.type === 'look') return true;
  if (node.type === 'repeat') return hasLookaround(node.body);
  return 'alternatives' in node && node.alternatives.flat().some(hasLookaround);
}

/**
 * Checks a matcher's work on inputs: where its NFA runs, every run within {@link stepBound}; where
 * the engine runs it (no step counted), only a pattern that {@link engineUnsafety} accepts.
 *
 * @param pattern The pattern.
 * @param matcher Its matcher.
 * @param inputs The inputs.
 * @returns `undefined` when the work is within the bound, else what went over it.
 */
export function workOverBound(pattern: string, matcher: CountedMatcher, inputs: readonly string[]): string | undefined {
  const run = heaviestRun(matcher, inputs);
  if (!run.steps) {
    const unsafety = engineUnsafety(pattern);
    return unsafety && `/${pattern}/u ran in the engine, which backtracks, though ${unsafety}`;
  }
  return run.steps > run.bound ? describeRun(pattern, matcher, run) : undefined;
}

/** A short description of a run over its bound, for a failing expectation. */
export const describeRun = (pattern: string, { states }: CountedMatcher, { steps, bound, input }: Work): string =>
  `/${pattern}/u made ${steps} steps on ${JSON.stringify(input.slice(0, 6))}…${JSON.stringify(input.slice(-2))} (${input.length} characters), ` +
  `over its bound of ${bound} (${states} states × (code points + 1))`;
