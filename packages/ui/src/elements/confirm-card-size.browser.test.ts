// Issue #23: with long values a card was 823 px tall in an 800 px window, its buttons reachable only
// by scrolling inside it. A card is never taller than the viewport; its input list scrolls instead
// (spec §17.2 Size).
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ConfirmCardElement, ConfirmCardRequest } from './confirm-card.js';
import { confirmWith } from '../confirm-with.js';
import { defineToolmarkElements } from './define-elements.js';
import { armed, expectNoAxeViolations, focused, mountCard } from '../test/dom.js';

defineToolmarkElements();

/** 200 values of 300 characters each: the card shows 50 rows, far more than any screen holds. */
const longInput = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field${i}`, `value ${i} `.padEnd(300, 'lorem ipsum ')]));
const request: ConfirmCardRequest = {
  name: 'forms.submit',
  title: 'Submit the form',
  summary: 'Send 200 answers to the survey',
  hints: { destructive: true },
  input: longInput,
  caller: { kind: 'webmcp' },
};

const VIEWPORTS = [
  { width: 1024, height: 800 },
  { width: 390, height: 844 },
] as const;

let uninstall: (() => void) | undefined;

beforeEach(async () => {
  await page.viewport(1024, 800);
});

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.replaceChildren();
});

const part = (card: ConfirmCardElement, name: string) => card.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

/** Checks that a rect lies entirely inside the viewport. */
function expectInViewport(element: Element): void {
  const rect = element.getBoundingClientRect();
  expect({ top: rect.top >= 0, left: rect.left >= 0, bottom: rect.bottom <= innerHeight, right: rect.right <= innerWidth }).toEqual({
    top: true,
    left: true,
    bottom: true,
    right: true,
  });
}

function expectFits(card: ConfirmCardElement): void {
  expect(innerHeight).toBeGreaterThan(0);
  expect(part(card, 'card').getBoundingClientRect().height).toBeLessThanOrEqual(innerHeight);
  for (const name of ['title', 'summary', 'actions', 'deny', 'approve']) expectInViewport(part(card, name));
  const list = part(card, 'input');
  expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
}

describe('a card with 200 long values fits the viewport', () => {
  for (const { width, height } of VIEWPORTS) {
    test(`in confirmWith's layer at ${width}×${height}: buttons on screen, Approve arms and works without scrolling`, async () => {
      await page.viewport(width, height);
      const tm: Toolmark = createToolmark();
      let ran = false;
      tm.register({ name: 'forms.submit', title: 'Submit the form', description: 'Submits', summary: () => 'Send 200 answers to the survey', hints: { destructive: true }, run: () => ((ran = true), ok('sent')) });
      uninstall = confirmWith(tm);
      const call = tm.call('forms.submit', longInput);
      const card = await new Promise<ConfirmCardElement>((resolve) => {
        const poll = () => (document.querySelector('tm-confirm-card') ? resolve(document.querySelector('tm-confirm-card')!) : setTimeout(poll, 10));
        poll();
      });
      await card.updateComplete;
      expect(innerHeight).toBe(height);
      expectFits(card);
      await armed(card);
      const layer = document.querySelector<HTMLElement>('[data-toolmark-confirm]')!;
      const before = { page: scrollY, layer: layer.scrollTop, list: part(card, 'input').scrollTop, approve: part(card, 'approve').getBoundingClientRect().toJSON() };
      await userEvent.click(part(card, 'approve'));
      expect((await call).code).toBeUndefined();
      expect(ran).toBe(true);
      expect({ page: scrollY, layer: layer.scrollTop, list: before.list }).toEqual({ page: before.page, layer: before.layer, list: 0 });
    });

    test(`alone in the page at ${width}×${height}: never taller than the viewport`, async () => {
      await page.viewport(width, height);
      const { card } = mountCard(request);
      await card.updateComplete;
      expectFits(card);
      await armed(card);
    });
  }

  test('the input list, once it scrolls, is in the tab order with a name, so the keyboard can scroll it', async () => {
    const { card } = mountCard(request);
    await armed(card);
    const list = part(card, 'input');
    await expect.poll(() => list.getAttribute('tabindex')).toBe('0');
    expect(list.getAttribute('aria-label')).toBe('Input');
    await userEvent.tab();
    expect(focused()).toBe(list);
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => list.scrollTop).toBeGreaterThan(0);
    // Approve is still on screen and armed: the actions row did not move.
    expectInViewport(part(card, 'approve'));
    expect(card.armed).toBe(true);
    await expectNoAxeViolations(card);
  });

  test('a short input does not scroll and is not in the tab order', async () => {
    const { card } = mountCard({ ...request, input: { q: 'tea' } });
    await armed(card);
    expect(part(card, 'input').hasAttribute('tabindex')).toBe(false);
  });
});

describe('a card whose title and summary alone do not fit', () => {
  test('keeps its actions on screen: the heading scrolls too', async () => {
    await page.viewport(390, 500);
    const { card } = mountCard({ ...request, title: 'T'.repeat(40) + ' title '.repeat(140), summary: 'summary '.repeat(125) });
    await card.updateComplete;
    expect(part(card, 'card').getBoundingClientRect().height).toBeLessThanOrEqual(innerHeight);
    for (const name of ['actions', 'deny', 'approve']) expectInViewport(part(card, name));
    await armed(card);
  });
});
