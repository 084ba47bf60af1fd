import { describe, expect, it } from 'vitest';
import { messagesOf, outputOf } from './validate.test-support.js';

describe('compileArray', () => {
  const point = { type: 'array', prefixItems: [{ type: 'number' }, { type: 'string' }], items: { type: 'boolean' } } as const;

  it('checks the first items with prefixItems, one schema each, and the rest with items', () => {
    expect(messagesOf(point, [1, 'a', true, false])).toEqual([]);
    expect(messagesOf(point, ['a', 1, 'x'])).toEqual(["'[0]' must be a number", "'[1]' must be a string", "'[2]' must be a boolean"]);
    // Shorter than prefixItems is fine: they apply to the items there are.
    expect(messagesOf(point, [1])).toEqual([]);
  });

  it('fills in the defaults of prefixItems and leaves the input alone', () => {
    const input = [{}];
    const schema = { type: 'array', prefixItems: [{ type: 'object', properties: { qty: { type: 'integer', default: 1 } } }] } as const;
    expect(outputOf(schema, input)).toEqual([{ qty: 1 }]);
    expect(input).toEqual([{}]);
  });

  it('refuses prefixItems that is not a non-empty array of schemas', () => {
    expect(() => messagesOf({ prefixItems: {} } as never, [])).toThrow("Cannot convert JSON Schema at #/prefixItems: 'prefixItems' must be a non-empty array");
    expect(() => messagesOf({ prefixItems: [1] } as never, [])).toThrow('Cannot convert JSON Schema at #/prefixItems/0: expected a schema (an object or a boolean)');
  });
});
