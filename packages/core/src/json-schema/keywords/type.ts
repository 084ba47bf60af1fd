import { identityCheck, refuse, type SchemaObject } from '../compile-context';
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
 * Creates a gate for one type. Each type gets its own closure so that the engine sees a fixed type
 * test at each call site instead of a shared, polymorphic one: this is the hot path of validation.
 *
 * @param name The type name.
 * @param pass The check to run when the type matches.
 * @param fail The check to run when it does not.
 * @returns The gate, or `undefined` for an unknown name.
 */
function singleTypeGate(name: string, pass: Check, fail: Check): Check | undefined {
  // Leaf schemas (`{ type: 'string' }`) are the most common: return the value without another call.
  const leaf = pass === identityCheck;
  switch (name) {
    case 'string':
      return leaf ? (value, state) => (typeof value === 'string' ? value : fail(value, state)) : (value, state) => (typeof value === 'string' ? pass(value, state) : fail(value, state));
    case 'integer':
      return leaf ? (value, state) => (Number.isInteger(value) ? value : fail(value, state)) : (value, state) => (Number.isInteger(value) ? pass(value, state) : fail(value, state));
    case 'number':
      return (value, state) => (typeof value === 'number' && Number.isFinite(value) ? pass(value, state) : fail(value, state));
    case 'boolean':
      return leaf ? (value, state) => (typeof value === 'boolean' ? value : fail(value, state)) : (value, state) => (typeof value === 'boolean' ? pass(value, state) : fail(value, state));
    case 'object':
      return (value, state) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? pass(value, state) : fail(value, state));
    case 'array':
      return (value, state) => (Array.isArray(value) ? pass(value, state) : fail(value, state));
    case 'null':
      return (value, state) => (value === null ? pass(value, state) : fail(value, state));
  }
  return undefined;
}

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
  const report = reporter(`must be ${listInWords((names as string[]).map((name) => TYPE_NAMES[name]!))}`);
  const fail: Check = (value, state) => {
    report(state);
    return value;
  };
  const tests = (names as string[]).map((name) => TYPE_TESTS[name]!);
  const gate = names.length === 1 ? singleTypeGate(names[0] as string, rest, fail) : undefined;
  return gate ?? ((value, state) => (tests.some((test) => test(value)) ? rest(value, state) : fail(value, state)));
}
