// <tm-tool-list>'s fields as the schema says (issue #23, spec §17.4): option labels without JSON
// quotes, values that keep their JSON type, number bounds and steps, string lengths, no pattern;
// and the dark defaults.
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { defineToolmarkElements } from './define-elements.js';
import { forceColorScheme } from '../test/color-scheme.js';
import { expectNoAxeViolations } from '../test/dom.js';
import type { ToolListElement } from './tool-list.js';

defineToolmarkElements();

let tm: Toolmark;
let restore: () => void = () => {};

beforeEach(() => {
  tm = createToolmark({ compileJsonSchema: fromJsonSchema });
  tm.register({
    name: 'extras.add',
    title: 'Add an extra',
    description: 'Adds an extra to the booking',
    hints: { readOnly: true },
    jsonSchema: {
      type: 'object',
      properties: {
        kind: { enum: ['bag', 'seat', 2, null] },
        cabin: { oneOf: [{ const: 'eco', title: 'Economy' }, { const: 'biz', title: 'Business' }] },
        count: { type: 'integer', minimum: 1, maximum: 9 },
        weight: { type: 'number', exclusiveMinimum: 0, maximum: 32, multipleOf: 0.5 },
        nights: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 15 },
        price: { type: 'number' },
        code: { type: 'string', minLength: 3, maxLength: 8, pattern: '^(a+)+$' },
      },
      required: ['kind'],
    },
    run: (input) => ok(input),
  });
});

afterEach(() => {
  restore();
  restore = () => {};
  document.body.replaceChildren();
});

async function openForm(): Promise<{ list: ToolListElement; item: HTMLElement }> {
  const list = document.createElement('tm-tool-list');
  list.tm = tm;
  document.body.append(list);
  await list.updateComplete;
  const item = list.shadowRoot!.querySelector<HTMLElement>('li.tool')!;
  item.querySelector('summary')!.click();
  await vi.waitFor(() => expect(item.querySelector('form')).not.toBeNull());
  return { list, item };
}

const control = <E extends Element = HTMLInputElement>(item: Element, name: string) => item.querySelector<E>(`[name="${name}"]`)!;
const attributes = (element: Element, names: string[]) => Object.fromEntries(names.map((name) => [name, element.getAttribute(name)]));

describe('<tm-tool-list> fields (issue #23)', () => {
  test('options read as text, not JSON; titled variants read as their titles', async () => {
    const { item } = await openForm();
    const labels = (name: string) => [...control<HTMLSelectElement>(item, name).options].map((option) => option.textContent);
    expect(labels('kind')).toEqual(['bag', 'seat', '2', 'null']);
    expect(labels('cabin')).toEqual(['—', 'Economy', 'Business']);
  });

  test('a chosen option is sent with its JSON type', async () => {
    const { list, item } = await openForm();
    const results: unknown[] = [];
    list.addEventListener('tm-result', (event) => results.push(event.detail.result.structuredContent));
    for (const label of ['2', 'null']) {
      await userEvent.selectOptions(control<HTMLSelectElement>(item, 'kind'), label);
      await userEvent.selectOptions(control<HTMLSelectElement>(item, 'cabin'), 'Business');
      await userEvent.click(item.querySelector('button[type="submit"]')!);
      await vi.waitFor(() => expect(results).toHaveLength(label === '2' ? 1 : 2));
    }
    expect(results).toEqual([
      { kind: 2, cabin: 'biz' },
      { kind: null, cabin: 'biz' },
    ]);
  });

  test('number fields carry min, max and step; string fields minlength and maxlength, never pattern', async () => {
    const { item } = await openForm();
    const numeric = ['type', 'min', 'max', 'step'];
    expect(attributes(control(item, 'count'), numeric)).toEqual({ type: 'number', min: '1', max: '9', step: '1' });
    expect(attributes(control(item, 'weight'), numeric)).toEqual({ type: 'number', min: '0.5', max: '32', step: '0.5' });
    expect(attributes(control(item, 'nights'), numeric)).toEqual({ type: 'number', min: '1', max: '14', step: '1' });
    expect(attributes(control(item, 'price'), numeric)).toEqual({ type: 'number', min: null, max: null, step: 'any' });
    expect(attributes(control(item, 'code'), ['type', 'minlength', 'maxlength', 'pattern'])).toEqual({
      type: 'text',
      minlength: '3',
      maxlength: '8',
      pattern: null,
    });
  });

  test('the browser holds a value out of bounds back, and lets a value on a step through', async () => {
    const { item } = await openForm();
    const weight = control(item, 'weight');
    await userEvent.type(weight, '33');
    expect(weight.validity.rangeOverflow).toBe(true);
    await userEvent.clear(weight);
    await userEvent.type(weight, '7.5');
    expect(weight.validity.valid).toBe(true);
    const count = control(item, 'count');
    await userEvent.type(count, '0');
    expect(count.validity.rangeUnderflow).toBe(true);
  });

  test('has no axe violations, open, in light and dark; fields follow the panel’s colours', async () => {
    const { list, item } = await openForm();
    for (const scheme of ['light', 'dark'] as const) {
      restore = forceColorScheme(scheme);
      await expectNoAxeViolations(list);
      const field = getComputedStyle(control(item, 'code'));
      const colours = { panel: getComputedStyle(list).backgroundColor, field: field.backgroundColor, text: field.color };
      restore();
      restore = () => {};
      expect({ scheme, ...colours }).toEqual(
        scheme === 'light'
          ? { scheme, panel: 'rgb(255, 255, 255)', field: 'rgb(255, 255, 255)', text: 'rgb(27, 31, 36)' }
          : { scheme, panel: 'rgb(28, 33, 40)', field: 'rgb(28, 33, 40)', text: 'rgb(230, 237, 243)' },
      );
    }
  });
});
