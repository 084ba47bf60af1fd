import { createToolmark, fail, ok, type Toolmark, type ToolResult } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ActivityElement } from './activity.js';
import { confirmWith } from '../confirm-with.js';
import { defineToolmarkElements } from './define-elements.js';
import type { SpotlightElement } from './spotlight.js';
import { armed, composedDomText, expectNoAxeViolations, settled } from '../test/dom.js';
import type { ToolListElement } from './tool-list.js';

defineToolmarkElements();

const SECRET = 'sw0rdfish-7781';
let tm: Toolmark;
let release: () => void = () => {};

beforeEach(() => {
  tm = createToolmark({ compileJsonSchema: fromJsonSchema });
  tm.register({
    name: 'flights.search',
    title: 'Search flights',
    description: 'Finds flights between two airports',
    hints: { readOnly: true, openWorld: true },
    jsonSchema: {
      type: 'object',
      properties: {
        origin: { type: 'string', description: 'IATA code' },
        passengers: { type: 'integer', minimum: 1 },
        cabin: { enum: ['eco', 'business'] },
        direct: { type: 'boolean' },
      },
      required: ['origin'],
      additionalProperties: false,
    },
    run: (input) => ok(input),
  });
  tm.register({
    name: 'account.login',
    title: 'Log in',
    description: 'Logs in',
    jsonSchema: {
      type: 'object',
      properties: { user: { type: 'string' }, password: { type: 'string', writeOnly: true } },
      required: ['user', 'password'],
    },
    sensitivePaths: () => ['password'],
    run: (input: Record<string, unknown>, ctx) => {
      ctx.progress({ message: `checking ${String(input['password'])}` });
      return input['password'] === SECRET ? ok(`Welcome ${String(input['user'])} (${SECRET})`) : fail('bad_login', `Wrong password ${String(input['password'])}`);
    },
  });
  tm.register({
    name: 'cart.empty',
    title: 'Empty the cart',
    description: 'Removes every product',
    hints: { destructive: true },
    anchors: { cart: '#cart', total: () => document.getElementById('total') },
    run: () => new Promise<ToolResult>((resolve) => (release = () => resolve(ok('emptied')))),
  });
});

afterEach(() => {
  document.body.replaceChildren();
});

function mount<K extends 'tm-tool-list' | 'tm-activity' | 'tm-spotlight'>(tag: K): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.tm = tm;
  document.body.append(element);
  return element;
}

const $ = <E extends Element = HTMLElement>(element: Element, selector: string) => element.shadowRoot!.querySelector<E>(selector)!;
const $$ = (element: Element, selector: string) => [...element.shadowRoot!.querySelectorAll<HTMLElement>(selector)];

async function open(list: ToolListElement, name: string): Promise<HTMLElement> {
  const item = $$(list, 'li.tool').find((li) => li.textContent?.includes(name))!;
  item.querySelector('summary')!.click();
  await vi.waitFor(() => expect(item.querySelector('form')).not.toBeNull());
  return item;
}

describe('<tm-tool-list>', () => {
  test('lists the manifest and follows tools coming and going', async () => {
    const list = mount('tm-tool-list');
    await list.updateComplete;
    expect($$(list, '.name').map((el) => el.textContent)).toEqual(['Log in', 'Empty the cart', 'Search flights']);
    const handle = tm.register({ name: 'about', description: 'About the shop', run: () => ok() });
    await list.updateComplete;
    expect($$(list, '.name').map((el) => el.textContent)).toContain('about');
    handle.dispose();
    await list.updateComplete;
    expect($$(list, '.name').map((el) => el.textContent)).not.toContain('about');
  });

  test('filters by name, title or description', async () => {
    const list = mount('tm-tool-list');
    list.setAttribute('filter', 'AIRPORT');
    await list.updateComplete;
    expect($$(list, '.name').map((el) => el.textContent)).toEqual(['Search flights']);
    list.filter = 'account.';
    await list.updateComplete;
    expect($$(list, '.name').map((el) => el.textContent)).toEqual(['Log in']);
  });

  test('renders a tool’s input schema as a form, and runs it', async () => {
    const list = mount('tm-tool-list');
    await list.updateComplete;
    const results: unknown[] = [];
    list.addEventListener('tm-result', (event) => results.push(event.detail.result.structuredContent));
    const item = await open(list, 'Search flights');
    const labels = [...item.querySelectorAll('label')].map((label) => label.textContent?.replace(/\s+/g, ' ').trim());
    expect(labels).toEqual(['origin (required)', 'passengers', 'cabin', 'direct']);
    await userEvent.type(item.querySelector<HTMLInputElement>('input[name="origin"]')!, 'PAR');
    await userEvent.type(item.querySelector<HTMLInputElement>('input[name="passengers"]')!, '2');
    // Options read as their values, without JSON quotes (issue #23).
    expect([...item.querySelectorAll('select option')].map((option) => option.textContent)).toEqual(['—', 'eco', 'business']);
    await userEvent.selectOptions(item.querySelector('select')!, 'business');
    await userEvent.click(item.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await userEvent.click(item.querySelector('button[type="submit"]')!);
    await vi.waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]).toEqual({ origin: 'PAR', passengers: 2, cabin: 'business', direct: true });
    await list.updateComplete;
    expect(item.querySelector('[part="result"]')?.textContent).toContain('"origin":"PAR"');
  });

  test('shows the registry’s validation message', async () => {
    const list = mount('tm-tool-list');
    await list.updateComplete;
    const item = await open(list, 'Search flights');
    await userEvent.click(item.querySelector('button[type="submit"]')!);
    await vi.waitFor(() => expect(item.querySelector('[part="result"]')?.textContent).toContain("Missing required parameter 'origin'"));
    expect(item.querySelector('[part="result"]')?.classList.contains('error')).toBe(true);
  });

  test('goes through confirmation like any call', async () => {
    const uninstall = confirmWith(tm);
    const list = mount('tm-tool-list');
    await list.updateComplete;
    const item = await open(list, 'Empty the cart');
    await userEvent.click(item.querySelector('button[type="submit"]')!);
    await vi.waitFor(() => expect(document.querySelector('tm-confirm-card')).not.toBeNull());
    expect(document.querySelector('tm-confirm-card')!.request?.caller).toEqual({ kind: 'ui' });
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(item.querySelector('[part="result"]')?.textContent).toContain('[declined]'));
    uninstall();
  });

  test('a secret typed into the form is not kept, and its echo is redacted', async () => {
    const list = mount('tm-tool-list');
    await list.updateComplete;
    const item = await open(list, 'Log in');
    const password = item.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password.type).toBe('password');
    await userEvent.type(item.querySelector<HTMLInputElement>('input[name="user"]')!, 'ada');
    await userEvent.type(password, SECRET);
    await userEvent.click(item.querySelector('button[type="submit"]')!);
    await vi.waitFor(() => expect(item.querySelector('[part="result"]')?.textContent).toContain('Welcome ada'));
    expect(item.querySelector('[part="result"]')?.textContent).toContain('[redacted]');
    expect(composedDomText()).not.toContain(SECRET);
  });

  test('has no axe violations, closed and open', async () => {
    const list = mount('tm-tool-list');
    await list.updateComplete;
    await expectNoAxeViolations(list);
    for (const name of ['Search flights', 'Log in']) await open(list, name);
    await expectNoAxeViolations(list);
  });
});

describe('<tm-activity>', () => {
  test('logs calls live: started, waiting, running with progress, finished, declined, failed', async () => {
    const log = mount('tm-activity');
    await log.updateComplete;
    expect($(log, '[part="empty"]').textContent).toBe('No calls yet.');
    await tm.call('flights.search', { origin: 'PAR' });
    await tm.call('flights.search', {});
    const emptying = tm.call('cart.empty', {}, { timeoutMs: 5_000 });
    await log.updateComplete;
    // No confirmation handler: declined.
    expect((await emptying).code).toBe('declined');
    await log.updateComplete;
    const rows = $$(log, 'li').map((li) => [li.querySelector('.name')?.textContent, li.querySelector('.status')?.textContent]);
    expect(rows).toEqual([
      ['flights.search', 'finished'],
      ['flights.search', 'failed (invalid_input)'],
      ['cart.empty', 'declined (declined)'],
    ]);
    expect($(log, '[role="log"]')).not.toBeNull();
  });

  test('shows a running call and its progress, then its outcome', async () => {
    const log = mount('tm-activity');
    const uninstall = confirmWith(tm);
    const call = tm.call('cart.empty', {});
    await vi.waitFor(() => expect(document.querySelector('tm-confirm-card')).not.toBeNull());
    await log.updateComplete;
    expect($(log, 'li .status').textContent).toBe('waiting for confirmation');
    await armed(document.querySelector('tm-confirm-card')!);
    document.querySelector('tm-confirm-card')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
    await vi.waitFor(() => expect($(log, 'li .status').textContent).toBe('running'));
    release();
    await call;
    await log.updateComplete;
    expect($(log, 'li .status').textContent).toBe('finished');
    expect($(log, 'li .message').textContent).toBe('emptied');
    uninstall();
  });

  test('never shows a sensitive value from input, progress or result', async () => {
    const log = mount('tm-activity');
    await tm.call('account.login', { user: 'ada', password: SECRET });
    await tm.call('account.login', { user: 'ada', password: `${SECRET}-wrong` });
    await log.updateComplete;
    const text = composedDomText(log);
    expect(text).toContain('Welcome ada');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('sw0rdfish');
  });

  test('keeps the newest entries up to its limit, and can be cleared', async () => {
    const log = mount('tm-activity') as ActivityElement;
    log.limit = 2;
    await log.updateComplete;
    for (const origin of ['A', 'B', 'C']) await tm.call('flights.search', { origin });
    await log.updateComplete;
    const outputs = $$(log, 'li [part="output"]').map((dl) => [...dl.querySelectorAll('dt, dd')].map((el) => el.textContent?.trim()));
    expect(outputs).toEqual([
      ['origin', 'B'],
      ['origin', 'C'],
    ]);
    log.clear();
    await log.updateComplete;
    expect($$(log, 'li')).toEqual([]);
  });

  test('stops listening when it leaves the page', async () => {
    const log = mount('tm-activity');
    log.remove();
    await tm.call('flights.search', { origin: 'PAR' });
    expect(log.entries).toEqual([]);
  });

  test('has no axe violations', async () => {
    const log = mount('tm-activity');
    await tm.call('flights.search', { origin: 'PAR' });
    await tm.call('flights.search', {});
    await log.updateComplete;
    await expectNoAxeViolations(log);
  });
});

describe('<tm-spotlight>', () => {
  function page() {
    const cart = document.createElement('section');
    cart.id = 'cart';
    cart.textContent = 'Cart';
    Object.assign(cart.style, { position: 'absolute', left: '40px', top: '200px', width: '300px', height: '120px' });
    const total = document.createElement('p');
    total.id = 'total';
    total.textContent = 'Total';
    Object.assign(total.style, { position: 'absolute', left: '40px', top: '400px', width: '100px', height: '20px', margin: '0' });
    document.body.append(cart, total);
    return { cart, total };
  }

  const boxes = (spotlight: SpotlightElement) => $$(spotlight, '.box');

  test('outlines a tool’s anchors while its call waits, then while it runs, then stops', async () => {
    const { cart } = page();
    const spotlight = mount('tm-spotlight');
    const uninstall = confirmWith(tm);
    await spotlight.updateComplete;
    expect(boxes(spotlight)).toEqual([]);
    const call = tm.call('cart.empty', {});
    await vi.waitFor(() => expect(boxes(spotlight)).toHaveLength(2));
    await spotlight.updateComplete;
    const [box] = boxes(spotlight);
    const outline = box!.getBoundingClientRect();
    const target = cart.getBoundingClientRect();
    expect(outline.left).toBeLessThan(target.left);
    expect(outline.right).toBeGreaterThan(target.right);
    expect(outline.top).toBeLessThan(target.top);
    expect(outline.bottom).toBeGreaterThan(target.bottom);
    expect(box!.classList.contains('confirming')).toBe(true);
    expect(box!.textContent?.trim()).toBe('Empty the cart: waiting for your decision');
    const card = await armed(document.querySelector('tm-confirm-card')!);
    card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click();
    await vi.waitFor(() => expect(boxes(spotlight)[0]?.classList.contains('running')).toBe(true));
    release();
    await call;
    await spotlight.updateComplete;
    expect(boxes(spotlight)).toEqual([]);
    uninstall();
  });

  test('follows the anchors when the page scrolls', async () => {
    const { cart } = page();
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
    const spotlight = mount('tm-spotlight');
    const uninstall = confirmWith(tm);
    const call = tm.call('cart.empty', {});
    await vi.waitFor(() => expect(boxes(spotlight)).toHaveLength(2));
    await spotlight.updateComplete;
    scrollTo(0, 100);
    await settled();
    await spotlight.updateComplete;
    const outline = boxes(spotlight)[0]!.getBoundingClientRect();
    expect(Math.round(outline.top)).toBe(Math.round(cart.getBoundingClientRect().top - 4));
    uninstall();
    await call;
    scrollTo(0, 0);
  });

  test('is hidden from assistive technology and lets the pointer through', async () => {
    page();
    const spotlight = mount('tm-spotlight');
    const uninstall = confirmWith(tm);
    const call = tm.call('cart.empty', {});
    await vi.waitFor(() => expect(boxes(spotlight)).toHaveLength(2));
    expect($(spotlight, 'div').getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(spotlight).pointerEvents).toBe('none');
    await expectNoAxeViolations(spotlight);
    uninstall();
    await call;
  });
});
