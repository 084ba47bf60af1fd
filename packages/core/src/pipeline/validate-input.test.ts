import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { validateInput } from './validate-input';

const flight = v.object({ origin: v.string(), cabin: v.picklist(['eco', 'business']) });

describe('spec §3.2 validate input', () => {
  test('valid input goes on as the schema output (transforms applied)', async () => {
    const schema = v.object({ qty: v.pipe(v.string(), v.transform(Number)) });
    expect(await validateInput('t', schema, { qty: '3' })).toEqual({ value: { qty: 3 } });
  });

  test('invalid input stops with invalid_input listing every issue', async () => {
    const outcome = await validateInput('flights.search', flight, { cabin: 'first' });
    expect(outcome).toEqual({
      stop: {
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
      },
    });
  });

  test('async schemas are awaited', async () => {
    const schema = v.objectAsync({ id: v.pipeAsync(v.string(), v.checkAsync(async (s) => s === 'ok', 'nope')) });
    expect(await validateInput('t', schema, { id: 'ok' })).toEqual({ value: { id: 'ok' } });
    expect(await validateInput('t', schema, { id: 'no' })).toMatchObject({ stop: { code: 'invalid_input' } });
  });

  test('a schema that throws refuses the input', async () => {
    const throwing: StandardSchemaV1 = {
      '~standard': { version: 1, vendor: 'x', validate: () => { throw new Error('boom'); } },
    };
    expect(await validateInput('t', throwing, {})).toEqual({
      stop: {
        content: [{ type: 'text', text: "Invalid input for 't': Input could not be validated" }],
        isError: true,
        code: 'invalid_input',
        issues: [{ path: '', message: 'Input could not be validated' }],
      },
    });
  });

  test('a schema that rejects refuses the input', async () => {
    const rejecting: StandardSchemaV1 = {
      '~standard': { version: 1, vendor: 'x', validate: () => Promise.reject(new Error('boom')) },
    };
    expect(await validateInput('t', rejecting, {})).toMatchObject({ stop: { code: 'invalid_input' } });
  });
});

describe('spec §3.2 tools without a schema', () => {
  test('absent input reads as {}; an object goes on as it is', async () => {
    expect(await validateInput('t', undefined, undefined)).toEqual({ value: {} });
    const input = { a: 1 };
    const outcome = await validateInput('t', undefined, input);
    expect(outcome).toEqual({ value: input });
    expect('value' in outcome && outcome.value).toBe(input);
  });

  test.each([[null], ['x'], [1], [[1, 2]], [true]])('refuses %j', async (input) => {
    expect(await validateInput('t', undefined, input)).toEqual({
      stop: {
        content: [{ type: 'text', text: "Invalid input for 't': Input must be an object" }],
        isError: true,
        code: 'invalid_input',
        issues: [{ path: '', message: 'Input must be an object' }],
      },
    });
  });
});
