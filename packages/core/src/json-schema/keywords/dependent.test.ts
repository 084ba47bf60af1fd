import { describe, expect, it } from 'vitest';
import { messagesOf, outputOf } from './validate.test-support.js';

describe('compileDependent', () => {
  it('requires the properties dependentRequired lists when their trigger is present', () => {
    const card = { type: 'object', dependentRequired: { card: ['expiry', 'cvc'] } } as const;
    expect(messagesOf(card, { card: '4242' })).toEqual(["Missing required parameter 'expiry'", "Missing required parameter 'cvc'"]);
    expect(messagesOf(card, { card: '4242', expiry: '12/30', cvc: '123' })).toEqual([]);
    expect(messagesOf(card, {})).toEqual([]);
  });

  it('applies a dependentSchemas schema when its trigger is present, with its defaults', () => {
    const gift = { type: 'object', dependentSchemas: { gift: { properties: { wrap: { type: 'boolean', default: true } }, required: ['to'] } } } as const;
    expect(messagesOf(gift, { gift: true })).toEqual(["Missing required parameter 'to'"]);
    expect(outputOf(gift, { gift: true, to: 'Ada' })).toEqual({ gift: true, to: 'Ada', wrap: true });
    expect(outputOf(gift, {})).toEqual({});
  });

  it('refuses a dependentRequired entry that is not an array of strings, at its key', () => {
    expect(() => messagesOf({ dependentRequired: { 'a/b': 'c' } } as never, {})).toThrow(
      "Cannot convert JSON Schema at #/dependentRequired/a~1b: 'dependentRequired' must map names to arrays of strings",
    );
  });
});
