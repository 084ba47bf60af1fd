import { describe, expect, it } from 'vitest';
import { messagesOf } from './validate.test-support.js';

describe('compileContains', () => {
  const vip = { type: 'array', contains: { const: 'vip' } } as const;

  it('wants at least one matching item by default', () => {
    expect(messagesOf(vip, ['a', 'vip'])).toEqual([]);
    expect(messagesOf(vip, ['a'])).toEqual(['Input must contain at least 1 matching item']);
    expect(messagesOf(vip, [])).toEqual(['Input must contain at least 1 matching item']);
  });

  it('counts matches between minContains and maxContains; minContains 0 accepts none', () => {
    const between = { ...vip, minContains: 2, maxContains: 3 };
    expect(messagesOf(between, ['vip'])).toEqual(['Input must contain at least 2 matching items']);
    expect(messagesOf(between, ['vip', 'vip', 'vip', 'vip'])).toEqual(['Input must contain at most 3 matching items']);
    expect(messagesOf({ ...vip, minContains: 0 }, [])).toEqual([]);
  });

  it('constrains nothing without contains', () => {
    expect(messagesOf({ type: 'array', minContains: 2 }, [])).toEqual([]);
  });
});
