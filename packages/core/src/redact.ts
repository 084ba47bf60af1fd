import { attempt } from './attempt.js';
import { parsePath, type PathSegment } from './paths.js';
import { setOwn } from './set-own.js';

/** What replaces a sensitive value in everything Toolmark hands out (spec §6). */
export const REDACTED = '[redacted]';

/** Sensitive values shorter than this are redacted by path only, never searched for in text. */
const MIN_SCRUB_LENGTH = 3;
/** Deeper structures are cut off with the marker rather than walked (fail closed). */
const MAX_DEPTH = 64;

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  const proto = typeof value === 'object' && value !== null && Object.getPrototypeOf(value);
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}


// Replaces the values at a path by what `leaf` makes of them, copying only the objects along the way.
function replaceAt(value: unknown, segments: readonly PathSegment[], at: number, leaf: (value: unknown) => unknown): unknown {
  if (at === segments.length) return leaf(value);
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
    const next = replaceAt(child, segments, at + 1, leaf);
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

type Leaf = string | number | bigint;

// Copies plain objects and arrays with every string and number replaced by what `leaf` makes of it.
// Cycles point at the copy; deeper structures are cut off with the marker (fail closed).
function mapLeaves(value: unknown, leaf: (value: Leaf) => unknown, seen: WeakMap<object, unknown>, depth: number): unknown {
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'bigint') return leaf(value as Leaf);
  if (!isContainer(value)) return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (seen.has(value)) return seen.get(value);
  // Copies eagerly so that a cycle points at the copy, never back at the original.
  const copy: Container = Array.isArray(value) ? [] : {};
  seen.set(value, copy);
  for (const key of Object.keys(value)) {
    setOwn(copy, key, mapLeaves((value as Record<string, unknown>)[key], leaf, seen, depth + 1));
  }
  return copy;
}

/** How many times over a secret may have been escaped as JSON: text quoting JSON that quotes JSON. */
const JSON_LEVELS = 3;
/** Text that no form changes: nothing JSON, URI components or HTML escape, and nothing to trim. */
const UNCHANGED = /^[\w.!~*()-]*$/;
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The forms a secret takes in text made from it (spec §6): as written and as a schema trims it, each
 * escaped as JSON once, twice and three times (a result's text quotes its JSON; a tool may quote JSON
 * in JSON; a publisher may serialize the whole result again), as a URI component and as HTML.
 *
 * @param text The secret as written.
 * @returns Its forms, the secret first.
 */
export function formsOf(text: string): Set<string> {
  const forms = new Set<string>();
  // Most secrets (letters, digits, `-`, `.`) read the same in every form: one form, no escaping done.
  if (UNCHANGED.test(text)) return text.length < MIN_SCRUB_LENGTH ? forms : forms.add(text);
  for (const written of [text, text.trim(), text.trimStart(), text.trimEnd()]) {
    if (written.length < MIN_SCRUB_LENGTH) continue;
    let escaped = written;
    for (let level = 0; level <= JSON_LEVELS; level++, escaped = JSON.stringify(escaped).slice(1, -1)) forms.add(escaped);
    // A lone surrogate has no URI form: encodeURIComponent throws for it.
    forms.add(attempt(() => encodeURIComponent(written), written));
    forms.add(written.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!));
  }
  return forms;
}

/**
 * Collects the sensitive values of an input, as text in each of its forms ({@link formsOf}), so they
 * can be scrubbed from anything derived from it. A path that does not parse makes every value of the input a secret (fail closed).
 *
 * @param input The call's input.
 * @param paths The tool's sensitive paths.
 * @param known Secrets already known, kept in the answer (a call's, when its validated input adds more).
 * @returns The secrets, longest first so that overlapping ones are replaced whole.
 */
export function collectSecrets(input: unknown, paths: readonly string[], known: readonly string[] = []): string[] {
  const found = new Set(known);
  const collect = (value: unknown) =>
    mapLeaves(
      value,
      (leaf) => {
        for (const form of formsOf(String(leaf))) found.add(form);
        return leaf;
      },
      new WeakMap(),
      0,
    );
  for (const path of paths) {
    try {
      // Walks like redaction, leaving every value as it is (so nothing is copied on the way).
      replaceAt(input, parsePath(path), 0, (value) => (collect(value), value));
    } catch {
      // Fail closed: with a path that does not parse, every value of the input is a secret.
      collect(input);
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/**
 * Replaces every occurrence of a secret inside the strings (and equal numbers) of a value, so a tool
 * that echoes its input, or an error message quoting it, cannot leak it. Plain objects and
 * arrays are copied; other objects are passed through. Never mutates.
 *
 * @param value Any value, cycles included.
 * @param secrets The texts to remove, from `collectSecrets`.
 * @returns The scrubbed value.
 */
export function scrubSecrets<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  const scrub = (leaf: Leaf) =>
    typeof leaf === 'string'
      ? secrets.reduce((out, secret) => out.split(secret).join(REDACTED), leaf)
      : secrets.includes(String(leaf))
        ? REDACTED
        : leaf;
  return mapLeaves(value, scrub, new WeakMap(), 0) as T;
}
