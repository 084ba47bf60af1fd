// @vitest-environment happy-dom
import { createToolmark, REDACTED, type ToolmarkEvent } from '@toolmark/core';
import { afterEach, describe, expect, test } from 'vitest';
import { expectCheckoutTools } from './test/checkout.js';
import { registerPageWizard } from './register-page-wizard.js';

const CARD = '4242424242424242';
const BAD_CARD = '4242424242424241';

// A checkout as pages write them: one fieldset shown at a time, the page's own Next / Back logic,
// constraint validation on shipping, a Luhn check with aria-invalid and role=alert on payment.
const PAGE = `
<form id="checkout" data-toolmark-description="the checkout">
  <fieldset id="shipping"><legend>Shipping</legend>
    <label>City <input name="city" required></label>
    <label>Postal code <input name="postal_code" required></label>
    <button type="button" data-go="1">Continue to payment</button>
  </fieldset>
  <fieldset id="payment" hidden><legend>Payment</legend>
    <label>Card number <input name="card_number" autocomplete="cc-number" required aria-errormessage="card-error"></label>
    <p id="card-error" role="alert" hidden></p>
    <button type="button" data-go="0">Back</button>
    <button type="button" data-go="2">Next</button>
  </fieldset>
  <fieldset id="review" hidden><legend>Review</legend>
    <p id="summary"></p>
    <label><input type="checkbox" name="terms" required> I accept the terms</label>
    <button type="button" data-go="1">Back</button>
    <button type="submit">Place order</button>
  </fieldset>
</form>
<p role="status" id="status"></p>`;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function mountPage() {
  document.body.innerHTML = PAGE;
  const form = document.querySelector('form')!;
  const sets = [...form.querySelectorAll('fieldset')];
  const counts = { validations: 0 };
  const valid = (set: HTMLFieldSetElement) => {
    counts.validations++;
    const postal = form.elements.namedItem('postal_code') as HTMLInputElement;
    postal.setCustomValidity(postal.value.startsWith('99') ? 'We do not ship to this postal code' : '');
    const controls = [...set.querySelectorAll('input')];
    if (!controls.map((control) => control.checkValidity()).every(Boolean)) return false;
    if (set.id !== 'payment') return true;
    const card = form.elements.namedItem('card_number') as HTMLInputElement;
    const error = document.getElementById('card-error')!;
    const ok = luhn(card.value.replace(/\s/g, ''));
    card.setAttribute('aria-invalid', String(!ok));
    error.textContent = ok ? '' : 'This card number is not valid';
    error.hidden = ok;
    return ok;
  };
  for (const button of form.querySelectorAll<HTMLButtonElement>('[data-go]')) {
    button.addEventListener('click', () => {
      const from = sets.find((set) => !set.hidden)!;
      const to = Number(button.dataset['go']);
      if (sets.indexOf(from) < to && !valid(from)) return;
      if (to === 2) document.getElementById('summary')!.textContent = `Card ending ${(form.elements.namedItem('card_number') as HTMLInputElement).value.slice(-4)}`;
      for (const [index, set] of sets.entries()) set.hidden = index !== to;
    });
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.hidden = true;
    document.getElementById('status')!.textContent = 'Order A-1042 placed';
  });
  return { form, counts };
}

function setup(options: Parameters<typeof registerPageWizard>[2] = {}) {
  const page = mountPage();
  const tm = createToolmark({ dev: true, confirm: () => true });
  const events: ToolmarkEvent[] = [];
  tm.subscribe((event) => events.push(event));
  const wizard = registerPageWizard(tm.scope('shop'), page.form, options);
  const shown = () => [...page.form.querySelectorAll('fieldset')].filter((set) => !set.hidden).map((set) => set.id);
  return { ...page, tm, events, wizard, shown };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('spec §15.4 steps, schemas and descriptions from the page', () => {
  test('the fieldsets shown one at a time become steps with the schemas of their controls', () => {
    const { tm } = setup();
    const payment = expectCheckoutTools(tm);
    expect(payment).toMatchObject({
      inputSchema: { type: 'object', properties: { card_number: { type: 'string', description: 'Card number' } }, required: ['card_number'] },
    });
    expect(payment?.description).toBe("Step 2 of 3 of shop.checkout: Payment. Fills in this step's fields, then moves on.");
    expect(tm.manifest().find((entry) => entry.name === 'shop.checkout.review')?.description).toBe(
      "Step 3 of 3 of shop.checkout: Review. Fills in this step's fields, then submits the form.",
    );
    expect(tm.info('shop.checkout.payment')?.sensitivePaths).toContain('card_number');
  });

  test('a step refuses the parameters of other steps', async () => {
    const { tm } = setup();
    await tm.call('shop.checkout.start');
    const result = await tm.call('shop.checkout.shipping', { city: 'Lyon', postal_code: '69001', card_number: CARD });
    expect(result).toMatchObject({ code: 'invalid_input', issues: [{ path: 'card_number' }] });
  });

  test('a page without recognisable steps is refused', () => {
    document.body.innerHTML = '<form id="f"><fieldset><input name="a"></fieldset><fieldset><input name="b"></fieldset></form>';
    const tm = createToolmark({ dev: true });
    expect(() => registerPageWizard(tm, document.querySelector('form')!)).toThrow(expect.objectContaining({ code: 'invalid_definition' }));
  });
});

describe('spec §15.4 moving on with the page', () => {
  test('a step fills its controls, clicks the page’s Next and follows the page to the next step', async () => {
    const { tm, wizard, shown, counts, form } = setup();
    expect((await tm.call('shop.checkout.start')).structuredContent).toMatchObject({ started: true, next: { step: 'shipping' } });
    const shipped = await tm.call('shop.checkout.shipping', { city: 'Lyon', postal_code: '69001' });
    expect(shipped.structuredContent).toMatchObject({ completed: 'shipping', next: { step: 'payment', tool: 'shop.checkout.payment' } });
    expect((form.elements.namedItem('city') as HTMLInputElement).value).toBe('Lyon');
    expect(counts.validations).toBe(1);
    expect(shown()).toEqual(['payment']);
    expect(wizard.current()).toBe('payment');
  });

  test('constraint validation refusing a step is page_rejected_step with the validation message', async () => {
    const { tm, wizard, shown } = setup();
    await tm.call('shop.checkout.start');
    const result = await tm.call('shop.checkout.shipping', { city: 'Lyon', postal_code: '99000' });
    expect(result).toMatchObject({
      isError: true,
      code: 'page_rejected_step',
      issues: [{ path: 'postal_code', message: "'postal_code': We do not ship to this postal code" }],
    });
    expect(result.content[0]).toMatchObject({ text: expect.stringContaining("call 'shop.checkout.shipping' again") });
    expect(shown()).toEqual(['shipping']);
    expect(wizard.current()).toBe('shipping');
  });

  test('aria-invalid with its error message and the role=alert text name the field once', async () => {
    const { tm, wizard } = setup();
    await tm.call('shop.checkout.start');
    await tm.call('shop.checkout.shipping', { city: 'Lyon', postal_code: '69001' });
    const result = await tm.call('shop.checkout.payment', { card_number: BAD_CARD });
    expect(result).toMatchObject({ code: 'page_rejected_step', issues: [{ path: 'card_number', message: "'card_number': This card number is not valid" }] });
    expect(wizard.current()).toBe('payment');
    expect((await tm.call('shop.checkout.payment', { card_number: CARD })).structuredContent).toMatchObject({ next: { step: 'review' } });
  });

  test('the last step submits the form and reports the page’s status message', async () => {
    const { tm, wizard } = setup();
    await tm.call('shop.checkout.start');
    await tm.call('shop.checkout.shipping', { city: 'Lyon', postal_code: '69001' });
    await tm.call('shop.checkout.payment', { card_number: CARD });
    const done = await tm.call('shop.checkout.review', { terms: true });
    expect(done.structuredContent).toEqual({ done: true, completed: 'review', value: { submitted: true, message: 'Order A-1042 placed' } });
    expect(wizard.state()).toMatchObject({ status: 'done', current: null });
  });

  test('a page that answers nothing is step_timeout after the timeout', async () => {
    const { tm, form } = setup({ timeoutMs: 50 });
    form.querySelector<HTMLButtonElement>('#shipping [data-go]')!.replaceWith(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Next' }));
    await tm.call('shop.checkout.start');
    expect((await tm.call('shop.checkout.shipping', { city: 'Lyon', postal_code: '69001' })).code).toBe('step_timeout');
  });
});

describe('spec §15.4 start, back and the person’s own clicks', () => {
  test('back clicks the page’s Back button; the page and the wizard both return', async () => {
    const { tm, wizard, shown } = setup();
    await tm.call('shop.checkout.start');
    await tm.call('shop.checkout.shipping', { city: 'Lyon', postal_code: '69001' });
    const back = await tm.call('shop.checkout.back');
    expect(back.structuredContent).toMatchObject({ back: true, next: { step: 'shipping' } });
    expect(shown()).toEqual(['shipping']);
    expect(wizard.state()).toMatchObject({ current: 'shipping', completed: {} });
  });

  test('the person clicking Next and Back is followed, with tool:changed events', async () => {
    const { tm, wizard, form, events } = setup();
    await tm.call('shop.checkout.start');
    (form.elements.namedItem('city') as HTMLInputElement).value = 'Paris';
    (form.elements.namedItem('postal_code') as HTMLInputElement).value = '75001';
    events.length = 0;
    form.querySelector<HTMLButtonElement>('#shipping [data-go]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(wizard.state()).toMatchObject({ current: 'payment', completed: { shipping: { city: 'Paris', postal_code: '75001' } } });
    expect(events.some((event) => event.type === 'tool:changed')).toBe(true);
    expect((await tm.call('shop.checkout.shipping', { city: 'Lyon', postal_code: '69001' })).code).toBe('not_current_step');
    form.querySelector<HTMLButtonElement>('#payment [data-go="0"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(wizard.current()).toBe('shipping');
  });

  test('start begins at the step the page shows, earlier steps completed with the page’s values, secrets redacted', async () => {
    const { tm, form } = setup();
    (form.elements.namedItem('city') as HTMLInputElement).value = 'Paris';
    (form.elements.namedItem('postal_code') as HTMLInputElement).value = '75001';
    form.querySelector<HTMLButtonElement>('#shipping [data-go]')!.click();
    (form.elements.namedItem('card_number') as HTMLInputElement).value = CARD;
    form.querySelector<HTMLButtonElement>('#payment [data-go="2"]')!.click();
    const started = await tm.call('shop.checkout.start');
    expect(started.structuredContent).toMatchObject({ next: { step: 'review' } });
    expect(tm.state('shop.checkout.start')).toMatchObject({
      current: 'review',
      completed: { shipping: { city: 'Paris', postal_code: '75001' }, payment: { card_number: REDACTED } },
    });
  });

  test('start fails when the page shows no step', async () => {
    const { tm, form } = setup();
    form.hidden = true;
    expect((await tm.call('shop.checkout.start')).code).toBe('no_step_shown');
  });

  test('dispose unregisters the tools and stops following the page', async () => {
    const { tm, wizard, form } = setup();
    await tm.call('shop.checkout.start');
    wizard.dispose();
    form.querySelector<HTMLButtonElement>('#shipping [data-go]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tm.manifest()).toEqual([]);
    expect(wizard.current()).toBe('shipping');
  });
});

describe('spec §15.3 the card number goes nowhere', () => {
  test('not in state, manifest, events or results, even when the page echoes it', async () => {
    const { tm, events, form } = setup();
    // A careless page that echoes the card number in its confirmation.
    form.addEventListener('submit', () => {
      document.getElementById('status')!.textContent = `Charged card ${(form.elements.namedItem('card_number') as HTMLInputElement).value}`;
    });
    const results = [
      await tm.call('shop.checkout.start'),
      await tm.call('shop.checkout.shipping', { city: 'Lyon', postal_code: '69001' }),
      await tm.call('shop.checkout.payment', { card_number: BAD_CARD }),
      await tm.call('shop.checkout.payment', { card_number: CARD }),
    ];
    const states = tm.manifest().map((entry) => tm.state(entry.name));
    results.push(await tm.call('shop.checkout.review', { terms: true }));
    const everything = JSON.stringify([results, events, tm.manifest(), states]);
    expect(everything).not.toContain(CARD);
    expect(everything).not.toContain(BAD_CARD);
    expect(everything).not.toContain(CARD.slice(0, 12));
    expect(results.at(-1)?.structuredContent).toMatchObject({ value: { message: `Charged card ${REDACTED}` } });
  });
});
