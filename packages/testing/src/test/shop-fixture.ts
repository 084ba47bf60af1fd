// A small shop for the record and replay tests: `price` is the behaviour a change can alter.
import { createToolmark, defineTool, fail, ok, type Toolmark } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { createFakeAgent } from '../fake-agent.js';
import { recordCalls, type CallRecording } from '../record-calls.js';

/** The card the session pays with. */
export const CARD = '4111 1111 1111 1111';

/**
 * Creates the shop.
 *
 * @param price The price per cart line.
 * @returns Its registry, which approves every confirmation.
 */
export function shop(price = 5): Toolmark {
  const tm = createToolmark({ dev: false, toJsonSchema, confirm: () => true });
  let lines = 0;
  tm.register(defineTool({ name: 'cart.add', description: 'Adds', input: v.object({ sku: v.string(), qty: v.optional(v.number(), 1) }), run: ({ sku, qty }) => ok({ sku, qty, lines: ++lines }) }));
  tm.register(
    defineTool({
      name: 'pay',
      description: 'Pays',
      input: v.object({ card: v.object({ number: v.string(), cvc: v.string() }), holder: v.string() }),
      hints: { consequential: true },
      sensitivePaths: () => ['card.number', 'card.cvc'],
      run: ({ card, holder }) => (card.number.startsWith('4') ? ok({ charged: lines * price, holder, card: card.number }) : fail('card_refused', `Card ${card.number} refused`)),
    }),
  );
  return tm;
}

/**
 * Records a session: two adds (the second with bad input) and a payment.
 *
 * @param tm The shop.
 * @returns The recording.
 */
export async function session(tm: Toolmark): Promise<CallRecording> {
  const recorder = recordCalls(tm);
  const agent = createFakeAgent(tm);
  await agent.call('cart.add', { sku: 'mug' });
  await agent.call('cart.add', { sku: 'tee', qty: 'two' });
  await agent.call('pay', { card: { number: CARD, cvc: '737' }, holder: 'Ada' });
  recorder.dispose();
  return recorder.recording();
}

