import { isDeterministic } from './deterministic.js';
import { buildNfa, countSequence, type Nfa } from './nfa.js';
import { parsePattern, type RegexNode, type RegexSequence } from './parse-pattern.js';
import { spend, UNMETERED, type WorkMeter } from '../work-meter.js';
import { nfaRunner, type NfaRunner } from './run-nfa.js';

/** The verdict of {@link checkPatternSafety}. */
export type PatternSafety = { readonly safe: true } | { readonly safe: false; readonly reason: string };

/** A compiled pattern: an unanchored search, as JSON Schema's `pattern` is. */
export interface PatternMatcher {
  /**
   * Tells whether the pattern matches somewhere in a string, as `new RegExp(pattern, 'u').test`
   * does, in at most {@link PatternMatcher.states} steps per code point of the string, each charged
   * to `meter` (spec §13.8), which may stop the test by throwing.
   */
  test(value: string, meter?: WorkMeter): boolean;
  /** The matcher's states: its bound on the work per input character, at most {@link STATE_BUDGET}. */
  readonly states: number;
  /** Whether the engine's own `RegExp` runs it (a deterministic anchored pattern) rather than the NFA. */
  readonly engine: boolean;
}

/** What {@link compileSafePattern} gives: the matcher, or why there is none. */
export type CompiledPattern = { readonly safe: true; readonly matcher: PatternMatcher } | { readonly safe: false; readonly reason: string };

/**
 * The most states a pattern's matcher may have: each input character costs at most one step per
 * state, so this bounds the work per character of every accepted pattern (spec §13.5). A step took
 * 5–10 ns on the 2-core test machine, so 100,000 characters cost at most about half a second, in the
 * worst case only: a pattern that starts with `^` stops at its first dead end. The largest common
 * patterns need a few hundred states (the WHATWG e-mail, with `{0,61}` twice, 262); sixty `\d{64}`
 * in a row need 3,841.
 */
export const STATE_BUDGET = 512;

// The reasons are for the developer who wrote the pattern, the same in every build (issue 16).
const BACKREFERENCE = 'backreferences are not allowed: no matcher runs them in time linear in the input';
const LOOKAROUND =
  'lookarounds are allowed only as lookaheads right after a leading ^, as in ^(?=.*\\d): elsewhere their work per input character has no bound';

/** The first reason a term cannot be run by the NFA matcher, walking into its children. */
function findUnsupported(node: RegexNode): string | undefined {
  if (node.type === 'backreference') return BACKREFERENCE;
  if (node.type === 'look') return node.alternatives.flat().map(findUnsupported).find(Boolean) ?? LOOKAROUND;
  if (node.type === 'repeat') return findUnsupported(node.body);
  return node.type === 'group' ? node.alternatives.flat().map(findUnsupported).find(Boolean) : undefined;
}

/** One part of the match: an NFA sequence, run anchored at 0 or searched, whose result must be `expected`. */
interface Run {
  readonly sequence: RegexSequence;
  readonly anchored: boolean;
  readonly expected: boolean;
}

const isStart = (node: RegexNode | undefined): boolean => node?.type === 'assertion' && node.kind === '^';

/**
 * Splits the top-level alternatives into runs: those without lookarounds are one searched NFA (an
 * alternation, anchored when each starts with `^`); one of the form `^(?=A)(?!B)…rest` is a
 * conjunction of runs anchored at position 0, which is where its lookaheads are tested: `A` matches
 * a prefix, `B` does not, and `^rest` matches.
 *
 * @param tree The top-level alternatives.
 * @returns The alternatives of runs: the pattern matches when every run of one of them gives its `expected`.
 */
function planRuns(tree: readonly RegexSequence[]): Run[][] {
  const plain: RegexSequence[] = [];
  const guarded: Run[][] = [];
  for (const sequence of tree) {
    let end = 1;
    while (isStart(sequence[0]) && sequence[end]?.type === 'look' && !(sequence[end] as { behind: boolean }).behind) end++;
    if (end === 1) {
      plain.push(sequence);
      continue;
    }
    const looks = sequence.slice(1, end) as Extract<RegexNode, { type: 'look' }>[];
    guarded.push([
      ...looks.map((look) => ({ sequence: [{ type: 'group', alternatives: look.alternatives }] as RegexSequence, anchored: true, expected: !look.negated })),
      { sequence: [sequence[0]!, ...sequence.slice(end)], anchored: true, expected: true },
    ]);
  }
  const group: RegexSequence = [{ type: 'group', alternatives: plain }];
  return plain.length ? [[{ sequence: group, anchored: plain.every((sequence) => isStart(sequence[0])), expected: true }], ...guarded] : guarded;
}

/**
 * Compiles a pattern to a matcher that runs in time linear in the input: a Thompson NFA of at most
 * {@link STATE_BUDGET} states, simulated state set by state set (run-nfa.ts), so every input
 * character costs at most that many steps. Refused: patterns that do not compile with the `u` flag
 * (the engine is the syntax authority), backreferences, lookarounds other than lookaheads right
 * after a leading `^`, and patterns whose NFA would exceed the budget.
 *
 * @param pattern The pattern source, as in the JSON Schema `pattern` keyword.
 * @returns The matcher, or the reason for the refusal.
 */
export function compileSafePattern(pattern: string): CompiledPattern {
  let tree: readonly RegexSequence[];
  try {
    // The engine decides what is valid; the parser then only builds the tree.
    new RegExp(pattern, 'u');
    tree = parsePattern(pattern);
  } catch (error) {
    return { safe: false, reason: (error as Error).message };
  }
  const plan = planRuns(tree);
  const reason = plan.flat().flatMap((run) => run.sequence.map(findUnsupported)).find(Boolean);
  if (reason) return { safe: false, reason };
  // Each run is a simulation of its own over the input: their states add up.
  const states = plan.flat().reduce((sum, run) => sum + countSequence(run.sequence) + 1, 0);
  if (states > STATE_BUDGET) {
    return {
      safe: false,
      reason: `the pattern needs ${states} matcher states, more than the ${STATE_BUDGET} allowed: each input character costs up to one step per state`,
    };
  }
  const nfas = plan.map((runs) => runs.map((run): [Nfa, Run] => [buildNfa(run.sequence), run]));
  // One anchored run whose every choice the next code point decides: the engine's own compiled code
  // runs it without ever backtracking far, within ENGINE_STEP_BUDGET steps per character (§13.5).
  const only = nfas.length === 1 && nfas[0]!.length === 1 ? nfas[0]![0]! : undefined;
  const engineSteps = only && only[1].anchored ? isDeterministic(only[0]) : 0;
  if (engineSteps) {
    const regex = new RegExp(pattern, 'u');
    // The engine's steps cannot be counted: its bound is charged up front, a step at a quarter of a
    // visit, as ENGINE_STEP_BUDGET weighs them against STATE_BUDGET (spec §13.8).
    const perUnit = Math.ceil(engineSteps / 4);
    return { safe: true, matcher: { test: (value, meter = UNMETERED) => (spend(meter, perUnit * (value.length + 1)), regex.test(value)), states, engine: true } };
  }
  const runners = nfas.map((runs) => runs.map(([nfa, run]): [NfaRunner, Run] => [nfaRunner(nfa), run]));
  return {
    safe: true,
    matcher: { test: (value, meter = UNMETERED) => runners.some((runs) => runs.every(([runner, run]) => runner(value, run.anchored, meter) === run.expected)), states, engine: false },
  };
}

/**
 * Checks whether a pattern is safe to run on untrusted input: whether {@link compileSafePattern}
 * compiles it to a matcher whose work per input character is bounded by {@link STATE_BUDGET} steps.
 *
 * @param pattern The pattern source, as in the JSON Schema `pattern` keyword.
 * @returns `{ safe: true }`, or `{ safe: false, reason }` explaining the refusal.
 */
export function checkPatternSafety(pattern: string): PatternSafety {
  const compiled = compileSafePattern(pattern);
  return compiled.safe ? { safe: true } : compiled;
}
