import type { StandardSchemaV1 } from '@standard-schema/spec';
import { compileSchema } from './compile-schema.js';
import { refuse } from './compile-context.js';
import { isRecord } from '../is-record.js';
import { report, toIssue } from './messages.js';
import type { FormatCheck, IgnoredKeyword, JsonSchema, JsonSchemaValidator, KeywordRule, RunState } from './types.js';
import { IDLE, OVER_BUDGET, startMeter, TOO_MUCH_WORK } from './work-meter.js';

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
   * listed here is refused; without this option, every `format` is. A check must not
   * call the validator it belongs to.
   */
  readonly formats?: Readonly<Record<string, FormatCheck>>;
  /**
   * Keywords outside the vocabulary to accept without enforcing them, such as a vendor's `x-order`:
   * each occurrence is listed in `ignoredKeywords`. Without it, such a keyword is refused, so a schema
   * is never loosened silently. A keyword the validator enforces is enforced whatever this says.
   */
  readonly ignore?: readonly string[];
  /**
   * Keyword rules beyond the vocabulary: `unevaluated` from `@toolmark/core/json-schema/unevaluated`
   * enforces `unevaluatedProperties` and `unevaluatedItems`, which are refused without it.
   */
  readonly keywords?: readonly KeywordRule[];
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
  if ((Array.isArray(type) && type.length === 1 ? type[0] : type) !== 'object') refuse('', `the root schema must describe an object (type: 'object'), as tool input is always an object`);
}

/**
 * Creates a Standard Schema validator from a JSON Schema (draft 2020-12), compiled once into
 * closures: no `eval`, no `new Function`, so it runs under a strict Content Security Policy.
 *
 * Every keyword is enforced or refused (spec §13.1): `type`, `enum`, `const`; `minimum`, `maximum`,
 * `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`; `minLength`, `maxLength` (in code points),
 * `pattern` (`u` flag, unanchored, refused when prone to catastrophic backtracking), `format` (the
 * checks of `options.formats`); `items`, `prefixItems`, `minItems`, `maxItems`, `uniqueItems`,
 * `contains`, `minContains`, `maxContains`; `properties`, `patternProperties`, `additionalProperties`,
 * `required`, `minProperties`, `maxProperties`, `propertyNames`, `dependentRequired`,
 * `dependentSchemas`; `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`, boolean schemas, and local
 * `$ref`s (`#/$defs/name` or any `#/…` pointer, recursion included). `default` fills in missing
 * optional properties. Annotations (`title`, `description`, `examples`, `deprecated`, `readOnly`,
 * `writeOnly`, `$comment`, `$schema`, a root `$id`, `$anchor`) are kept and constrain nothing. Any
 * other keyword is refused, unless `options.ignore` names it; `unevaluatedProperties` and
 * `unevaluatedItems` are enforced with `options.keywords: [unevaluated]`.
 *
 * `validate` is synchronous. On success `value` is the input with defaults filled in; the input is
 * never mutated: objects and arrays that receive a default are copied (with their ancestors), others
 * are shared with the input.
 *
 * @param schema The JSON Schema.
 * @param options The options.
 * @returns The validator, with the source `jsonSchema` and the `ignoredKeywords` (`options.ignore`'s, where they were found).
 * @throws {ToolmarkError} `schema_conversion_failed`, with `details.pointer`, for a root that does not
 *   describe an object, a keyword outside the vocabulary, a non-schema where a schema belongs, a
 *   malformed keyword value, a `$ref` that is not a resolvable local pointer, a nested `$id`, a pattern
 *   that does not compile with the `u` flag, an unsafe pattern, or an unknown format.
 *
 * @example
 * ```ts
 * import { createToolmark } from '@toolmark/core';
 * import { fromJsonSchema } from '@toolmark/core/json-schema';
 *
 * const order = fromJsonSchema<{ qty: number }>({
 *   type: 'object',
 *   properties: { qty: { type: 'integer', minimum: 1, default: 1 } },
 * });
 * console.log(order['~standard'].validate({})); // { value: { qty: 1 } }
 * console.log('issues' in order['~standard'].validate({ qty: 0 })); // true
 *
 * // A registry that validates the tools' `jsonSchema` with it:
 * export const tm = createToolmark({ compileJsonSchema: fromJsonSchema });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function fromJsonSchema<Output = unknown>(schema: JsonSchema, options?: FromJsonSchemaOptions): JsonSchemaValidator<Output> {
  const anyRoot = options?.root === 'any';
  if (!anyRoot) checkObjectRoot(schema);
  const ignoredKeywords: IgnoredKeyword[] = [];
  const check = compileSchema(schema, { ignored: ignoredKeywords, ignore: new Set(options?.ignore), rules: options?.keywords ?? [], formats: options?.formats ?? {} });
  // One state per validator: validation is synchronous and calls no outside code but the format
  // checks, which must not call it back, so runs never overlap, and the happy path allocates nothing
  // but its result.
  const state: RunState = { problems: [], depth: 0, fill: true, filled: 0, memo: undefined, left: 0, exhausted: IDLE };
  const run = (value: unknown, fill: boolean): unknown => {
    state.fill = fill;
    state.filled = 0;
    // A verdict memoized with defaults filled in is not one without them.
    state.memo = undefined;
    // `Input must be an object`, as any problem at the root reads.
    return anyRoot || isRecord(value) ? check(value, state) : report(state, 'must be an object');
  };
  const validate = (value: unknown): StandardSchemaV1.Result<Output> => {
    // Every run starts clean, also after one that threw (a stack overflow in deeply nested input).
    // Reset only then: writing an array's length on every run costs a hot path more than the test.
    if (state.problems.length || state.depth) state.depth = state.problems.length = 0;
    // One meter for the whole call, both runs (§13.8): past its budget the call ends with one issue.
    startMeter(state, value);
    try {
      const output = run(value, true);
      // Defaults never change a verdict (§13.3): a default filled in is seen by the keywords after it,
      // which would then judge a value the agent did not send. So when one was filled in, the input is
      // judged again as it came, and the output with defaults is kept only if that passes.
      if (state.filled) {
        state.depth = state.problems.length = 0;
        run(value, false);
      }
      const { problems } = state;
      return problems.length ? { issues: problems.map(toIssue) } : { value: output as Output };
    } catch (error) {
      if (error !== OVER_BUDGET) throw error;
      return { issues: [{ message: TOO_MUCH_WORK, path: [] }] };
    } finally {
      // Nothing of this input is kept until the next call.
      state.memo = undefined;
      state.exhausted = IDLE;
    }
  };
  return {
    '~standard': { version: 1, vendor: 'toolmark', validate },
    jsonSchema: schema,
    ignoredKeywords: Object.freeze(ignoredKeywords),
  };
}
