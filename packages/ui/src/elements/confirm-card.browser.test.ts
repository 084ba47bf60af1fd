import { REDACTED } from '@toolmark/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ConfirmCardElement, type ConfirmCardRequest } from './confirm-card.js';
import { defineToolmarkElements } from './define-elements.js';
import { armed, composedDomText, expectNoAxeViolations, focused, mountCard, settled } from '../test/dom.js';

defineToolmarkElements();

const request: ConfirmCardRequest = {
  name: 'shop.cart.empty',
  title: 'Empty the cart',
  summary: 'Remove all 3 products from the cart',
  hints: { destructive: true, openWorld: true },
  input: { reason: 'start over', card: { number: REDACTED }, items: [{ sku: 'A-1', qty: 2 }] },
  redacted: [['card', 'number']],
  caller: { kind: 'webmcp' },
};

const harmless: ConfirmCardRequest = { ...request, name: 'shop.search', title: 'Search', hints: { readOnly: true }, input: { q: 'tea' } };

const mount = (init: Partial<ConfirmCardElement> = {}, parent: ParentNode = document.body) => mountCard(request, init, parent);

function pageButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Page button';
  document.body.append(button);
  button.focus();
  return button;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('<tm-confirm-card> rendering', () => {
  test('shows title, summary, badges, input and who asks', async () => {
    const { card, part } = mount();
    await card.updateComplete;
    expect(part('title')?.textContent).toBe('Empty the cart');
    expect(part('summary')?.textContent).toBe('Remove all 3 products from the cart');
    expect([...card.shadowRoot!.querySelectorAll('[part~="badge"]')].map((b) => b.textContent)).toEqual([
      'Destructive',
      'Reaches outside this site',
    ]);
    const rows = [...card.shadowRoot!.querySelectorAll('[part="row"]')].map((row) => [
      row.querySelector('dt')?.textContent?.trim(),
      row.querySelector('dd')?.textContent?.trim().replace(/\s+/g, ' '),
    ]);
    expect(rows).toEqual([
      ['reason', 'start over'],
      ['card.number', ''],
      ['items[0].sku', 'A-1'],
      ['items[0].qty', '2'],
    ]);
    expect(part('caller')?.textContent).toBe('Requested by the browser’s agent');
    expect(part('mask')?.getAttribute('aria-label')).toBe('hidden');
  });

  test('issue #36: who asks is untrusted text like the title: a name that reorders or hides shows its code points', async () => {
    const { card, part } = mount({ request: { ...request, caller: { kind: 'in-page', name: 'Your bank\u202e' } } });
    await card.updateComplete;
    expect(part('caller')?.textContent).toBe('Requested by Your bank⟨U+202E⟩, an agent in this page');
    card.request = { ...request, caller: { kind: 'in-page', name: 'Skyway assistant' } };
    await card.updateComplete;
    expect(part('caller')?.textContent).toBe('Requested by Skyway assistant, an agent in this page');
  });

  test('issue #36: the primary button says the action the tool names, where it reads plainly; else Approve', async () => {
    const { card, part } = mount({ request: { ...request, actionLabel: 'Empty the cart (3 items)' } });
    await card.updateComplete;
    expect(part('approve')?.textContent?.trim()).toBe('Empty the cart (3 items)');
    card.request = { ...request, actionLabel: 'Empty the c\u200bart' };
    await card.updateComplete;
    expect(part('approve')?.textContent?.trim()).toBe('Approve');
    card.request = request;
    await card.updateComplete;
    expect(part('approve')?.textContent?.trim()).toBe('Approve');
  });

  test('lists keys the schema does not declare, after the declared ones, and says so', async () => {
    const input = { zz: 'sent first', amount: 5, to: 'Ada' };
    const { card } = mount({ request: { ...harmless, input, redacted: [], shape: { declared: ['to', 'amount'] } } });
    await card.updateComplete;
    const keys = [...card.shadowRoot!.querySelectorAll('[part~="key"]')].map((dt) => dt.textContent);
    expect(keys).toEqual(['to', 'amount', 'zz not in the tool’s schema']);
    await expectNoAxeViolations(card);
  });

  test('an input too large to show whole: Approve never acts and says why; Deny works', async () => {
    const input = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`k${i}`, i]));
    const { card, part, decisions } = mount({ request: { ...harmless, input, redacted: [] }, armDelayMs: 0 });
    await card.updateComplete;
    expect(part('too-large')?.textContent).toContain('too large to show here in full');
    expect(part('approve')?.getAttribute('aria-disabled')).toBe('true');
    expect(part('approve')?.getAttribute('aria-describedby')).toBe('too-large');
    part('approve')!.click();
    expect(decisions).toEqual([]);
    part('deny')!.click();
    expect(decisions).toEqual([{ decision: 'deny', via: 'button' }]);
  });

  test('is an alertdialog labelled by its title and described by its summary', async () => {
    const { card, part } = mount();
    await card.updateComplete;
    const dialog = part('card')!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    const root = card.shadowRoot!;
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Empty the cart');
    const described = dialog.getAttribute('aria-describedby')!.split(' ').map((id) => root.getElementById(id)?.textContent?.trim());
    expect(described[0]).toBe('Remove all 3 products from the cart');
  });

  test('never shows a redacted value, and the marker itself appears nowhere', async () => {
    const { card } = mount();
    await card.updateComplete;
    expect(composedDomText(card)).not.toContain(REDACTED);
  });

  test('offers "Allow for this session" only when asked and the tool is not destructive', async () => {
    const destructive = mount({ allowSession: true });
    const readOnly = mount({ request: harmless, allowSession: true });
    const notAsked = mount({ request: harmless });
    await Promise.all([destructive.card.updateComplete, readOnly.card.updateComplete, notAsked.card.updateComplete]);
    expect(destructive.part('session')).toBeNull();
    expect(readOnly.part('session')?.textContent?.trim()).toBe('Allow for this session');
    expect(notAsked.part('session')).toBeNull();
  });

  test('every string can be replaced', async () => {
    const { card, part } = mount({
      allowSession: true,
      request: { ...harmless, input: { secret: REDACTED }, redacted: [['secret']] },
      strings: {
        approve: 'Genehmigen',
        deny: 'Ablehnen',
        allowSession: 'Für diese Sitzung erlauben',
        readOnly: 'Nur lesen',
        hiddenValue: 'verborgen',
        requestedBy: (caller) => `Angefragt von ${caller.kind}`,
      },
    });
    await card.updateComplete;
    expect(part('approve')?.textContent?.trim()).toBe('Genehmigen');
    expect(part('deny')?.textContent?.trim()).toBe('Ablehnen');
    expect(part('session')?.textContent?.trim()).toBe('Für diese Sitzung erlauben');
    expect(part('badge')?.textContent).toBe('Nur lesen');
    expect(part('mask')?.getAttribute('aria-label')).toBe('verborgen');
    expect(part('caller')?.textContent).toBe('Angefragt von webmcp');
  });

  test('shows "No input" and a single value', async () => {
    const empty = mount({ request: { ...harmless, input: {} } });
    const single = mount({ request: { ...harmless, input: 'tea' } });
    await Promise.all([empty.card.updateComplete, single.card.updateComplete]);
    expect(empty.part('input')?.textContent).toBe('No input');
    expect(single.part('key')?.textContent).toBe('Value');
    // The label is the card's own words, drawn apart from keys: an input `{ Value: 'tea' }` reads differently.
    const keyed = mount({ request: { ...harmless, input: { Value: 'tea' } } });
    await keyed.card.updateComplete;
    expect(getComputedStyle(single.part('value-label')!).fontStyle).toBe('italic');
    expect(keyed.part('value-label')).toBeNull();
    expect(getComputedStyle(keyed.part('key')!).fontStyle).toBe('normal');
  });

  test('can be themed through custom properties and ::part', async () => {
    const style = document.createElement('style');
    style.textContent = 'tm-confirm-card { --tm-accent: rgb(1, 2, 3); } tm-confirm-card::part(title) { color: rgb(4, 5, 6); }';
    document.head.append(style);
    const { card, part } = mount({ request: harmless });
    await card.updateComplete;
    expect(getComputedStyle(part('approve')!).backgroundColor).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(part('title')!).color).toBe('rgb(4, 5, 6)');
    style.remove();
  });

  test('has no axe violations', async () => {
    const { card } = mount({ allowSession: true, request: { ...harmless, input: { q: 'tea', token: REDACTED }, redacted: [['token']] } });
    const destructive = mount();
    await Promise.all([card.updateComplete, destructive.card.updateComplete]);
    await expectNoAxeViolations(document.body);
  });
});

describe('<tm-confirm-card> keyboard and focus', () => {
  test('takes focus on its dialog, not on a button', async () => {
    pageButton();
    const { card, part } = mount();
    await card.updateComplete;
    expect(focused()).toBe(part('card'));
  });

  test('Enter does nothing until the Approve button has focus, then approves', async () => {
    const { card, decisions, part } = mount({ request: harmless, allowSession: true });
    await armed(card);
    await userEvent.keyboard('{Enter}');
    expect(decisions).toEqual([]);
    await userEvent.tab(); // Tell the agent why
    expect(focused()).toBe(part('reason-toggle'));
    await userEvent.tab(); // Deny
    expect(focused()).toBe(part('deny'));
    await userEvent.tab(); // Allow for this session
    expect(focused()).toBe(part('session'));
    await userEvent.tab(); // Approve
    expect(focused()).toBe(part('approve'));
    await userEvent.keyboard('{Enter}');
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
  });

  test('Escape denies, and stops there', async () => {
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    const { card, decisions } = mount();
    await card.updateComplete;
    await userEvent.keyboard('{Escape}');
    expect(decisions).toEqual([{ decision: 'deny', via: 'escape' }]);
    expect(outside).not.toHaveBeenCalled();
    document.removeEventListener('keydown', outside);
  });

  test('decides once: buttons are disabled after a decision', async () => {
    const { card, decisions, part } = mount({ request: harmless });
    await card.updateComplete;
    part('deny')!.click();
    await card.updateComplete;
    part('approve')!.click();
    await userEvent.keyboard('{Escape}');
    expect(decisions).toEqual([{ decision: 'deny', via: 'button' }]);
    expect((part('approve') as HTMLButtonElement).disabled).toBe(true);
    expect(card.hasAttribute('decided')).toBe(true);
  });

  test('a card given another call can be decided again', async () => {
    const { card, decisions, part } = mount({ request: harmless });
    await card.updateComplete;
    part('deny')!.click();
    card.request = { ...harmless, title: 'Search again' };
    await card.updateComplete;
    expect(part('title')?.textContent).toBe('Search again');
    await armed(card);
    part('approve')!.click();
    expect(decisions.map((d) => d.decision)).toEqual(['deny', 'approve']);
  });

  test('gives focus back to where it was when it leaves', async () => {
    const button = pageButton();
    const { card, part } = mount();
    await card.updateComplete;
    expect(focused()).toBe(part('card'));
    card.remove();
    expect(document.activeElement).toBe(button);
  });

  test('does not pull focus back when the person moved on', async () => {
    const button = pageButton();
    const { card } = mount();
    await card.updateComplete;
    const other = document.createElement('input');
    other.setAttribute('aria-label', 'other');
    document.body.append(other);
    other.focus();
    card.remove();
    expect(document.activeElement).toBe(other);
    expect(document.activeElement).not.toBe(button);
  });

  test('a second card does not take focus from the first', async () => {
    const first = mount();
    await first.card.updateComplete;
    const second = mount({ request: harmless });
    await second.card.updateComplete;
    expect(focused()).toBe(first.part('card'));
  });

  test('works inside another component’s shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    button.textContent = 'Inner';
    shadow.append(button);
    button.focus();
    const { card, decisions, part } = mount({ request: harmless }, shadow);
    await armed(card);
    expect(focused()).toBe(part('card'));
    await userEvent.tab(); // Tell the agent why
    await userEvent.tab(); // Deny
    await userEvent.tab(); // Approve
    expect(focused()).toBe(part('approve'));
    await userEvent.keyboard('{Enter}');
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
    card.remove();
    expect(focused()).toBe(button);
    await expectNoAxeViolations(host);
  });
});

describe('<tm-confirm-card> focus trap, position and Deny all', () => {
  test('Tab and Shift+Tab cycle inside the card: the reason, Deny, Allow for this session, Approve, the reason …', async () => {
    pageButton();
    const { card, part } = mount({ request: harmless, allowSession: true });
    await card.updateComplete;
    expect(focused()).toBe(part('card'));
    await userEvent.tab({ shift: true }); // from the dialog itself: the last button
    expect(focused()).toBe(part('approve'));
    await userEvent.tab();
    expect(focused()).toBe(part('reason-toggle'));
    await userEvent.tab();
    expect(focused()).toBe(part('deny'));
    await userEvent.tab();
    expect(focused()).toBe(part('session'));
    await userEvent.tab();
    expect(focused()).toBe(part('approve'));
    await userEvent.tab();
    expect(focused()).toBe(part('reason-toggle'));
    await userEvent.tab({ shift: true });
    expect(focused()).toBe(part('approve'));
    await userEvent.tab({ shift: true });
    expect(focused()).toBe(part('session'));
  });

  test('shows its position only among several, and describes the dialog with it', async () => {
    const alone = mount({ request: harmless, position: { index: 1, total: 1 } });
    const { card, part } = mount({ request: harmless, position: { index: 2, total: 5 } });
    await Promise.all([alone.card.updateComplete, card.updateComplete]);
    expect(alone.part('position')).toBeNull();
    expect(part('position')?.textContent).toBe('2 of 5');
    const ids = part('card')!.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => card.shadowRoot!.getElementById(id)?.textContent?.trim())).toContain('2 of 5');
  });

  test('offers Deny all from 2 calls of its caller; it denies at once, unarmed, with scope "caller"', async () => {
    const one = mount({ request: harmless, denyAllCount: 1 });
    const { card, decisions, part } = mount({ request: harmless, denyAllCount: 3 });
    await Promise.all([one.card.updateComplete, card.updateComplete]);
    expect(one.part('deny-all')).toBeNull();
    expect(card.armed).toBe(false);
    expect(part('deny-all')?.textContent?.trim()).toBe('Deny all 3 from the browser’s agent');
    part('deny-all')!.click();
    expect(decisions).toEqual([{ decision: 'deny', via: 'button', scope: 'caller' }]);
    await card.updateComplete;
    expect(part('deny-all')!.disabled).toBe(true);
  });
});

describe('<tm-confirm-card> removal', () => {
  test('denies when it leaves the page undecided', async () => {
    const { card, decisions } = mount();
    await card.updateComplete;
    card.remove();
    await settled();
    expect(decisions).toEqual([{ decision: 'deny', via: 'removed' }]);
  });

  test('a move is not a removal', async () => {
    const { card, decisions } = mount();
    await card.updateComplete;
    const box = document.createElement('div');
    document.body.append(box);
    box.append(card);
    await settled();
    expect(decisions).toEqual([]);
  });

  test('a decided card that leaves does not decide again', async () => {
    const { card, decisions, part } = mount();
    await armed(card);
    part('approve')!.click();
    card.remove();
    await settled();
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
  });
});
