import { isRecord } from '../is-record.js';
import { parseLocalRef, resolvePointer } from '../json-schema/pointer.js';
import type { JsonSchema } from '../types.js';
import { setOwn } from '../set-own.js';
import { joinSchemas, mergeSchemas, sentence, type Schema } from './webmcp-safe-combine.js';

// WebMCP's proposed input-schema subset (webmachinelearning/webmcp PR #289): `type`, `properties`,
// `required`, `enum`, `minimum`/`maximum`, `exclusiveMinimum`/`exclusiveMaximum`,
// `minLength`/`maxLength`, `pattern`, `items`, `prefixItems`, `additionalProperties: false`,
// `default`, `description`. A browser that enforces it refuses any other keyword at `registerTool`
// and validates every call against the schema, so the fold may only loosen.

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isString = (value: unknown): value is string => typeof value === 'string';
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Keywords of the subset kept as they are when their value is of the right kind; a wrong one is left out. */
const KEPT = new Map<string, (value: unknown) => boolean>([
  ['minimum', isNumber], ['maximum', isNumber], ['exclusiveMinimum', isNumber], ['exclusiveMaximum', isNumber],
  ['minLength', isCount], ['maxLength', isCount], ['pattern', isString], ['default', () => true],
  // An empty `enum` accepts nothing, and validators refuse it (ajv does): left out, which loosens.
  ['enum', (value) => Array.isArray(value) && value.length > 0],
]);

const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'integer', 'string']);

/**
 * Keywords outside the subset that a model still benefits from knowing, as the few words appended to
 * the description; the order here is the order of the words, whatever the schema's order.
 */
const NOTES: ReadonlyArray<readonly [string, (value: unknown) => string | undefined]> = [
  ['format', (value) => (isString(value) ? value : undefined)],
  ['multipleOf', (value) => (isNumber(value) ? `multiple of ${value}` : undefined)],
  ['minItems', (value) => (isCount(value) && value > 0 ? `at least ${plural(value, 'item', 'items')}` : undefined)],
  ['maxItems', (value) => (isCount(value) ? `at most ${plural(value, 'item', 'items')}` : undefined)],
  ['uniqueItems', (value) => (value === true ? 'unique items' : undefined)],
  ['minProperties', (value) => (isCount(value) && value > 0 ? `at least ${plural(value, 'property', 'properties')}` : undefined)],
  ['maxProperties', (value) => (isCount(value) ? `at most ${plural(value, 'property', 'properties')}` : undefined)],
  ['dependentRequired', (value) => {
    if (!isRecord(value)) return undefined;
    const needs = (key: string) => (Array.isArray(value[key]) ? (value[key] as unknown[]).filter(isString) : []);
    const rules = Object.keys(value).filter((key) => needs(key).length > 0);
    return rules.map((key) => `${key} requires ${needs(key).join(', ')}`).join('; ') || undefined;
  }],
  ['deprecated', (value) => (value === true ? 'deprecated' : undefined)],
];

/** `$ref`s inlined at most in one fold: a schema whose references fan out would otherwise grow exponentially. */
const MAX_INLINED = 1000;

/** How deep the fold goes, as `fromJsonSchema` allows: below, anything is accepted (looser, never a RangeError). */
const MAX_DEPTH = 256;

interface Context {
  readonly root: unknown;
  /** The schemas being folded, outermost first: a `$ref` to one of them is recursion. */
  readonly stack: unknown[];
  inlined: number;
}

/** Inlines the target of a `$ref`; recursion, a reference that does not resolve, or one too many accept anything. */
function foldRef(ref: string, context: Context): Schema {
  const pointer = parseLocalRef(ref);
  const target = pointer === undefined ? undefined : resolvePointer(context.root, pointer);
  if (target === undefined) return {};
  if (context.stack.includes(target)) {
    // Named by its title, else by the last token of the pointer, so the note reads as words.
    const token = pointer!.split('/').at(-1)!.replaceAll('~1', '/').replaceAll('~0', '~');
    const name = isRecord(target) && isString(target['title']) ? target['title'] : pointer ? token : 'the input';
    return { description: `recursive: same as ${name}` };
  }
  if (context.inlined++ >= MAX_INLINED) return {};
  return fold(target, context);
}

/** Folds one schema (see {@link toWebMcpSafeSchema}). */
function fold(schema: unknown, context: Context): Schema {
  // `false` accepts nothing; the subset has no exact form a browser would take (`enum: []` is refused).
  if (schema === false) return { description: 'not allowed' };
  // `true`, a non-schema, a cycle of objects (not JSON), and what nests deeper than the 256 levels
  // `fromJsonSchema` allows (rather than a RangeError) accept anything.
  if (!isRecord(schema) || context.stack.length >= MAX_DEPTH || context.stack.includes(schema)) return {};
  context.stack.push(schema);
  const out: Schema = {};
  for (const keyword of Object.keys(schema)) if (KEPT.get(keyword)?.(schema[keyword])) out[keyword] = schema[keyword];
  const { type, title, description, required, properties, items, prefixItems, patternProperties } = schema;
  // A `type` array is kept: PR #289 lists `type` with its 2020-12 meaning, a name or an array of names.
  const types = [...new Set(([] as unknown[]).concat(type ?? []))];
  if (types.length > 0 && types.every((name) => TYPES.has(name as string))) out['type'] = types.length === 1 ? types[0] : types;
  // `title` is not in the subset; it leads the description, where a model still reads it.
  const said = [title, description].filter(isString);
  if (said.length > 0) out['description'] = said.length === 1 || said[0] === said[1] ? said[0] : sentence(said[0]!, said[1]!);
  if (Object.hasOwn(schema, 'const')) out['enum'] = [schema['const']];
  if (Array.isArray(required) && required.some(isString)) out['required'] = [...new Set(required.filter(isString))];
  if (isRecord(properties)) {
    const folded: Schema = {};
    for (const key of Object.keys(properties)) setOwn(folded, key, fold(properties[key], context));
    out['properties'] = folded;
  }
  // Closed, unless `patternProperties` let in keys that `properties` does not list.
  const patterned = patternProperties !== undefined && !(isRecord(patternProperties) && Object.keys(patternProperties).length === 0);
  if (schema['additionalProperties'] === false && !patterned) out['additionalProperties'] = false;
  if (Array.isArray(prefixItems)) out['prefixItems'] = prefixItems.map((item) => fold(item, context));
  // A draft-07 tuple (`items` as an array) is not 2020-12: left out, like the keywords it pairs with.
  const folded = items === undefined || Array.isArray(items) ? {} : fold(items, context);
  if (Object.keys(folded).length > 0) out['items'] = folded;

  let result = out;
  if (isString(schema['$ref'])) result = mergeSchemas(result, foldRef(schema['$ref'], context));
  for (const branch of Array.isArray(schema['allOf']) ? schema['allOf'] : []) result = mergeSchemas(result, fold(branch, context));
  for (const keyword of ['anyOf', 'oneOf']) {
    const branches = schema[keyword];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    // `false` adds nothing to a union; a union of nothing but `false` accepts nothing.
    const live = branches.filter((branch) => branch !== false).map((branch) => fold(branch, context));
    result = mergeSchemas(result, live.length > 0 ? live.reduce(joinSchemas) : fold(false, context));
  }
  context.stack.pop();

  const notes = NOTES.flatMap(([keyword, say]) => (Object.hasOwn(schema, keyword) ? (say(schema[keyword]) ?? []) : []));
  if (notes.length > 0) result['description'] = isString(result['description']) ? `${result['description']} (${notes.join('; ')})` : notes.join('; ');
  return result;
}

/**
 * Folds a draft 2020-12 input schema into the JSON Schema subset that WebMCP's proposed input
 * validation accepts (webmachinelearning/webmcp PR #289, spec §12.5), as `toStrictSchema`
 * does for OpenAI: `const` becomes a one-value `enum`; `$ref`s are inlined (a recursive one accepts
 * anything there, with a note); `allOf` is merged and `anyOf`/`oneOf` joined into one schema;
 * `title` leads the description; every other keyword is left out, the useful ones (`format`,
 * `multipleOf`, item and property counts, `dependentRequired`, `deprecated`) said in a few words
 * appended to the description. The result is never stricter than the schema, only looser where
 * the subset cannot say something: the tool's validator still enforces the full schema when the
 * call arrives (spec §3.2). The schema is not changed; keys are written as own properties.
 *
 * @param schema The input schema of a manifest entry.
 * @returns The folded schema, which uses only the subset's keywords.
 */
export function toWebMcpSafeSchema(schema: JsonSchema): JsonSchema {
  return fold(schema, { root: schema, stack: [], inlined: 0 });
}
