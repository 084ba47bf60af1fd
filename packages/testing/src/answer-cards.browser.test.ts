// Real confirmation cards (spec §22.2, §22.4): `<tm-confirm-card>`s of @toolmark/ui answered by clicks,
// and read, shadow roots included, by the leak check.
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { confirmWith } from '@toolmark/ui';
import { afterEach, describe, expect, test } from 'vitest';
import { answerConfirmCards, type CardScript } from './answer-cards.js';
import { expectNoLeak, findLeaks } from './expect-no-leak.js';
import { createFakeAgent } from './fake-agent.js';
import { watchChannels } from './watch-channels.js';

const SECRET = '4111-1111-SECRET-42';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  document.body.replaceChildren();
});

function shop(summaryLeaks = false): Toolmark {
  const tm = createToolmark({ dev: false, compileJsonSchema: fromJsonSchema });
  let lastCard = '';
  tm.register({
    name: 'pay',
    title: 'Pay',
    description: 'Pays with a card',
    hints: { consequential: true },
    jsonSchema: { type: 'object', properties: { card: { type: 'string' }, amount: { type: 'number' } }, required: ['card', 'amount'] },
    sensitivePaths: () => ['card'],
    // The leaky page keeps the card it was last given and shows it in the summary: the card reads it.
    summary: (input: Record<string, unknown>) => (summaryLeaks ? `Pay ${String(input['amount'])} with ${lastCard || 'the card'}` : `Pay ${String(input['amount'])}`),
    run: (input: { card: string; amount: number }) => ((lastCard = input.card), ok({ paid: input.amount })),
  });
  cleanups.push(confirmWith(tm, { armDelayMs: 0 }));
  return tm;
}

function script(...args: Parameters<typeof answerConfirmCards>): CardScript {
  const cards = answerConfirmCards(...args);
  cleanups.push(() => cards.dispose());
  return cards;
}

describe('answerConfirmCards (spec §22.2)', () => {
  test('approves and denies real cards in order, as a person clicks', async () => {
    const tm = shop();
    const cards = script([{ answer: 'approve', tool: 'pay' }, { answer: 'deny', tool: 'pay' }]);
    const agent = createFakeAgent(tm);
    expect((await agent.call('pay', { card: SECRET, amount: 5 })).structuredContent).toEqual({ paid: 5 });
    expect(await agent.call('pay', { card: SECRET, amount: 6 })).toMatchObject({ isError: true, code: 'declined' });
    cards.verify();
    expect(cards.seen.map((card) => [card.name, card.answer])).toEqual([
      ['pay', 'approve'],
      ['pay', 'deny'],
    ]);
    expect(Object.values(cards.seen[0]!.text).join(' ')).toContain('Pay 5');
  });

  test('a card the script does not expect is denied and reported', async () => {
    const tm = shop();
    const cards = script([]);
    expect(await tm.call('pay', { card: SECRET, amount: 1 })).toMatchObject({ code: 'declined' });
    expect(() => cards.verify()).toThrow(/unexpected card #1 for 'pay'/);
  });
});

describe('the card channel of the leak check (spec §22.4)', () => {
  test("a card's text holds no secret of a correct tool: the sensitive value is masked", async () => {
    const tm = shop();
    const watch = watchChannels(tm, { document });
    cleanups.push(() => watch.dispose());
    script([{ answer: 'approve' }, { answer: 'approve' }]);
    await tm.call('pay', { card: SECRET, amount: 5 });
    await tm.call('pay', { card: SECRET, amount: 6 });
    expect(watch.payloads().some((payload) => payload.channel === 'dom' && JSON.stringify(payload.value).includes('tm-confirm-card'))).toBe(true);
    expectNoLeak(watch, SECRET);
  });

  test("a summary that shows a card the page kept is found in the card's shadow root", async () => {
    const tm = shop(true);
    const watch = watchChannels(tm, { document });
    cleanups.push(() => watch.dispose());
    script([{ answer: 'approve' }, { answer: 'deny' }]);
    await tm.call('pay', { card: SECRET, amount: 5 });
    // The second call's summary is made from the page's copy of the first call's card: not a secret of this call.
    await tm.call('pay', { card: '5500-0000-0000-0004', amount: 6 });
    const [leak] = findLeaks(watch, SECRET);
    expect(leak).toMatchObject({ channel: 'dom' });
    expect(leak!.path).toMatch(/tm-confirm-card.*>#shadow>.*summary/);
    expect(() => expectNoLeak(watch, SECRET)).toThrow(/through the dom channel/);
  });
});
