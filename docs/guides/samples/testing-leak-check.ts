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

// The registry scrubs a call's own secrets in every form, base64 included (spec §6). A card one tool
// remembers and another tool hands out later is not that call's secret: the check says where it went.
let remembered = '';
tm.register({
  name: 'payment.remember',
  description: 'Keeps the card for the next order',
  input: v.object({ card: v.string() }),
  sensitivePaths: () => ['card'],
  run: ({ card }) => ((remembered = card), text('Kept')),
});
tm.register({ name: 'payment.receipt', description: 'Makes a receipt', run: () => text(`receipt for ${remembered}`) });
await tm.call('payment.remember', { card: CARD });
await tm.call('payment.receipt', {});
console.log(findLeaks(watch, CARD).map((leak) => `${leak.channel} ${leak.path}`)); // ['event $.result.content[0].text', 'result $.content[0].text']
