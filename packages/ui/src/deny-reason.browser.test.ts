// Issue #36, "more than yes or no" (spec §17.2 Deny with a reason, core spec §3.4): a person opens
// the card's reason, types why with real keys and denies; the agent's result carries those words,
// the tool never runs. Each way of denying carries it (the button, Enter in the field, Escape,
// "Deny all" for the call it was written on); a closed reason, or an empty one, sends none.
import { ok, type ToolResult } from '@toolmark/core';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ConfirmCardElement } from './elements/confirm-card.js';
import { defineToolmarkElements } from './elements/define-elements.js';
import { focused } from './test/dom.js';
import { cardOf, cardPart as part, withOneToolCards } from './test/one-tool-cards.js';

defineToolmarkElements();

const page = withOneToolCards({ name: 'shop.pay', title: 'Pay', description: 'Pays the order', hints: { consequential: true }, answer: 'paid' });
const text = (result: ToolResult) => (result.content[0] as { text: string }).text;
const REASON = 'Wrong card, use the one ending 4242';

/** Opens the card's reason with the keyboard (Tab to the toggle, Enter) and types it with real keys. */
async function typeReason(card: ConfirmCardElement, words: string): Promise<void> {
  part(card, 'reason-toggle').focus();
  await userEvent.keyboard('{Enter}');
  expect(part<HTMLDetailsElement>(card, 'reason').open).toBe(true);
  await userEvent.click(part(card, 'reason-input'));
  await userEvent.keyboard(words);
}

test('typed, then Deny: the declined result carries the reason; the tool does not run', async () => {
  const call = page.tm.call('shop.pay');
  const card = await cardOf();
  await typeReason(card, REASON);
  await userEvent.click(part(card, 'deny'));
  const result = await call;
  expect(result).toMatchObject({ isError: true, code: 'declined' });
  expect(text(result)).toBe(`The person declined 'shop.pay'. Their reason: “${REASON}”. Do not retry unless they ask you to.`);
  expect(page.runs).toBe(0);
});

test('Enter in the reason field denies with it; Escape there too; neither approves', async () => {
  const first = page.tm.call('shop.pay');
  let card = await cardOf();
  await typeReason(card, 'Not now{Enter}');
  expect(text(await first)).toContain('Their reason: “Not now”.');
  const second = page.tm.call('shop.pay');
  card = await cardOf();
  await typeReason(card, 'Too expensive{Escape}');
  expect(text(await second)).toContain('Their reason: “Too expensive”.');
  expect(page.runs).toBe(0);
});

test('a closed reason sends nothing, an empty one neither: the plain decline', async () => {
  const first = page.tm.call('shop.pay');
  let card = await cardOf();
  await typeReason(card, 'changed my mind');
  // Closed again: what it holds is not sent.
  part(card, 'reason-toggle').click();
  await card.updateComplete;
  await userEvent.click(part(card, 'deny'));
  expect(text(await first)).toBe("The person declined 'shop.pay'. Do not retry unless they ask you to.");
  const second = page.tm.call('shop.pay');
  card = await cardOf();
  await typeReason(card, '   ');
  await userEvent.click(part(card, 'deny'));
  expect(text(await second)).toBe("The person declined 'shop.pay'. Do not retry unless they ask you to.");
});

test('"Deny all" carries the reason to the call it was written on; the others decline plainly', async () => {
  const calls = [page.tm.call('shop.pay'), page.tm.call('shop.pay')];
  const card = await cardOf();
  await vi.waitFor(() => expect(card.denyAllCount).toBe(2));
  await card.updateComplete;
  await typeReason(card, 'Stop paying');
  await userEvent.click(part(card, 'deny-all'));
  const [first, second] = await Promise.all(calls);
  expect(text(first!)).toContain('Their reason: “Stop paying”.');
  expect(text(second!)).toBe("The person declined 'shop.pay'. Do not retry unless they ask you to.");
  expect(page.runs).toBe(0);
});

test('Approve with a reason typed approves and sends no reason; the field keeps Tab inside the card', async () => {
  const call = page.tm.call('shop.pay');
  const card = await cardOf();
  await typeReason(card, 'ignored');
  await userEvent.keyboard('{Tab}');
  expect(card.shadowRoot!.contains(focused())).toBe(true);
  await userEvent.click(part(card, 'approve'));
  expect(await call).toEqual(ok('paid'));
  expect(page.runs).toBe(1);
});

test('a decision the page forges on the card: an unknown one never approves; a deny with a hostile reason reaches the caller as one bounded line', async () => {
  const forge = (card: ConfirmCardElement, detail: object) => card.dispatchEvent(new CustomEvent('tm-decision', { detail }));
  const first = page.tm.call('shop.pay');
  forge(await cardOf(), { decision: 'approve!', via: 'button' });
  expect(await first).toMatchObject({ isError: true, code: 'declined' });
  const second = page.tm.call('shop.pay');
  forge(await cardOf(), { decision: 'deny', via: 'button', reason: `line one\n\u202eline two ${'x'.repeat(2_000)}` });
  const reason = /Their reason: “(.*)”\. Do not retry/s.exec(text(await second))?.[1];
  expect(reason?.startsWith('line one \u202eline two x')).toBe(true);
  expect(reason).not.toContain('\n');
  expect([...reason!]).toHaveLength(500);
  expect(page.runs).toBe(0);
});
