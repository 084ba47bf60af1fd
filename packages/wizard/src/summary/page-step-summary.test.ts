// @vitest-environment happy-dom
import { createToolmark, type ConfirmRequest, type ToolmarkOptions } from '@toolmark/core';
import { collectSecrets } from '@toolmark/core/internal';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { registerPageWizard } from '../register-page-wizard.js';

// The card number contains what each escaping changes: JSON, URI components and HTML.
const CARD = `4111 "1111" <1111> & '1111'`;

// A booking as the playground writes it: the review step shows what will be paid in a <dl>.
const PAGE = (template = '') => `
<form id="booking">
  <fieldset data-toolmark-step="passenger" data-toolmark-step-description="Names the passenger">
    <label>Name <input name="fullName" required></label>
    <button type="button" data-go="1">Next</button>
  </fieldset>
  <fieldset data-toolmark-step="payment" hidden>
    <legend>Payment</legend>
    <label>Card number <input name="cardNumber" autocomplete="cc-number" required></label>
    <button type="button" data-go="2">Next</button>
  </fieldset>
  <fieldset data-toolmark-step="review" data-toolmark-step-description="Charges the card" data-toolmark-confirm="always" ${template} hidden>
    <dl><dt>Passenger</dt><dd id="who"></dd><dt>Total</dt><dd id="total">€147</dd></dl>
    <label><input type="checkbox" name="accept" required> I accept the fare rules</label>
    <button type="submit">Pay</button>
  </fieldset>
</form>`;

function setup(
  template?: string,
  decide: (request: ConfirmRequest) => boolean | Promise<boolean> = () => true,
  templates: Record<string, string> = {},
  options: Pick<ToolmarkOptions, 'confirmPolicy'> = {},
) {
  document.body.innerHTML = PAGE(template);
  for (const [step, text] of Object.entries(templates)) document.querySelector(`[data-toolmark-step=${step}]`)!.setAttribute('data-toolmark-summary', text);
  const form = document.querySelector('form')!;
  const sets = [...form.querySelectorAll('fieldset')];
  for (const button of form.querySelectorAll<HTMLButtonElement>('[data-go]')) {
    button.addEventListener('click', () => {
      const to = Number(button.dataset['go']);
      // The page echoes what it should not: the card number, in its review.
      if (to === 2) document.getElementById('who')!.textContent = `${(form.elements.namedItem('fullName') as HTMLInputElement).value}, card ${CARD}`;
      for (const [index, set] of sets.entries()) set.hidden = index !== to;
    });
  }
  // The page takes the booking: it shows no step any more.
  const submitted = vi.fn((event: Event) => {
    event.preventDefault();
    for (const set of sets) set.hidden = true;
  });
  form.addEventListener('submit', submitted);
  const requests: ConfirmRequest[] = [];
  const tm = createToolmark({ dev: true, ...options, confirm: (request) => (requests.push(request), decide(request)) });
  const always = { confirm: 'always' } as const;
  const hints = options.confirmPolicy ? { review: {} } : { passenger: always, payment: always, review: always };
  const wizard = registerPageWizard(tm.scope('shop'), form, { timeoutMs: 500, hints });
  const toReview = async (name = 'Ada') => {
    for (const [tool, input] of [['start', {}], ['passenger', { fullName: name }], ['payment', { cardNumber: CARD }]] as const) {
      const result = await tm.call(`shop.booking.${tool}`, input);
      if (result.isError) throw new Error(JSON.stringify(result));
    }
  };
  return { tm, wizard, form, requests, submitted, toReview };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('spec §15.6 what a page step’s card says', () => {
  test('by default: the step’s description, then what the step shows for review, scrubbed of secrets', async () => {
    const { requests, toReview, tm } = setup();
    await toReview();
    await tm.call('shop.booking.review', { accept: true });
    expect(requests.map((request) => request.summary)).toEqual([
      'Names the passenger.',
      'Payment.',
      'Charges the card. Passenger: Ada, card [redacted]; Total: €147.',
    ]);
  });

  test('data-toolmark-summary: a template filled from the input and from what the step shows', async () => {
    const { requests, toReview, tm, submitted } = setup('data-toolmark-summary="Pay {#total} for {#who}{accept?, accepting the fare rules|, not accepting them}"');
    await toReview();
    expect(await tm.call('shop.booking.review', { accept: true })).toMatchObject({ structuredContent: { done: true } });
    expect(requests.at(-1)?.summary).toBe('Pay €147 for Ada, card [redacted], accepting the fare rules');
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  test('a sensitive field is never filled in: not as written, nor in any escaping of it', async () => {
    const { requests, toReview } = setup('', () => true, { payment: 'Pays with {cardNumber} ({cardNumber?given|none})' });
    await toReview();
    const summary = requests[1]?.summary ?? '';
    expect(summary).toBe('Pays with [redacted] (given)');
    for (const form of collectSecrets({ card: CARD }, ['card'])) expect(summary).not.toContain(form);
    for (const part of ['4111', '1111', '&lt;', '&amp;', '%22']) expect(summary).not.toContain(part);
    // Nor where the page echoed it, in the review's summary.
    expect(requests.map((request) => request.summary).join(' ')).not.toContain('1111');
  });

  test('markup in a value is text in the summary, and braces in it are not placeholders', async () => {
    const { requests, tm } = setup('', () => true, { passenger: 'Book for {fullName}' });
    await tm.call('shop.booking.start');
    await tm.call('shop.booking.passenger', { fullName: '<img src=x onerror=alert(1)> {#total}' });
    expect(requests[0]?.summary).toBe('Book for <img src=x onerror=alert(1)> {#total}');
  });

  test('a call whose card said other than the page says when it runs does not run (page_changed)', async () => {
    let change = false;
    const { tm, toReview, submitted, form } = setup(undefined, () => {
      // While the card is open, the page's review changes (a price update, say).
      if (change) document.getElementById('total')!.textContent = '€999';
      change = false;
      return true;
    });
    await toReview();
    change = true;
    const refused = await tm.call('shop.booking.review', { accept: true });
    expect(refused).toMatchObject({ isError: true, code: 'page_changed' });
    expect(refused.content[0]).toMatchObject({ text: expect.stringContaining("Call 'shop.booking.review' again") });
    expect((form.elements.namedItem('accept') as HTMLInputElement).checked).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    // Asked again, the person confirms what the page says now, and it runs.
    expect(await tm.call('shop.booking.review', { accept: true })).toMatchObject({ structuredContent: { done: true } });
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  test('a call is held to its own card only: one that asked no one runs as the page is, whatever another card said', async () => {
    // Only an accepting review asks a person; the person declines it.
    let accepting = true;
    const { tm, toReview, submitted } = setup(undefined, () => {
      document.getElementById('total')!.textContent = '€999';
      return false;
    }, {}, {
      confirmPolicy: (_tool, input) => accepting && (input as { accept?: boolean }).accept === true,
    });
    await toReview();
    expect(await tm.call('shop.booking.review', { accept: true })).toMatchObject({ code: 'declined' });
    // The page changed while that card was open; a call no one confirmed has no card to match, so
    // the page itself decides (it refuses a review not accepted).
    accepting = false;
    expect(await tm.call('shop.booking.review', { accept: false })).toMatchObject({ code: 'page_rejected_step' });
    expect(submitted).not.toHaveBeenCalled();
  });

  test('TM501: a template naming a field the step does not have warns in development, and is left empty', async () => {
    const warning = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup('data-toolmark-summary="Pay {amount} now"');
    expect(warning).toHaveBeenCalledWith(expect.stringContaining("[toolmark TM501] Step 'review' of wizard 'booking': data-toolmark-summary names {amount}, which is not a field of the step"));
  });
});
