import { ToolmarkError } from './errors.js';

/** One step of a parsed path: a property name, an array index, or `null` for the `*` wildcard. */
export type PathSegment = string | number | null;

// One step at a time: `[*]`, `[12]` or `["quoted"]`; else an optional dot and a name (up to `.`, `[`
// or `]`, which no name holds). At a `[` that starts no bracketed step the name is empty: refused.
const STEP = /\[(\*|0|[1-9]\d*|"(?:[^"\\]|\\.)*")\]|(\.?)([^.[\]]*)/y;

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
  STEP.lastIndex = 0;
  // At least once: an empty path is refused as an empty name is.
  do {
    // Where the step starts, for development's explanation only.
    const at = import.meta.env.DEV ? STEP.lastIndex : 0;
    const [, inner, dot, key] = STEP.exec(path)!;
    let segment: PathSegment | undefined;
    if (inner !== undefined) {
      try {
        segment = inner === '*' ? null : inner[0] === '"' ? (JSON.parse(inner) as string) : Number(inner);
      } catch {
        // A quoted name that is not a JSON string: refused below.
      }
    } else if (segments.length > 0 === !!dot && key) {
      // A dot before every name but the first.
      segment = key === '*' ? null : key;
    }
    if (segment === undefined) {
      // Why a path does not parse is told in development builds only.
      const why = import.meta.env.DEV ? `: ${explain(path, at, inner, dot, segments.length)}` : '';
      throw new ToolmarkError('invalid_definition', `Invalid sensitive path '${path}'${why}`, { path });
    }
    segments.push(segment);
  } while (STEP.lastIndex < path.length);
  return segments;
}

// Development only: why the step at `at` does not parse.
function explain(path: string, at: number, inner: string | undefined, dot: string | undefined, count: number): string {
  if (path === '') return 'empty path';
  if (inner !== undefined) return `bad quoted name ${inner}`;
  if (path[at] === '[') {
    const bracket = /^\[([^\]"]*)\]/.exec(path.slice(at))?.[1];
    return bracket === undefined ? `unclosed '[' at ${at}` : `'[${bracket}]' is neither an index, '*' nor a quoted name`;
  }
  // A `]` ends no name: the name before it is malformed.
  return count > 0 && !dot && path[at] !== ']' ? `expected '.' or '[' at ${at}` : `empty or malformed name at ${at}`;
}

/**
 * Formats a validation path for people and models: `items[2].qty`, `''` for the root.
 *
 * @param path The keys from the root, or Standard Schema path segments (`{ key }`).
 * @returns The dotted path.
 */
export function formatPath(path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string {
  let out = '';
  for (const segment of path) {
    const key = typeof segment === 'object' ? segment.key : segment;
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/**
 * Names a path in a message: `'items[2].qty'`, or `Input` for the root.
 *
 * @param path A formatted path.
 * @returns The subject of the message.
 */
export function subjectOf(path: string): string {
  return path ? `'${path}'` : 'Input';
}
