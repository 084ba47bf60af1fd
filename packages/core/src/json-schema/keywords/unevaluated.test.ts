import { describe, expect, it } from 'vitest';
import { unevaluated } from '../unevaluated.js';
import type { JsonSchema } from '../types.js';
import { messagesOf as messagesWith, outputOf as outputWith } from './validate.test-support.js';

const messagesOf = (schema: JsonSchema, input: unknown) => messagesWith(schema, input, { keywords: [unevaluated] });
const outputOf = (schema: JsonSchema, input: unknown) => outputWith(schema, input, { keywords: [unevaluated] });

describe('compileUnevaluated', () => {
  it('is refused without the rule, saying where it is', () => {
    expect(() => messagesWith({ unevaluatedProperties: false }, {})).toThrow(
      "Cannot convert JSON Schema at #/unevaluatedProperties: 'unevaluatedProperties' needs `keywords: [unevaluated]` from '@toolmark/core/json-schema/unevaluated'",
    );
  });

  // An object put together from parts, closed as a whole: what `additionalProperties` cannot say.
  const address = {
    type: 'object',
    allOf: [{ properties: { street: { type: 'string' } } }, { properties: { city: { type: 'string' } } }],
    anyOf: [{ properties: { zip: { type: 'string' } }, required: ['zip'] }, { properties: { postcode: { type: 'string' } }, required: ['postcode'] }],
    unevaluatedProperties: false,
  } as const;

  it('refuses the properties that neither the schema nor its matching subschemas evaluated', () => {
    expect(messagesOf(address, { street: 'Main', city: 'X', zip: '1' })).toEqual([]);
    expect(messagesOf(address, { street: 'Main', zip: '1', floor: 3 })).toEqual(["Unexpected parameter 'floor'"]);
    // `postcode` is evaluated only by the anyOf branch that does not match.
    expect(messagesOf(address, { zip: '1', postcode: 2 })).toEqual(["Unexpected parameter 'postcode'"]);
  });

  it('checks the unevaluated properties against its schema, with defaults', () => {
    const tagged = { properties: { id: {} }, unevaluatedProperties: { type: 'object', properties: { on: { default: true } } } } as const;
    expect(messagesOf(tagged, { id: 1, extra: 2 })).toEqual(["'extra' must be an object"]);
    expect(outputOf(tagged, { id: 1, extra: {} })).toEqual({ id: 1, extra: { on: true } });
  });

  it('counts what if evaluated when it matches, and what then or else did', () => {
    const schema = { if: { properties: { kind: { const: 'a' } } }, then: { properties: { a: {} } }, else: { properties: { b: {} } }, unevaluatedProperties: false } as const;
    expect(messagesOf(schema, { kind: 'a', a: 1 })).toEqual([]);
    expect(messagesOf(schema, { kind: 'b', b: 1 })).toEqual(["Unexpected parameter 'kind'"]);
  });

  it('refuses the items that prefixItems, items and contains did not evaluate', () => {
    const schema = { prefixItems: [{ type: 'string' }], contains: { type: 'number' }, unevaluatedItems: false } as const;
    expect(messagesOf(schema, ['a', 1, 2])).toEqual([]);
    expect(messagesOf(schema, ['a', 1, true])).toEqual(["'[2]' is not allowed"]);
  });

  it('sees through $ref, recursion included', () => {
    const tree = { $ref: '#/$defs/node', $defs: { node: { properties: { value: {}, next: { $ref: '#/$defs/node' } } } }, unevaluatedProperties: false } as const;
    expect(messagesOf(tree, { value: 1, next: { value: 2, extra: 1 } })).toEqual([]);
    expect(messagesOf(tree, { value: 1, other: 2 })).toEqual(["Unexpected parameter 'other'"]);
  });
});
