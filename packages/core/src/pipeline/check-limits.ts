import { formatPath, subjectOf } from '../paths';
import type { ResultIssue } from '../result';

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

// The walk's shared tally; a breach unwinds the recursion with the keys of its path.
interface Walk {
  readonly limits: Required<InputLimits>;
  readonly ancestors: object[];
  bytes: number;
}

/**
 * Where and why the input is refused. A `text` starting with a space follows the subject (`'note'`,
 * `Input`); any other is the whole message. `whole` breaches concern the input's size, not a path.
 */
interface Breach {
  readonly keys: PropertyKey[];
  readonly text: string;
  readonly whole?: boolean;
}

// Recursion is safe: it never goes deeper than maxDepth before refusing.
function walk(value: unknown, depth: number, state: Walk): Breach | undefined {
  const { limits } = state;
  if (typeof value === 'string') {
    if (value.length > limits.maxStringLength) return { keys: [], text: ` is too long: at most ${limits.maxStringLength} characters` };
    state.bytes += value.length + 2;
  } else if (typeof value === 'object' && value !== null) {
    if (depth >= limits.maxDepth) return { keys: [], text: `Input is nested too deeply: at most ${limits.maxDepth} levels` };
    if (state.ancestors.includes(value)) return { keys: [], text: ' refers back to itself' };
    const isArray = Array.isArray(value);
    const keys = Object.keys(value);
    if (isArray && keys.length > limits.maxArrayLength) return { keys: [], text: ` has too many items: at most ${limits.maxArrayLength}` };
    state.bytes += 2;
    state.ancestors.push(value);
    for (const key of keys) {
      // Shared references are counted each time they appear, as JSON would repeat them.
      state.bytes += isArray ? 1 : key.length + 4;
      const breach = walk((value as Record<string, unknown>)[key], depth + 1, state);
      if (breach) {
        breach.keys.unshift(isArray ? Number(key) : key);
        return breach;
      }
    }
    state.ancestors.pop();
  } else {
    state.bytes += 8;
  }
  return state.bytes > limits.maxBytes ? { keys: [], text: `Input is too large: at most ${limits.maxBytes} bytes`, whole: true } : undefined;
}

/**
 * Completes a registry's limits with the defaults, once, so calls need not.
 *
 * @param limits The limits given in the registry's options.
 * @returns Every limit.
 */
export function resolveLimits(limits: InputLimits | undefined): Required<InputLimits> {
  return limits ? { ...DEFAULT_LIMITS, ...limits } : DEFAULT_LIMITS;
}

/**
 * Checks a call's input against its limits, stopping at the first breach, so a hostile input (a
 * huge string, a deep or cyclic structure) is refused before a schema walks it (spec §3.2).
 *
 * @param input The input as the caller sent it.
 * @param limits Every limit (see `resolveLimits`).
 * @returns The issue that refuses the input, or `undefined` when it fits.
 */
export function checkLimits(input: unknown, limits: Required<InputLimits> = DEFAULT_LIMITS): ResultIssue | undefined {
  const breach = walk(input, 0, { limits, ancestors: [], bytes: 0 });
  if (!breach) return undefined;
  const path = breach.whole ? '' : formatPath(breach.keys);
  const { text } = breach;
  return { path, message: text[0] === ' ' ? subjectOf(path) + text : text };
}
