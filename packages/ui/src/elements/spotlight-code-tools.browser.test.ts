// <tm-spotlight> for tools defined in code (issue #23, spec §17.6): a tool's `anchors` (spec §1.9), a
// selector or a getter, are outlined while its call waits for confirmation and while it runs; anchors
// that find nothing outline nothing and break nothing.
import { createToolmark, defineTool, ok, type Toolmark, type ToolResult } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { confirmWith } from '../confirm-with.js';
import { defineToolmarkElements } from './define-elements.js';
import { forceColorScheme } from '../test/color-scheme.js';
import { armed, expectNoAxeViolations } from '../test/dom.js';
import type { SpotlightElement } from './spotlight.js';

defineToolmarkElements();

let tm: Toolmark;
let uninstall: () => void = () => {};
let restore: () => void = () => {};
let release: () => void = () => {};
const errors: unknown[] = [];
const onError = (event: ErrorEvent) => errors.push(event.error);

function button(id: string, top: number): HTMLButtonElement {
  const element = document.createElement('button');
  element.id = id;
  element.textContent = id;
  Object.assign(element.style, { position: 'absolute', left: '60px', top: `${top}px`, width: '160px', height: '40px' });
  document.body.append(element);
  return element;
}

// A run that lasts until the test releases it, so the running outline can be read.
const held = () => new Promise<ToolResult>((resolve) => (release = () => resolve(ok('done'))));

beforeEach(() => {
  tm = createToolmark();
  errors.length = 0;
  addEventListener('error', onError);
  uninstall = confirmWith(tm);
  // In a scope, as a site registers them: the spotlight reads the full name from the events.
  tm.scope('shop').register(
    defineTool({
      name: 'cart.add',
      title: 'Add to cart',
      description: 'Adds the product on screen to the cart',
      hints: { confirm: 'always' },
      anchors: { button: '#add-to-cart' },
      run: held,
    }),
  );
  tm.register(
    defineTool({
      name: 'cart.checkout',
      title: 'Check out',
      description: 'Goes to the checkout',
      hints: { confirm: 'always' },
      anchors: { total: () => document.getElementById('total'), buttons: () => document.querySelectorAll('.pay') },
      run: held,
    }),
  );
  tm.register(
    defineTool({
      name: 'cart.lost',
      title: 'Nowhere',
      description: 'Anchors that find nothing',
      hints: { confirm: 'always' },
      anchors: {
        missing: '#not-in-the-page',
        broken: '#[not a selector',
        none: () => null as unknown as Element,
        throws: () => {
          throw new Error('the view is gone');
        },
        hidden: () => document.getElementById('hidden'),
      },
      run: () => ok('done'),
    }),
  );
});

afterEach(() => {
  uninstall();
  restore();
  restore = () => {};
  removeEventListener('error', onError);
  document.body.replaceChildren();
});

function mount(): SpotlightElement {
  const element = document.createElement('tm-spotlight');
  element.tm = tm;
  document.body.append(element);
  return element;
}

const boxes = (spotlight: SpotlightElement) => [...spotlight.shadowRoot!.querySelectorAll<HTMLElement>('.box')];
const card = () => document.querySelector('tm-confirm-card')!;

function expectAround(box: HTMLElement, target: Element): void {
  const outline = box.getBoundingClientRect();
  const rect = target.getBoundingClientRect();
  expect(outline.left).toBeLessThan(rect.left);
  expect(outline.top).toBeLessThan(rect.top);
  expect(outline.right).toBeGreaterThan(rect.right);
  expect(outline.bottom).toBeGreaterThan(rect.bottom);
}

describe('<tm-spotlight> and tools defined in code (issue #23)', () => {
  test('outlines a code tool’s selector anchor while its call confirms, then while it runs, then stops', async () => {
    const target = button('add-to-cart', 300);
    const spotlight = mount();
    const call = tm.call('shop.cart.add', {});
    await vi.waitFor(() => expect(boxes(spotlight)).toHaveLength(1));
    await spotlight.updateComplete;
    const [waiting] = boxes(spotlight);
    expect(waiting!.dataset['tool']).toBe('shop.cart.add');
    expect(waiting!.classList.contains('confirming')).toBe(true);
    expect(waiting!.textContent?.trim()).toBe('Add to cart: waiting for your decision');
    expectAround(waiting!, target);
    await armed(card());
    card().shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
    await vi.waitFor(() => expect(boxes(spotlight)[0]?.classList.contains('running')).toBe(true));
    await spotlight.updateComplete;
    expect(boxes(spotlight)[0]!.textContent?.trim()).toBe('Add to cart: running');
    expectAround(boxes(spotlight)[0]!, target);
    release();
    expect((await call).isError).toBeFalsy();
    await spotlight.updateComplete;
    expect(boxes(spotlight)).toEqual([]);
  });

  test('outlines every element its getters return, an element or a list of them, with one label', async () => {
    const total = button('total', 200);
    const pay = [button('pay-card', 300), button('pay-bank', 400)];
    for (const element of pay) element.className = 'pay';
    const spotlight = mount();
    const call = tm.call('cart.checkout', {});
    await vi.waitFor(() => expect(boxes(spotlight)).toHaveLength(3));
    await spotlight.updateComplete;
    boxes(spotlight).forEach((box, index) => expectAround(box, [total, ...pay][index]!));
    expect(boxes(spotlight).filter((box) => box.querySelector('[part="label"]'))).toHaveLength(1);
    card().shadowRoot!.querySelector<HTMLButtonElement>('[part~="deny"]')!.click();
    expect((await call).code).toBe('declined');
    await spotlight.updateComplete;
    expect(boxes(spotlight)).toEqual([]);
  });

  test('anchors that find nothing (no match, a bad selector, a getter giving null or throwing, a hidden element) outline nothing and throw nothing', async () => {
    const hidden = button('hidden', 100);
    hidden.style.display = 'none';
    const spotlight = mount();
    const call = tm.call('cart.lost', {});
    await vi.waitFor(() => expect(card()).not.toBeNull());
    await spotlight.updateComplete;
    expect(boxes(spotlight)).toEqual([]);
    await armed(card());
    card().shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
    expect(await call).toMatchObject({ content: [{ type: 'text', text: 'done' }] });
    await spotlight.updateComplete;
    expect(boxes(spotlight)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an anchor that appears while the call waits is outlined from the next frame', async () => {
    const spotlight = mount();
    const call = tm.call('shop.cart.add', {});
    await vi.waitFor(() => expect(card()).not.toBeNull());
    await spotlight.updateComplete;
    expect(boxes(spotlight)).toEqual([]);
    // A single-page app renders the button after the call started.
    const target = button('add-to-cart', 250);
    await vi.waitFor(() => expect(boxes(spotlight)).toHaveLength(1));
    await spotlight.updateComplete;
    expectAround(boxes(spotlight)[0]!, target);
    card().shadowRoot!.querySelector<HTMLButtonElement>('[part~="deny"]')!.click();
    await call;
  });

  test('follows the theme: light and dark defaults, a page’s --tm-spotlight-color wins', async () => {
    button('add-to-cart', 300);
    const spotlight = mount();
    const call = tm.call('shop.cart.add', {});
    await vi.waitFor(() => expect(boxes(spotlight)).toHaveLength(1));
    await spotlight.updateComplete;
    const colour = () => getComputedStyle(boxes(spotlight)[0]!).borderTopColor;
    const colours: Record<string, string> = {};
    for (const scheme of ['light', 'dark'] as const) {
      restore = forceColorScheme(scheme);
      colours[scheme] = colour();
      await expectNoAxeViolations(spotlight);
      restore();
      restore = () => {};
    }
    expect(colours).toEqual({ light: 'rgb(179, 38, 30)', dark: 'rgb(255, 123, 114)' });
    document.body.style.setProperty('--tm-spotlight-confirming', 'rgb(1, 2, 3)');
    expect(colour()).toBe('rgb(1, 2, 3)');
    document.body.style.removeProperty('--tm-spotlight-confirming');
    card().shadowRoot!.querySelector<HTMLButtonElement>('[part~="deny"]')!.click();
    await call;
  });
});
