import { describe, expect, test } from 'vitest';
import { redactedPaths } from './record-calls.js';
import { CARD, session, shop } from './test/shop-fixture.js';

describe('recordCalls (spec §22.3)', () => {
  test('records tool, redacted input and paths, caller kind and result, as JSON with no secret', async () => {
    const recording = await session(shop());
    const text = JSON.stringify(recording);
    expect(text).not.toContain(CARD);
    expect(text).not.toContain('737');
    expect(recording.calls.map(({ tool, caller, result }) => [tool, caller, result.code ?? 'ok'])).toEqual([
      ['cart.add', 'in-page', 'ok'],
      ['cart.add', 'in-page', 'invalid_input'],
      ['pay', 'in-page', 'ok'],
    ]);
    expect(recording.calls[2]).toMatchObject({ input: { card: { number: '[redacted]', cvc: '[redacted]' }, holder: 'Ada' }, redacted: ['card.number', 'card.cvc'] });
    expect(recording.calls[2]!.result.structuredContent).toEqual({ charged: 5, holder: 'Ada', card: '[redacted]' });
    expect(JSON.parse(text)).toEqual(recording);
  });

  test('redactedPaths writes paths in the syntax of spec §6', () => {
    expect(redactedPaths({ a: [{ b: '[redacted]' }], 'x.y': '[redacted]', n: 1 })).toEqual(['a[0].b', '["x.y"]']);
  });
});
