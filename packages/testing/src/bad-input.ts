// Input a model gets wrong, made from the schema the model is shown (spec §22.1): the published JSON
// Schema, never the tool's definition, so what is broken is what the agent could have read.
import type { JsonSchema } from '@toolmark/core';

/** How an input breaks its schema: a required property left out, a value of another type, a value not in an enum (spec §22.1). */
export type BadInputKind = 'missing-required' | 'wrong-type' | 'not-in-enum';

/** Input made to break a schema one way, and where. */
export interface BadInput {
  readonly kind: BadInputKind;
  /** The property broken, as a path of spec §6 (`qty`, `card.number`). */
  readonly path: string;
  readonly input: Record<string, unknown>;
}

type Schema = Readonly<Record<string, unknown>>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the properties and required names of an object schema.
 *
 * @param schema A JSON Schema.
 * @returns Its properties (empty when it has none) and required names.
 */
function objectParts(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const properties: Record<string, Schema> = {};
  if (isSchema(schema['properties'])) for (const [key, value] of Object.entries(schema['properties'])) if (isSchema(value)) properties[key] = value;
  const required = Array.isArray(schema['required']) ? schema['required'].filter((name): name is string => typeof name === 'string') : [];
  return { properties, required };
}

/**
 * Creates a plausible value for a schema: its `const`, `default`, first `enum` value or first
 * example, else a value of its type. It is a base to break, not a promise of valid input: a
 * `pattern` or a `format` is not followed.
 *
 * @param schema A JSON Schema.
 * @returns A value.
 */
export function exampleValue(schema: Schema): unknown {
  if ('const' in schema) return schema['const'];
  if ('default' in schema) return schema['default'];
  if (Array.isArray(schema['enum']) && schema['enum'].length) return schema['enum'][0];
  if (Array.isArray(schema['examples']) && schema['examples'].length) return schema['examples'][0];
  const type = Array.isArray(schema['type']) ? schema['type'][0] : schema['type'];
  switch (type) {
    case 'string':
      return schema['format'] === 'email' ? 'ada@example.com' : 'x'.repeat(Math.max(1, Number(schema['minLength'] ?? 1)));
    case 'number':
    case 'integer':
      return typeof schema['minimum'] === 'number' ? schema['minimum'] : 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'null':
      return null;
    default:
      return isSchema(schema['properties']) ? exampleInput(schema) : {};
  }
}

/**
 * Creates an object for an object schema with a plausible value for each required property
 * (`exampleValue`).
 *
 * @param schema The input schema.
 * @returns The object.
 */
export function exampleInput(schema: JsonSchema): Record<string, unknown> {
  const { properties, required } = objectParts(schema as Schema);
  const input: Record<string, unknown> = {};
  for (const name of required) input[name] = exampleValue(properties[name] ?? {});
  return input;
}

/**
 * Creates a value of another type than the schema's: a number for a string, text for a number, a
 * boolean or an array, a string for an object.
 *
 * @param schema The property's schema.
 * @returns The wrong value, or `undefined` when the schema names no type.
 */
function wrongValue(schema: Schema): unknown {
  const types = Array.isArray(schema['type']) ? schema['type'] : [schema['type']];
  if (types[0] === undefined) return undefined;
  if (!types.includes('number') && !types.includes('integer')) return 12345;
  if (!types.includes('string')) return 'not a number';
  return { not: 'this' };
}

/**
 * Breaks an input the way a model does, one property at a time (spec §22.1): the first required
 * property left out (`missing-required`), the first property with a `type` given a value of another
 * type (`wrong-type`), or the first property with an `enum` given a string not in it
 * (`not-in-enum`). Properties are taken in the schema's order, required ones first, at the top level.
 *
 * @param schema The published input schema.
 * @param kind How to break it.
 * @param base The input to break (a valid one gives a single issue); default `exampleInput(schema)`.
 * @returns The broken input, or `undefined` when the schema has nothing to break that way.
 */
export function breakInput(schema: JsonSchema, kind: BadInputKind, base: Record<string, unknown> = exampleInput(schema)): BadInput | undefined {
  const { properties, required } = objectParts(schema as Schema);
  const names = [...new Set([...required, ...Object.keys(properties)])];
  const input = { ...base };
  if (kind === 'missing-required') {
    const name = required[0];
    if (name === undefined) return undefined;
    delete input[name];
    return { kind, path: name, input };
  }
  for (const name of names) {
    const property = properties[name] ?? {};
    if (kind === 'wrong-type') {
      const wrong = wrongValue(property);
      if (wrong === undefined) continue;
      return { kind, path: name, input: { ...input, [name]: wrong } };
    }
    if (Array.isArray(property['enum']) && property['enum'].length) {
      let value = 'not-one-of-these';
      while (property['enum'].includes(value)) value += '-either';
      return { kind, path: name, input: { ...input, [name]: value } };
    }
  }
  return undefined;
}
