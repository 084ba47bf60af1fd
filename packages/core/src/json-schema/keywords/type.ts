import { refuse, type SchemaObject } from '../compile-context.js';
import { isRecord } from '../../is-record.js';
import { report } from '../messages.js';
import type { Check } from '../types.js';

/** The seven JSON Schema types and how to recognise a value of each. */
export const TYPE_TESTS: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  number: Number.isFinite as (value: unknown) => boolean,
  // JSON Schema counts 1.0 as an integer; Number.isInteger agrees.
  integer: Number.isInteger as (value: unknown) => boolean,
  boolean: (value) => typeof value === 'boolean',
  object: isRecord,
  array: Array.isArray,
  null: (value) => value === null,
};

/** The type test of each leaf check (a schema with `type` and nothing else), so containers can run it inline. */
const LEAF_TESTS = new WeakMap<Check, (value: unknown) => boolean>();

/**
 * Finds the test a leaf check runs, for containers that inline it instead of calling the check.
 *
 * @param check A compiled check.
 * @returns The type test of a leaf check, else `undefined`.
 */
export function leafTest(check: Check): ((value: unknown) => boolean) | undefined {
  return LEAF_TESTS.get(check);
}

/** The `type` keyword, compiled. */
export interface TypeGate {
  /** The type names. */
  readonly names: readonly string[];
  /** Tells whether a value has one of the types. */
  readonly test: (value: unknown) => boolean;
  /** Reports a value of another type (`must be a string or null`), returning it unchanged. */
  readonly fail: Check;
}

/**
 * Compiles the `type` keyword.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @returns The type gate, or `undefined` when `type` is absent.
 * @throws {ToolmarkError} `schema_conversion_failed` for an unknown or malformed type.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileTypes(schema: SchemaObject, pointer: string): TypeGate | undefined {
  if (!Object.hasOwn(schema, 'type')) return undefined;
  const names = ([] as unknown[]).concat(schema['type']) as string[];
  if (!names.length || !names.every((name) => typeof name === 'string' && Object.hasOwn(TYPE_TESTS, name))) {
    refuse(`${pointer}/type`, `'type' must be one of ${Object.keys(TYPE_TESTS).join(', ')}, or an array of them`);
  }
  const tests = names.map((name) => TYPE_TESTS[name]!);
  const words = names.map((name) => (name === 'null' ? name : `a${/^[aeiou]/.test(name) ? 'n' : ''} ${name}`));
  const last = words.pop();
  const text = `must be ${words.length ? `${words.join(', ')} or ${last}` : last}`;
  return {
    names,
    test: tests.length === 1 ? tests[0]! : (value) => tests.some((test) => test(value)),
    fail: (value, state) => (report(state, text), value),
  };
}

/**
 * Creates the check of a schema whose only keyword is `type`, the most common kind; containers run
 * its test inline instead of calling it (see {@link leafTest}).
 *
 * @param gate The type gate.
 * @returns The check.
 */
/* @__NO_SIDE_EFFECTS__ */
export function leafCheck({ test, fail }: TypeGate): Check {
  const leaf: Check = (value, state) => (test(value) ? value : fail(value, state));
  LEAF_TESTS.set(leaf, test);
  return leaf;
}
