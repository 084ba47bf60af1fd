// Issue #17, class 2 (docs/security.md T5): input meant for one card never approves the next. Two
// queued calls, a harmless one and then a destructive one, whose Approve buttons sit in the same spot.
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ARM_DELAY_MS } from '../controllers/arming-controller.js';
import type { ConfirmCardElement } from './confirm-card.js';
import { confirmWith } from '../confirm-with.js';
import { defineToolmarkElements } from './define-elements.js';
import { armed, DELETE_ACCOUNT as request, expectNoAxeViolations, focused, mountDeleteCard as mount } from '../test/dom.js';

defineToolmarkElements();

let tm: Toolmark;
let uninstall: (() => void) | undefined;
const ran = vi.fn();

beforeEach(() => {
  ran.mockClear();
  tm = createToolmark();
  tm.register({ name: 'notes.add', title: 'Add a note', description: 'Adds a note', hints: { confirm: 'always' }, run: () => (ran('notes.add'), ok('added')) });
  tm.register({
    name: 'account.delete',
    title: 'Delete the account',
    description: 'Deletes the account for good',
    hints: { destructive: true },
    run: () => (ran('account.delete'), ok('deleted')),
  });
});

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.replaceChildren();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Longer than the default arming delay, so the first card is certainly ready. */
const SEEN = 700;

async function cardFor(title: string): Promise<ConfirmCardElement> {
  return vi.waitFor(async () => {
    const card = document.querySelector('tm-confirm-card');
    expect(card?.request?.title).toBe(title);
    await card!.updateComplete;
    return card!;
  });
}

const approveOf = (card: ConfirmCardElement) => card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!;

function center(element: Element): { x: number; y: number } {
  const rect = element.getBoundingClientRect();
  return { x: Math.round(rect.left + rect.width / 2), y: Math.round(rect.top + rect.height / 2) };
}

function queueTwo() {
  uninstall = confirmWith(tm, { allowSession: false });
  const harmless = tm.call('notes.add', { text: 'hello' });
  const destructive = tm.call('account.delete', {});
  const codes: Record<string, string> = {};
  void harmless.then((result) => (codes['harmless'] = result.code ?? 'ok'));
  void destructive.then((result) => (codes['destructive'] = result.code ?? 'ok'));
  return { harmless, destructive, codes };
}

describe('docs/security.md T5: a new card is not approved by input meant for the one before it', () => {
  test('two real clicks 120 ms apart on the same spot approve only the first card', async () => {
    const { harmless, destructive, codes } = queueTwo();
    const first = await cardFor('Add a note');
    await sleep(SEEN);
    const spot = center(approveOf(first));
    const started = performance.now();
    await userEvent.click(approveOf(first));
    expect(await harmless).toMatchObject({ content: [{ text: 'added' }] });
    const second = await cardFor('Delete the account');
    // The second card's Approve is where the first one was: the person's second click lands on it.
    expect(center(approveOf(second))).toEqual(spot);
    await sleep(Math.max(0, 120 - (performance.now() - started)));
    // force: a person's click does not wait for the button to be ready, as Playwright would.
    await userEvent.click(approveOf(second), { force: true });
    await sleep(50);
    expect(ran.mock.calls).toEqual([['notes.add']]);
    expect(codes['destructive']).toBeUndefined();
    expect(document.querySelector('tm-confirm-card')).toBe(second);
    // Once it has been on screen for the arming delay, it can be approved.
    await sleep(SEEN);
    await userEvent.click(approveOf(second));
    expect((await destructive).code).toBeUndefined();
    expect(ran.mock.calls).toEqual([['notes.add'], ['account.delete']]);
  });

  test('keys typed ahead onto the next card do not approve it; the same keys do once it is ready', async () => {
    const { harmless, destructive, codes } = queueTwo();
    const first = await cardFor('Add a note');
    await sleep(SEEN);
    await userEvent.tab(); // Tell the agent why
    await userEvent.tab(); // Deny
    await userEvent.tab(); // Deny all 2 (both calls come from this page)
    await userEvent.tab(); // Approve
    expect(focused()).toBe(approveOf(first));
    await userEvent.keyboard('{Enter}');
    expect((await harmless).code).toBeUndefined();
    const second = await cardFor('Delete the account');
    // Tab, Tab, Tab, Enter again, straight away: they were meant for the first card (the second,
    // the last of its caller, has no Deny all).
    await userEvent.tab(); // Tell the agent why
    await userEvent.tab(); // Deny
    await userEvent.tab(); // Approve
    expect(focused()).toBe(approveOf(second));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ }');
    await sleep(50);
    expect(codes['destructive']).toBeUndefined();
    expect(ran.mock.calls).toEqual([['notes.add']]);
    await sleep(SEEN);
    expect(focused()).toBe(approveOf(second));
    await userEvent.keyboard('{Enter}');
    expect((await destructive).code).toBeUndefined();
  });

  test('a programmatic click on a card that just showed approves nothing', async () => {
    const { destructive, codes } = queueTwo();
    const first = await cardFor('Add a note');
    approveOf(first).click();
    await sleep(50);
    expect(ran).not.toHaveBeenCalled();
    expect(codes['harmless']).toBeUndefined();
    uninstall!();
    expect((await destructive).code).toBe('declined');
  });
});


describe('<tm-confirm-card> arming', () => {
  test('waits ARM_DELAY_MS (500 ms) by default; Deny and Escape act at once', async () => {
    expect(ARM_DELAY_MS).toBe(500);
    const { card, decisions, part } = mount();
    await card.updateComplete;
    expect(card.armDelayMs).toBe(500);
    const shown = performance.now();
    await armed(card);
    expect(performance.now() - shown).toBeGreaterThanOrEqual(500);
    const other = mount();
    await other.card.updateComplete;
    other.part('deny').click();
    expect(other.decisions).toEqual([{ decision: 'deny', via: 'button' }]);
    const third = mount();
    await third.card.updateComplete;
    third.part('card').focus();
    await userEvent.keyboard('{Escape}');
    expect(third.decisions).toEqual([{ decision: 'deny', via: 'escape' }]);
    expect(decisions).toEqual([]);
    part('approve').click();
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
  });

  test('while unarmed, Approve and "Allow for this session" stay focusable, aria-disabled and say why; axe finds nothing in either state', async () => {
    const { card, part } = mount({ request: { ...request, hints: { readOnly: true } }, allowSession: true });
    await card.updateComplete;
    for (const name of ['approve', 'session']) {
      const button = part(name);
      expect(button.disabled).toBe(false);
      expect(button.getAttribute('aria-disabled')).toBe('true');
      const description = card.shadowRoot!.getElementById(button.getAttribute('aria-describedby')!);
      expect(description?.textContent).toBe('Available once this request has been on screen for a moment');
    }
    expect(part('deny').hasAttribute('aria-disabled')).toBe(false);
    await userEvent.tab(); // Tell the agent why
    await userEvent.tab(); // Deny
    await userEvent.tab(); // Allow for this session
    await userEvent.tab(); // Approve
    expect(focused()).toBe(part('approve'));
    await expectNoAxeViolations(document.body);
    await armed(card);
    expect(focused()).toBe(part('approve'));
    for (const name of ['approve', 'session']) {
      expect(part(name).hasAttribute('aria-disabled')).toBe(false);
      expect(part(name).hasAttribute('aria-describedby')).toBe(false);
    }
    await expectNoAxeViolations(document.body);
  });

  test('a Space pressed before arming and released after approves nothing', async () => {
    const { card, decisions, part } = mount({ armDelayMs: 200 });
    await card.updateComplete;
    part('approve').focus();
    await userEvent.keyboard('{ >}');
    await armed(card);
    await userEvent.keyboard('{/ }');
    expect(decisions).toEqual([]);
    await userEvent.keyboard('{ }');
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
  });

  test('an Enter held down, auto-repeating across the moment the card arms, approves nothing', async () => {
    const { card, decisions, part } = mount({ armDelayMs: 20 });
    await card.updateComplete;
    part('approve').focus();
    const pressed = performance.now();
    // One press, then keydowns with \`repeat\` set, as a held key sends.
    await userEvent.keyboard('{Enter>200}');
    expect(performance.now() - pressed).toBeGreaterThan(100);
    expect(card.armed).toBe(true);
    await userEvent.keyboard('{/Enter}');
    expect(decisions).toEqual([]);
    await userEvent.keyboard('{Enter}');
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
  });

  test('a hidden document does not count: the delay starts over when it shows again', async () => {
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      const { card } = mount({ armDelayMs: 100 });
      await card.updateComplete;
      document.dispatchEvent(new Event('visibilitychange'));
      await sleep(300);
      expect(card.armed).toBe(false);
      state.mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
      await armed(card);
      state.mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(card.armed).toBe(false);
    } finally {
      state.mockRestore();
    }
  });

  test('a card scrolled out of view, or not displayed, does not arm until it is fully on screen', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '300vh';
    document.body.append(spacer);
    const { card, part } = mount({ armDelayMs: 100 });
    const hidden = mount({ armDelayMs: 100 });
    hidden.card.style.display = 'none';
    await Promise.all([card.updateComplete, hidden.card.updateComplete]);
    // The card scrolled itself into view as it took focus: the person scrolls back up at once.
    scrollTo(0, 0);
    await sleep(300);
    expect(card.armed).toBe(false);
    expect(hidden.card.armed).toBe(false);
    part('actions').scrollIntoView({ block: 'center' });
    await armed(card);
    scrollTo(0, 0);
    await vi.waitFor(() => expect(card.armed).toBe(false));
  });

  test('a card that moved since it armed ignores the first pointer click there and arms again', async () => {
    const { card, decisions, part } = mount({ armDelayMs: 100 });
    await armed(card);
    card.style.marginTop = '80px';
    await userEvent.click(part('approve'), { force: true });
    expect(decisions).toEqual([]);
    expect(card.armed).toBe(false);
    await armed(card);
    await userEvent.click(part('approve'));
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
  });

  test('automation that waits for an enabled button (Playwright) waits for the card to arm', async () => {
    const { card, decisions, part } = mount({ armDelayMs: 300 });
    await card.updateComplete;
    const clicked = performance.now();
    // Playwright counts aria-disabled="true" as disabled: its click waits, then acts.
    await userEvent.click(part('approve'));
    expect(performance.now() - clicked).toBeGreaterThanOrEqual(300);
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
  });

  test('a card moved to another place in the page arms again there', async () => {
    const { card, decisions, part } = mount({ armDelayMs: 100 });
    await armed(card);
    const box = document.createElement('div');
    document.body.append(box);
    box.append(card);
    expect(card.armed).toBe(false);
    await armed(card);
    part('approve').click();
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
  });

  test('0 turns arming off: armed as soon as rendered, on screen or not (environments without layout)', async () => {
    const { card, decisions, part } = mount({ armDelayMs: 0 });
    card.style.display = 'none';
    await card.updateComplete;
    await card.updateComplete;
    expect(card.armed).toBe(true);
    part('approve').click();
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
  });

  test('a card given another call arms again', async () => {
    const { card, decisions, part } = mount({ armDelayMs: 100 });
    await armed(card);
    card.request = { ...request, title: 'Delete another account' };
    await card.updateComplete;
    expect(card.armed).toBe(false);
    part('approve').click();
    expect(decisions).toEqual([]);
    await armed(card);
    part('approve').click();
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
  });
});

describe('confirmWith arming', () => {
  test('armDelayMs reaches the cards', async () => {
    uninstall = confirmWith(tm, { armDelayMs: 50 });
    const call = tm.call('account.delete', {});
    const card = await cardFor('Delete the account');
    expect(card.armDelayMs).toBe(50);
    approveOf(await armed(card)).click();
    expect((await call).code).toBeUndefined();
  });

  test('in a stack, a card that moves into the place of one decided is not approved by the next click there', async () => {
    uninstall = confirmWith(tm, { layout: 'stack', allowSession: false });
    const destructive = tm.call('account.delete', {});
    const harmless = tm.call('notes.add', { text: 'hello' });
    await vi.waitFor(() => expect(document.querySelectorAll('tm-confirm-card')).toHaveLength(2));
    const [upper, lower] = [...document.querySelectorAll('tm-confirm-card')] as [ConfirmCardElement, ConfirmCardElement];
    await armed(upper);
    await armed(lower);
    const spot = center(approveOf(lower));
    await userEvent.click(approveOf(lower));
    expect((await harmless).code).toBeUndefined();
    await upper.updateComplete;
    // The stack sits at the bottom of the screen: the card above came down into its place.
    expect(center(approveOf(upper))).toEqual(spot);
    await userEvent.click(approveOf(upper), { force: true });
    await sleep(50);
    expect(ran.mock.calls).toEqual([['notes.add']]);
    await armed(upper);
    await userEvent.click(approveOf(upper));
    expect((await destructive).code).toBeUndefined();
  });
});
