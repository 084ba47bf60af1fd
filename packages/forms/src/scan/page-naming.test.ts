// @vitest-environment happy-dom
// Page naming (spec §14.13): what an agent gets from forms that were not written for agents.
import { createToolmark } from '@toolmark/core';
import { afterEach, describe, expect, test } from 'vitest';
import { defineFormTool } from '../define-form-tool.js';
import { synthesizeSchema } from '../schema/synthesize-schema.js';
import { collectFields } from './collect-fields.js';
import { isPlaceholderOption, pageNaming, slug } from './page-naming.js';

afterEach(() => {
  document.body.innerHTML = '';
});

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

const names = (f: HTMLFormElement, naming?: 'page' | 'native') => collectFields(f, naming === 'page' ? { naming: pageNaming } : {}).map((field) => field.name);

describe('spec §14.13 parameter names', () => {
  test('name, else id, else label text, aria-label or placeholder, slugged', () => {
    const f = form(`<input name="q"><input id="firstName"><label>Last name <input></label>
      <input aria-label="Postal code"><input placeholder="Promo code"><button>Go</button>`);
    expect(names(f, 'page')).toEqual(['q', 'firstName', 'last_name', 'postal_code', 'promo_code']);
  });

  test("Chromium's naming stays the default: unnamed controls share the empty name, and are dropped", () => {
    const f = form('<input name="q"><input id="a"><input id="b">');
    expect(names(f)).toEqual(['q']);
    expect(names(f, 'native')).toEqual(['q']);
  });

  test('a shared name that is not a group is split by id; a radio group stays one field', () => {
    const f = form(`<input name="updates[]" id="Quantity-1" type="number"><input name="updates[]" id="Quantity-2" type="number">
      <input type="radio" name="r" value="a"><input type="radio" name="r" value="b">`);
    expect(names(f, 'page')).toEqual(['Quantity-1', 'Quantity-2', 'r']);
    expect(names(f, 'native')).toEqual(['r']);
  });

  test('a disabled control does not make a name shared; hidden inputs and buttons are not renamed', () => {
    const f = form('<input name="a"><input name="a" disabled><input type="hidden" id="h"><button id="b"></button>');
    expect(names(f, 'page')).toEqual(['a']);
  });

  test('slug', () => {
    expect(slug('  Name on card: ')).toBe('name_on_card');
    expect(slug('***')).toBe('');
  });
});

describe('spec §14.13 choices', () => {
  const PAYMENT = `<input id="credit" name="paymentMethod" type="radio" checked required><label for="credit">Credit card</label>
    <input id="debit" name="paymentMethod" type="radio" required><label for="debit">Debit card</label>
    <input name="paymentMethod" type="radio" required><label>PayPal <input name="paymentMethod" type="radio" required></label>`;

  test('radios without a value are told apart by id, else label; natively they all read "on"', () => {
    const f = form(PAYMENT);
    const page = synthesizeSchema(f, { naming: pageNaming }).schema as { properties: { paymentMethod: { enum: string[] } } };
    expect(page.properties.paymentMethod.enum).toEqual(['credit', 'debit', 'on', 'paypal']);
    const native = synthesizeSchema(f).schema as typeof page;
    expect(native.properties.paymentMethod.enum).toEqual(['on', 'on', 'on', 'on']);
  });

  test('a duplicate key gets a suffix', () => {
    const f = form('<input type="radio" name="r"><input type="radio" name="r">');
    expect(collectFields(f, { naming: pageNaming })[0]!.choices!.map((choice) => choice.value)).toEqual(['on', 'on_2']);
  });

  test('filling a page-named choice clicks that radio, and state() reports its key', async () => {
    const f = form(PAYMENT);
    const tm = createToolmark();
    tm.register(defineFormTool(f, { name: 'checkout', description: 'Checks out', naming: 'page' }));
    const result = await tm.call('checkout', { paymentMethod: 'debit' });
    expect(result.isError).toBeFalsy();
    expect((document.getElementById('debit') as HTMLInputElement).checked).toBe(true);
    expect(tm.state('checkout')).toMatchObject({ paymentMethod: 'debit' });
  });

  test('a required select leaves out its placeholder, and "" is refused; an optional one keeps it', async () => {
    const f = form(`<select id="country" required><option value="">Choose...</option><option>United States</option></select>
      <select id="state"><option value="">Choose...</option><option>California</option></select>`);
    const { properties } = synthesizeSchema(f, { naming: pageNaming }).schema as { properties: Record<string, { enum: string[] }> };
    expect(properties['country']!.enum).toEqual(['United States']);
    expect(properties['state']!.enum).toEqual(['', 'California']);
    const tm = createToolmark();
    tm.register(defineFormTool(f, { name: 'address', description: 'Address', naming: 'page' }));
    const refused = await tm.call('address', { country: '' });
    expect(refused).toMatchObject({ isError: true, code: 'invalid_input' });
    expect((await tm.call('address', { country: 'United States' })).isError).toBeFalsy();
    // Natively the placeholder is a choice, as Chromium has it.
    expect((synthesizeSchema(f).schema as { properties: typeof properties }).properties).toEqual({});
  });

  test('placeholder options', () => {
    document.body.innerHTML = `<select><option value="">---------</option><option value="">— Select a size —</option>
      <option value="">None</option><option value="x">Choose</option></select>`;
    expect([...document.querySelector('select')!.options].map(isPlaceholderOption)).toEqual([true, true, false, false]);
  });
});
