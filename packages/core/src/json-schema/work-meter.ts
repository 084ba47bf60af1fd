// The work meter of a validation (spec §13.8, docs/security.md T7): every validation may do at most
// WORK_PER_SIZE units of work per unit of its input's size, whatever the schema. Without it, valid
// input within the registry's limits could freeze the page: recursive `anyOf` re-walks subtrees
// (exponential), patterns cost per character many times over, nested applicators multiply.
import { isRecord } from '../is-record.js';
import type { Check, RunState } from './types.js';

/**
 * What work is charged to: a validation's work meter (spec §13.8). `left` is the units the
 * validation may still spend; once a charge takes it below 0, `exhausted` either finds more (the
 * validation sizes its input then) or throws, which stops the run where it is.
 */
export interface WorkMeter {
  left: number;
  exhausted: () => void;
}

/** The meter of a test made outside a validation (a bench, a test): nothing limits it. */
export const UNMETERED: WorkMeter = { left: Infinity, exhausted: () => {} };

/**
 * Charges work to a meter, stopping (or sizing) the validation once its units are spent.
 *
 * @param meter The meter.
 * @param units The work.
 */
export const spend = (meter: WorkMeter, units: number): void => {
  if ((meter.left -= units) < 0) meter.exhausted();
};

/** The units of a problem made (recorded, or replayed from a memoized verdict) beside its path's length. */
export const PROBLEM_WORK = 4;

/**
 * The units of work a validation may spend per byte of its input's size ({@link sizeOf}: its values
 * and characters, counted as §3.2's `maxBytes` counts them). A unit is about the cost of one matcher
 * step (a state visit); every kind of work is charged so that a unit costs 5–25 ns on the 2-core test
 * machine, and the worst schema found on the largest input the default limits let in (1,000,000
 * bytes) blocked a Chromium page 73 ms at most (`bench/validation-work.ts`, docs/performance.md).
 */
export const WORK_PER_SIZE = 5;

/** The units a pattern test costs before its matcher's first step: starting its runs. */
export const TEST_WORK = 16;

/** The size every input is granted at least, so small inputs of large schemas never run short. */
export const MIN_SIZE = 16_384;

/** Inputs are sized up to this many units: a cyclic or widely shared value is not walked for ever. */
const MAX_SIZE = 1 << 22;

/** The one issue of a validation stopped by its meter (spec §13.8): the same in every build. */
export const TOO_MUCH_WORK = 'Input needs too much work to validate against this schema';

/** Thrown to stop a validation at once, wherever it is; `fromJsonSchema` turns it into the issue. */
export const OVER_BUDGET: unique symbol = Symbol();

/**
 * Measures a value as §3.2's `maxBytes` does, so that an input the limits let in has a size of at
 * most `maxBytes`: a string its length + 2, another primitive 8, an object or array 2, an item 1 more,
 * a property its name's length + 4. Shared references count each time (as the input's JSON text would),
 * and the walk stops at `cap`, so a cycle ends it too. Iterative: a deep value does not overflow the stack.
 *
 * @param value The value.
 * @param cap Where to stop counting.
 * @returns Its size, at most about `cap`.
 */
export function sizeOf(value: unknown, cap = MAX_SIZE): number {
  let size = 0;
  const stack = [value];
  while (stack.length && size < cap) {
    const item = stack.pop();
    if (typeof item === 'string') size += item.length + 2;
    else if (typeof item !== 'object' || !item) size += 8;
    else if (Array.isArray(item)) {
      size += 2 + item.length;
      for (const child of item) stack.push(child);
    } else {
      size += 2;
      for (const key of Object.keys(item)) (size += key.length + 4), stack.push((item as Record<string, unknown>)[key]);
    }
  }
  return size;
}

/**
 * Starts the meter of one validation on its run state: the floor's units first, and the input's
 * real size only once those are spent, so a validation that stays small never walks its input twice.
 * Past the budget the meter throws {@link OVER_BUDGET}.
 *
 * @param state The validator's run state, which is the meter.
 * @param input The input being validated.
 */
export function startMeter(state: RunState, input: unknown): void {
  let sized = false;
  state.left = WORK_PER_SIZE * MIN_SIZE;
  state.exhausted = () => {
    if (!sized) {
      sized = true;
      state.left += WORK_PER_SIZE * Math.max(0, sizeOf(input) - MIN_SIZE);
    }
    if (state.left < 0) throw OVER_BUDGET;
  };
}

/** The meter between validations: it holds no input. */
export const IDLE: WorkMeter['exhausted'] = () => {};

/** The units of applying a schema object (its closures called) and of each of its keywords. */
const APPLY_WORK = 4;
const KEYWORD_WORK = 2;

/** Keywords whose values are listed in full on every application. */
const DEEP = new Set(['dependentRequired']);

/**
 * Keywords that look the value up in a set made when the schema is compiled (value.ts): a key's
 * cost, however many values they allow; the canonical text of an object looked up is charged as it is made.
 */
const LOOKUP = new Set(['enum', 'const']);

/** Keywords never applied by the schema that holds them: they cost nothing there. */
const INERT = new Set(['$defs', 'definitions', 'examples']);

/**
 * The units one application of a schema object costs, beside what it costs per child:
 * {@link APPLY_WORK}, plus {@link KEYWORD_WORK} per keyword, plus one per entry of a keyword's list or
 * map (`properties`, `required`, `allOf` …) and per unit of size of what `dependentRequired` lists;
 * `enum` and `const` are a lookup (a keyword's units), and `$defs`, `definitions` and `examples` are free.
 *
 * @param schema The schema object.
 * @returns Its weight.
 */
export function weightOf(schema: Readonly<Record<string, unknown>>): number {
  let weight = APPLY_WORK;
  for (const keyword of Object.keys(schema)) {
    if (INERT.has(keyword)) continue;
    const value = schema[keyword];
    if (LOOKUP.has(keyword)) weight += KEYWORD_WORK;
    else weight += KEYWORD_WORK + (DEEP.has(keyword) ? sizeOf(value) : Array.isArray(value) ? value.length : isRecord(value) ? Object.keys(value).length : 0);
  }
  return weight;
}

/**
 * Charges a check's weight on every application, before it runs.
 *
 * @param check The check.
 * @param weight Its weight ({@link weightOf}).
 * @returns The metered check.
 */
/* @__NO_SIDE_EFFECTS__ */
export function metered(check: Check, weight: number): Check {
  return (value, state) => (spend(state, weight), check(value, state));
}
