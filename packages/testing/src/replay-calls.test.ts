import type { Toolmark } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import type { CallRecording } from './record-calls.js';
import { replayCalls } from './replay-calls.js';
import { CARD, session, shop } from './test/shop-fixture.js';

describe('replayCalls (spec §22.3)', () => {
  test('a recording read back from JSON replays on a fresh registry with no difference', async () => {
    const recording = JSON.parse(JSON.stringify(await session(shop()))) as CallRecording;
    expect(await replayCalls(shop(), recording, { values: { 'card.number': CARD, 'card.cvc': '737' } })).toEqual([]);
  });

  test('a changed behaviour is reported for the call that changed, with both results', async () => {
    const recording = await session(shop());
    const differences = await replayCalls(shop(7), recording, { values: { 'card.number': CARD, 'card.cvc': '737' } });
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatchObject({ index: 2, tool: 'pay', problem: 'result_differs', recorded: { structuredContent: { charged: 5 } }, replayed: { structuredContent: { charged: 7 } } });
  });

  test('another value at a redacted path is sent as given: the answer then differs', async () => {
    const recording = await session(shop());
    const [difference] = await replayCalls(shop(), recording, { values: { 'card.number': '5500 0000 0000 0004', 'card.cvc': '737' } });
    expect(difference).toMatchObject({ index: 2, replayed: { code: 'card_refused', content: [{ type: 'text', text: 'Card [redacted] refused' }] } });
  });

  test('a redacted path without a value fails closed: that call is not made, the replay stops there', async () => {
    const recording = await session(shop());
    const tm = shop();
    const names: string[] = [];
    tm.subscribe((event) => event.type === 'call:started' && names.push(event.name));
    const differences = await replayCalls(tm, recording, { values: { 'card.number': CARD } });
    expect(differences).toEqual([
      {
        index: 2,
        tool: 'pay',
        problem: 'missing_value',
        message: "Call #3 ('pay') was recorded with 'card.cvc' redacted, and options.values has no value for it: nothing is called with a guess, so the replay stopped here",
      },
    ]);
    expect(names).toEqual(['cart.add', 'cart.add']);
  });
});
