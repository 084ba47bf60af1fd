import { ToolmarkError } from '../errors.js';
import { parseLocalRef, resolvePointer } from './pointer.js';
import type { CollectEvaluated } from './keywords/unevaluated.js';
import type { Check, FormatCheck, IgnoredKeyword, KeywordRule } from './types.js';

/** What keyword compilers share while one schema document compiles. */
export interface CompileContext {
  /** The root of the schema document, where local `$ref`s resolve. */
  readonly root: unknown;
  /** Keywords accepted but not enforced, in document order. */
  readonly ignored: IgnoredKeyword[];
  /** The keywords outside the vocabulary to accept without enforcing them (`options.ignore`); any other is refused. */
  readonly ignore: ReadonlySet<string>;
  /** What each schema evaluates, by kind and pointer, for `unevaluatedProperties` and `unevaluatedItems`. */
  readonly evaluated: Map<string, CollectEvaluated>;
  /** The keyword rules of `options.keywords`, whose keywords join the vocabulary. */
  readonly rules: readonly KeywordRule[];
  /** The format checks by name (`options.formats`); any other `format` is refused. */
  readonly formats: Readonly<Record<string, FormatCheck>>;
  /**
   * Compiles the subschema at `pointer`, once per pointer, so recursive `$ref`s terminate: asked for
   * a schema still compiling, it returns a check that calls through once it is done and counts how
   * deep the input nests.
   */
  readonly compile: (schema: unknown, pointer: string) => Check;
}

/** A schema object while it compiles: its keywords by name. */
export type SchemaObject = Readonly<Record<string, unknown>>;

/**
 * Refuses a schema the validator cannot enforce faithfully.
 *
 * @param pointer The JSON pointer of the offending keyword or schema (`''` for the root).
 * @param problem What is wrong, in words.
 * @throws {ToolmarkError} Always, with code `schema_conversion_failed` and `details.pointer`.
 */
export function refuse(pointer: string, problem: string): never {
  throw new ToolmarkError('schema_conversion_failed', `Cannot convert JSON Schema at #${pointer}: ${problem}`, { pointer });
}

/**
 * Reads a keyword, refusing a value of the wrong kind: every keyword reader goes through here, so
 * every refusal reads `'<keyword>' must be <what>`.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param keyword The keyword.
 * @param test Tells whether a value is acceptable.
 * @param what The acceptable values, in words (`a non-negative integer`).
 * @returns The value, or `undefined` when the keyword is absent.
 */
export function read<T>(schema: SchemaObject, pointer: string, keyword: string, test: (value: unknown) => boolean, what: string): T | undefined {
  if (!Object.hasOwn(schema, keyword)) return undefined;
  const value = schema[keyword];
  return test(value) ? (value as T) : refuse(`${pointer}/${keyword}`, `'${keyword}' must be ${what}`);
}

/** Accepts `minLength`, `maxItems` and other counts. */
export const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

/** Accepts `minimum`, `maximum`: finite numbers. */
export const isNumber = Number.isFinite as (value: unknown) => boolean;

/**
 * Reads a count keyword (`minLength`, `maxItems`…).
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param keyword The keyword.
 * @returns The count, or `undefined` when the keyword is absent.
 */
export const readCount = (schema: SchemaObject, pointer: string, keyword: string): number | undefined =>
  read<number>(schema, pointer, keyword, isCount, 'a non-negative integer');

/**
 * Checks nothing: returns the value as it is (the check of `true` and of an empty schema).
 *
 * @param value Any value.
 * @returns The same value.
 */
export const identityCheck: Check = (value) => value;

/**
 * Combines checks that run one after another on the same value, each receiving the previous output.
 *
 * @param checks The checks.
 * @returns One check running them all.
 */
/* @__NO_SIDE_EFFECTS__ */
export function sequenceChecks(checks: readonly Check[]): Check {
  const [first = identityCheck, second] = checks;
  return !second
    ? first
    : (value, state) => {
        for (const check of checks) value = check(value, state);
        return value;
      };
}

/**
 * Resolves a local `$ref` at compile time: its target in the document and the pointer of the
 * target's own place, under which it compiles once.
 *
 * @param ref The `$ref` value.
 * @param pointer The JSON pointer of the schema that holds it.
 * @param root The document.
 * @returns The target and its pointer.
 * @throws {ToolmarkError} `schema_conversion_failed` for a reference that is not local or does not resolve.
 */
export function resolveRef(ref: unknown, pointer: string, root: unknown): { readonly target: unknown; readonly local: string } {
  const text = JSON.stringify(ref);
  const local = parseLocalRef(ref);
  if (local === undefined) return refuse(`${pointer}/$ref`, `only local references such as '#/$defs/name' are supported, got ${text}`);
  const target = resolvePointer(root, local);
  return target === undefined ? refuse(`${pointer}/$ref`, `${text} does not resolve`) : { target, local };
}
