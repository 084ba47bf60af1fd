import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { JsonSchema as CoreJsonSchema } from '../types.js';
import type { CompileContext } from './compile-context.js';
import type { WorkMeter } from './work-meter.js';

/** A JSON value. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A JSON Schema object (draft 2020-12), as plain JSON: the core's type, checked when compiled. */
export type JsonSchema = CoreJsonSchema;

/** Checks one string against a `format`: `true` when it is well formed. */
export type FormatCheck = (text: string) => boolean;

/** A keyword that the validator accepts but does not enforce, and where it was found. */
export interface IgnoredKeyword {
  /** The keyword, such as `exclusiveMinimum` or a typo such as `minLenght`. */
  readonly keyword: string;
  /** The JSON pointer of the schema that holds the keyword (`''` for the root). */
  readonly pointer: string;
}

/** A Standard Schema v1 validator compiled from a JSON Schema; `validate` never returns a promise. */
export interface JsonSchemaValidator<Output = unknown> extends StandardSchemaV1<unknown, Output> {
  readonly '~standard': Omit<StandardSchemaV1.Props<unknown, Output>, 'validate'> & {
    readonly validate: (value: unknown, options?: StandardSchemaV1.Options) => StandardSchemaV1.Result<Output>;
  };
  /** The JSON Schema the validator was compiled from. */
  readonly jsonSchema: JsonSchema;
  /** Keywords accepted but not enforced, so a developer can see what the validator leaves unchecked. */
  readonly ignoredKeywords: readonly IgnoredKeyword[];
}

/**
 * A problem found while validating. `path` is built innermost key first while the checks unwind,
 * and the message is written only at the end, once the whole path is known.
 */
export interface Problem {
  readonly path: (string | number)[];
  /**
   * The message without its subject: a predicate written after it (`must be at most 9`), or, when it
   * starts with a capital, a sentence the subject ends (`Missing required parameter`).
   */
  readonly text: string;
}

/**
 * The state of one validation run. It is the validation's work meter too (spec §13.8): every check
 * charges `left` for what it does, and the meter stops the run once its budget is spent.
 */
export interface RunState extends WorkMeter {
  problems: Problem[];
  /** The number of `$ref` cycles entered, to stop hostile input before the stack overflows. */
  depth: number;
  /** Whether missing optional properties get their `default` in this run (§13.3). */
  fill: boolean;
  /** How many defaults this run filled in. */
  filled: number;
  /** The verdicts of memoized checks in this run, by schema pointer and object (memo.ts); none between runs. */
  memo: Map<string, Map<object, unknown>> | undefined;
}

/**
 * A keyword rule passed to `fromJsonSchema` in `options.keywords`: the keywords it enforces and how
 * it compiles them (see `@toolmark/core/json-schema/unevaluated`).
 */
export interface KeywordRule {
  /** The keywords the rule enforces: with it, they are in the vocabulary. */
  readonly keywords: readonly string[];
  /** Compiles the rule's keywords of one schema object into checks, run after every other keyword. */
  readonly compile: (schema: Readonly<Record<string, unknown>>, pointer: string, context: CompileContext) => Check[];
}

/** A compiled check: returns the value, or a copy of it with defaults filled in; reports problems to `state`. */
export type Check = (value: unknown, state: RunState) => unknown;
