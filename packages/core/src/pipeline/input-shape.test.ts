import { describe, expect, test } from 'vitest';
import { inputShape } from './input-shape.js';

describe('spec §3.4 inputShape: the schema’s declared keys, for the card', () => {
  test('declared keys in the schema’s order, integer-like ones included; nested objects and array items', () => {
    const schema = {
      type: 'object',
      properties: { to: {}, '2': {}, amount: {}, items: { type: 'array', items: { type: 'object', properties: { sku: {}, qty: {} } } } },
    };
    expect(inputShape(schema, { amount: 1, to: 'x', items: [{ qty: 1, sku: 'A' }] })).toEqual({
      declared: ['2', 'to', 'amount', 'items'],
      inner: { items: { inner: { 0: { declared: ['sku', 'qty'] } } } },
    });
  });

  test('follows local $ref, allOf, anyOf and oneOf; prefixItems by index', () => {
    const schema = {
      $defs: { card: { properties: { number: {}, name: {} } } },
      allOf: [{ properties: { a: {} } }, { properties: { card: { $ref: '#/$defs/card' } } }],
      oneOf: [{ properties: { b: {} } }, { properties: { c: {}, pair: { prefixItems: [{ properties: { x: {} } }, { properties: { y: {} } }] } } }],
    };
    expect(inputShape(schema, { card: { name: 'n' }, pair: [{}, {}] })).toEqual({
      declared: ['a', 'card', 'b', 'c', 'pair'],
      inner: { card: { declared: ['number', 'name'] }, pair: { inner: { 0: { declared: ['x'] }, 1: { declared: ['y'] } } } },
    });
  });

  test('a map (additionalProperties with a schema) or name patterns declare keys by rule; false declares none', () => {
    expect(inputShape({ additionalProperties: { type: 'number' } }, { a: 1 })).toEqual({ open: true });
    expect(inputShape({ patternProperties: { '^x': {} } }, { a: 1 })).toEqual({ open: true });
    expect(inputShape({ additionalProperties: false }, { a: 1 })).toEqual({ declared: [] });
    expect(inputShape({ additionalProperties: true }, { a: 1 })).toBeUndefined();
  });

  test('a schema that says nothing, a recursive $ref and a non-object input end cleanly', () => {
    expect(inputShape({}, { a: { b: 1 } })).toBeUndefined();
    expect(inputShape(true as never, { a: 1 })).toBeUndefined();
    expect(inputShape({ properties: { a: {} } }, 'text')).toBeUndefined();
    const tree = { $ref: '#/$defs/node', $defs: { node: { properties: { kids: { items: { $ref: '#/$defs/node' } } } } } };
    expect(inputShape(tree, { kids: [{ kids: [] }] })).toEqual({
      declared: ['kids'],
      inner: { kids: { inner: { 0: { declared: ['kids'] } } } },
    });
  });
});
