// Where the confirmation request's input is masked (spec §3.4), as data a caller cannot forge.
import { parsePath, type PathSegment } from '../paths.js';
import type { InputPath } from '../options.js';

type Container = Record<string, unknown> | unknown[];

// The containers `redactPaths` walks into: arrays and plain objects, nothing else.
function isContainer(value: unknown): value is Container {
  const proto = typeof value === 'object' && value !== null && Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

// Collects the concrete paths a pattern reaches, walking as `redactPaths` does: own enumerable keys
// only, an index segment looked up by its text, `*` for every key.
function reach(value: unknown, segments: readonly PathSegment[], at: number, path: (string | number)[], out: InputPath[]): void {
  if (at === segments.length) return void out.push([...path]);
  if (!isContainer(value)) return;
  const segment = segments[at];
  const named = String(segment);
  const keys = segment === null ? Object.keys(value) : Object.prototype.propertyIsEnumerable.call(value, named) ? [named] : [];
  for (const key of keys) {
    path.push(Array.isArray(value) ? Number(key) : key);
    reach((value as Record<string, unknown>)[key], segments, at + 1, path, out);
    path.pop();
  }
}

/**
 * The concrete paths of `value` that `redactPaths(value, paths)` replaces, as path segments (an
 * array index is a number, an object's key a string), so a card draws its mask at those places and
 * nowhere else: a caller's `'[redacted]'` is then a value like any other (docs/security.md T5). A
 * path that does not parse masks the whole value, `[[]]`, as `redactPaths` redacts it whole. A place
 * under one already masked is left out (the mask covers it).
 *
 * @param value The validated input, before redaction.
 * @param paths The tool's sensitive paths.
 * @returns The masked places, in the order the paths reach them, each once.
 */
export function maskedPaths(value: unknown, paths: readonly string[]): InputPath[] {
  const found: InputPath[] = [];
  try {
    for (const path of paths) reach(value, parsePath(path), 0, [], found);
  } catch {
    return [[]];
  }
  const text = (path: InputPath) => JSON.stringify(path);
  const keys = new Set(found.map(text));
  // A place inside another masked place is not shown at all: its ancestor is one mask.
  const covered = (path: InputPath) => path.some((_, end) => keys.has(text(path.slice(0, end))));
  const seen = new Set<string>();
  return found.filter((path) => !covered(path) && !seen.has(text(path)) && !!seen.add(text(path)));
}
