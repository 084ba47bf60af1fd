// How `toWebMcpSafeSchema` (spec §12.5) folds `allOf` (merge) and `anyOf`/`oneOf` (join) into one
// schema of WebMCP's subset. Both work on schemas already folded, and both may only loosen: a merge
// accepts at least what both schemas accept, a join at least what either accepts.
import { isRecord } from '../is-record.js';
import { deepEqual } from '../json-schema/json-value.js';
import { setOwn } from '../set-own.js';

/** A folded schema: only keywords of WebMCP's subset, built by the fold, never the caller's object. */
export type Schema = Record<string, unknown>;

const STRING = ['string'];
const NUMBER = ['number', 'integer'];
const OBJECT = ['object'];
const ARRAY = ['array'];

/** The value types each type-specific keyword of the subset constrains; a value of another type passes it. */
const APPLIES_TO = new Map<string, readonly string[]>([
  ['minLength', STRING], ['maxLength', STRING], ['pattern', STRING],
  ['minimum', NUMBER], ['maximum', NUMBER], ['exclusiveMinimum', NUMBER], ['exclusiveMaximum', NUMBER],
  ['required', OBJECT], ['additionalProperties', OBJECT],
]);
const LOWER = new Set(['minLength', 'minimum', 'exclusiveMinimum']);
const UPPER = new Set(['maxLength', 'maximum', 'exclusiveMaximum']);


/**
 * Joins two descriptions as sentences, one after the other.
 *
 * @param a The first, ended with a full stop unless it ends with `.`, `!` or `?`.
 * @param b The second.
 * @returns The two together.
 */
export function sentence(a: string, b: string): string {
  return /[.!?]$/.test(a) ? `${a} ${b}` : `${a}. ${b}`;
}

const own = (schema: Schema, key: string): unknown => (Object.hasOwn(schema, key) ? schema[key] : undefined);
const typesOf = (schema: Schema): string[] | undefined => {
  const type = own(schema, 'type');
  return type === undefined ? undefined : ([] as string[]).concat(type as string);
};
// With `types` undefined the schema has no `type`: it may accept a value of any type.
const accepts = (types: string[] | undefined, kinds: readonly string[]) => !types || types.some((type) => kinds.includes(type));
const oneOrMany = (types: string[]) => (types.length === 1 ? types[0] : types);
const unique = (values: unknown[]) => values.filter((value, index) => values.findIndex((other) => deepEqual(value, other)) === index);
const hasItems = (schema: Schema) => Object.hasOwn(schema, 'items') || Object.hasOwn(schema, 'prefixItems');

/** The values a schema can accept when they are few: its `enum`, or those of `null` and `boolean`. */
function valuesOf(schema: Schema): unknown[] | undefined {
  const values = own(schema, 'enum');
  if (Array.isArray(values)) return values;
  const types = typesOf(schema);
  if (!types?.every((type) => type === 'null' || type === 'boolean')) return undefined;
  return types.flatMap((type) => (type === 'null' ? [null] : [true, false]));
}

/** The types both lists allow; `integer` is the part of `number` they share. */
function intersectTypes(a: string[], b: string[]): string[] {
  const both = a.flatMap((type) => {
    if (b.includes(type)) return [type];
    return (type === 'integer' && b.includes('number')) || (type === 'number' && b.includes('integer')) ? ['integer'] : [];
  });
  return [...new Set(both)];
}

/** Combines `properties`, key by key; `lone` decides the keys only one side has. */
function combineProperties(a: unknown, b: unknown, combine: (x: Schema, y: Schema) => Schema, lone: (side: 0 | 1, schema: Schema) => Schema): Schema | undefined {
  const [x, y] = [isRecord(a) ? a : {}, isRecord(b) ? b : {}];
  const out: Schema = {};
  for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
    const [inX, inY] = [Object.hasOwn(x, key), Object.hasOwn(y, key)];
    const value = inX && inY ? combine(x[key] as Schema, y[key] as Schema) : inX ? lone(0, x[key] as Schema) : lone(1, y[key] as Schema);
    setOwn(out, key, value);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Combines `prefixItems` and `items` position by position: `items` applies after the prefix, so a
 * position past one side's prefix is constrained there by that side's `items`.
 */
function combineItems(out: Schema, a: Schema, b: Schema, combine: (x: Schema, y: Schema) => Schema): void {
  if (!hasItems(a) && !hasItems(b)) return;
  const [prefixA, prefixB] = [(own(a, 'prefixItems') ?? []) as Schema[], (own(b, 'prefixItems') ?? []) as Schema[]];
  const at = (schema: Schema, prefix: Schema[], index: number) => prefix[index] ?? (own(schema, 'items') as Schema | undefined) ?? {};
  const prefix = Array.from({ length: Math.max(prefixA.length, prefixB.length) }, (_, index) => combine(at(a, prefixA, index), at(b, prefixB, index)));
  const items = combine((own(a, 'items') ?? {}) as Schema, (own(b, 'items') ?? {}) as Schema);
  delete out['items'];
  delete out['prefixItems'];
  const open = Object.keys(items).length === 0;
  // Without `items`, trailing `{}` in the prefix say nothing.
  while (open && prefix.length > 0 && Object.keys(prefix.at(-1)!).length === 0) prefix.pop();
  if (prefix.length > 0) out['prefixItems'] = prefix;
  if (!open) out['items'] = items;
}

/**
 * Merges two folded schemas, as `allOf` (and a `$ref` beside other keywords) asks: exact where the
 * subset can say both (bounds, types, `enum`, `required`, `properties`, items); where it cannot (two
 * `pattern`s, two `default`s) the first stays, which accepts more than both together, never less.
 *
 * @param a The first schema; its description comes first.
 * @param b The second schema.
 * @returns A schema accepting every value both accept.
 */
export function mergeSchemas(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a };
  for (const key of Object.keys(b)) {
    const [x, y] = [a[key], b[key]];
    if (!Object.hasOwn(a, key)) out[key] = y;
    else if (LOWER.has(key)) out[key] = Math.max(x as number, y as number);
    else if (UPPER.has(key)) out[key] = Math.min(x as number, y as number);
    else if (key === 'type') {
      const both = intersectTypes(typesOf(a)!, typesOf(b)!);
      // No type in common accepts nothing; the subset has no such schema, so `a`'s stays (looser).
      if (both.length > 0) out[key] = oneOrMany(both);
    } else if (key === 'enum') {
      const both = (x as unknown[]).filter((value) => (y as unknown[]).some((other) => deepEqual(value, other)));
      if (both.length > 0) out[key] = both;
    } else if (key === 'required') out[key] = [...new Set([...(x as string[]), ...(y as string[])])];
    else if (key === 'properties') out[key] = combineProperties(x, y, mergeSchemas, (_, schema) => schema) ?? {};
    else if (key === 'description' && x !== y) out[key] = sentence(x as string, y as string);
  }
  if (hasItems(a) && hasItems(b)) combineItems(out, a, b, mergeSchemas);
  return out;
}

/**
 * Joins two folded schemas, as `anyOf` and `oneOf` ask: the types and the `enum`s (or `null` and
 * booleans) together; a keyword both have loosened to cover both; a type-specific keyword only one
 * has kept when the other accepts no value of that type (so `[{ type: 'string', minLength: 1 }, {
 * type: 'null' }]` loses nothing); every other keyword left out.
 *
 * @param a The first schema.
 * @param b The second schema.
 * @returns A schema accepting every value either accepts.
 */
export function joinSchemas(a: Schema, b: Schema): Schema {
  const out: Schema = {};
  const [typesA, typesB] = [typesOf(a), typesOf(b)];
  if (typesA && typesB) out['type'] = oneOrMany([...new Set([...typesA, ...typesB])]);
  const [valuesA, valuesB] = [valuesOf(a), valuesOf(b)];
  if (valuesA && valuesB) out['enum'] = unique([...valuesA, ...valuesB]);
  for (const [key, kinds] of APPLIES_TO) {
    const [x, y] = [own(a, key), own(b, key)];
    if (x !== undefined && y !== undefined) {
      if (LOWER.has(key)) out[key] = Math.min(x as number, y as number);
      else if (UPPER.has(key)) out[key] = Math.max(x as number, y as number);
      else if (key === 'required') {
        const both = (x as string[]).filter((name) => (y as string[]).includes(name));
        if (both.length > 0) out[key] = both;
      } else if (deepEqual(x, y)) out[key] = x;
    } else if (x !== undefined && !accepts(typesB, kinds)) out[key] = x;
    else if (y !== undefined && !accepts(typesA, kinds)) out[key] = y;
  }
  // Objects: a key only one side lists keeps its schema when the other side allows no such key.
  const closed = (schema: Schema) => own(schema, 'additionalProperties') === false;
  const describe = (schema: Schema) => (typeof schema['description'] === 'string' ? { description: schema['description'] } : {});
  const lone = (side: 0 | 1, schema: Schema) => (closed(side === 0 ? b : a) ? schema : describe(schema));
  const properties = !accepts(typesB, OBJECT) ? own(a, 'properties') : !accepts(typesA, OBJECT) ? own(b, 'properties') : combineProperties(own(a, 'properties'), own(b, 'properties'), joinSchemas, lone);
  if (properties !== undefined) out['properties'] = properties;
  if (!accepts(typesB, ARRAY)) combineItems(out, a, {}, mergeSchemas);
  else if (!accepts(typesA, ARRAY)) combineItems(out, {}, b, mergeSchemas);
  else combineItems(out, a, b, joinSchemas);
  const descriptions = [...new Set([a['description'], b['description']].filter((text) => typeof text === 'string'))];
  if (descriptions.length > 0) out['description'] = descriptions.join(' or ');
  return out;
}
