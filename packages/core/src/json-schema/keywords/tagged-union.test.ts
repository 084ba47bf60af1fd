import { describe, expect, it } from 'vitest';
import { messagesOf, outputOf } from './validate.test-support.js';

describe('findTaggedUnion, through anyOf and oneOf', () => {
  const payment = {
    type: 'object',
    properties: {
      pay: {
        anyOf: [
          { $ref: '#/$defs/card' },
          { type: 'object', properties: { kind: { enum: ['bank'] }, iban: { type: 'string' } }, required: ['kind', 'iban'] },
        ],
      },
    },
    $defs: {
      card: { type: 'object', properties: { kind: { const: 'card' }, cvc: { type: 'string', default: '000' } }, required: ['kind'] },
    },
  } as const;

  it('runs the branch the tag names and reports its own problems', () => {
    expect(messagesOf(payment, { pay: { kind: 'bank' } })).toEqual(["Missing required parameter 'pay.iban'"]);
    expect(outputOf(payment, { pay: { kind: 'card' } })).toEqual({ pay: { kind: 'card', cvc: '000' } });
  });

  it('answers a value no tag names as the union does', () => {
    expect(messagesOf(payment, { pay: { kind: 'cash' } })).toEqual(["'pay' must match at least one of the allowed schemas"]);
    expect(messagesOf(payment, { pay: {} })).toEqual(["'pay' must match at least one of the allowed schemas"]);
    expect(messagesOf(payment, { pay: 'card' })).toEqual(["'pay' must match at least one of the allowed schemas"]);
    expect(messagesOf(payment, { pay: { kind: { const: 'card' } } })).toEqual(["'pay' must match at least one of the allowed schemas"]);
  });

  it('is not a tagged union when a branch could match another tag: each branch is tried', () => {
    // Without `type: 'object'` a string matches every branch, and oneOf must say so.
    const loose = { oneOf: [{ properties: { k: { const: 1 } }, required: ['k'] }, { properties: { k: { const: 2 } }, required: ['k'] }] } as const;
    expect(messagesOf(loose, 'text')).toEqual(['Input must match exactly one of the allowed schemas']);
    expect(messagesOf(loose, { k: 2 })).toEqual([]);
    // Two branches with the same tag are no tagged union either.
    const twice = { oneOf: [{ type: 'object', properties: { k: { const: 1 } }, required: ['k'] }, { type: 'object', properties: { k: { const: 1 } }, required: ['k'] }] } as const;
    expect(messagesOf(twice, { k: 1 })).toEqual(['Input must match exactly one of the allowed schemas']);
  });
});
