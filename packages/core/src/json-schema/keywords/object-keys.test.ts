import { describe, expect, it } from 'vitest';
import { messagesOf } from './validate.test-support.js';

describe('compileObjectKeys', () => {
  it('counts the properties', () => {
    const schema = { type: 'object', minProperties: 1, maxProperties: 2 } as const;
    expect(messagesOf(schema, {})).toEqual(['Input must have at least 1 property']);
    expect(messagesOf(schema, { a: 1, b: 2, c: 3 })).toEqual(['Input must have at most 2 properties']);
    expect(messagesOf(schema, { a: 1 })).toEqual([]);
  });

  it('reports each key propertyNames refuses, at that key', () => {
    const schema = { type: 'object', propertyNames: { pattern: '^[a-z]+$', maxLength: 5 } } as const;
    expect(messagesOf(schema, { ok: 1, Bad: 2, toolong: 3 })).toEqual(["'Bad' is not an allowed property name", "'toolong' is not an allowed property name"]);
  });
});
