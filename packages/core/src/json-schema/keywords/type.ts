import { refuse, type SchemaObject } from '../compile-context';
import { isJsonObject } from '../json-value';
import { listInWords, reporter } from '../messages';
import type { Check } from '../types';

const TYPE_TESTS: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  // JSON Schema counts 1.0 as an integer; Number.isInteger agrees.
  integer: Number.isInteger,
  boolean: (value) => typeof value === 'boolean',
  object: isJsonObject,
  array: Array.isArray,
  null: (value) => value === null,
};

/** The type of each leaf check (`{ type: 'string' }` and the like), so callers can test it inline. */
const LEAF_TYPES = new WeakMap<Check, string>();

/**
 * Tells whether a value has a leaf type: what a leaf check tests before it returns the value as it is.
 *
 * @param leaf `string`, `integer` or `boolean`, from {@link leafType}.
 * @param value Any value.
 * @returns Whether the value passes the leaf check.
 */
export function leafMatches(leaf: string | undefined, value: unknown): boolean {
  return leaf === 'string' ? typeof value === 'string' : leaf === 'integer' ? Number.isInteger(value) : leaf === 'boolean' && typeof value === 'boolean';
}

/**
 * Finds the type a check only tests, for containers that inline it instead of calling the check.
 *
 * @param check A compiled check.
 * @returns `string`, `integer` or `boolean` for a leaf check, else `undefined`.
 */
export function leafType(check: Check): string | undefined {
  return LEAF_TYPES.get(check);
}

/**
 * Reads the `type` keyword.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @returns The type names, or `undefined` when `type` is absent.
 * @throws {ToolmarkError} `schema_conversion_failed` for an unknown or malformed type.
 */
export function readTypes(schema: SchemaObject, pointer: string): string[] | undefined {
  if (!Object.hasOwn(schema, 'type')) return undefined;
  const names = ([] as unknown[]).concat(schema['type']);
  if (!names.length || names.some((name) => typeof name !== 'string' || !Object.hasOwn(TYPE_TESTS, name))) {
    refuse(`${pointer}/type`, `'type' must be one of ${Object.keys(TYPE_TESTS).join(', ')}, or an array of them`);
  }
  return names as string[];
}

/**
 * Creates the check that reports a value of the wrong type (`must be a string or null`).
 *
 * @param names The allowed type names.
 * @returns The check; it returns the value unchanged.
 */
/* @__NO_SIDE_EFFECTS__ */
export function typeMismatch(names: readonly string[]): Check {
  const report = reporter(`must be ${listInWords(names.map((name) => (name === 'null' ? name : `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`)))}`);
  return (value, state) => (report(state), value);
}

/**
 * Creates the `type` gate: when the value has the wrong type, reports it and skips the schema's other
 * keywords, whose messages would only repeat the problem. Leaf schemas (`{ type: 'string' }`), the
 * most common ones, get a closure of their own that returns the value without another call.
 *
 * @param names The type names from {@link readTypes}.
 * @param rest The check of the schema's other keywords.
 * @param identity Whether `rest` checks nothing.
 * @returns The gated check.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileType(names: readonly string[], rest: Check, identity: boolean): Check {
  const fail = typeMismatch(names);
  const [name] = names;
  if (names.length === 1 && identity && (name === 'string' || name === 'integer' || name === 'boolean')) {
    const leaf: Check = (value, state) => (leafMatches(name, value) ? value : fail(value, state));
    LEAF_TYPES.set(leaf, name);
    return leaf;
  }
  const tests = names.map((type) => TYPE_TESTS[type]!);
  const [test] = tests;
  if (tests.length === 1) return (value, state) => (test!(value) ? rest(value, state) : fail(value, state));
  return (value, state) => (tests.some((test) => test(value)) ? rest(value, state) : fail(value, state));
}
