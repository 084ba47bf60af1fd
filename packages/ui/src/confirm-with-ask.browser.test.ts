// Issue #34: a tool's question (`ctx.ask`) in the confirmation card, in the same queue as the
// confirmations (spec §17.2 Asking, §17.3), and a card whose call ended saying why before it closes.
import { createToolmark, ok, type AskOutcome, type JsonSchema, type Toolmark, type ToolmarkEvent } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ConfirmCardElement } from './elements/confirm-card.js';
import { confirmWith } from './confirm-with.js';
import { armed, composedDomText, composedHtml, expectNoAxeViolations, focused } from './test/dom.js';

const CVC = 'q7#Zx<&>9';

const PAYMENT: JsonSchema = {
  type: 'object',
  properties: {
    card: { enum: ['visa-4242', 'amex-0005'], title: 'Card' },
    cvc: { type: 'string', minLength: 3, title: 'Security code' },
    count: { type: 'integer', minimum: 1 },
    save: { type: 'boolean', title: 'Remember this card' },
  },
  required: ['card', 'cvc', 'count'],
};

let tm: Toolmark;
let uninstall: (() => void) | undefined;
let outcomes: AskOutcome[];
let events: ToolmarkEvent[];
const ran = vi.fn();

beforeEach(() => {
  tm = createToolmark();
  outcomes = [];
  events = [];
  ran.mockClear();
  tm.subscribe((event) => events.push(event));
  tm.register({
    name: 'shop.pay',
    title: 'Pay for the order',
    description: 'Pays, asking which card',
    hints: { readOnly: true },
    run: async (_input, ctx) => {
      const outcome = await ctx.ask({ message: 'Which card should pay?', input: fromJsonSchema(PAYMENT), jsonSchema: PAYMENT, sensitivePaths: ['cvc'] });
      outcomes.push(outcome);
      // A careless tool that echoes the answer: the registry scrubs the sensitive part.
      return ok(outcome.ok ? `paid with ${JSON.stringify(outcome.value)}` : outcome.code);
    },
  });
  tm.register({ name: 'cart.empty', title: 'Empty the cart', description: 'Empties', hints: { destructive: true }, run: () => (ran('cart.empty'), ok('emptied')) });
});

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.replaceChildren();
});

function cards(): ConfirmCardElement[] {
  return [...document.querySelectorAll('tm-confirm-card')];
}

async function nextCard(): Promise<ConfirmCardElement> {
  await vi.waitFor(() => expect(cards().length).toBeGreaterThan(0));
  const card = cards()[0]!;
  await card.updateComplete;
  return card;
}

const part = (card: ConfirmCardElement, name: string) => card.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const control = <T extends HTMLElement>(card: ConfirmCardElement, index: number) => card.shadowRoot!.querySelector<T>(`[name="f${index}"]`)!;

describe('a question in the card (spec §17.2 Asking)', () => {
  test('the form round trip: the answer reaches run typed as the schema says; the sensitive field is a password input and gone once sent', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    const call = tm.call('shop.pay', {});
    const card = await nextCard();
    expect(card.ask?.message).toBe('Which card should pay?');
    expect(part(card, 'title')?.textContent).toBe('Pay for the order');
    expect(part(card, 'message')?.textContent).toBe('Which card should pay?');
    expect(focused()).toBe(part(card, 'card'));
    expect(control<HTMLInputElement>(card, 1).type).toBe('password');
    expect(control<HTMLInputElement>(card, 2).type).toBe('number');
    await expectNoAxeViolations(card);
    await userEvent.selectOptions(control(card, 0), 'amex-0005');
    await userEvent.type(control(card, 1), CVC.replace(/[{[]/g, '$&$&'));
    await userEvent.type(control(card, 2), '2');
    await userEvent.click(control(card, 3));
    // Typed, it is in the field and nowhere in the markup.
    expect(control<HTMLInputElement>(card, 1).value).toBe(CVC);
    expect(composedHtml()).not.toContain('q7#Zx');
    await userEvent.click(part(card, 'send')!);
    const result = await call;
    expect(outcomes).toEqual([{ ok: true, value: { card: 'amex-0005', cvc: CVC, count: 2, save: true } }]);
    expect(cards()).toEqual([]);
    expect(composedDomText()).not.toContain('q7#Zx');
    // The registry scrubbed the echo, and no event carries the answer.
    expect(JSON.stringify(result)).not.toContain(CVC);
    expect(JSON.stringify(events)).not.toContain(CVC);
    expect(events.map((event) => event.type)).toContain('call:asking');
  });

  test('the question, labels and options are untrusted text: hidden and reordering characters show by code point', async () => {
    const schema: JsonSchema = { type: 'object', properties: { to: { title: 'Pay\u202Eto', enum: ['ada\u200B', 'bob'] } } };
    tm.register({
      name: 'shop.send',
      description: 'Sends',
      hints: { readOnly: true },
      run: async (_input, ctx) => ok(String((await ctx.ask({ message: 'Send \u202E0001?', input: fromJsonSchema(schema), jsonSchema: schema })).ok)),
    });
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    const call = tm.call('shop.send', {});
    const card = await nextCard();
    expect(part(card, 'message')?.textContent).toBe('Send ⟨U+202E⟩0001?');
    expect(part(card, 'label')?.textContent?.trim()).toBe('Pay⟨U+202E⟩to');
    expect([...control<HTMLSelectElement>(card, 0).options].map((option) => option.text)).toEqual(['—', 'ada⟨U+200B⟩', 'bob']);
    part(card, 'deny')!.click();
    await call;
  });

  test('Decline and Escape decline; the tool hears declined', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    const first = tm.call('shop.pay', {});
    part(await nextCard(), 'deny')!.click();
    await first;
    const second = tm.call('shop.pay', {});
    await nextCard();
    await userEvent.keyboard('{Escape}');
    await second;
    expect(outcomes.map((outcome) => !outcome.ok && outcome.code)).toEqual(['declined', 'declined']);
    expect(cards()).toEqual([]);
  });

  test('what is wrong shows under each field before anything is sent, and leaves once it is right', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    const call = tm.call('shop.pay', {});
    const card = await nextCard();
    await userEvent.type(control(card, 1), '12');
    // Leaving the field checks it.
    await userEvent.click(control(card, 2));
    await vi.waitFor(() => expect(part(card, 'field-error')?.textContent).toBe('Enter at least 3 characters'));
    expect(control(card, 1).getAttribute('aria-invalid')).toBe('true');
    expect(control(card, 1).getAttribute('aria-describedby')).toBe('f1-e');
    await userEvent.type(control(card, 2), '0');
    await userEvent.click(part(card, 'send')!);
    await card.updateComplete;
    const errors = () => [...card.shadowRoot!.querySelectorAll('[part~="field-error"]')].map((error) => error.textContent);
    expect(errors()).toEqual(['Enter at least 3 characters', 'Enter at least 1']);
    expect(focused()).toBe(control(card, 1));
    expect(outcomes).toEqual([]);
    await userEvent.type(control(card, 1), '3');
    await vi.waitFor(() => expect(errors()).toEqual(['Enter at least 1']));
    await userEvent.clear(control(card, 2));
    await userEvent.type(control(card, 2), '1');
    // Enter in a field sends, as in any form.
    await userEvent.keyboard('{Enter}');
    await call;
    expect(outcomes).toEqual([{ ok: true, value: { card: 'visa-4242', cvc: '123', count: 1, save: false } }]);
  });

  test('Send waits for the card to arm, as Approve does', async () => {
    uninstall = confirmWith(tm);
    const call = tm.call('shop.pay', {});
    const card = await nextCard();
    await userEvent.type(control(card, 1), '123');
    await userEvent.type(control(card, 2), '1');
    part(card, 'send')!.click();
    await card.updateComplete;
    expect(part(card, 'send')!.getAttribute('aria-disabled')).toBe('true');
    expect(outcomes).toEqual([]);
    (await armed(card)).shadowRoot!.querySelector<HTMLButtonElement>('[part~="send"]')!.click();
    await call;
    expect(outcomes).toEqual([{ ok: true, value: { card: 'visa-4242', cvc: '123', count: 1, save: false } }]);
  });

  test('Tab goes through the fields, Decline and Send, and stays in the card (spec §17.7)', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    void tm.call('shop.pay', {});
    const card = await nextCard();
    expect(focused()).toBe(part(card, 'card'));
    const order: (string | null)[] = [];
    for (let n = 0; n < 7; n += 1) {
      await userEvent.keyboard('{Tab}');
      order.push(focused()?.getAttribute('name') ?? focused()?.getAttribute('part') ?? null);
    }
    expect(order).toEqual(['f0', 'f1', 'f2', 'f3', 'button deny', 'button send', 'f0']);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focused()?.getAttribute('part')).toBe('button send');
  });

  test('in a stack, a card that arrives while the person types in a question does not take focus', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0, layout: 'stack' });
    const paying = tm.call('shop.pay', {});
    const card = await nextCard();
    await userEvent.type(control(card, 1), '12');
    const emptying = tm.call('cart.empty', {});
    await vi.waitFor(() => expect(cards()).toHaveLength(2));
    await cards()[1]!.updateComplete;
    await userEvent.keyboard('3');
    expect(focused()).toBe(control(card, 1));
    expect(control<HTMLInputElement>(card, 1).value).toBe('123');
    uninstall();
    uninstall = undefined;
    expect((await emptying).code).toBe('declined');
    await paying;
  });

  test('a question waits in the queue behind a confirmation, then takes its turn and focus', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    const emptying = tm.call('cart.empty', {});
    const first = await nextCard();
    const paying = tm.call('shop.pay', {});
    await vi.waitFor(() => expect(part(first, 'position')?.textContent).toBe('1 of 2'));
    expect(cards()).toEqual([first]);
    expect(first.request?.name).toBe('cart.empty');
    await armed(first);
    part(first, 'approve')!.click();
    expect((await emptying).code).toBeUndefined();
    const second = await nextCard();
    expect(second.ask?.name).toBe('shop.pay');
    await vi.waitFor(() => expect(focused()).toBe(part(second, 'card')));
    await userEvent.type(control(second, 1), '123');
    await userEvent.type(control(second, 2), '3');
    part(second, 'send')!.click();
    await paying;
    expect(outcomes).toEqual([{ ok: true, value: { card: 'visa-4242', cvc: '123', count: 3, save: false } }]);
  });
});

describe('a card whose call ended says why, then closes (spec §17.3)', () => {
  test('an ask aborted while open: the reason in a live region, the password emptied, nothing can be sent, then it closes', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0, noticeMs: 300 });
    const call = tm.start('shop.pay', {});
    const card = await nextCard();
    await userEvent.type(control(card, 1), CVC.replace(/[{[]/g, '$&$&'));
    await userEvent.type(control(card, 2), '1');
    call.abort();
    expect((await call.result).code).toBe('aborted');
    await card.updateComplete;
    const notice = part(card, 'notice')!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe('The agent stopped waiting — no answer was sent.');
    expect(part(card, 'send')).toBeNull();
    expect(control<HTMLInputElement>(card, 1).value).toBe('');
    // Focus was in the form: it stays in the card.
    expect(focused()).toBe(part(card, 'card'));
    await expectNoAxeViolations(card);
    await vi.waitFor(() => expect(cards()).toEqual([]));
    expect(outcomes.map((outcome) => !outcome.ok && outcome.code)).toEqual(['aborted']);
  });

  test('a confirmation whose caller gave up: Approve is gone at once, the tool never runs; Close closes sooner', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0 });
    const controller = new AbortController();
    const call = tm.call('cart.empty', {}, { signal: controller.signal });
    const card = await armed(await nextCard());
    const approve = part(card, 'approve')!;
    controller.abort();
    approve.click();
    expect((await call).code).toBe('aborted');
    await card.updateComplete;
    expect(part(card, 'notice')?.textContent).toBe('The agent stopped waiting — nothing was done.');
    expect(part(card, 'approve')).toBeNull();
    part(card, 'close')!.click();
    await vi.waitFor(() => expect(cards()).toEqual([]));
    expect(ran).not.toHaveBeenCalled();
  });

  test('the next card waits for the notice to close; a call that ends while queued just leaves the queue', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 0, noticeMs: 300 });
    const timedOut = tm.call('cart.empty', {}, { timeoutMs: 400 });
    const first = await nextCard();
    const controller = new AbortController();
    const queued = tm.call('cart.empty', {}, { signal: controller.signal });
    const paying = tm.start('shop.pay', {});
    await vi.waitFor(() => expect(part(first, 'position')?.textContent).toBe('1 of 3'));
    controller.abort();
    expect((await queued).code).toBe('aborted');
    await vi.waitFor(() => expect(part(first, 'position')?.textContent).toBe('1 of 2'));
    expect((await timedOut).code).toBe('timeout');
    await vi.waitFor(() => expect(part(first, 'notice')?.textContent).toBe('This request timed out — nothing was done.'));
    expect(cards()).toEqual([first]);
    const next = await vi.waitFor(() => {
      const [card] = cards();
      expect(card?.ask?.name).toBe('shop.pay');
      return card!;
    });
    await next.updateComplete;
    expect(part(next, 'notice')?.textContent).toBe('');
    paying.abort();
    await paying.result;
    expect(ran).not.toHaveBeenCalled();
  });
});
