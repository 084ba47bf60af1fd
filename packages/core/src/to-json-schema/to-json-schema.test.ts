import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { isToolmarkError } from '../errors.js';
import { toJsonSchema } from './to-json-schema.js';

function refusal(action: () => unknown): { code: string; message: string } {
  try {
    action();
  } catch (error) {
    if (isToolmarkError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('toJsonSchema (spec §13.7)', () => {
  test('describes valibot schemas, input and output sides apart', () => {
    const schema = v.object({ qty: v.pipe(v.string(), v.transform(Number), v.number()), note: v.optional(v.string(), '') });
    expect(toJsonSchema(schema)).toEqual({
      type: 'object',
      properties: { qty: { type: 'string' }, note: { type: 'string', default: '' } },
      required: ['qty'],
    });
    expect(toJsonSchema(schema, 'output')).toEqual({
      type: 'object',
      properties: { qty: { type: 'number' }, note: { type: 'string', default: '' } },
      required: ['qty'],
    });
  });

  test("the input side ignores transformations such as trim and toUpperCase; the output side does not", () => {
    const schema = v.object({ name: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(2)) });
    expect(toJsonSchema(schema)).toEqual({
      type: 'object',
      properties: { name: { type: 'string', minLength: 2 } },
      required: ['name'],
    });
    expect(refusal(() => toJsonSchema(schema, 'output')).code).toBe('json_schema_unsupported');
  });

  test('uses a Standard JSON Schema converter when the schema has one, asking for draft 2020-12', () => {
    const calls: unknown[] = [];
    const schema: StandardSchemaV1 & StandardJSONSchemaV1 = {
      '~standard': {
        version: 1,
        vendor: 'acme',
        validate: (value) => ({ value }),
        jsonSchema: {
          input: (options) => (calls.push(['input', options]), { type: 'object', properties: { a: { type: 'string' } } }),
          output: (options) => (calls.push(['output', options]), { type: 'object', properties: { a: { type: 'number' } } }),
        },
      },
    };
    expect(toJsonSchema(schema)).toEqual({ type: 'object', properties: { a: { type: 'string' } } });
    expect(toJsonSchema(schema, 'output')).toEqual({ type: 'object', properties: { a: { type: 'number' } } });
    expect(calls).toEqual([
      ['input', { target: 'draft-2020-12' }],
      ['output', { target: 'draft-2020-12' }],
    ]);
  });

  test('refuses a vendor it cannot describe, telling the user to add jsonSchema', () => {
    const schema: StandardSchemaV1 = { '~standard': { version: 1, vendor: 'yup', validate: (value) => ({ value }) } };
    expect(refusal(() => toJsonSchema(schema))).toEqual({
      code: 'json_schema_unsupported',
      message: 'Cannot describe this yup schema as JSON Schema (the schema has no JSON Schema converter): give the tool a `jsonSchema`',
    });
  });

  test('refuses a valibot schema without a JSON Schema form, and a converter that throws', () => {
    const date = refusal(() => toJsonSchema(v.object({ at: v.date() })));
    expect(date.code).toBe('json_schema_unsupported');
    expect(date.message).toMatch(/^Cannot describe this valibot schema as JSON Schema \(.*date.*\): give the tool a `jsonSchema`$/);
    const throwing: StandardSchemaV1 & StandardJSONSchemaV1 = {
      '~standard': {
        version: 1,
        vendor: 'acme',
        validate: (value) => ({ value }),
        jsonSchema: { input: () => { throw new Error('no draft-2020-12 target'); }, output: () => ({}) },
      },
    };
    expect(refusal(() => toJsonSchema(throwing)).message).toBe(
      'Cannot describe this acme schema as JSON Schema (no draft-2020-12 target): give the tool a `jsonSchema`',
    );
  });

  test('leaves out $schema, so the manifest holds the schema only', () => {
    expect(toJsonSchema(v.object({}))).not.toHaveProperty('$schema');
  });
});
