import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { describe, expect, test, vi } from 'vitest';
import { isToolmarkError } from '../errors.js';
import { ok } from '../result.js';
import type { ToolDefinition } from '../types.js';
import { createToolmark } from './create-toolmark.js';

const toJsonSchema = vi.fn((_schema: StandardSchemaV1, io: 'input' | 'output') => ({ type: 'object', title: `converted ${io}` }));
const base = { description: 'd', run: () => ok() };

describe('spec §5 manifest', () => {
  test('hints a JavaScript page adds beyond §1.3 stay out of the manifest and the tool info', () => {
    const tm = createToolmark({ dev: false });
    const hints = { readOnly: true, secretToken: 'sk-live-123', element: { nested: true } } as unknown as NonNullable<ToolDefinition['hints']>;
    tm.register({ name: 't', ...base, hints });
    expect(tm.manifest()[0]!.hints).toStrictEqual({ readOnly: true });
    expect(tm.info('t')!.hints).toStrictEqual({ readOnly: true });
    expect(Object.isFrozen((hints as { element: object }).element)).toBe(false);
  });

  test('has name, title, description, schemas, hints and mode — nothing else', () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    tm.scope('shop').register({
      name: 'buy',
      title: 'Buy',
      description: 'Buys an item',
      input: v.object({ sku: v.string() }),
      output: v.object({ id: v.number() }),
      hints: { readOnly: false, destructive: true, consequential: true, idempotent: true, openWorld: true, untrustedContent: false, debugging: false, confirm: 'always', concurrencySafe: () => true },
      mode: 'stepwise',
      origin: 'native-form',
      nativeName: 'buy-form',
      summary: () => 'Buy',
      state: () => ({ secret: 1 }),
      anchors: { button: '#buy' },
      sensitivePaths: () => ['sku'],
      run: () => ok({ id: 1 }),
    });
    const [entry] = tm.manifest();
    expect(entry).toStrictEqual({
      name: 'shop.buy',
      title: 'Buy',
      description: 'Buys an item',
      inputSchema: { type: 'object', title: 'converted input' },
      outputSchema: { type: 'object', title: 'converted output' },
      hints: { readOnly: false, destructive: true, consequential: true, idempotent: true, openWorld: true, untrustedContent: false, debugging: false, confirm: 'always' },
      mode: 'stepwise',
    });
    expect(JSON.parse(JSON.stringify(tm.manifest()))).toEqual(tm.manifest());
  });

  test('a minimal tool: empty hints, no-input schema, no optional keys', () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'ping', ...base, hints: { concurrencySafe: true } });
    expect(tm.manifest()).toStrictEqual([
      { name: 'ping', description: 'd', inputSchema: { type: 'object', properties: {} }, hints: {} },
    ]);
  });

  test('sorted by name, whatever the registration order', () => {
    const tm = createToolmark({ dev: true });
    for (const name of ['b', 'a.z', 'B', 'a', 'a.b', '_']) tm.register({ name, ...base });
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['B', '_', 'a', 'a.b', 'a.z', 'b']);
  });

  test('entries are frozen plain-JSON copies of the schemas', () => {
    const tm = createToolmark({ dev: true });
    const jsonSchema = { type: 'object', properties: { q: { type: 'string', default: undefined } } };
    tm.register({ name: 'a', ...base, input: v.object({ q: v.string() }), jsonSchema });
    jsonSchema.properties.q.type = 'number';
    const [entry] = tm.manifest();
    expect(entry?.inputSchema).toEqual({ type: 'object', properties: { q: { type: 'string' } } });
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(entry?.inputSchema.properties)).toBe(true);
  });
});

describe('spec §1.11 stepwise tools', () => {
  test('the manifest and info carry the wizard placement as a copy', () => {
    const tm = createToolmark({ dev: true });
    const steps = ['shipping', 'payment'];
    tm.register({ ...base, name: 'checkout.payment', mode: 'stepwise', wizard: { name: 'checkout', steps, step: 'payment' } });
    steps.push('sneaked-in');
    const placement = { name: 'checkout', steps: ['shipping', 'payment'], step: 'payment' };
    expect(tm.manifest()[0]).toMatchObject({ mode: 'stepwise', wizard: placement });
    expect(tm.info('checkout.payment')?.wizard).toEqual(placement);
  });

  test.each([
    { name: 'w', steps: 'a' },
    { name: 'w', steps: ['a'], step: 'b' },
    { steps: ['a'] },
  ])('a malformed placement %j is invalid_definition', (wizard) => {
    const tm = createToolmark({ dev: true });
    expect(() => tm.register({ ...base, name: 'x', wizard } as unknown as ToolDefinition)).toThrow(
      expect.objectContaining({ code: 'invalid_definition' }),
    );
  });
});

describe('spec §5 where schemas come from', () => {
  test('outputSchema: explicit outputJsonSchema, else converted, else absent', () => {
    const tm = createToolmark({ dev: true, toJsonSchema: (_s, io) => (io === 'output' ? undefined : { type: 'object' }) });
    tm.register({ name: 'explicit', ...base, output: v.string(), outputJsonSchema: { type: 'string' } });
    tm.register({ name: 'unknown', ...base, output: v.string() });
    const [explicit, unknown] = tm.manifest();
    expect(explicit?.outputSchema).toEqual({ type: 'string' });
    expect(unknown && 'outputSchema' in unknown).toBe(false);
  });

  test("a schema's own Standard JSON Schema wins over toJsonSchema", () => {
    const convert = vi.fn((options: { target: string }) => ({ type: 'object', title: options.target }));
    const schema = {
      '~standard': { version: 1, vendor: 'acme', validate: (value: unknown) => ({ value }), jsonSchema: { input: convert, output: convert } },
    } as StandardSchemaV1 as StandardSchemaV1<Record<string, unknown>>;
    const fallback = vi.fn(() => ({ type: 'null' }));
    const tm = createToolmark({ dev: true, toJsonSchema: fallback });
    tm.register({ name: 'a', ...base, input: schema, output: schema });
    expect(tm.manifest()[0]).toMatchObject({ inputSchema: { title: 'draft-2020-12' }, outputSchema: { title: 'draft-2020-12' } });
    expect(fallback).not.toHaveBeenCalled();
  });

  test('json_schema_unsupported: a valibot input without a converter, or a jsonSchema without a compiler', () => {
    const tm = createToolmark({ dev: true });
    for (const def of [{ input: v.object({}) }, { jsonSchema: { type: 'object' } }]) {
      let error: unknown;
      try {
        tm.register({ name: 'a', ...base, ...def } as ToolDefinition);
      } catch (caught) {
        error = caught;
      }
      expect(isToolmarkError(error) && error.code).toBe('json_schema_unsupported');
    }
  });

  test('a jsonSchema-only tool is compiled with compileJsonSchema and validates with it', async () => {
    const compiled: StandardSchemaV1 = {
      '~standard': {
        version: 1,
        vendor: 'toolmark',
        validate: (value) => ((value as { q?: unknown }).q === 'ok' ? { value } : { issues: [{ message: "Missing required parameter 'q'", path: ['q'] }] }),
      },
    };
    const compileJsonSchema = vi.fn(() => compiled);
    const tm = createToolmark({ dev: true, compileJsonSchema });
    const jsonSchema = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] };
    tm.register({ name: 'a', ...base, jsonSchema, run: (value) => ok(value) });
    expect(compileJsonSchema).toHaveBeenCalledExactlyOnceWith(jsonSchema);
    expect(tm.manifest()[0]?.inputSchema).toEqual(jsonSchema);
    expect(await tm.call('a', { q: 'ok' })).toEqual(ok({ q: 'ok' }));
    expect(await tm.call('a', {})).toMatchObject({
      code: 'invalid_input',
      content: [{ text: "Invalid input for 'a': Missing required parameter 'q'" }],
    });
  });

  test('a compiler that throws: invalid_schema', () => {
    const tm = createToolmark({ dev: false, compileJsonSchema: () => { throw new Error('bad keyword'); } });
    const errors: unknown[] = [];
    tm.subscribe((event) => errors.push(event));
    tm.register({ name: 'a', ...base, jsonSchema: { type: 'object' } });
    expect(errors).toEqual([{ type: 'error', code: 'invalid_schema', message: "Tool 'a': Error: bad keyword", name: 'a' }]);
  });
});

describe('spec §5 info', () => {
  test('runtime facts, sensitive paths read now; undefined for unknown tools', () => {
    const tm = createToolmark({ dev: true });
    let paths = ['card'];
    tm.scope('pay').register({
      name: 'charge', title: 'Charge', ...base, origin: 'form', nativeName: 'charge-form',
      hints: { destructive: true, concurrencySafe: false }, anchors: { form: '#f', button: () => null }, sensitivePaths: () => paths,
    });
    expect(tm.info('pay.charge')).toStrictEqual({
      name: 'pay.charge', localName: 'charge', scope: 'pay', title: 'Charge', description: 'd', origin: 'form',
      nativeName: 'charge-form', hints: { destructive: true }, sensitivePaths: ['card'], anchors: ['form', 'button'],
    });
    paths = ['card', 'cvc'];
    expect(tm.info('pay.charge')?.sensitivePaths).toEqual(['card', 'cvc']);
    expect(tm.info('nope')).toBeUndefined();
    tm.register({ name: 'plain', ...base });
    expect(tm.info('plain')).toMatchObject({ origin: 'code', scope: '', hints: {}, sensitivePaths: [], anchors: [] });
  });
});
