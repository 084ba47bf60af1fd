// Issue #33 (docs/security.md T5): a card arms only while the person can see it. Where the browser
// tells what is painted over an element (IntersectionObserver v2, Chromium), something over the card
// or a translucent, filtered or shrunk ancestor keeps it unarmed, and Approve says why. The same case
// across origins, a framing site's decoy, is e2e/security/framed-decoy.spec.ts.
import { createToolmark, ok } from '@toolmark/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { tracksVisibility } from '../controllers/arming-controller.js';
import { confirmWith } from '../confirm-with.js';
import type { ConfirmCardElement } from './confirm-card.js';
import { defineToolmarkElements } from './define-elements.js';
import { armed, mountDeleteCard as mount } from '../test/dom.js';

defineToolmarkElements();

afterEach(() => document.body.replaceChildren());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


/** What Approve tells the person while it does not act. */
function approveSays(card: ConfirmCardElement): string | null | undefined {
  const id = card.shadowRoot!.querySelector('[part~="approve"]')!.getAttribute('aria-describedby');
  return id ? card.shadowRoot!.getElementById(id)?.textContent : null;
}

/** An opaque layer over the whole page that lets every click through, as a decoy does. */
function decoy(): HTMLElement {
  const layer = document.createElement('div');
  Object.assign(layer.style, { position: 'fixed', inset: '0', background: 'white', pointerEvents: 'none', zIndex: '2147483647' });
  document.body.append(layer);
  return layer;
}

const COVERED = 'Available once nothing covers or dims this request';

describe('<tm-confirm-card> arming sees what is painted (IntersectionObserver v2)', () => {
  test('Chromium, where these tests run, tells what is painted over an element', () => {
    expect(tracksVisibility()).toBe(true);
  });

  test('under an opaque layer that lets clicks through, the card does not arm and says so; a real click on Approve does nothing; Deny acts', async () => {
    const cover = decoy();
    const { card, decisions, part } = mount({ armDelayMs: 100 });
    await sleep(600);
    expect(card.armed).toBe(false);
    expect(approveSays(card)).toBe(COVERED);
    await userEvent.click(part('approve'), { force: true });
    expect(decisions).toEqual([]);
    // The layer leaves: the card arms after its delay, and says nothing any more.
    cover.remove();
    await armed(card);
    expect(approveSays(card)).toBeNull();
    await userEvent.click(part('approve'));
    expect(decisions).toEqual([{ decision: 'approve', via: 'button' }]);
    const other = mount();
    decoy();
    await other.card.updateComplete;
    other.part('deny').click();
    expect(other.decisions).toEqual([{ decision: 'deny', via: 'button' }]);
  });

  test('a layer painted over an armed card disarms it; the delay starts over once it leaves', async () => {
    const { card } = mount({ armDelayMs: 100 });
    await armed(card);
    const cover = decoy();
    await vi.waitFor(() => expect(card.armed).toBe(false));
    expect(approveSays(card)).toBe(COVERED);
    cover.remove();
    await armed(card);
  });

  test.each([
    ['opacity', '0.5'],
    ['filter', 'blur(1px)'],
    ['transform', 'scale(0.5)'],
  ] as const)('an ancestor with %s: %s keeps the card unarmed (a card made hard to read is not seen)', async (property, value) => {
    const box = document.createElement('div');
    box.style[property] = value;
    document.body.append(box);
    const { card } = mount({ armDelayMs: 100 }, box);
    await sleep(600);
    expect(card.armed).toBe(false);
    expect(approveSays(card)).toBe(COVERED);
    box.style[property] = '';
    await armed(card);
  });

  test('confirmWith’s own layer and a stack of cards arm: the cards are spaced wider than their shadows', async () => {
    const tm = createToolmark();
    tm.register({ name: 'a', description: 'A', hints: { confirm: 'always' }, run: () => ok() });
    const uninstall = confirmWith(tm, { layout: 'stack', armDelayMs: 100 });
    void tm.call('a', {});
    void tm.call('a', {});
    void tm.call('a', {});
    await vi.waitFor(() => expect(document.querySelectorAll('tm-confirm-card')).toHaveLength(3));
    for (const card of document.querySelectorAll('tm-confirm-card')) await armed(card);
    uninstall();
  });

  test('framedBy reaches the cards; a page that is not framed arms whatever it lists', async () => {
    const tm = createToolmark();
    tm.register({ name: 'a', description: 'A', hints: { confirm: 'always' }, run: () => ok() });
    const uninstall = confirmWith(tm, { framedBy: ['https://partner.example'], armDelayMs: 100 });
    void tm.call('a', {});
    const card = await vi.waitFor(() => document.querySelector('tm-confirm-card')!);
    expect(card.framedBy).toEqual(['https://partner.example']);
    await armed(card);
    uninstall();
  });
});
