// Memoized verdicts (spec §13.8): within one validation, a check applied again to the same object or
// array gives the verdict it gave the first time, so a schema reached many ways — recursive `$ref`s
// under `anyOf`, the branches `unevaluated*` test again — walks each subtree once, not once per way.
import { PROBLEM_WORK, spend } from './work-meter.js';
import type { CompileContext } from './compile-context.js';
import type { Check, Problem, RunState } from './types.js';

/**
 * What a check gave one value when it found problems: its output, the problems, and how long each
 * one's path was when the check returned (the keys below the value). Paths only grow at their end as
 * the checks above unwind, so that prefix stays as it was: the problems are kept as they are, not
 * copied. A value without problems is remembered by its output alone (never an instance of this
 * class: outputs are plain data), which spares an object per value on the common path.
 */
class Verdict {
  constructor(
    readonly output: unknown,
    readonly problems: readonly Problem[],
    readonly lengths: readonly number[],
  ) {}
}

/** The units of finding or remembering a verdict (two map lookups; §13.8), measured by bench/validation-work.ts. */
const MEMO_WORK = 4;

/**
 * Replays a verdict's problems: a new copy of each, since its path grows as the checks above unwind.
 * Each copy is charged before it is made as a problem recorded and carried up its path was
 * ({@link PROBLEM_WORK} plus its path's length), so a schema that replays many deep problems is
 * stopped before the copies take its time or fill the memory.
 *
 * @param state The run state, whose problems get the copies.
 * @param verdict The verdict.
 */
function replay(state: RunState, { problems, lengths }: Verdict): void {
  for (let i = 0; i < problems.length; i++) {
    spend(state, PROBLEM_WORK + lengths[i]!);
    state.problems.push({ path: problems[i]!.path.slice(0, lengths[i]), text: problems[i]!.text });
  }
}

/**
 * Finds this run's table of verdicts under a key, made on first use.
 *
 * @param state The run state.
 * @param key The key: a schema's pointer (a check), or a collector's kind and pointer (unevaluated.ts).
 * @returns The table, by object.
 */
export function tableOf(state: RunState, key: string): Map<object, unknown> {
  const memo = (state.memo ??= new Map());
  return memo.get(key) ?? memo.set(key, new Map()).get(key)!;
}

/**
 * Wraps a check so that, within a run, it judges each object or array once (by identity) and answers
 * again with the same output and problems. A check's verdict depends only on the value and the run
 * (whether defaults are filled in), so this changes no verdict; a run starts with no verdicts (the
 * validator clears them), so nothing is kept between calls. Other values are checked each time: a
 * string or a number has no identity, and checking it again is bounded by the schema.
 *
 * @param check The check.
 * @param key Names the check in the run's table: its schema's pointer, the same for every reference to it.
 * @returns The memoized check.
 */
/* @__NO_SIDE_EFFECTS__ */
export function memoize(check: Check, key: string): Check {
  return (value, state) => {
    if (typeof value !== 'object' || value === null) return check(value, state);
    const table = tableOf(state, key);
    const known = table.get(value);
    if (known !== undefined) {
      spend(state, MEMO_WORK);
      if (!(known instanceof Verdict)) return known;
      // Replaying problems is work too: a schema that doubles them at every level is stopped here.
      replay(state, known);
      return known.output;
    }
    const before = state.problems.length;
    const output = check(value, state);
    const found = state.problems.length - before;
    // Remembering costs a map entry, and a unit per problem found (kept with its path's length).
    spend(state, MEMO_WORK + found);
    if (!found) table.set(value, output);
    else {
      const problems = state.problems.slice(before);
      table.set(value, new Verdict(output, problems, problems.map(({ path }) => path.length)));
    }
    return output;
  };
}

/**
 * Memoizes a check that `unevaluatedProperties` or `unevaluatedItems` tests again to learn what it
 * evaluated (an `anyOf` or `oneOf` branch, `if`, `contains`): without a keyword rule, nothing does,
 * and the check stays as it is.
 *
 * @param check The check.
 * @param pointer Its schema's pointer: the collectors of unevaluated.ts memoize it under the same.
 * @param context The compile context.
 * @returns The check, memoized when a rule may test it again.
 */
export const retested = (check: Check, pointer: string, context: CompileContext): Check => (context.rules.length ? memoize(check, pointer) : check);
