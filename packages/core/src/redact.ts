import { parsePath, type PathSegment } from './paths.js';
import { setOwn } from './set-own.js';

/** What replaces a sensitive value in everything Toolmark hands out (spec §6). */
export const REDACTED = '[redacted]';

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  const proto = typeof value === 'object' && value !== null && Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

/**
 * Replaces the values at a path by what `leaf` makes of them, copying only the objects along the way
 * (`collectSecrets` walks with it too, leaving every value as it is; a confirmation request with it
 * names the places it masked, masked-paths.ts).
 *
 * @param value Plain objects and arrays; other objects are left as they are.
 * @param segments The parsed path.
 * @param at The segment to follow next.
 * @param leaf What to make of each value at the path, given its place (keys from the root, an array index as a number; reused: copy it to keep it).
 * @param place The keys walked so far.
 * @returns `value`, or a copy along the path.
 */
export function replaceAt(
  value: unknown,
  segments: readonly PathSegment[],
  at: number,
  leaf: (value: unknown, place: readonly (string | number)[]) => unknown,
  place: (string | number)[] = [],
): unknown {
  if (at === segments.length) return leaf(value, place);
  if (!isContainer(value)) return value;
  const segment = segments[at];
  let copy: Container | undefined;
  // Own enumerable keys only, so a path never reaches an inherited `__proto__` or `constructor`. An
  // index segment is a number: its key is its text (`'0'`, never `'00'` or `''`). A named or index
  // segment is looked up, not searched for: `list[0]` must not walk a long list's keys on every call.
  const named = String(segment);
  const keys = segment === null ? Object.keys(value) : Object.prototype.propertyIsEnumerable.call(value, named) ? [named] : [];
  for (const key of keys) {
    const child = (value as Record<string, unknown>)[key];
    place.push(Array.isArray(value) ? Number(key) : key);
    const next = replaceAt(child, segments, at + 1, leaf, place);
    place.pop();
    if (next !== child) setOwn((copy ??= Array.isArray(value) ? value.slice() : { ...value }), key, next);
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
  try {
    for (const path of paths) out = replaceAt(out, parsePath(path), 0, () => REDACTED);
  } catch {
    // A path that does not parse (or a value that cannot be read): everything is redacted.
    return REDACTED;
  }
  return out;
}
