import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';

const flight = v.object({ origin: v.string(), cabin: v.picklist(['eco', 'business']) });

// The validation step (spec §3.2) as `tm.call` shows it: what `run` receives, or the result that refuses.
function toolWith(input: StandardSchemaV1 | undefined, name = 't') {
  const tm = createToolmark();
  const run = vi.fn((value: unknown) => ok(value));
  const [scope, local] = name.includes('.') ? name.split('.') : ['', name];
  const registrar = scope ? tm.scope(scope!) : tm;
  registrar.register({ name: local!, description: 'd', ...(input && { input, jsonSchema: { type: 'object' } }), run });
  return { call: (value?: unknown) => tm.call(name, value), run };
}

describe('spec §3.2 validate input', () => {
  test('valid input goes on as the schema output (transforms applied)', async () => {
    const { call, run } = toolWith(v.object({ qty: v.pipe(v.string(), v.transform(Number)) }));
    await call({ qty: '3' });
    expect(run.mock.calls[0]?.[0]).toEqual({ qty: 3 });
  });

  test('invalid input stops with invalid_input listing every issue', async () => {
    const { call, run } = toolWith(flight, 'flights.search');
    expect(await call({ cabin: 'first' })).toEqual({
      content: [
        {
          type: 'text',
          text: "Invalid input for 'flights.search': Missing required parameter 'origin'; 'cabin' must be one of: eco, business",
        },
      ],
      isError: true,
      code: 'invalid_input',
      issues: [
        { path: 'origin', message: "Missing required parameter 'origin'" },
        { path: 'cabin', message: "'cabin' must be one of: eco, business" },
      ],
    });
    expect(run).not.toHaveBeenCalled();
  });

  test('async schemas are awaited', async () => {
    const { call, run } = toolWith(v.objectAsync({ id: v.pipeAsync(v.string(), v.checkAsync(async (s) => s === 'ok', 'nope')) }));
    await call({ id: 'ok' });
    expect(run.mock.calls[0]?.[0]).toEqual({ id: 'ok' });
    expect(await call({ id: 'no' })).toMatchObject({ code: 'invalid_input' });
    expect(run).toHaveBeenCalledOnce();
  });

  test('a schema that throws refuses the input', async () => {
    const throwing: StandardSchemaV1 = {
      '~standard': { version: 1, vendor: 'x', validate: () => { throw new Error('boom'); } },
    };
    const { call, run } = toolWith(throwing);
    expect(await call({})).toEqual({
      content: [{ type: 'text', text: "Invalid input for 't': Input could not be validated" }],
      isError: true,
      code: 'invalid_input',
      issues: [{ path: '', message: 'Input could not be validated' }],
    });
    expect(run).not.toHaveBeenCalled();
  });

  test('a schema that rejects refuses the input', async () => {
    const rejecting: StandardSchemaV1 = {
      '~standard': { version: 1, vendor: 'x', validate: () => Promise.reject(new Error('boom')) },
    };
    const { call, run } = toolWith(rejecting);
    expect(await call({})).toMatchObject({ code: 'invalid_input' });
    expect(run).not.toHaveBeenCalled();
  });
});

describe('spec §3.2 tools without a schema', () => {
  test("absent input reads as {}; an object goes on as the snapshot's copy, never the caller's object", async () => {
    const { call, run } = toolWith(undefined);
    await call(undefined);
    expect(run.mock.calls[0]?.[0]).toEqual({});
    const input = { a: 1 };
    await call(input);
    expect(run.mock.calls[1]?.[0]).toEqual(input);
    expect(run.mock.calls[1]?.[0]).not.toBe(input);
  });

  test.each([[null], ['x'], [1], [[1, 2]], [true]])('refuses %j', async (input) => {
    const { call, run } = toolWith(undefined);
    expect(await call(input)).toEqual({
      content: [{ type: 'text', text: "Invalid input for 't': Input must be an object" }],
      isError: true,
      code: 'invalid_input',
      issues: [{ path: '', message: 'Input must be an object' }],
    });
    expect(run).not.toHaveBeenCalled();
  });
});
