import { formatPath } from '../paths';
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

// A place in the input; paths are rebuilt from parent links only when an issue names one.
interface Visit {
  readonly value: unknown;
  readonly key: PropertyKey | undefined;
  readonly parent: Visit | undefined;
  readonly depth: number;
}

function pathOf(visit: Visit): string {
  const keys: PropertyKey[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key as PropertyKey);
  return formatPath(keys);
}

function issueAt(visit: Visit, message: (subject: string) => string): ResultIssue {
  const path = pathOf(visit);
  return { path, message: message(path === '' ? 'Input' : `'${path}'`) };
}

/**
 * Checks a call's input against its limits without recursion, stopping at the first breach, so a
 * hostile input (a huge string, a deep or cyclic structure) is refused before a schema walks it
 * (spec §3.2).
 *
 * @param input The input as the caller sent it.
 * @param limits The registry's limits; missing ones take the defaults.
 * @returns The issue that refuses the input, or `undefined` when it fits.
 */
export function checkLimits(input: unknown, limits: InputLimits = {}): ResultIssue | undefined {
  const { maxBytes, maxDepth, maxStringLength, maxArrayLength } = { ...DEFAULT_LIMITS, ...limits };
  // Depth first; a `leave` entry closes an object once its children are done, so `open` holds
  // exactly the objects on the current path and a cycle is told apart from a shared reference.
  const stack: (Visit | { readonly leave: object })[] = [{ value: input, key: undefined, parent: undefined, depth: 0 }];
  const open = new Set<object>();
  let bytes = 0;
  while (stack.length > 0) {
    const visit = stack.pop() as Visit | { readonly leave: object };
    if ('leave' in visit) {
      open.delete(visit.leave);
      continue;
    }
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.length > maxStringLength) return issueAt(visit, (s) => `${s} is too long: at most ${maxStringLength} characters`);
      bytes += value.length + 2;
    } else if (typeof value === 'object' && value !== null) {
      if (visit.depth >= maxDepth) return issueAt(visit, () => `Input is nested too deeply: at most ${maxDepth} levels`);
      if (open.has(value)) return issueAt(visit, (s) => `${s} refers back to itself`);
      open.add(value);
      stack.push({ leave: value });
      const isArray = Array.isArray(value);
      const keys = Object.keys(value);
      if (isArray && keys.length > maxArrayLength) return issueAt(visit, (s) => `${s} has too many items: at most ${maxArrayLength}`);
      // Shared references are counted each time they appear, as JSON would repeat them.
      bytes += 2;
      for (const key of keys) {
        bytes += isArray ? 1 : key.length + 4;
        const child = (value as Record<string, unknown>)[key];
        stack.push({ value: child, key: isArray ? Number(key) : key, parent: visit, depth: visit.depth + 1 });
      }
    } else {
      bytes += 8;
    }
    if (bytes > maxBytes) return { path: '', message: `Input is too large: at most ${maxBytes} bytes` };
  }
  return undefined;
}
