import { ToolmarkError } from './errors';

/** One step of a parsed path: a property name, an array index, or `null` for the `*` wildcard. */
export type PathSegment = string | number | null;

// One step at a time: `[*]`, `[12]` or `["quoted"]`; else an optional dot and a name (up to `.` or `[`).
const STEP = /\[(\*|0|[1-9]\d*|"(?:[^"\\]|\\.)*")\]|(\.?)([^.[]*)/y;

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
  // Why a path does not parse is told in development builds only (spec D60): `why` is `false` in production.
  const invalid = (why: string | false) =>
    new ToolmarkError('invalid_definition', `Invalid sensitive path '${path}'${why ? `: ${why}` : ''}`, { path });
  STEP.lastIndex = 0;
  while (STEP.lastIndex < path.length) {
    const at = STEP.lastIndex;
    const [, inner, dot, key] = STEP.exec(path)!;
    if (inner !== undefined) {
      try {
        segments.push(inner === '*' ? null : inner[0] === '"' ? (JSON.parse(inner) as string) : Number(inner));
      } catch {
        throw invalid(import.meta.env.DEV && `bad quoted name ${inner}`);
      }
    } else if (path[at] === '[') {
      throw invalid(import.meta.env.DEV && explainBracket(path, at));
    } else if (segments.length > 0 && !dot) {
      throw invalid(import.meta.env.DEV && `expected '.' or '[' at ${at}`);
    } else if (!key || key.includes(']') || (segments.length === 0 && dot)) {
      throw invalid(import.meta.env.DEV && `empty or malformed name at ${at}`);
    } else {
      segments.push(key === '*' ? null : key);
    }
  }
  if (segments.length === 0) throw invalid(import.meta.env.DEV && 'empty path');
  return segments;
}

// Development only: why a bracket at `at` is not `[*]`, `[n]` or `["quoted"]`.
function explainBracket(path: string, at: number): string {
  const inner = /^\[([^\]"]*)\]/.exec(path.slice(at))?.[1];
  return inner === undefined ? `unclosed '[' at ${at}` : `'[${inner}]' is neither an index, '*' nor a quoted name`;
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

/**
 * Names a path in a message: `'items[2].qty'`, or `Input` for the root.
 *
 * @param path A formatted path.
 * @returns The subject of the message.
 */
export function subjectOf(path: string): string {
  return path === '' ? 'Input' : `'${path}'`;
}
