import { describe, expect, it } from 'vitest';
import { messagesOf, outputOf } from './validate.test-support.js';

describe('compileObject', () => {
  const labels = {
    type: 'object',
    properties: { id: { type: 'string' } },
    patternProperties: { '^x-': { type: 'string' }, '^n_': { type: 'integer' } },
    additionalProperties: false,
  } as const;

  it('checks each key with every pattern it matches, and the others with additionalProperties', () => {
    expect(messagesOf(labels, { id: 'a', 'x-tag': 'b', n_count: 2 })).toEqual([]);
    expect(messagesOf(labels, { 'x-tag': 1, n_count: 'two', other: true })).toEqual([
      "'x-tag' must be a string",
      "'n_count' must be an integer",
      "Unexpected parameter 'other'",
    ]);
  });

  it('checks a declared property with the patterns its key matches too', () => {
    expect(messagesOf({ properties: { x_a: { type: 'number' } }, patternProperties: { '^x_': { minimum: 10 } } }, { x_a: 3 })).toEqual(["'x_a' must be at least 10"]);
  });

  it('threads defaults through a declared property and a pattern', () => {
    const schema = { type: 'object', patternProperties: { '^opt': { type: 'object', properties: { on: { default: true } } } } } as const;
    expect(outputOf(schema, { optA: {} })).toEqual({ optA: { on: true } });
  });

  it('counts a property holding undefined as missing, declared or not (JSON has no undefined)', () => {
    expect(messagesOf({ properties: { a: {} }, required: ['a', 'b'] }, { a: undefined, b: undefined })).toEqual([
      "Missing required parameter 'a'",
      "Missing required parameter 'b'",
    ]);
  });

  it('refuses a property pattern the linear matcher cannot run at its key', () => {
    expect(() => messagesOf({ patternProperties: { '(a)\\1': {} } }, {})).toThrow(/^Cannot convert JSON Schema at #\/patternProperties\/\(a\)\\1: the property pattern "\(a\)\\\\1" is refused: /);
  });
});
