import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { createToolmark } from '../registry/create-toolmark.js';
import { fail, ok, type ToolResult } from '../result.js';

const out = v.object({ id: v.number() });

// The output step (spec §3.6) as `tm.call` shows it: a tool whose `run` returns `result`.
function callReturning(result: ToolResult, output: StandardSchemaV1 | null = out, dev = true) {
  const tm = createToolmark({ dev });
  tm.scope('shop').register({ name: 'get', description: 'd', ...(output && { output }), run: () => result });
  return tm.call('shop.get', {});
}

describe('spec §3.6 validate output', () => {
  test('no schema, or a matching output: the same result', async () => {
    const result = ok({ id: 'x' });
    expect(await callReturning(result, null)).toBe(result);
    const good = ok({ id: 1 });
    expect(await callReturning(good)).toBe(good);
  });

  test('error results are not validated', async () => {
    const result = fail('out_of_stock', 'none');
    expect(await callReturning(result)).toBe(result);
  });

  test('a mismatch becomes invalid_output with the issues', async () => {
    expect(await callReturning(ok({ id: 'x' }))).toEqual({
      content: [{ type: 'text', text: "'shop.get' returned output that does not match its schema: 'id' must be a number" }],
      isError: true,
      code: 'invalid_output',
      issues: [{ path: 'id', message: "'id' must be a number" }],
    });
  });

  test('an asynchronous schema is awaited', async () => {
    const later: StandardSchemaV1 = { '~standard': { version: 1, vendor: 'x', validate: async () => ({ issues: [{ message: 'late' }] }) } };
    expect(await callReturning(ok(1), later)).toMatchObject({ code: 'invalid_output', issues: [{ path: '', message: 'late' }] });
  });

  test('missing structured content is validated as undefined', async () => {
    expect(await callReturning({ content: [] })).toMatchObject({
      code: 'invalid_output',
      issues: [{ path: '', message: 'Input must be an object' }],
    });
  });

  test('a schema that throws or rejects makes the output invalid', async () => {
    const invalid = {
      content: [{ type: 'text', text: "'shop.get' returned output that does not match its schema: Output could not be validated" }],
      isError: true,
      code: 'invalid_output',
      issues: [{ path: '', message: 'Output could not be validated' }],
    };
    const throwing: StandardSchemaV1 = { '~standard': { version: 1, vendor: 'x', validate: () => { throw new Error('boom'); } } };
    const rejecting: StandardSchemaV1 = { '~standard': { version: 1, vendor: 'x', validate: () => Promise.reject(new Error('boom')) } };
    expect(await callReturning(ok(1), throwing)).toEqual(invalid);
    expect(await callReturning(ok(1), rejecting)).toEqual(invalid);
  });

  test('a registry outside development mode does not validate output', async () => {
    const result = ok({ id: 'x' });
    expect(await callReturning(result, out, false)).toBe(result);
  });
});
