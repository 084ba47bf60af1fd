import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ConfirmCardElement } from './elements/confirm-card.js';
import { confirmWith } from './confirm-with.js';
import { armed, composedDomText, expectNoAxeViolations, focused, settled } from './test/dom.js';

let tm: Toolmark;
let uninstall: (() => void) | undefined;
const ran = vi.fn();

beforeEach(() => {
  ran.mockClear();
  tm = createToolmark({ confirmPolicy: (tool) => tool.name === 'notes.add' });
  tm.register({
    name: 'cart.empty',
    title: 'Empty the cart',
    description: 'Removes every product from the cart',
    hints: { destructive: true },
    summary: () => 'Remove all 3 products',
    run: () => (ran('cart.empty'), ok('emptied')),
  });
  tm.register({
    name: 'notes.add',
    title: 'Add a note',
    description: 'Adds a note',
    run: (input) => (ran('notes.add', input), ok('added')),
  });
});

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.replaceChildren();
});

/** The cards on screen, wherever `confirmWith` put them. */
function cards(root: ParentNode = document): ConfirmCardElement[] {
  return [...root.querySelectorAll('tm-confirm-card')];
}

async function nextCard(root: ParentNode = document): Promise<ConfirmCardElement> {
  await vi.waitFor(() => expect(cards(root).length).toBeGreaterThan(0));
  const card = cards(root)[0]!;
  await card.updateComplete;
  return card;
}

const button = (card: ConfirmCardElement, part: string) => card.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;

describe('confirmWith', () => {
  test('the layer keeps a card 16 px from the viewport’s edges inside its own padding, so the card’s shadow is not clipped', async () => {
    uninstall = confirmWith(tm);
    void tm.call('cart.empty', {});
    const card = await nextCard();
    const layer = document.querySelector<HTMLElement>('[data-toolmark-confirm]')!;
    const box = card.getBoundingClientRect();
    const clip = layer.getBoundingClientRect();
    expect([Math.round(innerWidth - box.right), Math.round(innerHeight - box.bottom)]).toEqual([16, 16]);
    // The layer scrolls, so it clips at its padding box: the card's margin lies inside it.
    expect([box.left - clip.left, box.top - clip.top, clip.right - box.right, clip.bottom - box.bottom].map(Math.round)).toEqual([16, 16, 16, 16]);
    expect(getComputedStyle(card.shadowRoot!.querySelector('[role="alertdialog"]')!).boxShadow).not.toBe('none');
  });

  test('shows a card for a call that needs confirmation; Approve runs it and focus returns', async () => {
    uninstall = confirmWith(tm);
    const trigger = document.createElement('button');
    trigger.textContent = 'Ask the agent';
    document.body.append(trigger);
    trigger.focus();
    const call = tm.call('cart.empty', {});
    const card = await nextCard();
    expect(card.request?.title).toBe('Empty the cart');
    expect(focused()).toBe(card.shadowRoot!.querySelector('[role="alertdialog"]'));
    expect(ran).not.toHaveBeenCalled();
    await armed(card);
    await userEvent.tab(); // Tell the agent why
    await userEvent.tab(); // Deny
    await userEvent.tab(); // Approve
    await userEvent.keyboard('{Enter}');
    expect(await call).toMatchObject({ content: [{ type: 'text', text: 'emptied' }] });
    expect(ran).toHaveBeenCalledWith('cart.empty');
    expect(cards()).toEqual([]);
    expect(document.activeElement).toBe(trigger);
    expect(document.querySelector('[data-toolmark-confirm]')).toBeNull();
  });

  test('Deny and Escape decline the call; nothing runs', async () => {
    uninstall = confirmWith(tm);
    const first = tm.call('cart.empty', {});
    button(await nextCard(), 'deny').click();
    expect((await first).code).toBe('declined');
    const second = tm.call('cart.empty', {});
    await nextCard();
    await userEvent.keyboard('{Escape}');
    expect((await second).code).toBe('declined');
    expect(ran).not.toHaveBeenCalled();
  });

  test('queues calls: one card at a time, oldest first, focus moving to the next', async () => {
    uninstall = confirmWith(tm);
    const calls = [tm.call('notes.add', { n: 1 }), tm.call('notes.add', { n: 2 }), tm.call('notes.add', { n: 3 })];
    const seen: unknown[] = [];
    for (const decision of ['approve', 'deny', 'approve'] as const) {
      const card = await nextCard();
      expect(cards()).toHaveLength(1);
      seen.push(card.request?.input);
      expect(focused()).toBe(card.shadowRoot!.querySelector('[role="alertdialog"]'));
      await armed(card);
      button(card, decision).click();
      await settled();
    }
    expect(seen).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect((await Promise.all(calls)).map((result) => result.code ?? 'ok')).toEqual(['ok', 'declined', 'ok']);
  });

  test('stacks calls when asked: every waiting call has a card', async () => {
    uninstall = confirmWith(tm, { layout: 'stack' });
    const calls = [tm.call('notes.add', { n: 1 }), tm.call('notes.add', { n: 2 }), tm.call('notes.add', { n: 3 })];
    await vi.waitFor(() => expect(cards()).toHaveLength(3));
    await Promise.all(cards().map((card) => card.updateComplete));
    expect(cards().map((card) => card.request?.input)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    // The first card has focus; deciding it hands focus to the next one.
    const [first, second, third] = cards();
    expect(focused()).toBe(first!.shadowRoot!.querySelector('[role="alertdialog"]'));
    button(third!, 'deny').click();
    await userEvent.keyboard('{Escape}');
    expect(cards()).toEqual([second]);
    expect(focused()).toBe(second!.shadowRoot!.querySelector('[role="alertdialog"]'));
    button(await armed(second!), 'approve').click();
    expect((await Promise.all(calls)).map((result) => result.code ?? 'ok')).toEqual(['declined', 'ok', 'declined']);
  });

  test('declines when the card has been on screen for timeoutMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      uninstall = confirmWith(tm, { timeoutMs: 5_000 });
      const call = tm.call('cart.empty', {});
      // vi.waitFor (in nextCard) moves fake time on by its polling interval, hence the margin.
      await nextCard();
      vi.advanceTimersByTime(4_500);
      expect(cards()).toHaveLength(1);
      vi.advanceTimersByTime(500);
      expect((await call).code).toBe('declined');
      expect(cards()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  test('the timeout counts from when a queued card shows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      uninstall = confirmWith(tm, { timeoutMs: 5_000 });
      const first = tm.call('notes.add', { n: 1 });
      const second = tm.call('notes.add', { n: 2 });
      const card = await armed(await nextCard());
      vi.advanceTimersByTime(4_000);
      button(card, 'approve').click();
      expect((await first).code).toBeUndefined();
      // The second card shows only now, 4 s after the call began: its 5 s start here.
      const next = await nextCard();
      expect(next.request?.input).toEqual({ n: 2 });
      vi.advanceTimersByTime(4_500);
      expect(cards()).toEqual([next]);
      vi.advanceTimersByTime(500);
      expect((await second).code).toBe('declined');
    } finally {
      vi.useRealTimers();
    }
  });

  test('declines when the card is removed from the page before a decision', async () => {
    uninstall = confirmWith(tm);
    const call = tm.call('cart.empty', {});
    (await nextCard()).remove();
    expect((await call).code).toBe('declined');
    const again = tm.call('cart.empty', {});
    await nextCard();
    document.querySelector('[data-toolmark-confirm]')!.remove();
    expect((await again).code).toBe('declined');
    expect(ran).not.toHaveBeenCalled();
  });

  test('when the call ends undecided (its timeout, its caller’s abort), the card says why, then closes', async () => {
    uninstall = confirmWith(tm, { noticeMs: 200 });
    const timedOut = tm.call('cart.empty', {}, { timeoutMs: 300 });
    const first = await nextCard();
    expect((await timedOut).code).toBe('timeout');
    await vi.waitFor(() => expect(first.shadowRoot!.querySelector('[part~="notice"]')?.textContent).toBe('This request timed out — nothing was done.'));
    await vi.waitFor(() => expect(cards()).toEqual([]));
    const controller = new AbortController();
    const aborted = tm.call('cart.empty', {}, { signal: controller.signal });
    const second = await nextCard();
    controller.abort();
    expect((await aborted).code).toBe('aborted');
    await vi.waitFor(() => expect(second.shadowRoot!.querySelector('[part~="notice"]')?.textContent).toBe('The agent stopped waiting — nothing was done.'));
    await vi.waitFor(() => expect(cards()).toEqual([]));
    expect(ran).not.toHaveBeenCalled();
  });

  test('"Allow for this session" approves later calls of that tool without a card', async () => {
    uninstall = confirmWith(tm);
    const first = tm.call('notes.add', { n: 1 });
    const queued = tm.call('notes.add', { n: 2 });
    button(await armed(await nextCard()), 'session').click();
    expect((await first).code).toBeUndefined();
    // The call already waiting was allowed with it.
    expect((await queued).code).toBeUndefined();
    expect((await tm.call('notes.add', { n: 3 })).code).toBeUndefined();
    expect(cards()).toEqual([]);
    expect(ran).toHaveBeenCalledTimes(3);
  });

  test('is never offered for a destructive tool', async () => {
    uninstall = confirmWith(tm);
    const call = tm.call('cart.empty', {});
    const card = await nextCard();
    expect(card.shadowRoot!.querySelector('[part~="session"]')).toBeNull();
    button(card, 'deny').click();
    await call;
  });

  test('nor for a consequential one: each payment is the person’s to approve', async () => {
    tm.register({ name: 'checkout.pay', title: 'Pay', description: 'Pays for the cart', hints: { consequential: true }, run: () => (ran('checkout.pay'), ok('paid')) });
    uninstall = confirmWith(tm);
    const call = tm.call('checkout.pay', {});
    const card = await nextCard();
    expect(card.shadowRoot!.querySelector('[part~="session"]')).toBeNull();
    button(await armed(card), 'approve').click();
    expect((await call).code).toBeUndefined();
    // Asked again: approving once allowed nothing more.
    const again = tm.call('checkout.pay', {});
    button(await nextCard(), 'deny').click();
    expect((await again).code).toBe('declined');
    expect(ran).toHaveBeenCalledOnce();
  });

  test('uninstalling declines waiting calls, removes cards and forgets the session', async () => {
    const remove = confirmWith(tm);
    const allowed = tm.call('notes.add', {});
    button(await armed(await nextCard()), 'session').click();
    await allowed;
    const waiting = tm.call('cart.empty', {});
    await nextCard();
    remove();
    expect((await waiting).code).toBe('declined');
    expect(cards()).toEqual([]);
    uninstall = confirmWith(tm);
    const asksAgain = tm.call('notes.add', {});
    button(await armed(await nextCard()), 'approve').click();
    expect((await asksAgain).code).toBeUndefined();
  });

  test('an aborted signal uninstalls', async () => {
    const controller = new AbortController();
    const restore = tm.setConfirm(() => 'outer' === 'outer');
    confirmWith(tm, { signal: controller.signal });
    const waiting = tm.call('cart.empty', {});
    await nextCard();
    controller.abort();
    expect((await waiting).code).toBe('declined');
    // The handler installed before is in charge again.
    expect((await tm.call('cart.empty', {})).code).toBeUndefined();
    restore();
  });

  test('puts cards in a container inside another component’s shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    uninstall = confirmWith(tm, { container: shadow });
    const call = tm.call('cart.empty', {});
    const card = await nextCard(shadow);
    expect(card.getRootNode()).toBe(shadow);
    expect(focused()).toBe(card.shadowRoot!.querySelector('[role="alertdialog"]'));
    await userEvent.keyboard('{Escape}');
    expect((await call).code).toBe('declined');
  });

  test('declines at once, with a development warning, when its container is not in the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    uninstall = confirmWith(tm, { container: document.createElement('div') });
    const results = await Promise.all([tm.call('cart.empty', {}), tm.call('cart.empty', {})]);
    expect(results.map((result) => result.code)).toEqual(['declined', 'declined']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[toolmark TM401]'));
    warn.mockRestore();
  });

  test('uses replacement words', async () => {
    uninstall = confirmWith(tm, { strings: { approve: 'Oui', deny: 'Non' } });
    const call = tm.call('cart.empty', {});
    const card = await nextCard();
    expect(button(card, 'approve').textContent?.trim()).toBe('Oui');
    button(card, 'deny').click();
    await call;
  });

  test('the page with a card has no axe violations', async () => {
    uninstall = confirmWith(tm, { layout: 'stack' });
    const calls = [tm.call('cart.empty', {}), tm.call('notes.add', { text: 'hello' })];
    await vi.waitFor(() => expect(cards()).toHaveLength(2));
    await Promise.all(cards().map((card) => card.updateComplete));
    await expectNoAxeViolations(document.body);
    uninstall();
    await Promise.all(calls);
  });
});

describe('redaction', () => {
  test('a sensitive value planted in the input is nowhere in the DOM', async () => {
    const secret = 'hunter2-correct-horse';
    tm.register({
      name: 'account.login',
      title: 'Log in',
      description: 'Logs in',
      hints: { confirm: 'always' },
      sensitivePaths: () => ['password'],
      // A careless summary that echoes the secret: the registry scrubs it before the card sees it.
      summary: (input: Record<string, unknown>) => `Log in as ${String(input['user'])} with ${String(input['password'])}`,
      run: (input) => ok(`Welcome ${String(input['user'])}, your password ${String(input['password'])} worked`),
    });
    uninstall = confirmWith(tm);
    // Only the sensitive path: since 777d04a the card is redacted by path alone (so a caller cannot
    // mask part of it by sending the same text at a sensitive path), and a copy of the secret the
    // caller puts in another field is shown as the caller sent it.
    const call = tm.call('account.login', { user: 'ada', password: secret });
    const card = await nextCard();
    expect(card.request?.summary).toBe('Log in as ada with [redacted]');
    await armed(card);
    const dom = composedDomText();
    expect(dom).toContain('ada');
    expect(dom).not.toContain(secret);
    expect(dom).not.toContain('hunter2');
    button(card, 'approve').click();
    const result = await call;
    expect(JSON.stringify(result)).not.toContain(secret);
    expect(composedDomText()).not.toContain(secret);
  });
});

describe('docs/security.md T5: scrubbing cannot be turned against the card (F11)', () => {
  test("a caller's cvc equal to the amount and the recipient leaves both on the card as sent", async () => {
    tm.register({
      name: 'pay',
      title: 'Pay',
      description: 'Pays',
      hints: { destructive: true },
      sensitivePaths: () => ['cvc'],
      summary: (input: Record<string, unknown>) => `Pay ${String(input['amount'])} EUR to ${String(input['to'])}`,
      run: () => ok('paid'),
    });
    uninstall = confirmWith(tm);
    // The caller plants as its "secret" the very texts the person must read.
    const call = tm.call('pay', { to: 'mallory', amount: 9999, cvc: '9999', note: 'mallory' });
    const card = await armed(await nextCard());
    const shown = card.shadowRoot!.textContent!;
    expect(shown).toContain('Pay 9999 EUR to mallory');
    const values = [...card.shadowRoot!.querySelectorAll('[part~="value"]')].map((value) => value.textContent?.trim());
    expect(values).toEqual(expect.arrayContaining(['mallory', '9999']));
    expect(values.filter((value) => value === '9999')).toHaveLength(1);
    button(card, 'approve').click();
    expect(await call).toEqual(ok('paid'));
  });
});
