import { formatPath, subjectOf } from '../paths.js';
import type { ResultIssue } from '../result.js';
import { setOwn } from '../set-own.js';

/** Bounds on a call's input, checked before its schema sees it (spec §3.2, docs/security.md). */
export interface InputLimits {
  /** The input's size as JSON text, roughly; default 1,000,000. */
  readonly maxBytes?: number;
  /** How deep objects and arrays may nest; default 64. */
  readonly maxDepth?: number;
  /** The longest string, and the longest property name, in UTF-16 units; default 100,000. */
  readonly maxStringLength?: number;
  /** The longest array; default 10,000. */
  readonly maxArrayLength?: number;
}

/** The limits applied when a registry sets none. */
export const DEFAULT_LIMITS: Required<InputLimits> = {
  maxBytes: 1_000_000,
  maxDepth: 64,
  maxStringLength: 100_000,
  maxArrayLength: 10_000,
};

/** What {@link snapshotInput} answers: the copy that every later step sees, or the issue that refuses the input. */
export type InputSnapshot = { readonly value: unknown; readonly issue?: undefined } | { readonly issue: ResultIssue };

// The walk's shared state: the keys from the root to the value being walked, whose count is its
// depth, and the issue that refuses the input once one is found.
interface Walk {
  readonly limits: Required<InputLimits>;
  readonly keys: PropertyKey[];
  bytes: number;
  issue?: ResultIssue;
}

const NOT_DATA = ' is not plain data: only objects, arrays, strings, numbers, booleans, null and dates';

// Leaves the walk at the first breach, by throwing the walk itself: `snapshotInput` tells it apart
// from anything a caller's getter throws. `'note' is too long …`; the size and the depth concern
// the whole input, so their subject is `Input` (the size names no path either).
function refuse(state: Walk, text: string, path = formatPath(state.keys), subject = subjectOf(path)): never {
  state.issue = { path, message: subject + text };
  throw state;
}

// Counts bytes as the walk goes; the size concerns the whole input, so its subject is `Input`.
function count(state: Walk, bytes: number): void {
  if ((state.bytes += bytes) > state.limits.maxBytes) refuse(state, ` is too large: at most ${state.limits.maxBytes} bytes`, '');
}

// Copies one value, reading each property once. Recursion is safe: it never goes deeper than
// maxDepth before refusing, and a cycle nests without end, so the depth limit refuses it.
function copy(value: unknown, state: Walk): unknown {
  const { limits, keys } = state;
  if (typeof value === 'string') {
    if (value.length > limits.maxStringLength) refuse(state, ` is too long: at most ${limits.maxStringLength} characters`);
    count(state, value.length + 2);
    return value;
  }
  if (typeof value !== 'object' || value === null) {
    // Functions and symbols are not data: a caller could change what a function does after the card.
    if (typeof value === 'function' || typeof value === 'symbol') refuse(state, NOT_DATA);
    count(state, 8);
    return value;
  }
  if (keys.length >= limits.maxDepth) refuse(state, ` is nested too deeply: at most ${limits.maxDepth} levels`, undefined, 'Input');
  count(state, 2);
  if (Array.isArray(value)) {
    // One read of the length, then one of each index: a getter or a proxy answers once.
    const length = value.length;
    if (length > limits.maxArrayLength) refuse(state, ` has too many items: at most ${limits.maxArrayLength}`);
    const out: unknown[] = [];
    for (let index = 0; index < length; index++) {
      count(state, 1);
      keys.push(index);
      out.push(copy(value[index], state));
      keys.pop();
    }
    return out;
  }
  if (value instanceof Date) return new Date(value.getTime());
  const proto = Object.getPrototypeOf(value);
  // Maps, sets, class instances, typed arrays, blobs: their contents can change behind a copy.
  if (proto !== Object.prototype && proto !== null) refuse(state, NOT_DATA);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    keys.push(key);
    // A property name is a string the caller chose: it has the strings' limit too.
    if (key.length > limits.maxStringLength) refuse(state, ` has a name too long: at most ${limits.maxStringLength} characters`);
    count(state, key.length + 4);
    const child = copy((value as Record<string, unknown>)[key], state);
    // Assignment is the fast path; only `__proto__` would set a prototype instead of a property.
    if (key === '__proto__') setOwn(out, key, child);
    else out[key] = child;
    keys.pop();
  }
  return out;
}

/**
 * Takes the one snapshot of a call's input (spec §3.2): a copy of its plain data — objects, arrays,
 * strings, numbers, booleans, `null`, `undefined` and dates — with every property read exactly once,
 * checked against the limits as it is copied. Every later step (validation, permission, the
 * confirmation card, `run`) sees this copy, so a caller that keeps a reference to its input, or hands
 * in getters or proxies that answer differently on each read, cannot change what runs after it was
 * checked and approved. A hostile input (a huge string, a deep or cyclic structure) is refused at the
 * first breach, before any schema walks it.
 *
 * @param input The input as the caller sent it.
 * @param limits Every limit (the registry's, completed with `DEFAULT_LIMITS`).
 * @returns The copy, or the issue that refuses the input.
 * @throws Whatever the caller's getters or proxy traps throw (the pipeline turns it into a result).
 */
export function snapshotInput(input: unknown, limits: Required<InputLimits> = DEFAULT_LIMITS): InputSnapshot {
  const state: Walk = { limits, keys: [], bytes: 0 };
  try {
    return { value: copy(input, state) };
  } catch (error) {
    if (error === state) return { issue: state.issue! };
    throw error;
  }
}
