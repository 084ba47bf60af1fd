// @vitest-environment happy-dom
// The booking wizard as an agent meets it (spec §19, §22): the fake agent through the registry and
// through WebMCP, the review confirmed by a scripted person, and the card number planted and looked
// for in every channel.
import { createToolmark, type Toolmark } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { createFakeAgent, expectNoLeak, findLeaks, installScriptedConfirm, watchChannels, type FakeAgent } from '@toolmark/testing';
import { installModelContextPolyfill } from '@toolmark/webmcp';
import { registerWizard } from '@toolmark/wizard';
import { afterEach, describe, expect, test } from 'vitest';
import { bookingWizard } from './booking';
import type { FlightQuery } from './flights';
import { createOrders, registerOrderTools } from './orders';

const CARD = '4111 1111 1111 1111';
const CVC = '7373';
const search: FlightQuery = { from: 'LIS', to: 'CPH', date: '2026-06-12', passengers: 1, cabin: 'economy' };
const passenger = { flight: 'SK 278', fullName: 'Ada Lovelace', email: 'ada@example.com' };
const payment = { cardholder: 'Ada Lovelace', cardNumber: CARD, expiry: '12/30', cvc: CVC };

const disposers: (() => void)[] = [];
afterEach(() => disposers.splice(0).forEach((dispose) => dispose()));

function travel(): Toolmark {
  const tm = createToolmark({ toJsonSchema });
  const orders = createOrders();
  registerOrderTools(tm.scope('travel').scope('orders'), orders);
  registerWizard(tm.scope('travel'), bookingWizard({ lastSearch: () => search, orders, now: () => new Date(2026, 0, 1) }).definition);
  return tm;
}

async function book(agent: FakeAgent) {
  await agent.call('travel.booking.start', {});
  await agent.call('travel.booking.passenger', passenger);
  await agent.call('travel.booking.payment', payment);
  return agent.call<{ booked: boolean; order: string; card: string }>('travel.booking.review', { acceptFareRules: true });
}

describe('the booking through the fake agent', () => {
  test('payment refuses bad card input before anything runs, and the review asks a person', async () => {
    const tm = travel();
    const agent = createFakeAgent(tm);
    const person = installScriptedConfirm(tm, [{ answer: 'deny', tool: 'travel.booking.review' }, { answer: 'approve', tool: 'travel.booking.review' }]);
    await agent.call('travel.booking.start', {});
    await agent.call('travel.booking.passenger', passenger);
    const bad = await agent.callWithBadInput('travel.booking.payment', 'wrong-type', payment);
    expect(bad).toMatchObject({ path: 'cardholder', ran: false, result: { code: 'invalid_input', issues: [{ path: 'cardholder', message: "'cardholder' must be a string" }] } });
    const missing = await agent.callWithBadInput('travel.booking.payment', 'missing-required', payment);
    expect(missing?.result.issues).toEqual([{ path: 'cardholder', message: "Missing required parameter 'cardholder'" }]);
    await agent.call('travel.booking.payment', payment);
    expect(await agent.call('travel.booking.review', { acceptFareRules: true })).toMatchObject({ isError: true, code: 'declined' });
    expect((await agent.call('travel.booking.review', { acceptFareRules: true })).structuredContent).toMatchObject({ booked: true, order: 'TM-1001', card: '•••• 1111' });
    person.verify();
    expect(person.seen[1]?.summary).toBe('Pay €147 for SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00, passenger Ada Lovelace, with the card •••• 1111');
  });

  test('the card number and the CVC leave through no channel: results, events, state, manifest, WebMCP, transcripts', async () => {
    const tm = travel();
    installScriptedConfirm(tm, [{ answer: 'approve' }, { answer: 'approve' }]);
    const modelContext = installModelContextPolyfill()!;
    const registryAgent = createFakeAgent(tm);
    const webmcpAgent = createFakeAgent(tm, { channel: 'webmcp', modelContext });
    disposers.push(() => webmcpAgent.dispose());
    const watch = watchChannels(tm, { document, modelContext, agents: [registryAgent, webmcpAgent] });
    disposers.push(() => watch.dispose());

    expect((await book(registryAgent)).structuredContent).toMatchObject({ booked: true, order: 'TM-1001' });
    expect((await book(webmcpAgent)).structuredContent).toMatchObject({ booked: true, order: 'TM-1002' });
    expect((await registryAgent.call('travel.orders.status', {})).structuredContent).toMatchObject({ orders: [{ card: '•••• 1111' }, { card: '•••• 1111' }] });

    const channels = new Set(watch.payloads().map((payload) => payload.channel));
    expect([...channels].sort()).toEqual(['dom', 'event', 'manifest', 'result', 'state', 'transcript', 'webmcp']);
    expectNoLeak(watch, CARD);
    expectNoLeak(watch, CARD.replace(/ /g, ''));
    expectNoLeak(watch, CVC);
    // What the check found would be said by channel and path: the planted values are really there to find.
    expect(findLeaks([{ channel: 'result', label: 'the raw input', value: payment }], CARD)).toEqual([{ channel: 'result', label: 'the raw input', path: '$.cardNumber' }]);
  });
});
