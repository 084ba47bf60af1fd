import { ASSERT, SET, SPLIT, type Nfa } from './nfa.js';

/** Whether a code point is a word character of `\b` (without the `i` flag: ASCII letters, digits and `_`). */
const isWord = (codePoint: number): boolean =>
  (codePoint >= 97 && codePoint <= 122) || (codePoint >= 65 && codePoint <= 90) || (codePoint >= 48 && codePoint <= 57) || codePoint === 95;

/** A runner of one NFA: its buffers are allocated once and reused by every call (runs never nest). */
export type NfaRunner = (input: string, anchored: boolean) => boolean;

/**
 * The work meter, for tests only (spec §13.5): the matcher's guarantee is a bound on its steps, so the
 * tests count them rather than time runs on a shared machine. A step is one visit of one state at one
 * input position (the splits and assertions followed from it are part of it); each run of any runner
 * adds its steps to `steps` once, when it returns — the hot loop counts in a local, one addition per
 * position for the states carried over and one per state reached. A run makes at least one step (the
 * start state at position 0), so a matcher that leaves the meter unchanged ran in the engine
 * (deterministic.ts). Nothing in the library reads it: a test sets `steps` to 0, runs, and reads it.
 */
export const nfaWork = { steps: 0 };

/**
 * Creates the runner of an NFA: a state-set simulation (Thompson's), which follows every path of
 * the pattern at once instead of backtracking into them one by one. At each input position it
 * takes the states that the previous character led to, adds the start state (at every position for
 * an unanchored search, which is what `RegExp.prototype.test` does), and follows splits and
 * assertions from them, marking each state so that it is visited once; each set state it reaches
 * that holds the position's code point leads to a state of the next position. A position therefore
 * costs at most one visit per state: the work per input character is bounded by `nfa.size`, whatever
 * the pattern and the input, and a run on *n* code points by `nfa.size × (n + 1)` visits (the end of
 * the input is a position too), which it adds to {@link nfaWork} (spec §13.5).
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
  // The states the previous position's characters led to, and those this one's lead to.
  let reached = new Int32Array(size);
  let leading = new Int32Array(size);
  const stack = new Int32Array(size);
  // Each state's mark: `generation` once visited at this position, `generation + 1` once recorded for
  // the next one (which is then its visit there). A state recorded before it is reached here keeps
  // that mark, so `also` says whether it was visited here too: each state is visited at most once per
  // position, and recorded at most once.
  const seen = new Uint32Array(size);
  const also = new Uint32Array(size);
  let generation = 1;
  let top = 0;
  let leadingCount = 0;
  let codePoint = 0;
  let index = 0;
  let before = false;
  let after = false;
  // This run's visits so far, for the work meter.
  let steps = 0;

  /** Visits a state at the current position: a set state moves on the code point, the others wait on the stack. */
  const visit = (state: number): void => {
    if (kinds[state] === SET) {
      const set = sets[state]!;
      const to = next[state]!;
      const mark = seen[to];
      // Marked for the next position as it is recorded, so that it is recorded once.
      if (codePoint >= 0 && mark !== generation + 1 && (codePoint < 128 ? ascii[set * 128 + codePoint] : tests[set]!(codePoint))) {
        if (mark === generation) also[to] = generation;
        seen[to] = generation + 1;
        leading[leadingCount++] = to;
      }
    } else stack[top++] = state;
  };
  /** Visits a state once per position. */
  const reach = (state: number): void => {
    const mark = seen[state];
    if (mark === generation) return;
    if (mark !== generation + 1) seen[state] = generation;
    else if (also[state] !== generation) also[state] = generation;
    else return;
    steps++;
    visit(state);
  };

  /** Ends a run: its steps go to the work meter. */
  const end = (matched: boolean): boolean => ((nfaWork.steps += steps), matched);

  return (input, anchored) => {
    let reachedCount = 0;
    steps = 0;
    before = false;
    // A new mark per run and per position: no clearing, and a wrap-around (after 2^32 positions) starts afresh.
    if ((generation += 2) >= 0xfffffff0) seen.fill(0), also.fill(0), (generation = 1);
    for (index = 0; ; ) {
      codePoint = index < input.length ? input.codePointAt(index)! : -1;
      after = isWord(codePoint);
      top = 0;
      leadingCount = 0;
      // The reached states were marked with this position's mark when the previous one recorded them.
      steps += reachedCount;
      for (let i = 0; i < reachedCount; i++) visit(reached[i]!);
      if (!anchored || !index) reach(start);
      while (top) {
        const state = stack[--top]!;
        const kind = kinds[state];
        if (kind === SPLIT) reach(alt[state]!), reach(next[state]!);
        else if (kind === ASSERT) {
          // ^ $ \b \B, in the order of ASSERTIONS; without the `m` flag ^ and $ are the input's ends.
          const which = alt[state];
          if (which === 0 ? !index : which === 1 ? codePoint < 0 : (before !== after) === (which === 2)) reach(next[state]!);
        } else return end(true);
      }
      if (codePoint < 0) return end(false);
      // Anchored, no path survives a dead end; unanchored, a later start may still match.
      if (anchored && !leadingCount) return end(false);
      const swap = reached;
      reached = leading;
      leading = swap;
      reachedCount = leadingCount;
      generation++;
      before = after;
      index += codePoint > 0xffff ? 2 : 1;
    }
  };
}
