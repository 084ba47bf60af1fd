// @vitest-environment happy-dom
// Spec §14.11 Confirmation: a served form whose hints ask for a person runs through the page's
// registry (its card), one that asks no one runs as natively, and without a registry it is refused.
import { createToolmark, type ConfirmRequest } from '@toolmark/core';
import { afterEach, describe, expect, test } from 'vitest';
import { scanForms } from '../scan/scan-forms.js';
import { fakeModelContext, settled } from './fake-model-context.test-support.js';
import { REGISTRY_RUN } from './served-gate.js';
import { serveDeclarativeForms } from './serve-declarative-forms.js';

const cleanup: (() => void)[] = [];
afterEach(() => {
  cleanup.splice(0).reverse().forEach((clean) => clean());
  delete (document as { modelContext?: unknown }).modelContext;
  document.body.innerHTML = '';
});

/** A page with one served form, its registry and the card's answer. */
function setup(attributes: string, approve: boolean | undefined) {
  document.body.innerHTML = `<form id="f" toolname="pay" tooldescription="Pays" toolautosubmit ${attributes}><input name="to"><button>Pay</button></form>`;
  const form = document.getElementById('f') as HTMLFormElement;
  const cards: ConfirmRequest[] = [];
  const tm = createToolmark(approve === undefined ? {} : { confirm: (request) => (cards.push(request), approve) });
  const context = fakeModelContext();
  (document as { modelContext?: unknown }).modelContext = context;
  const submits: boolean[] = [];
  form.addEventListener('submit', (event) => {
    submits.push(REGISTRY_RUN in form);
    event.preventDefault();
    (event as unknown as { respondWith(value: unknown): void }).respondWith('paid');
  });
  return { form, tm, context, cards, submits };
}

describe('spec §14.11 the gate of a served form', () => {
  test('data-toolmark-confirm: the registry’s card first, with the form tool’s summary; the run is a call of the registry, marked meanwhile', async () => {
    const { tm, context, cards, submits } = setup('data-toolmark-confirm', true);
    cleanup.push(serveDeclarativeForms(context, document, { registry: () => tm }).dispose, scanForms(tm).dispose);
    const events: string[] = [];
    cleanup.push(tm.subscribe((event) => events.push(event.type)));
    const result = await context.run('pay', { to: 'alice' });
    expect(cards).toMatchObject([{ name: 'pay', summary: 'Fill in and submit “pay”', input: { to: 'alice' }, caller: { kind: 'webmcp' } }]);
    expect(result).toMatchObject({ content: [{ type: 'text', text: 'paid' }] });
    expect(submits).toEqual([true]);
    expect(events).toEqual(['call:started', 'call:confirming', 'call:running', 'call:finished']);
  });

  test('declined: rejects with the registry’s words; nothing is filled or submitted', async () => {
    const { tm, context, submits, form } = setup('data-toolmark-destructive', false);
    cleanup.push(serveDeclarativeForms(context, document, { registry: () => tm }).dispose, scanForms(tm).dispose);
    await expect(context.run('pay', { to: 'alice' })).rejects.toMatchObject({ name: 'UnknownError', message: expect.stringContaining("The person declined 'pay'") });
    expect(submits).toEqual([]);
    expect((form.elements.namedItem('to') as HTMLInputElement).value).toBe('');
    expect(REGISTRY_RUN in form).toBe(false);
  });

  test('the page’s code hints count (scanForms options.hints), as for the form tool', async () => {
    const { tm, context, cards } = setup('', false);
    cleanup.push(serveDeclarativeForms(context, document, { registry: () => tm }).dispose, scanForms(tm, document, { hints: { consequential: true } }).dispose);
    await expect(context.run('pay', { to: 'alice' })).rejects.toMatchObject({ name: 'UnknownError' });
    expect(cards).toHaveLength(1);
  });

  test('without a registry, or without the form’s tool in it, a form that asks is refused: there is no one to ask', async () => {
    const { tm, context, submits, form } = setup('data-toolmark-confirm', true);
    cleanup.push(serveDeclarativeForms(context, document, { registry: () => tm }).dispose);
    await settled();
    const refused = { name: 'UnknownError', message: "'pay' needs a person's confirmation, and this page has no way to ask for it" };
    await expect(context.run('pay', { to: 'alice' })).rejects.toMatchObject(refused);
    cleanup.pop()!();
    cleanup.push(serveDeclarativeForms(context).dispose);
    await expect(context.run('pay', { to: 'alice' })).rejects.toMatchObject(refused);
    expect(submits).toEqual([]);
    expect((form.elements.namedItem('to') as HTMLInputElement).value).toBe('');
  });

  test('a form that asks no one runs as natively: filled and submitted before execute returns, the page’s answer as it is', async () => {
    const { tm, context, cards, submits } = setup('data-toolmark-confirm="false"', true);
    cleanup.push(serveDeclarativeForms(context, document, { registry: () => tm }).dispose, scanForms(tm).dispose);
    const run = context.run('pay', { to: 'alice' });
    expect(submits).toEqual([false]);
    expect(await run).toBe('paid');
    expect(cards).toEqual([]);
  });
});
