import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { fail, ok } from '../result.js';
import { validateOutput } from './validate-output.js';

const out = v.object({ id: v.number() });

describe('spec §3.6 validate output', () => {
  test('no schema, or a matching output: the same result', async () => {
    const result = ok({ id: 'x' });
    expect(await validateOutput('t', undefined, result)).toBe(result);
    const good = ok({ id: 1 });
    expect(await validateOutput('t', out, good)).toBe(good);
  });

  test('error results are not validated', async () => {
    const result = fail('out_of_stock', 'none');
    expect(await validateOutput('t', out, result)).toBe(result);
  });

  test('a mismatch becomes invalid_output with the issues', async () => {
    expect(await validateOutput('shop.get', out, ok({ id: 'x' }))).toEqual({
      content: [{ type: 'text', text: "'shop.get' returned output that does not match its schema: 'id' must be a number" }],
      isError: true,
      code: 'invalid_output',
      issues: [{ path: 'id', message: "'id' must be a number" }],
    });
  });

  test('missing structured content is validated as undefined', async () => {
    expect(await validateOutput('t', out, { content: [] })).toMatchObject({
      code: 'invalid_output',
      issues: [{ path: '', message: 'Input must be an object' }],
    });
  });

  test('a schema that throws makes the output invalid', async () => {
    const throwing: StandardSchemaV1 = {
      '~standard': { version: 1, vendor: 'x', validate: () => { throw new Error('boom'); } },
    };
    expect(await validateOutput('t', throwing, ok(1))).toEqual({
      content: [{ type: 'text', text: "'t' returned output that does not match its schema: Output could not be validated" }],
      isError: true,
      code: 'invalid_output',
      issues: [{ path: '', message: 'Output could not be validated' }],
    });
  });
});
