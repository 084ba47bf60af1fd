import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { createToolmark, ok } from '../index.js';
import { fromJsonSchema } from './index.js';
import { toJsonSchema } from '../to-json-schema/index.js';

describe('the registry with @toolmark/core/json-schema (spec §1.6)', () => {
  const jsonSchema = {
    type: 'object',
    properties: {
      origin: { type: 'string', pattern: '^[A-Z]{3}$' },
      passengers: { type: 'integer', minimum: 1, maximum: 9, default: 1 },
      cabin: { enum: ['eco', 'business'] },
    },
    required: ['origin', 'cabin'],
    additionalProperties: false,
  };

  test('a jsonSchema-only tool is validated by the compiled schema, with defaults filled in', async () => {
    const tm = createToolmark({ compileJsonSchema: fromJsonSchema, dev: true });
    const seen: unknown[] = [];
    tm.register({ name: 'search', description: 'Searches flights', jsonSchema, run: (input) => (seen.push(input), ok()) });

    expect(tm.manifest()[0]?.inputSchema).toEqual(jsonSchema);
    const refused = await tm.call('search', { cabin: 'first', passengers: 12, extra: true });
    expect(refused.code).toBe('invalid_input');
    expect(refused.content[0]).toEqual({
      type: 'text',
      text:
        "Invalid input for 'search': Missing required parameter 'origin'; 'passengers' must be at most 9; " +
        "'cabin' must be one of: eco, business; Unexpected parameter 'extra'",
    });
    expect(seen).toEqual([]);

    expect((await tm.call('search', { origin: 'SFO', cabin: 'eco' })).isError).toBeUndefined();
    expect(seen).toEqual([{ origin: 'SFO', cabin: 'eco', passengers: 1 }]);
  });

  test('a schema fromJsonSchema refuses fails registration with its code', () => {
    const tm = createToolmark({ compileJsonSchema: fromJsonSchema, dev: true });
    const unsafe = { type: 'object', properties: { a: { type: 'string', pattern: '(a)\\1' } } };
    expect(() => tm.register({ name: 'x', description: 'x', jsonSchema: unsafe, run: () => ok() })).toThrow(
      expect.objectContaining({ code: 'schema_conversion_failed' }),
    );
  });

  test('toJsonSchema describes valibot input for the manifest', () => {
    const tm = createToolmark({ toJsonSchema });
    tm.register({
      name: 'add',
      description: 'Adds to the cart',
      input: v.object({ sku: v.pipe(v.string(), v.description('SKU')), qty: v.optional(v.number(), 1) }),
      output: v.object({ count: v.number() }),
      run: () => ok({ count: 1 }),
    });
    expect(tm.manifest()[0]).toEqual({
      name: 'add',
      description: 'Adds to the cart',
      inputSchema: {
        type: 'object',
        properties: { sku: { type: 'string', description: 'SKU' }, qty: { type: 'number', default: 1 } },
        required: ['sku'],
      },
      outputSchema: { type: 'object', properties: { count: { type: 'number' } }, required: ['count'] },
      hints: {},
    });
  });

  test('a valibot schema that has no JSON Schema form fails registration with json_schema_unsupported', () => {
    const tm = createToolmark({ toJsonSchema, dev: true });
    const def = { name: 'when', description: 'x', input: v.object({ at: v.date() }), run: () => ok() };
    expect(() => tm.register(def)).toThrow(expect.objectContaining({ code: 'json_schema_unsupported' }));
  });
});
