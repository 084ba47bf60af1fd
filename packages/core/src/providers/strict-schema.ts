import type { JsonSchema } from '../types.js';
import { isRecord } from '../is-record.js';
import { setOwn } from '../set-own.js';

/** A schema object while it is rewritten. */
type SchemaObject = Readonly<Record<string, unknown>>;

/** Formats OpenAI's strict mode accepts; any other `format` is left out (spec §12.3). */
const STRICT_FORMATS = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);

/** Keywords kept as they are: annotations and constraints strict mode enforces. */
const KEPT = new Set([
  'type', 'enum', 'const', 'description', 'title', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', '$ref',
]);

/**
 * Keywords strict mode cannot express: a schema holding one is sent without `strict` rather than
 * changed into something that accepts less than the tool does.
 */
const INEXPRESSIBLE = new Set([
  'allOf', 'not', 'if', 'then', 'else', 'patternProperties', 'propertyNames', 'dependentSchemas', 'dependentRequired',
  'prefixItems', 'contains', 'unevaluatedProperties', 'unevaluatedItems', '$dynamicRef', '$anchor',
]);

/** Thrown inside the rewrite when a schema cannot be made strict; caught by {@link toStrictSchema}. */
class Inexpressible extends Error {}

/** How deep schemas may nest, as `fromJsonSchema` allows: deeper is not strict, rather than a RangeError. */
const MAX_SCHEMA_DEPTH = 256;
// The nesting of the rewrite under way; `toStrictSchema` starts it at 0 (a refusal leaves it anywhere).
let depth = 0;



/**
 * Rewrites a map of subschemas (`$defs`, `definitions`).
 *
 * @param map The map.
 * @returns The rewritten map.
 */
function strictMap(map: unknown): Record<string, unknown> {
  if (!isRecord(map)) throw new Inexpressible();
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(map)) setOwn(out, key, strictSchema(map[key]));
  return out;
}

/**
 * Makes a property schema accept `null` too, as strict mode's way of saying "optional".
 *
 * @param schema The rewritten property schema.
 * @returns A schema accepting what `schema` accepts, and `null`.
 */
function nullable(schema: Record<string, unknown>): Record<string, unknown> {
  const { type, enum: allowed } = schema;
  const types = ([] as unknown[]).concat(type ?? []);
  // Objects and arrays take the anyOf form, the one OpenAI documents for them.
  const simple = types.length > 0 && !types.includes('object') && !types.includes('array') && !('const' in schema) && !('anyOf' in schema) && !('$ref' in schema);
  if (simple) {
    const out: Record<string, unknown> = { ...schema, type: types.includes('null') ? types : [...types, 'null'] };
    if (Array.isArray(allowed) && !allowed.includes(null)) out['enum'] = [...allowed, null];
    return out;
  }
  // A description read at the property is where a model looks for it, so it moves to the wrapper.
  const { description, title, ...inner } = schema;
  return {
    ...(title !== undefined && { title }),
    ...(description !== undefined && { description }),
    anyOf: [inner, { type: 'null' }],
  };
}

/**
 * Rewrites one schema for strict mode.
 *
 * @param schema The schema.
 * @returns The strict schema.
 * @throws {Inexpressible} When strict mode cannot express it.
 */
function strictSchema(schema: unknown): Record<string, unknown> {
  if (!isRecord(schema) || ++depth > MAX_SCHEMA_DEPTH) throw new Inexpressible();
  const out: Record<string, unknown> = {};
  let described = false;
  for (const keyword of Object.keys(schema)) {
    const value = schema[keyword];
    if (INEXPRESSIBLE.has(keyword)) throw new Inexpressible();
    if (KEPT.has(keyword)) out[keyword] = value;
    else if (keyword === 'format' && STRICT_FORMATS.has(value as string)) out[keyword] = value;
    else if (keyword === 'anyOf' || keyword === 'oneOf') {
      // Strict mode knows only anyOf; `oneOf` loosens to it and the tool's validator still enforces it.
      if (!Array.isArray(value)) throw new Inexpressible();
      out['anyOf'] = value.map(strictSchema);
    } else if (keyword === 'items') out[keyword] = strictSchema(value);
    else if (keyword === '$defs' || keyword === 'definitions') out[keyword] = strictMap(value);
    described ||= keyword === 'type' || keyword === 'enum' || keyword === 'const' || keyword === 'anyOf' || keyword === 'oneOf' || keyword === '$ref';
  }
  const types = ([] as unknown[]).concat(schema['type']);
  if (types.includes('object') || 'properties' in schema) {
    const additional = schema['additionalProperties'];
    // An open map (`additionalProperties: true` or a schema) has no strict form.
    if (additional !== undefined && additional !== false) throw new Inexpressible();
    const properties = schema['properties'] ?? {};
    if (!isRecord(properties)) throw new Inexpressible();
    const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as unknown[]) : []);
    const keys = Object.keys(properties).sort();
    const rewritten: Record<string, unknown> = {};
    for (const key of keys) {
      const property = strictSchema(properties[key]);
      setOwn(rewritten, key, required.has(key) ? property : nullable(property));
    }
    if (!('type' in out)) out['type'] = 'object';
    out['properties'] = rewritten;
    out['required'] = keys;
    out['additionalProperties'] = false;
    described = true;
  }
  // Strict mode needs every schema to say what it accepts; `{}` (anything) has no strict form.
  if (!described) throw new Inexpressible();
  depth--;
  return out;
}

/**
 * Creates the strict-mode form of a tool's input schema for OpenAI function calling (spec §12.3):
 * every object schema lists its properties sorted, all of them in `required`, the optional ones made
 * nullable, and `additionalProperties: false`; `oneOf` becomes `anyOf`; keywords strict mode does not
 * enforce (`minLength`, `maxLength`, `uniqueItems`, `default`, unlisted formats …) are left out — the
 * tool's own validator still enforces them when the call arrives.
 *
 * @param schema The input schema of a manifest entry.
 * @returns The strict schema, or `undefined` when strict mode cannot express it (open maps,
 *   `allOf`, `not`, conditionals, schemas that accept anything, a root that is not an object,
 *   nesting deeper than 256 levels).
 */
export function toStrictSchema(schema: JsonSchema): JsonSchema | undefined {
  depth = 0;
  try {
    const strict = strictSchema(schema);
    return strict['type'] === 'object' ? strict : undefined;
  } catch (error) {
    if (error instanceof Inexpressible) return undefined;
    throw error;
  }
}
