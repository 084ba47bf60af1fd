import { formatPath, subjectOf } from '../paths.js';
import type { ResultIssue } from '../result.js';

/** Bounds on a call's input, checked before its schema sees it (spec §3.2, docs/security.md). */
export interface InputLimits {
  /** The input's size as JSON text, roughly; default 1,000,000. */
  readonly maxBytes?: number;
  /** How deep objects and arrays may nest; default 64. */
  readonly maxDepth?: number;
  /** The longest string, in UTF-16 units; default 100,000. */
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

// The walk's shared state: the keys from the root to the value being walked, whose count is its depth.
interface Walk {
  readonly limits: Required<InputLimits>;
  readonly keys: PropertyKey[];
  bytes: number;
}

// An issue at the value being walked: `'note' is too long …`, `Input is nested too deeply …`.
function breach(keys: readonly PropertyKey[], text: string, subject?: string): ResultIssue {
  const path = formatPath(keys);
  return { path, message: (subject ?? subjectOf(path)) + text };
}

// Recursion is safe: it never goes deeper than maxDepth before refusing. So is a cycle: it nests
// without end, so the depth limit refuses it (spec D88). Module functions rather than closures: the
// common call allocates only the walk's state.
function walk(value: unknown, state: Walk): ResultIssue | undefined {
  const {
    limits: { maxBytes, maxDepth, maxStringLength, maxArrayLength },
    keys,
  } = state;
  if (typeof value === 'string') {
    if (value.length > maxStringLength) return breach(keys, ` is too long: at most ${maxStringLength} characters`);
    state.bytes += value.length + 2;
  } else if (typeof value === 'object' && value !== null) {
    if (keys.length >= maxDepth) return breach(keys, ` is nested too deeply: at most ${maxDepth} levels`, 'Input');
    const isArray = Array.isArray(value);
    const own = Object.keys(value);
    if (isArray && own.length > maxArrayLength) return breach(keys, ` has too many items: at most ${maxArrayLength}`);
    state.bytes += 2;
    for (const key of own) {
      // Shared references are counted each time they appear, as JSON would repeat them.
      state.bytes += isArray ? 1 : key.length + 4;
      keys.push(isArray ? Number(key) : key);
      const found = walk((value as Record<string, unknown>)[key], state);
      if (found) return found;
      keys.pop();
    }
  } else {
    state.bytes += 8;
  }
  // The size concerns the whole input, not a path: at the root, the subject is `Input`.
  return state.bytes > maxBytes ? breach([], ` is too large: at most ${maxBytes} bytes`) : undefined;
}

/**
 * Checks a call's input against its limits, stopping at the first breach, so a hostile input (a
 * huge string, a deep or cyclic structure) is refused before a schema walks it (spec §3.2).
 *
 * @param input The input as the caller sent it.
 * @param limits Every limit (the registry's, completed with `DEFAULT_LIMITS`).
 * @returns The issue that refuses the input, or `undefined` when it fits.
 */
export function checkLimits(input: unknown, limits: Required<InputLimits> = DEFAULT_LIMITS): ResultIssue | undefined {
  return walk(input, { limits, keys: [], bytes: 0 });
}
