import { ToolmarkError } from '../errors';
import type { Check, IgnoredKeyword } from './types';

/** What keyword compilers share while one schema document compiles. */
export interface CompileContext {
  /** The root of the schema document, where local `$ref`s resolve. */
  readonly root: unknown;
  /** Keywords accepted but not enforced, in document order. */
  readonly ignored: IgnoredKeyword[];
  /** Compiles the subschema at `pointer`, once per pointer, so recursive `$ref`s terminate. */
  readonly compile: (schema: unknown, pointer: string) => Check;
  /** Tells whether the subschema at `pointer` is compiling now, so a `$ref` to it is a cycle. */
  readonly isCompiling: (pointer: string) => boolean;
}

/**
 * What a typed keyword check does with a value of another type. It passes the value on, unless the
 * check is the schema's only one and its type the schema's only `type`: then the check doubles as
 * the type gate and the box holds the gate's report, saving a call on every validation.
 */
export interface Mismatch {
  check: Check;
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
 * Reads a keyword that must be a non-negative integer (`minLength`, `maxItems`…).
 *
 * @param schema The schema object.
 * @param keyword The keyword.
 * @param pointer The JSON pointer of the schema.
 * @returns The count, or `undefined` when the keyword is absent.
 */
export function readCount(schema: SchemaObject, keyword: string, pointer: string): number | undefined {
  const value = readNumber(schema, keyword, pointer);
  return value === undefined || (Number.isInteger(value) && value >= 0) ? value : refuse(`${pointer}/${keyword}`, `'${keyword}' must be a non-negative integer`);
}

/**
 * Reads a keyword that must be a finite number (`minimum`, `multipleOf`…).
 *
 * @param schema The schema object.
 * @param keyword The keyword.
 * @param pointer The JSON pointer of the schema.
 * @returns The number, or `undefined` when the keyword is absent.
 */
export function readNumber(schema: SchemaObject, keyword: string, pointer: string): number | undefined {
  if (!Object.hasOwn(schema, keyword)) return undefined;
  const value = schema[keyword];
  return typeof value === 'number' && Number.isFinite(value) ? value : refuse(`${pointer}/${keyword}`, `'${keyword}' must be a number`);
}

/**
 * Reads a keyword that must be a (non-empty, when asked) array.
 *
 * @param schema The schema object.
 * @param keyword The keyword.
 * @param pointer The JSON pointer of the schema.
 * @param nonEmpty Whether an empty array is refused.
 * @returns The array, or `undefined` when the keyword is absent.
 */
export function readArray(schema: SchemaObject, keyword: string, pointer: string, nonEmpty = false): readonly unknown[] | undefined {
  if (!Object.hasOwn(schema, keyword)) return undefined;
  const value = schema[keyword];
  return Array.isArray(value) && (value.length > 0 || !nonEmpty) ? value : refuse(`${pointer}/${keyword}`, `'${keyword}' must be ${nonEmpty ? 'a non-empty' : 'an'} array`);
}

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
  const [first, second] = checks;
  if (!first) return identityCheck;
  if (!second) return first;
  if (checks.length === 2) return (value, state) => second(first(value, state), state);
  return (value, state) => {
    for (const check of checks) value = check(value, state);
    return value;
  };
}
