import { spend, UNMETERED, type WorkMeter } from '../work-meter.js';
import { MATCH, SET, SPLIT, type Nfa } from './nfa.js';

/** Whether a code point is a word character of `\b` (without the `i` flag: ASCII letters, digits and `_`). */
const isWord = (codePoint: number): boolean =>
  (codePoint >= 97 && codePoint <= 122) || (codePoint >= 65 && codePoint <= 90) || (codePoint >= 48 && codePoint <= 57) || codePoint === 95;

/** A runner of one NFA: its buffers are allocated once and reused by every call (runs never nest). */
export type NfaRunner = (input: string, anchored: boolean, meter: WorkMeter) => boolean;

/**
 * Creates the runner of an NFA: a state-set simulation (Thompson's), which follows every path of
 * the pattern at once instead of backtracking into them one by one. It keeps, for each input
 * position, the set states that can read its code point: each set state of a position that holds
 * the code point leads to a state of the next one, and the splits and assertions (which the next
 * position decides) from there are followed at once, as is the start state at every position of an
 * unanchored search (which is what `RegExp.prototype.test` does). Each state is marked as it is
 * visited, with the position's mark, so that it is visited at most once per position: the work per
 * input character is bounded by `nfa.size`, whatever the pattern and the input, and a run on *n*
 * code points by `nfa.size × (n + 1)` visits (the end of the input is a position too). Each visit
 * is a unit of work charged to the run's meter (spec §13.8), at every position, so a validation over
 * its budget stops inside a long string, not after it.
 *
 * The input is read by code point, as the `u` flag reads it (a lone surrogate is one code point).
 * Only whether some match exists is computed: greedy and lazy quantifiers, and the engine's rule
 * against empty iterations, match the same strings, so neither changes the answer.
 *
 * @param nfa The NFA.
 * @returns The runner: `anchored` tries the start at position 0 only (after `^`, or for a
 *   lookahead run from there), else at every position.
 */
export function nfaRunner({ kinds, next, alt, sets, tests, ascii, start, size }: Nfa): NfaRunner {
  // The set states of this position, each once, and the `count` found so far of the next one's.
  let current = new Int32Array(size);
  let following = new Int32Array(size);
  let count = 0;
  const stack = new Int32Array(size);
  // The position (its generation) at which each state was last visited: one visit per position.
  const seen = new Uint32Array(size);
  let generation = 1;
  // The position the closures are for: where it is, its code point, and the word characters around it.
  let index = 0;
  let codePoint = 0;
  let before = false;
  let after = false;
  // The visits not yet charged to this run's meter.
  let steps = 0;
  let meter = UNMETERED;
  // Most searches start with a set (`https?://`): one visit, no closure.
  const startsWithSet = kinds[start] === SET;

  /**
   * Visits a state not visited yet at the position, and those it leads to without consuming anything
   * (splits, and assertions that hold at the position), each once per position: the set states go to
   * `following`, for the position's code point to move on.
   *
   * @returns Whether the match is reached.
   */
  const close = (from: number): boolean => {
    seen[from] = generation;
    let top = 0;
    stack[top++] = from;
    while (top) {
      const state = stack[--top]!;
      steps++;
      const kind = kinds[state];
      if (kind === SET) following[count++] = state;
      else if (kind === MATCH) return true;
      else {
        if (kind === SPLIT) {
          const other = alt[state]!;
          if (seen[other] !== generation) (seen[other] = generation), (stack[top++] = other);
        } else {
          // ^ $ \b \B, in the order of ASSERTIONS; without the `m` flag ^ and $ are the input's ends.
          const which = alt[state];
          if (!(which === 0 ? !index : which === 1 ? codePoint < 0 : (before !== after) === (which === 2))) continue;
        }
        const to = next[state]!;
        if (seen[to] !== generation) (seen[to] = generation), (stack[top++] = to);
      }
    }
    return false;
  };

  /** Charges the visits so far to the meter, which may stop the run by throwing. */
  const charge = (): void => {
    const units = steps;
    steps = 0;
    spend(meter, units);
  };

  /** Ends a run: its steps go to the meter. */
  const end = (matched: boolean): boolean => (charge(), matched);

  return (input, anchored, runMeter) => {
    steps = 0;
    meter = runMeter;
    // A new mark per run and per position: no clearing, and a wrap-around (after 2^32 positions) starts afresh.
    if ((generation += 2) >= 0xfffffff0) seen.fill(0), (generation = 1);
    index = 0;
    codePoint = input.length ? input.codePointAt(0)! : -1;
    before = false;
    after = isWord(codePoint);
    count = 0;
    for (;;) {
      // The start joins the states the previous position led to: at every position of a search.
      if ((!anchored || !index) && seen[start] !== generation) {
        if (startsWithSet) (seen[start] = generation), steps++, (following[count++] = start);
        else if (close(start)) return end(true);
      }
      const swap = current;
      current = following;
      following = swap;
      const currentCount = count;
      const consumed = codePoint;
      // Anchored, no path survives a dead end; unanchored, a later start may still match.
      if (consumed < 0 || (anchored && !currentCount)) return end(false);
      // The next position, which the closures of the states this code point leads to are for.
      index += consumed > 0xffff ? 2 : 1;
      codePoint = index < input.length ? input.codePointAt(index)! : -1;
      before = after;
      after = isWord(codePoint);
      generation++;
      count = 0;
      // A position visits at most `size` states: charged before the budget could be overrun by more.
      if (steps >= meter.left) charge();
      for (let i = 0; i < currentCount; i++) {
        const state = current[i]!;
        const set = sets[state]!;
        const to = next[state]!;
        if (seen[to] === generation || !(consumed < 128 ? ascii[set * 128 + consumed] : tests[set]!(consumed))) continue;
        // A set state after a set state, the common case, is visited here; the others lead to a closure.
        if (kinds[to] === SET) (seen[to] = generation), steps++, (following[count++] = to);
        else if (close(to)) return end(true);
      }
    }
  };
}
