// A shopping session recorded and replayed (spec §19, §22.3): extras in the cart, a flight booked and
// paid, the order looked up. The recording holds no card number; its replay on a fresh shop answers
// the same, and a changed behaviour is reported.
import { createToolmark, type Toolmark } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { createFakeAgent, recordCalls, replayCalls, type CallRecording } from '@toolmark/testing';
import { registerWizard } from '@toolmark/wizard';
import { describe, expect, test } from 'vitest';
import { bookingWizard } from './booking';
import { createCart, registerCartTools } from './cart';
import type { FlightQuery } from './flights';
import { createOrders, registerOrderTools } from './orders';

const CARD = '4111 1111 1111 1111';
const search: FlightQuery = { from: 'LIS', to: 'CPH', date: '2026-06-12', passengers: 1, cabin: 'economy' };

/** The shop as the SPA sets it up (main.ts), without the page; `today` is when the card is checked. */
function shop(today = new Date(2026, 0, 1)): Toolmark {
  const tm = createToolmark({ toJsonSchema, confirm: () => true });
  const travel = tm.scope('travel');
  registerCartTools(travel.scope('cart'), createCart());
  const orders = createOrders();
  registerOrderTools(travel.scope('orders'), orders);
  registerWizard(travel, bookingWizard({ lastSearch: () => search, orders, now: () => today }).definition);
  return tm;
}

async function session(): Promise<CallRecording> {
  const tm = shop();
  const recorder = recordCalls(tm);
  const agent = createFakeAgent(tm);
  await agent.call('travel.cart.add', { item: 'insurance' });
  await agent.call('travel.cart.add', { item: 'bag', qty: 2 });
  await agent.call('travel.cart.add', { item: 'pony' });
  await agent.call('travel.cart.list', {});
  await agent.call('travel.booking.start', {});
  await agent.call('travel.booking.passenger', { flight: 'SK 278', fullName: 'Ada Lovelace', email: 'ada@example.com' });
  await agent.call('travel.booking.payment', { cardholder: 'Ada Lovelace', cardNumber: CARD, expiry: '12/30', cvc: '7373' });
  await agent.call('travel.booking.review', { acceptFareRules: true });
  await agent.call('travel.orders.status', { order: 'TM-1001' });
  recorder.dispose();
  return recorder.recording();
}

describe('a shopping session, recorded and replayed', () => {
  test('the recording is JSON with the card redacted, and replays on a fresh shop with no difference', async () => {
    const fixture = JSON.stringify(await session());
    expect(fixture).not.toContain('4111');
    expect(fixture).not.toContain('7373');
    const recording = JSON.parse(fixture) as CallRecording;
    expect(recording.calls.map((call) => `${call.tool} ${call.result.code ?? 'ok'}`)).toEqual([
      'travel.cart.add ok',
      'travel.cart.add ok',
      'travel.cart.add invalid_input',
      'travel.cart.list ok',
      'travel.booking.start ok',
      'travel.booking.passenger ok',
      'travel.booking.payment ok',
      'travel.booking.review ok',
      'travel.orders.status ok',
    ]);
    expect(recording.calls[6]?.redacted).toEqual(['cardNumber', 'cvc']);
    expect(await replayCalls(shop(), recording, { values: { cardNumber: CARD, cvc: '7373' } })).toEqual([]);
  });

  test('a changed behaviour is reported: a later day expires the card, and the booking fails from there', async () => {
    const recording = await session();
    const differences = await replayCalls(shop(new Date(2031, 0, 1)), recording, { values: { cardNumber: CARD, cvc: '7373' } });
    expect(differences.map((difference) => [difference.tool, difference.replayed?.code])).toEqual([
      ['travel.booking.payment', 'card_expired'],
      ['travel.booking.review', expect.any(String)],
      ['travel.orders.status', expect.any(String)],
    ]);
  });

  test('without the card number the replay stops before the payment: nothing is paid with a guess', async () => {
    const differences = await replayCalls(shop(), await session(), { values: { cvc: '7373' } });
    expect(differences).toEqual([expect.objectContaining({ index: 6, tool: 'travel.booking.payment', problem: 'missing_value' })]);
  });
});
