import type { CharSet } from './char-set.js';
import { ASSERT, ASSERTIONS, MATCH, SET, SPLIT, type Nfa } from './nfa.js';
// For the documentation's link only.
import type { STATE_BUDGET } from './check-safety.js';

/**
 * The most backtracking steps per input character a pattern run by the engine may cost: its choice
 * points times the states the two sides of one reach before failing. At 1–2 ns a step it is the
 * NFA's {@link STATE_BUDGET} at its 5–10 ns a visit (spec §13.5).
 */
export const ENGINE_STEP_BUDGET = 2048;

/** What one side of a choice can do next, before consuming anything (its ε-closure, summarised). */
interface Firsts {
  /** The sets of the set states it reaches. */
  readonly sets: CharSet[];
  /** Whether it reaches `$`: it can end the match at the input's end. */
  end: boolean;
  /** Whether it reaches the match itself: it succeeds whatever follows. */
  done: boolean;
  /** How many states the closure holds: what the engine may visit on this side before it fails. */
  states: number;
}

// Whether two sets share a code point; a set known only by a test (`\p{…}`) may share any.
function overlap(a: CharSet, b: CharSet): boolean {
  if (typeof a === 'function' || typeof b === 'function') return true;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i + 1]! < b[j]!) i += 2;
    else if (b[j + 1]! < a[i]!) j += 2;
    else return true;
  }
  return false;
}

/**
 * Tells whether an anchored NFA is deterministic with one code point of lookahead: at every choice
 * point, the two sides cannot both go on with the same next code point, nor both end the match. Then
 * a backtracking engine never explores two paths to the same state and position — at each choice
 * the side it tries first either is the only one that can go on or fails before consuming anything —
 * so it meets each choice point at most once per position, and its work per input character is at
 * most the states times the widest choice's closures, held to {@link ENGINE_STEP_BUDGET} (spec §13.5).
 * That product is what a validation charges the engine's run per input character (spec §13.8).
 * Word boundaries (`\b`, `\B`) depend on the character before as well: an NFA with one is not judged
 * deterministic.
 *
 * @param nfa The NFA of a pattern whose every alternative starts with `^`.
 * @returns The most engine steps per input character (at least 1) when the backtracking engine may
 *   run it, else 0.
 */
export function isDeterministic({ kinds, next, alt, sets, charSets, size }: Nfa): number {
  if (size * 2 > ENGINE_STEP_BUDGET) return 0;
  let widest = 0;
  // What each state can do next: undefined for a word boundary, which the check does not judge.
  const firstsOf = (from: number): Firsts | undefined => {
    const firsts: Firsts = { sets: [], end: false, done: false, states: 0 };
    const seen = new Set<number>();
    const stack = [from];
    while (stack.length) {
      const state = stack.pop()!;
      if (seen.has(state)) continue;
      seen.add(state);
      firsts.states++;
      const kind = kinds[state];
      if (kind === SET) firsts.sets.push(charSets[sets[state]!]!);
      else if (kind === MATCH) firsts.done = true;
      else if (kind === SPLIT) stack.push(next[state]!, alt[state]!);
      else if (kind === ASSERT) {
        const which = ASSERTIONS[alt[state]!];
        // `^` holds at position 0 only, where an anchored run starts: it passes; `$` ends the match.
        if (which === '$') firsts.end = true;
        else if (which === '^') stack.push(next[state]!);
        else return undefined;
      }
    }
    return firsts;
  };
  for (let state = 0; state < size; state++) {
    if (kinds[state] !== SPLIT) continue;
    const a = firstsOf(next[state]!);
    const b = firstsOf(alt[state]!);
    if (!a || !b) return 0;
    // A side that reaches the match succeeds at once: the other side must be unable to do anything.
    if ((a.done && (b.done || b.end || b.sets.length)) || (b.done && (a.end || a.sets.length))) return 0;
    if (a.end && b.end) return 0;
    if (a.sets.some((set) => b.sets.some((other) => overlap(set, other)))) return 0;
    widest = Math.max(widest, a.states + b.states);
  }
  // Each choice point is met at most once per position, and costs at most its two closures; without
  // any choice, a position costs one step.
  const steps = Math.max(size * widest, 1);
  return steps <= ENGINE_STEP_BUDGET ? steps : 0;
}
