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

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/**
 * Creates the `type` gate: when the value has the wrong type, reports it and skips the schema's other
 * keywords, whose messages would only repeat the problem.
 *
 * @param schema The schema object.
 * @param pointer The JSON pointer of the schema.
 * @param rest The check of the schema's other keywords.
 * @returns The gated check, or `rest` when `type` is absent.
 */
/* @__NO_SIDE_EFFECTS__ */
export function compileType(schema: SchemaObject, pointer: string, rest: Check): Check {
  if (!Object.hasOwn(schema, 'type')) return rest;
  const names = ([] as unknown[]).concat(schema['type']);
  if (!names.length || names.some((name) => typeof name !== 'string' || !Object.hasOwn(TYPE_TESTS, name))) {
    refuse(`${pointer}/type`, `'type' must be one of ${Object.keys(TYPE_TESTS).join(', ')}, or an array of them`);
  }
  const tests = (names as string[]).map((name) => TYPE_TESTS[name]!);
  const [only] = tests;
  const test = tests.length === 1 && only ? only : (value: unknown) => tests.some((candidate) => candidate(value));
  const report = reporter(`must be ${listInWords((names as string[]).map((name) => TYPE_NAMES[name]!))}`);
  return (value, state) => {
    if (test(value)) return rest(value, state);
    report(state);
    return value;
  };
}
