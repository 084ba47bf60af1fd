// The confirmation request's input, redacted, and where it was masked (spec §3.4), as data a caller cannot forge.
import { parsePath } from '../paths.js';
import { REDACTED, replaceAt } from '../redact.js';
import type { InputPath } from '../options.js';

/** What a confirmation card is given of a call's input. */
export interface RedactedInput {
  /** The input as `redactPaths(value, paths)` makes it. */
  readonly input: unknown;
  /** The places masked in it, as path segments (an array index is a number, an object's key a string). */
  readonly redacted: InputPath[];
}

/**
 * Redacts the input by path, as `redactPaths` does, in the same walk naming each place it masked, so
 * a card draws its mask at those places and nowhere else: a caller's `'[redacted]'` is then a value
 * like any other (docs/security.md T5). A path that does not parse masks the whole value, `[[]]`, as
 * `redactPaths` redacts it whole. A place under one already masked is left out (the mask covers it).
 *
 * @param value The validated input, before redaction.
 * @param paths The tool's sensitive paths.
 * @returns The redacted input, and the masked places in the order the paths reach them, each once.
 */
export function redactForCard(value: unknown, paths: readonly string[]): RedactedInput {
  const found: InputPath[] = [];
  let input = value;
  try {
    for (const path of paths) input = replaceAt(input, parsePath(path), 0, (_, place) => (found.push([...place]), REDACTED));
  } catch {
    return { input: REDACTED, redacted: [[]] };
  }
  const text = (path: InputPath) => JSON.stringify(path);
  const keys = new Set(found.map(text));
  // A place inside another masked place is not shown at all: its ancestor is one mask. A path that
  // reaches a place already masked finds it again: each place once.
  const covered = (path: InputPath) => path.some((_, end) => keys.has(text(path.slice(0, end))));
  const seen = new Set<string>();
  return { input, redacted: found.filter((path) => !covered(path) && !seen.has(text(path)) && !!seen.add(text(path))) };
}
