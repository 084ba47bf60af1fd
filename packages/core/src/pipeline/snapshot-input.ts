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

// The walk's shared state: the bytes counted so far and, once the input is refused, why. The keys
// to the breach are gathered as the refusal unwinds (innermost first), so a walk that refuses nothing
// keeps no path.
interface Walk {
  readonly limits: Required<InputLimits>;
  bytes: number;
  text: string;
  /** Whom the message names: the value at the path, the whole input at the path, or the whole input. */
  subject: 'value' | 'input' | 'size';
  readonly keys: PropertyKey[];
}

const NOT_DATA = ' is not plain data: only objects, arrays, strings, numbers, booleans, null and dates';

// Leaves the walk at the first breach, by throwing the walk itself: `snapshotInput` tells it apart
// from anything a caller's getter throws. `'note' is too long …`; the depth concerns the whole input,
// so its subject is `Input`, and the size names no path either.
function refuse(state: Walk, text: string, subject: Walk['subject'] = 'value'): never {
  state.text = text;
  state.subject = subject;
  throw state;
}

// Counts bytes as the walk goes.
function count(state: Walk, bytes: number): void {
  if ((state.bytes += bytes) > state.limits.maxBytes) refuse(state, ` is too large: at most ${state.limits.maxBytes} bytes`, 'size');
}

// Copies the value at `key` of `parent`, read once; a refusal below it gathers `key` on its way out.
// A property name is a string the caller chose: it has the strings' limit too.
function copyAt(parent: object, key: string | number, state: Walk, depth: number): unknown {
  try {
    if (typeof key === 'string') {
      if (key.length > state.limits.maxStringLength) refuse(state, ` has a name too long: at most ${state.limits.maxStringLength} characters`);
      count(state, key.length + 4);
    } else count(state, 1);
    return copy((parent as Record<string | number, unknown>)[key], state, depth);
  } catch (error) {
    if (error === state) state.keys.push(key);
    throw error;
  }
}

// Copies one value at `depth`, reading each property once. Recursion is safe: it never goes deeper
// than maxDepth before refusing, and a cycle nests without end, so the depth limit refuses it.
function copy(value: unknown, state: Walk, depth: number): unknown {
  const { limits } = state;
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
  if (depth >= limits.maxDepth) refuse(state, ` is nested too deeply: at most ${limits.maxDepth} levels`, 'input');
  count(state, 2);
  if (Array.isArray(value)) {
    // One read of the length, then one of each index: a getter or a proxy answers once.
    const length = value.length;
    if (length > limits.maxArrayLength) refuse(state, ` has too many items: at most ${limits.maxArrayLength}`);
    const out: unknown[] = [];
    for (let index = 0; index < length; index++) out.push(copyAt(value, index, state, depth + 1));
    return out;
  }
  if (value instanceof Date) return new Date(value.getTime());
  const proto = Object.getPrototypeOf(value);
  // Maps, sets, class instances, typed arrays, blobs: their contents can change behind a copy.
  if (proto !== Object.prototype && proto !== null) refuse(state, NOT_DATA);
  const out: Record<string, unknown> = {};
  // `for…in` rather than `Object.keys`: no array of keys per object. It also lists what a page
  // script made enumerable on `Object.prototype`, which is not the caller's: skipped.
  for (const key in value) {
    if (proto && !Object.prototype.hasOwnProperty.call(value, key)) continue;
    const child = copyAt(value, key, state, depth + 1);
    // Assignment is the fast path; only `__proto__` would set a prototype instead of a property.
    if (key === '__proto__') setOwn(out, key, child);
    else out[key] = child;
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
  const state: Walk = { limits, bytes: 0, text: '', subject: 'value', keys: [] };
  try {
    return { value: copy(input, state, 0) };
  } catch (error) {
    if (error !== state) throw error;
    const path = state.subject === 'size' ? '' : formatPath(state.keys.reverse());
    return { issue: { path, message: (state.subject === 'value' ? subjectOf(path) : 'Input') + state.text } };
  }
}
