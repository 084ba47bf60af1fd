/**
 * TypeBox for the validation benchmark: a JSON Schema turned into the `Type.*` schemas a TypeBox user
 * would write by hand, checked with `Value.Check` (TypeBox's interpreter; its `TypeCompiler` uses
 * `new Function`). `Value.Check` only knows schemas built by `Type.*` (it dispatches on their `Kind`
 * symbol and throws on a plain JSON Schema), hence the conversion.
 *
 * The conversion refuses (with the reason, printed as `n/a`) what it cannot express faithfully, so
 * a number in the table is always TypeBox checking the same schema. `$ref`s are inlined, as a
 * hand-written TypeBox schema reuses a constant; a recursive one is refused. TypeBox compiles
 * `pattern` without the `u` flag and counts string lengths in UTF-16 units: the same as JSON Schema
 * on the benchmark's ASCII patterns and inputs.
 */
import { FormatRegistry, Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { fullFormats } from 'ajv-formats/dist/formats.js';

type Schema = Readonly<Record<string, unknown>>;

const ANNOTATIONS = new Set(['title', 'description', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly', '$schema', '$id']);
const STRING = ['minLength', 'maxLength', 'pattern', 'format'];
const NUMBER = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
const ARRAY = ['items', 'minItems', 'maxItems', 'uniqueItems'];
const OBJECT = ['properties', 'required', 'additionalProperties'];
const BY_TYPE: Readonly<Record<string, readonly string[]>> = { string: STRING, number: NUMBER, integer: NUMBER, array: ARRAY, object: OBJECT, boolean: [], null: [] };

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The options of a `Type.*` call: the keywords of `names` that the schema has. */
function pick(schema: Schema, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((name) => Object.hasOwn(schema, name)).map((name) => [name, schema[name]]));
}

/** Registers each `format` TypeBox meets with the check ajv-formats uses for it. */
function registerFormat(name: unknown): void {
  if (typeof name !== 'string') throw new Error(`format ${JSON.stringify(name)}`);
  if (FormatRegistry.Has(name)) return;
  const check = (fullFormats as Record<string, unknown>)[name];
  const test = check instanceof RegExp ? (text: string) => check.test(text) : typeof check === 'function' ? (check as (text: string) => boolean) : isSchema(check) && typeof check['validate'] === 'function' ? (check['validate'] as (text: string) => boolean) : undefined;
  if (!test) throw new Error(`no check for format '${name}'`);
  FormatRegistry.Set(name, test);
}

/**
 * Converts a JSON Schema to TypeBox.
 *
 * @param root The root schema, against which `$ref`s resolve.
 * @returns The TypeBox schema.
 * @throws {Error} With the reason, for anything it cannot convert faithfully.
 */
export function toTypeBox(root: Schema): TSchema {
  const converting = new Set<Schema>();
  const resolve = (ref: unknown): Schema => {
    if (typeof ref !== 'string' || !ref.startsWith('#/')) throw new Error(`non-local $ref ${JSON.stringify(ref)}`);
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) target = isSchema(target) ? target[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    if (!isSchema(target)) throw new Error(`unresolvable $ref ${ref}`);
    return target;
  };
  const convert = (schema: unknown, pointer: string): TSchema => {
    if (!isSchema(schema)) throw new Error(`boolean or non-object schema at '${pointer}'`);
    if (converting.has(schema)) throw new Error(`recursive $ref at '${pointer}'`);
    converting.add(schema);
    try {
      return convertObject(schema, pointer);
    } finally {
      converting.delete(schema);
    }
  };
  const convertObject = (schema: Schema, pointer: string): TSchema => {
    const keys = Object.keys(schema).filter((key) => !ANNOTATIONS.has(key) && !(key === '$defs' && schema === root));
    const only = (allowed: readonly string[]): void => {
      const extra = keys.find((key) => !allowed.includes(key));
      if (extra !== undefined) throw new Error(`unsupported keyword '${extra}' at '${pointer}'`);
    };
    if (Object.hasOwn(schema, '$ref')) {
      only(['$ref']);
      return convert(resolve(schema['$ref']), String(schema['$ref']).slice(1));
    }
    if (Object.hasOwn(schema, 'anyOf')) {
      only(['anyOf']);
      const branches = schema['anyOf'];
      if (!Array.isArray(branches)) throw new Error(`anyOf at '${pointer}'`);
      return Type.Union(branches.map((branch, i) => convert(branch, `${pointer}/anyOf/${i}`)));
    }
    if (Object.hasOwn(schema, 'const') || Object.hasOwn(schema, 'enum')) {
      only(Object.hasOwn(schema, 'const') ? ['const'] : ['enum']);
      const values: unknown[] = Object.hasOwn(schema, 'const') ? [schema['const']] : (schema['enum'] as unknown[]);
      const literals = values.map((value) => {
        if (value === null) return Type.Null();
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return Type.Literal(value);
        throw new Error(`enum or const of objects at '${pointer}'`);
      });
      return literals.length === 1 ? literals[0]! : Type.Union(literals);
    }
    const type = schema['type'];
    const types = Array.isArray(type) ? (type as unknown[]) : [type];
    if (type === undefined || types.some((name) => typeof name !== 'string' || !BY_TYPE[name])) throw new Error(`no (known) type at '${pointer}'`);
    only(['type', ...types.flatMap((name) => BY_TYPE[name as string]!)]);
    const branches = types.map((name): TSchema => {
      switch (name) {
        case 'string':
          if (Object.hasOwn(schema, 'format')) registerFormat(schema['format']);
          return Type.String(pick(schema, STRING));
        case 'number':
          return Type.Number(pick(schema, NUMBER));
        case 'integer':
          return Type.Integer(pick(schema, NUMBER));
        case 'boolean':
          return Type.Boolean();
        case 'null':
          return Type.Null();
        case 'array':
          return Type.Array(Object.hasOwn(schema, 'items') ? convert(schema['items'], `${pointer}/items`) : Type.Unknown(), pick(schema, ['minItems', 'maxItems', 'uniqueItems']));
        default: {
          const properties = isSchema(schema['properties']) ? schema['properties'] : {};
          const required = (schema['required'] ?? []) as readonly string[];
          const missing = required.find((key) => !Object.hasOwn(properties, key));
          if (missing !== undefined) throw new Error(`required '${missing}' without a property schema at '${pointer}'`);
          const additional = schema['additionalProperties'];
          if (additional !== undefined && additional !== false && additional !== true) throw new Error(`additionalProperties schema at '${pointer}'`);
          const converted = Object.fromEntries(
            Object.entries(properties).map(([key, property]) => {
              const inner = convert(property, `${pointer}/properties/${key}`);
              return [key, required.includes(key) ? inner : Type.Optional(inner)];
            }),
          );
          return Type.Object(converted, additional === false ? { additionalProperties: false } : {});
        }
      }
    });
    return branches.length === 1 ? branches[0]! : Type.Union(branches);
  };
  return convert(root, '');
}

/**
 * A TypeBox `Value.Check` of a JSON Schema.
 *
 * @param schema The JSON Schema.
 * @returns The check.
 * @throws {Error} When the schema cannot be converted faithfully (see {@link toTypeBox}).
 */
export function typeBoxCheck(schema: object): (input: unknown) => boolean {
  const converted = toTypeBox(schema as Schema);
  return (input) => Value.Check(converted, input);
}
