// The first half of the egress (spec §6.1): any value a tool, a state or a listener could hand out,
// turned into the plain JSON data it stands for, so nothing that leaves carries text the scrubber
// cannot see (an Error's message, a URL, a Map's keys) or an object that reads differently later.
import { REDACTED } from '../redact.js';
import { setOwn } from '../set-own.js';

/** What a cycle becomes: JSON cannot hold one (spec §6.1). */
export const CYCLE = '[cycle]';

/** Deeper values are cut off with `REDACTED` rather than walked (fail closed). */
const MAX_DEPTH = 256;

// The walk's shared state: the optional text rewrite; the objects from the root to the one being
// converted (a cycle is one of them met again); and, once a walk has met many objects, each object
// converted so far, so that a value shared a million times over is converted once (a small result
// skips the map: converting a shared value twice costs less than keeping one).
interface Walk {
  readonly text: ((text: string) => string) | undefined;
  readonly path: object[];
  met: Map<object, unknown> | undefined;
  objects: number;
}

/** Objects converted before the walk starts remembering them. */
const REMEMBER_AFTER = 32;

/** Objects the check for plain data reads before it leaves a large value to the conversion. */
const CHECK_BUDGET = 1_000;

// How many more objects the check may read (shared values count each time they are met, so a value
// shared many times over is left to the conversion, which meets it once). A module variable: the
// check is what every call pays, and it reads and writes this once per object.
let checkLeft = 0;

// Whether a leaf is plain data: a string, a boolean or a finite number.
function isPlainLeaf(value: unknown): boolean {
  const type = typeof value;
  return type === 'string' || type === 'boolean' || (type === 'number' && Number.isFinite(value));
}

// Whether an object is plain data already. Reads without allocating, and tests each child's type in
// the loop rather than in a call of its own: the common result (a few small plain objects whose
// values are mostly strings) is handed on as it is, and this check is what every call pays.
function isPlainObject(value: object, depth: number): boolean {
  if (--checkLeft < 0 || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item === 'string') continue;
      if (typeof item === 'object' ? item !== null && !isPlainObject(item, depth + 1) : !isPlainLeaf(item)) return false;
    }
    return true;
  }
  // An object literal's `constructor` is `Object` (a null-prototype object has none): one cached
  // read, where getting the prototype cost Chromium twice this whole check. Only page code can make
  // an object whose prototype is another but whose `constructor` reads `Object`; without secrets it
  // is handed on as the page made it (nothing in it is a call's), and with secrets what leaves is
  // the checked text parsed back (egress.ts). An own `toJSON` is a function among the values: the
  // conversion calls it.
  if ((value as { constructor?: unknown }).constructor !== Object && Object.getPrototypeOf(value) !== null) return false;
  for (const key in value) {
    const item: unknown = (value as Record<string, unknown>)[key];
    if (typeof item === 'string') continue;
    if (typeof item === 'object' ? item !== null && !isPlainObject(item, depth + 1) : !isPlainLeaf(item)) return false;
  }
  return true;
}

/**
 * Turns a value into plain JSON data (spec §6.1): objects with a prototype of `Object.prototype` or
 * `null`, arrays, strings, finite numbers, booleans and `null`. A value that is plain data already,
 * with no `text` to apply, is returned as it is; anything else is a fresh copy. An object's
 * `toJSON` is called as `JSON.stringify` calls it (a `Date` gives its ISO text or `null`, a `URL` its
 * `href`); an `Error` becomes `{ name, message, cause? }` and its own enumerable data (never its
 * stack); a `Map` an array of `[key, value]` pairs; a `Set` and a typed array arrays; an `ArrayBuffer`
 * or `DataView` an array of its bytes; a `RegExp` and `URLSearchParams` their text; a boxed primitive
 * its value; a `bigint` its decimal text; `NaN` and `±Infinity` `null`; any other object its own
 * enumerable string-keyed data. Functions, symbols, `undefined` and values that throw when read are
 * dropped (`null` in an array, `undefined` at the root); a cycle becomes `CYCLE`, and a value nested
 * deeper than 256 levels `REDACTED`. Keys are written as own properties (`__proto__` included).
 *
 * @param value Any value.
 * @param text What to make of every string and key (the egress scrubs them); default as they are.
 * @returns The plain data.
 */
export function toPlainData(value: unknown, text?: (text: string) => string): unknown {
  const outer = checkLeft;
  checkLeft = CHECK_BUDGET;
  try {
    if (!text && (typeof value === 'object' ? value === null || isPlainObject(value, 0) : isPlainLeaf(value))) return value;
  } catch {
    // A getter or a trap that throws: the conversion drops what cannot be read.
  } finally {
    // A getter may have egressed a value of its own meanwhile.
    checkLeft = outer;
  }
  return convert(value, { text, path: [], met: undefined, objects: 0 }, 0);
}

function convert(value: unknown, walk: Walk, depth: number): unknown {
  switch (typeof value) {
    case 'string':
      return walk.text ? walk.text(value) : value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'boolean':
      return value;
    case 'bigint':
      return convert(String(value), walk, depth);
    case 'object':
      return value === null ? null : convertObject(value, walk, depth);
    default:
      // undefined, functions and symbols carry no data.
      return undefined;
  }
}

function convertObject(value: object, walk: Walk, depth: number): unknown {
  if (depth >= MAX_DEPTH) return REDACTED;
  const { path } = walk;
  if (path.includes(value)) return CYCLE;
  const met = walk.met ?? (++walk.objects > REMEMBER_AFTER ? (walk.met = new Map()) : undefined);
  if (met?.has(value)) return met.get(value);
  path.push(value);
  let out: unknown;
  try {
    out = convertOwn(value, walk, depth + 1);
  } catch {
    // A revoked proxy, a trap or a `toJSON` that throws: nothing readable, nothing handed out.
  }
  path.pop();
  // The map may have started while this object was being converted: it is remembered from then on.
  walk.met?.set(value, out);
  return out;
}

// Converts one object by what it is; `depth` is its children's.
function convertOwn(value: object, walk: Walk, depth: number): unknown {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(convert(read(value, i), walk, depth) ?? null);
    return out;
  }
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') return convert(toJSON.call(value, ''), walk, depth);
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== Object.prototype && proto !== null) {
    const special = convertSpecial(value, walk, depth);
    if (special !== undefined) return special;
  }
  return convertEntries(value, Object.keys(value), walk, depth, {});
}

// Read first, by name; never the stack: it names the page's files and often repeats the message.
const ERROR_FIELDS = ['name', 'message', 'cause', 'stack'];

// The built-in objects whose data is not their own enumerable properties; `undefined` for the others.
function convertSpecial(value: object, walk: Walk, depth: number): unknown {
  const items = (list: Iterable<unknown>) => convert(Array.from(list), walk, depth - 1);
  if (value instanceof Error || Object.prototype.toString.call(value) === '[object Error]') {
    const error = value as Error;
    const out: Record<string, unknown> = {};
    for (const field of ERROR_FIELDS.slice(0, 2)) {
      const item = convert(read(error, field), walk, depth);
      if (item !== undefined) out[field] = item;
    }
    if ('cause' in error) out['cause'] = convert(read(error, 'cause'), walk, depth) ?? null;
    return convertEntries(error, Object.keys(error).filter((key) => !ERROR_FIELDS.includes(key)), walk, depth, out);
  }
  if (value instanceof Map) return items(Array.from(value, ([key, item]) => [key, item]));
  if (value instanceof Set) return items(value);
  if (ArrayBuffer.isView(value)) return items(value instanceof DataView ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : (value as unknown as Iterable<unknown>));
  if (value instanceof ArrayBuffer) return items(new Uint8Array(value));
  if (value instanceof RegExp || (typeof URLSearchParams === 'function' && value instanceof URLSearchParams)) return convert(String(value), walk, depth);
  if (value instanceof String || value instanceof Number || value instanceof Boolean) return convert(value.valueOf(), walk, depth);
  return undefined;
}

// Copies own keys into `out`, each key through the text rewrite. A rewritten key that is already
// taken is numbered (`[redacted]#2`), in key order, so no value silently replaces another.
function convertEntries(value: object, keys: readonly string[], walk: Walk, depth: number, out: Record<string, unknown>): Record<string, unknown> {
  for (const key of keys) {
    const item = convert(read(value, key), walk, depth);
    if (item === undefined) continue;
    let name = walk.text ? walk.text(key) : key;
    if (walk.text && Object.prototype.hasOwnProperty.call(out, name)) {
      let n = 2;
      while (Object.prototype.hasOwnProperty.call(out, `${name}#${n}`)) n++;
      name = `${name}#${n}`;
    }
    // Assigned (fast), but `__proto__`, which only a defined property keeps as data.
    if (name === '__proto__') setOwn(out, name, item);
    else out[name] = item;
  }
  return out;
}

// A getter that throws drops its value, not the object.
function read(value: object, key: string | number): unknown {
  try {
    return (value as Record<string | number, unknown>)[key];
  } catch {
    return undefined;
  }
}
