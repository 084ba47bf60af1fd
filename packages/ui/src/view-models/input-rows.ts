import { REDACTED, type InputPath, type InputShape } from '@toolmark/core';
import { CYCLE } from '@toolmark/core/internal';
import { formatKey, literalText, stringText } from './row-text.js';

/** One line of a card's input list: where the value sits, and the value as text (spec §17.2). */
export interface InputRow {
  /** The path, such as `passengers[0].name` (row-text.ts); `''` when the input is a single value. */
  readonly key: string;
  /** The value as text (a string quoted when it would read as something else); `''` when it is masked. */
  readonly value: string;
  /** The registry masked it: the card draws a mask, never a value. */
  readonly masked: boolean;
  /** The tool's input schema does not declare this key (or one on its path): the card says so. */
  readonly undeclared?: true;
}

/** What a card lists of an input. */
export interface InputRows {
  readonly rows: readonly InputRow[];
  /** How many values were left out past the limit. */
  readonly hidden: number;
  /**
   * Some value could not be listed (its row says `[circular]` or `[…]`): nested too deep, or in a
   * cycle, or an object a schema made whose data holds a cycle.
   */
  readonly unlisted: boolean;
}

/** How to list an input. */
export interface InputRowsOptions {
  /** The most rows to list; the rest are counted in `hidden`. Default 50. */
  readonly limit?: number;
  /**
   * Where the registry masked the input (`ConfirmRequest.redacted`): masks there and nowhere else.
   * Without it, a value equal to `REDACTED` is masked (events, which are scrubbed by value too).
   */
  readonly redacted?: readonly InputPath[];
  /** The keys the schema declares (`ConfirmRequest.shape`): listed first, in its order; the others marked. */
  readonly shape?: InputShape;
  /**
   * What an object a schema made (a `URL`, a `Map`, a class instance) stands for: the card passes
   * core's `toPlainData`, so it lists that object's data. Without it such an object reads `[object]`
   * (events, which the egress made plain already, hold none).
   */
  readonly toData?: (value: object) => unknown;
}

/** Deeper values are not listed (a validated input nests at most 64 deep, `InputLimits.maxDepth`). */
const MAX_DEPTH = 100;

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Whether plain data holds the marker `toPlainData` writes for a cycle. */
function holdsCycle(value: unknown): boolean {
  if (value === CYCLE) return true;
  return typeof value === 'object' && value !== null && Object.values(value).some(holdsCycle);
}

// An object's keys: the declared ones it holds first, in the schema's order, then the others.
function orderedKeys(value: object, shape: InputShape | undefined): { key: string; undeclared: boolean }[] {
  const own = Object.keys(value);
  const declared = Array.isArray(value) ? undefined : shape?.declared;
  if (!declared) return own.map((key) => ({ key, undeclared: false }));
  const first = declared.filter((key) => Object.hasOwn(value, key) && Object.prototype.propertyIsEnumerable.call(value, key));
  const rest = own.filter((key) => !declared.includes(key));
  return [...first.map((key) => ({ key, undeclared: false })), ...rest.map((key) => ({ key, undeclared: !shape!.open }))];
}

/**
 * Creates the key / value rows a person reads on a confirmation card: nested objects and arrays are
 * flattened to paths, every leaf is a row (an empty object or array too), masked where the registry
 * masked it. With a shape, an object's declared keys come first, in the schema's order, then the
 * keys it does not declare, marked. The input must come from a `ConfirmRequest` or an event, so it
 * is already redacted (spec §6); this only decides how to show it.
 *
 * @param input The redacted input.
 * @param options The limit, the masked places and the schema's shape.
 * @returns The rows, the count of values left out, and whether some could not be listed.
 */
export function toInputRows(input: unknown, options: InputRowsOptions = {}): InputRows {
  const { limit = 50, redacted, shape, toData } = options;
  const masks = redacted && new Set(redacted.map((path) => JSON.stringify(path)));
  const rows: InputRow[] = [];
  let hidden = 0;
  let unlisted = false;
  const seen = new WeakSet<object>();
  const push = (path: readonly PropertyKey[], value: string, masked: boolean, undeclared: boolean) => {
    if (rows.length >= limit) return void hidden++;
    rows.push({ key: formatKey(path), value: masked ? '' : value, masked, ...(undeclared && { undeclared: true as const }) });
  };
  const walk = (value: unknown, path: PropertyKey[], at: InputShape | undefined, undeclared: boolean): void => {
    if (masks ? masks.has(JSON.stringify(path)) : value === REDACTED) return push(path, '', true, undeclared);
    if (typeof value === 'string') return push(path, stringText(value), false, undeclared);
    // An object a schema made (a `URL`, a `Map`, a class instance) is listed as the data it stands
    // for, as the egress hands it out (spec §6.1): its text, its pairs, its own fields, never
    // `[object]`, so the person sees what `run` receives. A date keeps its own words.
    if (toData && typeof value === 'object' && value !== null && !isPlainContainer(value) && !(value instanceof Date)) {
      const plain = toData(value);
      if (holdsCycle(plain)) {
        unlisted = true;
        return push(path, '[circular]', false, undeclared);
      }
      return walk(plain, path, at, undeclared);
    }
    if (!isPlainContainer(value)) return push(path, literalText(value), false, undeclared);
    const keys = orderedKeys(value, at);
    // An empty input has nothing to list; an empty value inside one is shown as such.
    if (keys.length === 0) return path.length === 0 ? undefined : push(path, literalText(value), false, undeclared);
    if (seen.has(value) || path.length >= MAX_DEPTH) {
      unlisted = true;
      return push(path, seen.has(value) ? '[circular]' : '[…]', false, undeclared);
    }
    seen.add(value);
    for (const { key, undeclared: extra } of keys) {
      const inner = at?.inner && Object.hasOwn(at.inner, key) ? at.inner[key] : undefined;
      const step = Array.isArray(value) && /^(?:0|[1-9]\d*)$/.test(key) ? Number(key) : key;
      walk((value as Record<string, unknown>)[key], [...path, step], inner, undeclared || extra);
    }
    seen.delete(value);
  };
  if (input !== undefined) walk(input, [], shape, false);
  return { rows, hidden, unlisted };
}
