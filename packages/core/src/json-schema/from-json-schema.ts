import type { StandardSchemaV1 } from '@standard-schema/spec';
import { compileSchema } from './compile-schema.js';
import { refuse } from './compile-context.js';
import { isRecord } from '../is-record.js';
import { report, toIssue } from './messages.js';
import type { FormatCheck, IgnoredKeyword, JsonSchema, JsonSchemaValidator, RunState } from './types.js';

/** Options of {@link fromJsonSchema}. */
export interface FromJsonSchemaOptions {
  /**
   * What the root schema must describe. `'object'` (default) requires `type: 'object'` or
   * `properties` at the root, as tool input is always an object, and rejects non-object input with
   * `Input must be an object`. `'any'` accepts any schema at the root, such as a tool's output.
   */
  readonly root?: 'object' | 'any';
  /**
   * The `format`s the validator checks, by name: `formats` from `@toolmark/core/json-schema/formats`
   * (the standard ones), a selection of them, or checks of your own. A schema with a `format` not
   * listed here is refused; without this option, every `format` is (D113, D135). A check must not
   * call the validator it belongs to.
   */
  readonly formats?: Readonly<Record<string, FormatCheck>>;
}

/**
 * Checks that a root schema describes an object: `type: 'object'`, or `properties` without `type`.
 *
 * @param schema The root schema.
 * @throws {ToolmarkError} `schema_conversion_failed` when it does not.
 */
function checkObjectRoot(schema: unknown): void {
  const type = isRecord(schema) && (Object.hasOwn(schema, 'type') ? schema['type'] : Object.hasOwn(schema, 'properties') && 'object');
  // `'object'` or `['object']`.
  if ((Array.isArray(type) && type.length === 1 ? type[0] : type) !== 'object') refuse('', import.meta.env.DEV ? `the root schema must describe an object (type: 'object'), as tool input is always an object` : 'not an object schema');
}

/**
 * Creates a Standard Schema validator from a JSON Schema (draft 2020-12 subset), compiled once into
 * closures: no `eval`, no `new Function`, so it runs under a strict Content Security Policy.
 *
 * Enforced: `type`, `enum`, `const`, `properties`, `required`, `additionalProperties`, `items`,
 * `minItems`, `maxItems`, `uniqueItems`, `minLength`, `maxLength` (in code points), `pattern` (`u` flag,
 * unanchored, refused when prone to catastrophic backtracking), `minimum`, `maximum`, `multipleOf`,
 * `format` (the checks of `options.formats`), `allOf`,
 * `anyOf`, `oneOf`, boolean schemas, and local `$ref`s (`#/$defs/name` or any `#/…` pointer, recursion
 * included; `$id` does not change how they resolve). `default` fills in missing optional properties.
 * Annotations (`title`, `description`, `examples`, `$schema`, `$id`, `$comment`, `deprecated`,
 * `readOnly`, `writeOnly`, `definitions`) are accepted silently; every other key is accepted but not enforced and listed in
 * `ignoredKeywords` with its pointer. A `format` that `options.formats` does not check is refused.
 *
 * `validate` is synchronous. On success `value` is the input with defaults filled in; the input is
 * never mutated: objects and arrays that receive a default are copied (with their ancestors), others
 * are shared with the input.
 *
 * @param schema The JSON Schema.
 * @param options The options.
 * @returns The validator, with the source `jsonSchema` and the `ignoredKeywords`.
 * @throws {ToolmarkError} `schema_conversion_failed`, with `details.pointer`, for a root that does not
 *   describe an object, a non-schema where a schema belongs, a `$ref` that is not a resolvable local
 *   pointer, a pattern that does not compile with the `u` flag, an unsafe pattern, or an unknown format.
 */
/* @__NO_SIDE_EFFECTS__ */
export function fromJsonSchema<Output = unknown>(schema: JsonSchema, options?: FromJsonSchemaOptions): JsonSchemaValidator<Output> {
  const anyRoot = options?.root === 'any';
  if (!anyRoot) checkObjectRoot(schema);
  const ignoredKeywords: IgnoredKeyword[] = [];
  const check = compileSchema(schema, ignoredKeywords, options?.formats ?? {});
  // One state per validator: validation is synchronous and calls no outside code but the format
  // checks, which must not call it back, so runs never overlap, and the happy path allocates nothing
  // but its result.
  const state: RunState = { problems: [], depth: 0 };
  const validate = (value: unknown): StandardSchemaV1.Result<Output> => {
    // Every run starts clean, also after one that threw (a stack overflow in deeply nested input).
    // Reset only then: writing an array's length on every run costs a hot path more than the test.
    if (state.problems.length || state.depth) state.depth = state.problems.length = 0;
    // `Input must be an object`, as any problem at the root reads.
    const output = anyRoot || isRecord(value) ? check(value, state) : report(state, 'must be an object');
    const { problems } = state;
    return problems.length ? { issues: problems.map(toIssue) } : { value: output as Output };
  };
  return {
    '~standard': { version: 1, vendor: 'toolmark', validate },
    jsonSchema: schema,
    ignoredKeywords: Object.freeze(ignoredKeywords),
  };
}
