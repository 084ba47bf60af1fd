// The cart's tools as an agent meets them (spec §19, §22): through the fake agent of @toolmark/testing,
// with bad input, retries and a person's scripted answers.
import { createToolmark } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { createFakeAgent, installScriptedConfirm } from '@toolmark/testing';
import { describe, expect, test } from 'vitest';
import { createCart, registerCartTools } from './cart';

function shop() {
  const tm = createToolmark({ toJsonSchema });
  const cart = createCart();
  registerCartTools(tm.scope('travel').scope('cart'), cart);
  return { tm, cart, agent: createFakeAgent(tm) };
}

describe('the cart through the fake agent', () => {
  test('lists the three cart tools with the schemas a model reads', async () => {
    const { agent } = shop();
    const tools = await agent.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['travel.cart.add', 'travel.cart.empty', 'travel.cart.list']);
    expect(tools[0]?.inputSchema).toMatchObject({ properties: { item: { enum: ['insurance', 'bag', 'seat', 'lounge'] } }, required: ['item'] });
  });

  test.each(['missing-required', 'wrong-type', 'not-in-enum'] as const)('add refuses %s input before anything runs', async (kind) => {
    const { agent, cart } = shop();
    const bad = await agent.callWithBadInput('travel.cart.add', kind);
    expect(bad).toMatchObject({ path: 'item', ran: false, result: { isError: true, code: 'invalid_input' } });
    expect(cart.snapshot().lines).toEqual([]);
  });

  test('a quantity past the limit is refused by the schema; the agent corrects it and retries', async () => {
    const { agent, cart } = shop();
    const retried = await agent.callUntilValid('travel.cart.add', [{ item: 'bag', qty: 12 }, { item: 'bag', qty: 2 }]);
    expect(retried.calls).toBe(2);
    expect(cart.snapshot()).toEqual({ lines: [{ item: 'bag', name: 'Checked bag', qty: 2, amount: 70 }], total: 70 });
  });

  test('emptying asks a person: denied keeps the cart, approved empties it, with the summary shown', async () => {
    const { tm, agent, cart } = shop();
    const person = installScriptedConfirm(tm, [{ answer: 'deny', tool: 'travel.cart.empty' }, { answer: 'approve', tool: 'travel.cart.empty' }]);
    await agent.call('travel.cart.add', { item: 'lounge', qty: 3 });
    expect(await agent.call('travel.cart.empty', {})).toMatchObject({ isError: true, code: 'declined' });
    expect(cart.snapshot().total).toBe(87);
    expect((await agent.call('travel.cart.empty', {})).isError).toBeUndefined();
    expect(cart.snapshot()).toEqual({ lines: [], total: 0 });
    person.verify();
    expect(person.seen.map((seen) => [seen.answer, seen.summary])).toEqual([
      ['deny', 'Remove all 3 extras (€87) from the cart'],
      ['approve', 'Remove all 3 extras (€87) from the cart'],
    ]);
  });

  test('the transcript of a short session', async () => {
    const { tm, agent } = shop();
    installScriptedConfirm(tm, [{ answer: 'approve' }]);
    await agent.listTools();
    await agent.call('travel.cart.add', { item: 'insurance' });
    await agent.call('travel.cart.add', { item: 'insurance', qty: 9 });
    await agent.call('travel.cart.list', {});
    await agent.call('travel.cart.empty', {});
    expect(agent.transcript.map((entry) => (entry.step === 'list' ? entry.tools.join(', ') : `${entry.name} ${JSON.stringify(entry.input)} → ${entry.outcome}`))).toMatchInlineSnapshot(`
      [
        "travel.cart.add, travel.cart.empty, travel.cart.list",
        "travel.cart.add {"item":"insurance"} → ok",
        "travel.cart.add {"item":"insurance","qty":9} → limit_reached",
        "travel.cart.list {} → ok",
        "travel.cart.empty {} → ok",
      ]
    `);
  });
});
