import { describe, expect, it } from 'vitest';
import { messagesOf, outputOf } from './validate.test-support.js';

describe('compileConditionals', () => {
  it('refuses what not matches', () => {
    expect(messagesOf({ not: { const: 'admin' } }, 'admin')).toEqual(['Input must not match the excluded schema']);
    expect(messagesOf({ not: { const: 'admin' } }, 'guest')).toEqual([]);
  });

  const shipping = {
    type: 'object',
    properties: { country: { type: 'string' } },
    if: { properties: { country: { const: 'US' } }, required: ['country'] },
    then: { properties: { zip: { pattern: '^\\d{5}$', default: '00000' } } },
    else: { properties: { postcode: { type: 'string' } }, required: ['postcode'] },
  } as const;

  it('checks then when if matches, else otherwise, and keeps that branch\'s defaults', () => {
    expect(messagesOf(shipping, { country: 'US', zip: 'abc' })).toEqual(["'zip' must match the pattern ^\\d{5}$"]);
    expect(outputOf(shipping, { country: 'US' })).toEqual({ country: 'US', zip: '00000' });
    expect(messagesOf(shipping, { country: 'FR' })).toEqual(["Missing required parameter 'postcode'"]);
  });

  it('drops the problems and the defaults of if itself', () => {
    expect(outputOf({ if: { properties: { a: { default: 1 } } }, then: true }, {})).toEqual({});
  });

  it('constrains nothing with then or else alone', () => {
    expect(messagesOf({ then: false }, 1)).toEqual([]);
    expect(messagesOf({ else: false }, 1)).toEqual([]);
  });
});
