import { setOwn } from '../../set-own.js';
import { spend } from '../work-meter.js';
import type { Check, RunState } from '../types.js';

/**
 * Checks one property or item and records its output: the container is copied the first time a
 * check returns something new (a default filled in below it), so the input is never mutated. Objects
 * and arrays share this one path; keys are written as own properties, `__proto__` included.
 *
 * @param state The run state.
 * @param input The input object or array.
 * @param output The output so far: `input` until something changes.
 * @param key The property key or index.
 * @param item The property value or item.
 * @param check The child's check.
 * @returns The output.
 */
export function checkChild<T extends object>(state: RunState, input: T, output: T, key: string | number, item: unknown, check: Check): T {
  const before = state.problems.length;
  const result = check(item, state);
  // Paths grow innermost first: the problems recorded below get this key appended, each a step.
  if (state.problems.length > before) spend(state, state.problems.length - before);
  for (let i = before; i < state.problems.length; i++) state.problems[i]!.path.push(key);
  if (state.problems.length === before && result !== item) {
    if (output === input) output = (Array.isArray(input) ? input.slice() : { ...input }) as T;
    // A defined property, not an assignment: a key named `__proto__` never touches a prototype.
    setOwn(output, key, result);
  }
  return output;
}

/**
 * Runs a check only to learn whether the value matches: its problems and its output are dropped.
 *
 * @param check The check.
 * @param value The value.
 * @param state The run state.
 * @returns Whether the value matches.
 */
export function matches(check: Check, value: unknown, state: RunState): boolean {
  const before = state.problems.length;
  check(value, state);
  const matched = state.problems.length === before;
  state.problems.length = before;
  return matched;
}

/**
 * Tells whether an object has a property, as every keyword asks it: an own property, not holding
 * `undefined` (JSON has no `undefined`, so such a property is missing, §13.1).
 *
 * @param value The object.
 * @param key The property.
 * @returns Whether the property is present.
 */
export const isPresent = (value: Readonly<Record<string, unknown>>, key: string): boolean => value[key] !== undefined && Object.hasOwn(value, key);
