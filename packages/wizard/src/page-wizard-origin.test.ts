// @vitest-environment happy-dom
// Spec §15.4 (issue 33, one rule for every submit): a page wizard's last step never submits its form
// to another origin for an agent; the step is filled, the form left to the person, the agent told.
// Its hints come from the one markup reader of the forms (`data-toolmark-confirm` alone asks).
import { createToolmark } from '@toolmark/core';
import { afterEach, describe, expect, test } from 'vitest';
import { registerPageWizard } from './register-page-wizard.js';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A two-step wizard whose form posts where `action` says; every submit is counted and prevented. */
function mount(action: string, confirm = '') {
  document.body.innerHTML = `
    <form id="order" data-toolmark-description="An order" ${action}>
      <fieldset id="who"><legend>Who</legend><input name="name"><button type="button" id="next">Next</button></fieldset>
      <fieldset id="pay" hidden ${confirm}><legend>Pay</legend><input name="amount"><button type="submit">Pay</button></fieldset>
    </form><p role="status" id="status"></p>`;
  const form = document.querySelector('form')!;
  document.getElementById('next')!.addEventListener('click', () => {
    document.getElementById('who')!.hidden = true;
    document.getElementById('pay')!.hidden = false;
  });
  let submits = 0;
  form.addEventListener('submit', (event) => {
    submits++;
    event.preventDefault();
    document.getElementById('status')!.textContent = 'Paid';
    document.getElementById('pay')!.hidden = true;
  });
  const tm = createToolmark({ confirm: () => true });
  registerPageWizard(tm, form);
  return { tm, form, submits: () => submits };
}

describe('spec §15.4 the last step and another origin', () => {
  test('an action on another origin: filled, not submitted, the agent told the person submits it', async () => {
    const { tm, form, submits } = mount('action="https://evil.example/collect"');
    await tm.call('order.start', {});
    await tm.call('order.who', { name: 'ada' });
    const result = await tm.call('order.pay', { amount: '5' });
    expect(submits()).toBe(0);
    expect((form.elements.namedItem('amount') as HTMLInputElement).value).toBe('5');
    expect(result.structuredContent).toMatchObject({ done: true, value: { submitted: false, awaitingPerson: true, message: 'Filled in; it sends to another site, so it waits for the person to submit it.' } });
  });

  test('the page’s own origin: submitted as before', async () => {
    const { tm, submits } = mount('action="/pay"');
    await tm.call('order.start', {});
    await tm.call('order.who', { name: 'ada' });
    expect((await tm.call('order.pay', { amount: '5' })).structuredContent).toMatchObject({ done: true, value: { submitted: true, message: 'Paid' } });
    expect(submits()).toBe(1);
  });

  test('data-toolmark-confirm with no value on a step asks, as on a form', () => {
    const { tm } = mount('', 'data-toolmark-confirm');
    expect(tm.info('order.pay')?.hints).toMatchObject({ confirm: 'always' });
    expect(tm.info('order.who')?.hints.confirm).toBeUndefined();
  });
});
