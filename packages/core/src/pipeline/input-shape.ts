// What a confirmation card needs of the tool's input schema (spec §3.4): the declared keys of each
// object of this call's input, in the schema's order, so the card lists them first and marks the rest.
import type { InputShape } from '../options.js';
import { parseLocalRef, resolvePointer } from '../json-schema/pointer.js';
import type { JsonSchema } from '../types.js';

type Schema = JsonSchema | boolean;

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Combinators and references deeper than this say nothing more (a recursive `$ref` ends here). */
const MAX_EXPANSION = 16;

// The schemas that apply at one place: the schema itself, what it refers to and what it combines
// (`allOf`, `anyOf`, `oneOf`: a key one branch declares is declared).
function expand(root: JsonSchema, schemas: readonly unknown[]): JsonSchema[] {
  const out: JsonSchema[] = [];
  const add = (schema: unknown, depth: number): void => {
    if (!isSchema(schema) || depth > MAX_EXPANSION || out.includes(schema)) return;
    out.push(schema);
    // A local `$ref` (`#`, `#/$defs/name`, any JSON pointer into the root), resolved as the compiler does.
    const pointer = parseLocalRef(schema.$ref);
    if (pointer !== undefined) add(resolvePointer(root, pointer), depth + 1);
    for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
      const list = schema[keyword];
      if (Array.isArray(list)) for (const branch of list) add(branch, depth + 1);
    }
  };
  for (const schema of schemas) add(schema, 0);
  return out;
}

// The schemas of one key of an object: its property, else the map's `additionalProperties` (name
// patterns are not tried: a caller's long key against a page's pattern costs time for no safety).
function propertySchemas(schemas: readonly JsonSchema[], key: string): unknown[] {
  return schemas.map(({ properties, additionalProperties }) =>
    isSchema(properties) && Object.hasOwn(properties, key) ? properties[key] : additionalProperties,
  );
}

// The schemas of one item of an array: `prefixItems` / an `items` list by index, else `items`.
function itemSchemas(schemas: readonly JsonSchema[], index: number): unknown[] {
  return schemas.map((schema) => {
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : undefined;
    if (prefix) return index < prefix.length ? prefix[index] : Array.isArray(schema.items) ? schema.additionalItems : schema.items;
    return schema.items;
  });
}

function shapeOf(root: JsonSchema, given: readonly unknown[], value: unknown, depth: number): InputShape | undefined {
  if (typeof value !== 'object' || value === null || depth > 64) return undefined;
  const schemas = expand(root, given);
  const shape: { declared?: string[]; open?: boolean; inner?: Record<string, InputShape> } = {};
  const isArray = Array.isArray(value);
  if (!isArray) {
    for (const schema of schemas) {
      if (isSchema(schema.properties)) (shape.declared ??= []).push(...Object.keys(schema.properties).filter((key) => !shape.declared!.includes(key)));
      // A map (`additionalProperties` with a schema that says something) or name patterns declare keys by rule.
      if (isSchema(schema.patternProperties) || (isSchema(schema.additionalProperties) && Object.keys(schema.additionalProperties).length > 0)) shape.open = true;
    }
    if (!shape.declared && schemas.some((schema) => schema.additionalProperties === false)) shape.declared = [];
  }
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    const inner = shapeOf(root, isArray ? itemSchemas(schemas, Number(key)) : propertySchemas(schemas, key), child, depth + 1);
    if (inner) (shape.inner ??= Object.create(null) as Record<string, InputShape>)[key] = inner;
  }
  return shape.declared || shape.open || shape.inner ? shape : undefined;
}

/**
 * Describes, for each object of a call's input, the keys the tool's input schema declares there, in
 * the schema's order (spec §3.4): `properties`, through local `$ref`, `allOf`, `anyOf` and `oneOf`
 * (a key any branch declares), `items` and `prefixItems`. A card lists those keys first and marks
 * the others as not in the schema; where the schema says nothing (no `properties`) it marks nothing.
 * Only the objects and arrays the input holds are described, so the answer is never larger than it.
 *
 * @param schema The tool's input JSON Schema.
 * @param value The validated input.
 * @returns The shape, or `undefined` when the schema says nothing of the input's objects.
 */
export function inputShape(schema: Schema, value: unknown): InputShape | undefined {
  return isSchema(schema) ? shapeOf(schema, [schema], value, 0) : undefined;
}
