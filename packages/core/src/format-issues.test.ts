import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { formatIssues } from './format-issues.js';

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const outcome = schema['~standard'].validate(input) as StandardSchemaV1.Result<unknown>;
  if (!outcome.issues) throw new Error('expected issues');
  return formatIssues(outcome.issues, 'valibot');
}

describe('spec §3.2 valibot issues read well for a model', () => {
  test('object missing keys: one issue per key', () => {
    const schema = v.object({ origin: v.string(), cabin: v.picklist(['eco', 'business']) });
    expect(issuesOf(schema, {})).toEqual([
      { path: 'origin', message: "Missing required parameter 'origin'" },
      { path: 'cabin', message: "Missing required parameter 'cabin'" },
    ]);
  });

  test('picklist and literal', () => {
    expect(issuesOf(v.object({ cabin: v.picklist(['eco', 'business']) }), { cabin: 'first' })).toEqual([
      { path: 'cabin', message: "'cabin' must be one of: eco, business" },
    ]);
    expect(issuesOf(v.object({ kind: v.literal('seat') }), { kind: 'bed' })).toEqual([
      { path: 'kind', message: "'kind' must be 'seat'" },
    ]);
  });

  test('validations keep valibot\'s message, prefixed with the path, without the received value', () => {
    const qty = v.object({ qty: v.pipe(v.number(), v.minValue(1), v.maxValue(9)) });
    expect(issuesOf(qty, { qty: 0 })).toEqual([{ path: 'qty', message: "'qty': Invalid value: Expected >=1" }]);
    expect(issuesOf(qty, { qty: 10 })).toEqual([{ path: 'qty', message: "'qty': Invalid value: Expected <=9" }]);
    expect(issuesOf(v.pipe(v.number(), v.gtValue(0)), 0)).toEqual([{ path: '', message: 'Invalid value: Expected >0' }]);
    expect(issuesOf(v.pipe(v.number(), v.multipleOf(5)), 3)).toEqual([{ path: '', message: 'Invalid multiple: Expected %5' }]);
    expect(issuesOf(v.pipe(v.number(), v.integer()), 1.5)).toEqual([{ path: '', message: 'Invalid integer' }]);
  });

  test('strict object: unknown key', () => {
    expect(issuesOf(v.strictObject({ a: v.string() }), { a: 'x', extra: 1 })).toEqual([
      { path: 'extra', message: "Unexpected parameter 'extra'" },
    ]);
  });

  test('nested array paths', () => {
    const schema = v.object({ items: v.array(v.object({ qty: v.number(), sku: v.string() })) });
    expect(issuesOf(schema, { items: [{ qty: 1, sku: 'a' }, { qty: 'x', sku: 'b' }, { qty: 3 }] })).toEqual([
      { path: 'items[1].qty', message: "'items[1].qty' must be a number" },
      { path: 'items[2].sku', message: "Missing required parameter 'items[2].sku'" },
    ]);
  });

  test('email, regex, uuid and lengths', () => {
    const schema = v.object({
      email: v.pipe(v.string(), v.email()),
      zip: v.pipe(v.string(), v.regex(/^\d{5}$/)),
      id: v.pipe(v.string(), v.uuid()),
      name: v.pipe(v.string(), v.minLength(3)),
      tags: v.pipe(v.array(v.string()), v.maxLength(1)),
      code: v.pipe(v.string(), v.length(4)),
    });
    const input = { email: 'nope', zip: 'abc', id: 'x', name: 'ab', tags: ['a', 'b'], code: 'abcde' };
    expect(issuesOf(schema, input)).toEqual([
      { path: 'email', message: "'email': Invalid email" },
      { path: 'zip', message: "'zip': Invalid format: Expected /^\\d{5}$/" },
      { path: 'id', message: "'id': Invalid UUID" },
      { path: 'name', message: "'name': Invalid length: Expected >=3" },
      { path: 'tags', message: "'tags': Invalid length: Expected <=1" },
      { path: 'code', message: "'code': Invalid length: Expected 4" },
    ]);
  });

  test('wrong types at the root and in unions', () => {
    expect(issuesOf(v.object({ s: v.string() }), 'str')).toEqual([{ path: '', message: 'Input must be an object' }]);
    expect(issuesOf(v.object({ s: v.union([v.string(), v.number()]) }), { s: true })).toEqual([
      { path: 's', message: "'s' must be a string or a number" },
    ]);
  });

  test('custom checks keep their message without the received value', () => {
    const schema = v.object({ n: v.pipe(v.string(), v.check((s) => s === 'ok', 'Expected ok but received something else')) });
    expect(issuesOf(schema, { n: 'hunter2' })).toEqual([{ path: 'n', message: "'n': Expected ok" }]);
  });
});

describe('spec §3.2 other vendors', () => {
  const issues: StandardSchemaV1.Issue[] = [
    { message: 'Required', path: ['origin'] },
    { message: 'Too big', path: [{ key: 'items' }, { key: 2 }, 'qty'] },
    { message: 'Bad input' },
    { message: 'Empty path', path: [] },
  ];

  test('prefixes the path to the message, keeps root messages as they are', () => {
    expect(formatIssues(issues, 'zod')).toEqual([
      { path: 'origin', message: "'origin': Required" },
      { path: 'items[2].qty', message: "'items[2].qty': Too big" },
      { path: '', message: 'Bad input' },
      { path: '', message: 'Empty path' },
    ]);
  });

  test("toolmark's own issues are already phrased", () => {
    expect(formatIssues([{ message: "Missing required parameter 'origin'", path: ['origin'] }], 'toolmark')).toEqual([
      { path: 'origin', message: "Missing required parameter 'origin'" },
    ]);
  });
});
