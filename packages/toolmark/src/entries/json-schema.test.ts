// @vitest-environment happy-dom
import { ToolmarkError } from '@toolmark/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { boot } from '../boot.js';
import { JSON_SCHEMA_COMPILER, type MarkedDocument } from '../brand.js';
import { DEFAULT_CONFIG } from '../config.js';

const refund = {
  name: 'refund',
  description: 'Refunds an order',
  jsonSchema: { type: 'object', properties: { amount: { type: 'number', exclusiveMinimum: 0 } }, required: ['amount'] },
  run: () => ({ content: [] }),
} as const;

const codeOf = (action: () => unknown): string | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof ToolmarkError ? error.code : 'not a ToolmarkError';
  }
};

afterEach(() => {
  delete (document as MarkedDocument)[JSON_SCHEMA_COMPILER];
});

describe('the JSON Schema add-on (spec §18.9)', () => {
  test('without it, a jsonSchema-only tool is refused with json_schema_unsupported', () => {
    const { tm, dispose } = boot(DEFAULT_CONFIG, document);
    expect(codeOf(() => tm.register(refund))).toBe('json_schema_unsupported');
    dispose();
  });

  test('loaded after the script tag, the registry compiles with it: core fromJsonSchema with the formats', async () => {
    const { tm, dispose } = boot(DEFAULT_CONFIG, document);
    (await import('./json-schema.js')).start();
    tm.register(refund);
    const result = await tm.call('refund', { amount: -500 });
    expect(result).toMatchObject({ isError: true, code: 'invalid_input', issues: [{ path: 'amount', message: "'amount' must be greater than 0" }] });
    expect(codeOf(() => tm.register({ ...refund, name: 'mail', jsonSchema: { type: 'object', properties: { to: { format: 'email' } } } }))).toBeUndefined();
    expect(codeOf(() => tm.register({ ...refund, name: 'typo', jsonSchema: { type: 'object', properties: { to: { minLenght: 1 } } } }))).toBe('schema_conversion_failed');
    dispose();
  });

  test('loaded before the script tag, the same: the registry reads the slot at each registration', async () => {
    vi.resetModules();
    (await import('./json-schema.js')).start();
    const { tm, dispose } = boot(DEFAULT_CONFIG, document);
    expect(codeOf(() => tm.register(refund))).toBeUndefined();
    dispose();
  });
});
