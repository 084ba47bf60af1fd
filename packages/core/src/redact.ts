import { parsePath, type PathSegment } from './paths';

/** What replaces a sensitive value in everything Toolmark hands out (spec §6). */
export const REDACTED = '[redacted]';

/** Sensitive values shorter than this are redacted by path only, never searched for in text (spec D7). */
const MIN_SCRUB_LENGTH = 3;
/** Deeper structures are cut off with the marker rather than walked (fail closed). */
const MAX_DEPTH = 64;

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// Writes an own property even for keys like `__proto__`, which an assignment would treat as the prototype.
function setOwn(target: Container, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function shallowCopy(value: Container): Container {
  return Array.isArray(value) ? value.slice() : { ...value };
}

// Replaces the values at a path by what `leaf` makes of them, copying only the objects along the way.
function replaceAt(value: unknown, segments: readonly PathSegment[], at: number, leaf: (value: unknown) => unknown): unknown {
  if (at === segments.length) return leaf(value);
  if (!isContainer(value)) return value;
  const segment = segments[at];
  const keys = segment === null ? Object.keys(value) : [String(segment)];
  let copy: Container | undefined;
  for (const key of keys) {
    if (!Object.prototype.propertyIsEnumerable.call(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    const next = replaceAt(child, segments, at + 1, leaf);
    if (next !== child) setOwn((copy ??= shallowCopy(value)), key, next);
  }
  return copy ?? value;
}

/**
 * Replaces the value at each sensitive path with `REDACTED` (spec §6). Copies only the objects on a
 * redacted path and never mutates `value`. A path that does not parse redacts the whole value, since
 * guessing what it meant could leak (fail closed).
 *
 * @param value Plain objects and arrays; other objects are left as they are.
 * @param paths Paths such as `payment.card.number` or `passengers[*].passport`.
 * @returns The redacted value.
 */
export function redactPaths(value: unknown, paths: readonly string[]): unknown {
  let out = value;
  for (const path of paths) {
    let segments: PathSegment[];
    try {
      segments = parsePath(path);
    } catch {
      return REDACTED;
    }
    out = replaceAt(out, segments, 0, () => REDACTED);
  }
  return out;
}

function collectLeaves(value: unknown, into: Set<string>, depth: number, seen = new WeakSet<object>()): void {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    const text = String(value);
    if (text.length < MIN_SCRUB_LENGTH) return;
    into.add(text);
    // Text that quotes the input as JSON (ok(input), JSON.stringify in messages) holds the escaped form.
    const quoted = JSON.stringify(text).slice(1, -1);
    if (quoted !== text) into.add(quoted);
  } else if (isContainer(value) && depth < MAX_DEPTH && !seen.has(value)) {
    seen.add(value);
    for (const child of Object.values(value)) collectLeaves(child, into, depth + 1, seen);
  }
}

/**
 * Collects the sensitive values of an input, as text, so they can be scrubbed from anything derived
 * from it (spec D7). A path that does not parse makes every value of the input a secret (fail closed).
 *
 * @param input The call's input.
 * @param paths The tool's sensitive paths.
 * @returns The secrets, longest first so that overlapping ones are replaced whole.
 */
export function collectSecrets(input: unknown, paths: readonly string[]): string[] {
  const found = new Set<string>();
  for (const path of paths) {
    try {
      // Walks like redaction, leaving every value as it is (so nothing is copied).
      replaceAt(input, parsePath(path), 0, (value) => {
        collectLeaves(value, found, 0);
        return value;
      });
    } catch {
      // Fail closed: with a path that does not parse, every value of the input is a secret.
      collectLeaves(input, found, 0);
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

function scrubValue(value: unknown, secrets: readonly string[], seen: WeakMap<object, unknown>, depth: number): unknown {
  if (typeof value === 'string') {
    let out = value;
    for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    return out;
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    return secrets.includes(String(value)) ? REDACTED : value;
  }
  if (!isContainer(value)) return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (seen.has(value)) return seen.get(value);
  // Copies eagerly so that a cycle points at the scrubbed copy, never back at the original.
  const copy: Container = Array.isArray(value) ? [] : {};
  seen.set(value, copy);
  for (const key of Object.keys(value)) {
    setOwn(copy, key, scrubValue((value as Record<string, unknown>)[key], secrets, seen, depth + 1));
  }
  return copy;
}

/**
 * Replaces every occurrence of a secret inside the strings (and equal numbers) of a value, so a tool
 * that echoes its input, or an error message quoting it, cannot leak it (spec D7). Plain objects and
 * arrays are copied; other objects are passed through. Never mutates.
 *
 * @param value Any value, cycles included.
 * @param secrets The texts to remove, from `collectSecrets`.
 * @returns The scrubbed value.
 */
export function scrubSecrets<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  return scrubValue(value, secrets, new WeakMap(), 0) as T;
}
