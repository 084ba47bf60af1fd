import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { afterEach, describe, expect, test } from 'vitest';
import type { ConfirmCardRequest } from './confirm-card.js';
import { defineToolmarkElements } from './define-elements.js';
import { forceColorScheme } from '../test/color-scheme.js';
import { armed, expectNoAxeViolations, mountCard } from '../test/dom.js';

defineToolmarkElements();

const destructive: ConfirmCardRequest = {
  name: 'shop.cart.empty',
  title: 'Empty the cart',
  summary: 'Remove all 3 products from the cart',
  hints: { destructive: true, openWorld: true },
  input: { reason: 'start over', items: [{ sku: 'A-1', qty: 2 }] },
  caller: { kind: 'webmcp' },
};
const harmless: ConfirmCardRequest = { ...destructive, name: 'shop.search', title: 'Search', hints: { readOnly: true }, input: { q: 'tea' } };

let restore: () => void = () => {};

afterEach(() => {
  restore();
  restore = () => {};
  document.body.replaceChildren();
  document.head.querySelectorAll('style[data-test]').forEach((style) => style.remove());
});

function pageStyle(text: string): void {
  const style = document.createElement('style');
  style.dataset['test'] = '';
  style.textContent = text;
  document.head.append(style);
}

/** The computed colours of a mounted card's dialog, Approve and title. */
async function cardColours(request: ConfirmCardRequest = harmless) {
  const { card, part } = mountCard(request);
  await card.updateComplete;
  const dialog = getComputedStyle(part('card')!);
  const approve = getComputedStyle(part('approve')!);
  const colours = { bg: dialog.backgroundColor, fg: dialog.color, approveBg: approve.backgroundColor, approveFg: approve.color };
  card.remove();
  return colours;
}

describe('theme tokens (spec §17.8)', () => {
  test('the card has light defaults and different dark defaults', async () => {
    restore = forceColorScheme('light');
    const light = await cardColours();
    restore();
    restore = forceColorScheme('dark');
    const dark = await cardColours();
    expect(light).toEqual({ bg: 'rgb(255, 255, 255)', fg: 'rgb(27, 31, 36)', approveBg: 'rgb(11, 87, 208)', approveFg: 'rgb(255, 255, 255)' });
    expect(dark).toEqual({ bg: 'rgb(28, 33, 40)', fg: 'rgb(230, 237, 243)', approveBg: 'rgb(68, 147, 248)', approveFg: 'rgb(13, 17, 23)' });
  });

  test('a page-set --tm-* wins over the defaults in both schemes', async () => {
    pageStyle('body { --tm-bg: rgb(1, 2, 3); --tm-fg: rgb(250, 251, 252); --tm-accent: rgb(4, 5, 6); }');
    for (const scheme of ['light', 'dark'] as const) {
      restore = forceColorScheme(scheme);
      const colours = await cardColours();
      restore();
      restore = () => {};
      expect({ scheme, ...colours }).toMatchObject({ scheme, bg: 'rgb(1, 2, 3)', fg: 'rgb(250, 251, 252)', approveBg: 'rgb(4, 5, 6)' });
    }
  });

  test('the panels paint their background, so dark text colours never sit on a light page', async () => {
    const tm = createToolmark();
    restore = forceColorScheme('dark');
    const log = Object.assign(document.createElement('tm-activity'), { tm });
    document.body.append(log);
    await log.updateComplete;
    expect(getComputedStyle(log).backgroundColor).toBe('rgb(28, 33, 40)');
    expect(getComputedStyle(log).color).toBe('rgb(230, 237, 243)');
  });

  test('dark defaults: axe finds no violations on the card, unarmed and armed, plain and destructive', async () => {
    restore = forceColorScheme('dark');
    // Apart, as confirmWith stacks them: in Chromium a card under its neighbour's shadow is covered
    // and never arms (spec §17.2 Arming, IntersectionObserver v2).
    pageStyle('tm-confirm-card { display: block; margin: 48px 0; }');
    const plain = mountCard(harmless, { allowSession: true });
    const danger = mountCard(destructive);
    await Promise.all([plain.card.updateComplete, danger.card.updateComplete]);
    await expectNoAxeViolations(document.body);
    await Promise.all([armed(plain.card), armed(danger.card)]);
    await expectNoAxeViolations(document.body);
  });

  test('dark defaults: axe finds no violations on the tool list and the activity log', async () => {
    const tm: Toolmark = createToolmark({ compileJsonSchema: fromJsonSchema });
    tm.register({
      name: 'flights.search',
      title: 'Search flights',
      description: 'Finds flights',
      hints: { readOnly: true },
      jsonSchema: { type: 'object', properties: { origin: { type: 'string', description: 'IATA code' } }, required: ['origin'] },
      run: (input) => ok(input),
    });
    restore = forceColorScheme('dark');
    const list = Object.assign(document.createElement('tm-tool-list'), { tm });
    const log = Object.assign(document.createElement('tm-activity'), { tm });
    document.body.append(list, log);
    await tm.call('flights.search', { origin: 'PAR' });
    await tm.call('flights.search', {});
    await Promise.all([list.updateComplete, log.updateComplete]);
    list.shadowRoot!.querySelector('details')?.setAttribute('open', '');
    await list.updateComplete;
    await expectNoAxeViolations(document.body);
  });
});
