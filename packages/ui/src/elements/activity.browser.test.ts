// <tm-activity> as a person reads it (issue #23, spec §17.5): each entry's redacted input as rows, a
// readable result (text, rows, the error), newest first on request, and the dark defaults.
import { createToolmark, fail, ok, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { ActivityElement } from './activity.js';
import { defineToolmarkElements } from './define-elements.js';
import { forceColorScheme } from '../test/color-scheme.js';
import { composedDomText, composedHtml, expectNoAxeViolations } from '../test/dom.js';

defineToolmarkElements();

const SECRET = 'k3ystone-Vault-5512';
let tm: Toolmark;
let restore: () => void = () => {};

beforeEach(() => {
  tm = createToolmark({ compileJsonSchema: fromJsonSchema });
  tm.register({
    name: 'cart.add',
    description: 'Adds a product',
    hints: { readOnly: true },
    jsonSchema: { type: 'object', properties: { sku: { type: 'string' }, qty: { type: 'integer' } }, required: ['sku'] },
    run: (input) => ok(input),
  });
  tm.register({
    name: 'flights.search',
    description: 'Finds flights',
    hints: { readOnly: true },
    run: () => ({ content: [{ type: 'text', text: 'Found 2 flights' }, { type: 'text', text: 'Cheapest: €89' }] }),
  });
  tm.register({ name: 'stock.check', description: 'Checks stock', hints: { readOnly: true }, run: () => fail('out_of_stock', 'TM-MUG is sold out') });
  tm.register({ name: 'essay.write', description: 'Writes', hints: { readOnly: true }, run: () => ok('w'.repeat(1_000)) });
  tm.register({
    name: 'payment.pay',
    description: 'Pays with a card',
    hints: { readOnly: true },
    jsonSchema: {
      type: 'object',
      properties: { amount: { type: 'number' }, card: { type: 'object', properties: { number: { type: 'string' }, holder: { type: 'string' } } } },
    },
    sensitivePaths: () => ['card.number'],
    // Echoes the secret everywhere it can: progress, text and structured content.
    run: (input: Record<string, unknown>, ctx) => {
      const card = input['card'] as { number: string; holder: string };
      ctx.progress({ message: `charging ${card.number}` });
      return { content: [{ type: 'text', text: `Charged card ${card.number}` }], structuredContent: { charged: input['amount'], card: card.number } };
    },
  });
});

afterEach(() => {
  restore();
  restore = () => {};
  document.body.replaceChildren();
});

function mount(init: Partial<ActivityElement> = {}): ActivityElement {
  const element = document.createElement('tm-activity');
  Object.assign(element, init);
  element.tm = tm;
  document.body.append(element);
  return element;
}

const items = (log: ActivityElement) => [...log.shadowRoot!.querySelectorAll<HTMLElement>('li')];
const rows = (item: Element, part: 'input' | 'output') =>
  [...item.querySelectorAll(`[part="${part}"] [part="row"]`)].map((row) => [row.querySelector('dt')!.textContent!.trim(), row.querySelector('dd')!.textContent!.trim()]);

describe('<tm-activity> entries (issue #23)', () => {
  test('shows each call’s input as key / value rows, and a structured result as rows, not JSON', async () => {
    const log = mount();
    await tm.call('cart.add', { sku: 'TM-MUG', qty: 2 });
    await log.updateComplete;
    const [item] = items(log);
    expect(rows(item!, 'input')).toEqual([
      ['sku', 'TM-MUG'],
      ['qty', '2'],
    ]);
    expect(rows(item!, 'output')).toEqual([
      ['sku', 'TM-MUG'],
      ['qty', '2'],
    ]);
    // ok()'s JSON text of the structured result is not shown beside its rows.
    expect(item!.querySelector('[part="message"]')).toBeNull();
    expect(item!.textContent).not.toContain('{"sku"');
  });

  test('shows text blocks as text, a failure’s code and message, and a long text cut with its count', async () => {
    const log = mount();
    await tm.call('flights.search', {});
    await tm.call('stock.check', {});
    await tm.call('essay.write', {});
    await log.updateComplete;
    const [search, stock, essay] = items(log);
    expect(search!.querySelector('[part="message"]')!.textContent).toBe('Found 2 flights\nCheapest: €89');
    expect(stock!.querySelector('.status')!.textContent).toBe('failed (out_of_stock)');
    expect(stock!.querySelector('[part="message"]')!.textContent).toBe('TM-MUG is sold out');
    expect(essay!.querySelector('[part="message"]')!.textContent).toBe(`${'w'.repeat(300)}… (700 more characters not shown)`);
  });

  test('order="newest-first" shows the newest entry on top; entries stay oldest first', async () => {
    const log = mount();
    log.setAttribute('order', 'newest-first');
    for (const sku of ['A', 'B', 'C']) await tm.call('cart.add', { sku });
    await log.updateComplete;
    expect(items(log).map((item) => rows(item, 'input')[0]![1])).toEqual(['C', 'B', 'A']);
    expect(log.entries.map((entry) => entry.input?.rows[0]?.value)).toEqual(['A', 'B', 'C']);
    log.order = 'oldest-first';
    await log.updateComplete;
    expect(items(log).map((item) => rows(item, 'input')[0]![1])).toEqual(['A', 'B', 'C']);
    // Any other value is the default.
    log.setAttribute('order', 'sideways');
    await log.updateComplete;
    expect(items(log).map((item) => rows(item, 'input')[0]![1])).toEqual(['A', 'B', 'C']);
  });

  test('a secret at a sensitive path is masked in the input and appears nowhere in the log’s DOM', async () => {
    const log = mount({ order: 'newest-first' });
    const result = await tm.call('payment.pay', { amount: 42, card: { number: SECRET, holder: 'Ada' } });
    expect(result.isError).toBeFalsy();
    await log.updateComplete;
    const [item] = items(log);
    expect(rows(item!, 'input')).toEqual([
      ['amount', '42'],
      ['card.number', '••••••hidden'],
      ['card.holder', 'Ada'],
    ]);
    // The mask shows dots, hidden from assistive technology, and reads "hidden", as on the card.
    const masked = item!.querySelectorAll('[part="input"] [part="value"]')[1]!;
    expect(masked.querySelector('[aria-hidden="true"]')!.textContent).toBe('••••••');
    expect(masked.querySelector('.sr-only')!.textContent).toBe('hidden');
    expect(item!.querySelector('[part="message"]')!.textContent).toBe('Charged card [redacted]');
    for (const text of [composedDomText(log), composedHtml(log)]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('k3ystone');
    }
  });

  test('lists 10 rows of a long input and counts the rest', async () => {
    tm.register({ name: 'form.send', description: 'Sends a long form', hints: { readOnly: true }, run: () => ok('sent') });
    const log = mount();
    await tm.call('form.send', Object.fromEntries(Array.from({ length: 13 }, (_, n) => [`field${n}`, `value ${n}`])));
    await log.updateComplete;
    const [item] = items(log);
    expect(rows(item!, 'input')).toHaveLength(10);
    expect(item!.querySelector('.more')!.textContent).toBe('3 more values not shown');
    await expectNoAxeViolations(log);
  });

  test('has no axe violations in light and dark, and paints no light box on a dark page', async () => {
    const log = mount();
    await tm.call('cart.add', { sku: 'TM-MUG', qty: 2 });
    await tm.call('stock.check', {});
    await tm.call('payment.pay', { amount: 1, card: { number: SECRET, holder: 'Ada' } });
    await log.updateComplete;
    for (const scheme of ['light', 'dark'] as const) {
      restore = forceColorScheme(scheme);
      await expectNoAxeViolations(log);
      const row = log.shadowRoot!.querySelector('li')!;
      const colours = { bg: getComputedStyle(log).backgroundColor, border: getComputedStyle(row).borderBottomColor };
      restore();
      restore = () => {};
      expect({ scheme, ...colours }).toEqual(
        scheme === 'light'
          ? { scheme, bg: 'rgb(255, 255, 255)', border: 'rgb(208, 215, 222)' }
          : { scheme, bg: 'rgb(28, 33, 40)', border: 'rgb(55, 62, 71)' },
      );
    }
  });
});
