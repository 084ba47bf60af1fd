import { ToolmarkError } from './errors';

/** One step of a parsed path: a property name, an array index, or `null` for the `*` wildcard. */
export type PathSegment = string | number | null;

/**
 * Parses a sensitive-value path (spec §6): dotted property names, `[n]` indexes, `*` or `[*]` for any
 * key or index, and `["odd.key"]` for names holding dots or brackets. `passengers[*].passport`,
 * `payment.card.number`, `fields["billing.zip"]`.
 *
 * @param path The path text.
 * @returns The segments.
 * @throws ToolmarkError `invalid_definition` when the path does not parse.
 */
export function parsePath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  let index = 0;
  const invalid = (why: string) =>
    new ToolmarkError('invalid_definition', `Invalid sensitive path '${path}': ${why}`, { path });
  while (index < path.length) {
    const char = path[index];
    if (char === '[') {
      const close = path[index + 1] === '"' ? closingQuote(path, index + 1) + 1 : path.indexOf(']', index);
      if (close < 1 || path[close] !== ']') throw invalid(`unclosed '[' at ${index}`);
      segments.push(bracketSegment(path.slice(index + 1, close), invalid));
      index = close + 1;
    } else {
      if (segments.length > 0) {
        if (char !== '.') throw invalid(`expected '.' or '[' at ${index}`);
        index++;
      }
      let end = index;
      while (end < path.length && path[end] !== '.' && path[end] !== '[') end++;
      const key = path.slice(index, end);
      if (key === '' || key.includes(']')) throw invalid(`empty or malformed name at ${index}`);
      segments.push(key === '*' ? null : key);
      index = end;
    }
  }
  if (segments.length === 0) throw invalid('empty path');
  return segments;
}

function closingQuote(path: string, open: number): number {
  for (let i = open + 1; i < path.length; i++) {
    if (path[i] === '\\') i++;
    else if (path[i] === '"') return i;
  }
  return -1;
}

function bracketSegment(inner: string, invalid: (why: string) => Error): PathSegment {
  if (inner === '*') return null;
  if (/^(0|[1-9]\d*)$/.test(inner)) return Number(inner);
  if (inner.startsWith('"')) {
    try {
      return JSON.parse(inner) as string;
    } catch {
      throw invalid(`bad quoted name ${inner}`);
    }
  }
  throw invalid(`'[${inner}]' is neither an index, '*' nor a quoted name`);
}

/**
 * Formats a validation path for people and models: `items[2].qty`, `''` for the root.
 *
 * @param path The keys from the root.
 * @returns The dotted path.
 */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}
