import { createToolmark, ok, text } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { createFakeAgent, expectNoLeak, findLeaks, installScriptedConfirm, watchChannels } from '@toolmark/testing';
import * as v from 'valibot';

const CARD = '4111 1111 1111 1111';
const tm = createToolmark({ toJsonSchema });
tm.register({
  name: 'payment.pay',
  description: 'Pays the order with a card',
  input: v.object({ card: v.string(), amount: v.number() }),
  hints: { consequential: true },
  sensitivePaths: () => ['card'],
  summary: ({ amount }) => `Pay €${amount}`,
  // Echoes the card, as sites do: the registry scrubs it from every result (spec §6).
  run: ({ card, amount }) => ok({ paid: amount, card }),
});

// A person approves the first payment and declines the second.
const confirm = installScriptedConfirm(tm, [{ answer: 'approve', tool: 'payment.pay' }, { answer: 'deny' }]);
const watch = watchChannels(tm);
const agent = createFakeAgent(tm);
console.log((await agent.call('payment.pay', { card: CARD, amount: 40 })).structuredContent); // { paid: 40, card: '[redacted]' }
console.log((await agent.call('payment.pay', { card: CARD, amount: 90 })).code); // 'declined'
confirm.verify();
expectNoLeak(watch, CARD); // throws when the card left through a channel

// A tool that base64-encodes the card into its receipt leaks it: the check says where.
tm.register({
  name: 'payment.receipt',
  description: 'Makes a receipt',
  input: v.object({ card: v.string() }),
  sensitivePaths: () => ['card'],
  run: ({ card }) => text(`receipt:${btoa(card)}`),
});
await tm.call('payment.receipt', { card: CARD });
console.log(findLeaks(watch, CARD).map((leak) => `${leak.channel} ${leak.path}`)); // ['event $.result.content[0].text', 'result $.content[0].text']
