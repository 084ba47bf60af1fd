import { expect, test, type Page } from '@playwright/test';
import type { ToolResult } from '@toolmark/core';
import { FIXTURES } from '../urls';

const CARD = '4242 4242 4242 4242';
const CARD_DIGITS = '4242424242424242';
const BAD_CARD = '4242 4242 4242 4241';
const CVC = '737';

const SHIPPING = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  street: '12 Rue de la Paix',
  city: 'Lyon',
  postal_code: '69001',
  country: 'FR',
};
const PAYMENT = { card_name: 'Ada Lovelace', card_number: CARD, card_expiry: '12/39', card_cvc: CVC };

/** Calls a tool the way an in-page agent does: through the registry, nothing else. */
function call(page: Page, name: string, input: unknown = {}): Promise<ToolResult> {
  return page.evaluate(([name, input]) => window.wizardFixture.tm.call(name, input), [name, input] as const);
}

/** Reads what native WebMCP lists now. */
function nativeTools(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const context = (document as unknown as { modelContext: { getTools(): Promise<{ name: string }[]> } }).modelContext;
    return (await context.getTools()).map((tool) => tool.name).sort();
  });
}

const shownStep = (page: Page) => page.locator('#checkout .step.current').getAttribute('id');

test.beforeEach(async ({ page }) => {
  await page.goto(`${FIXTURES}/wizard/checkout.html`);
  // Generous: the machine running the suite may be busy when the first page loads.
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 15_000 });
});

test('an agent checks out with tool calls only; the page’s own validation runs; the card number goes nowhere', async ({ page }) => {
  const results: ToolResult[] = [];
  const run = async (name: string, input?: unknown) => {
    const result = await call(page, name, input);
    results.push(result);
    return result;
  };

  expect((await run('shop.checkout.start')).structuredContent).toMatchObject({ started: true, next: { step: 'shipping' } });
  expect((await run('shop.checkout.shipping', SHIPPING)).structuredContent).toMatchObject({
    completed: 'shipping',
    next: { step: 'payment', inputSchema: { required: ['card_name', 'card_number', 'card_expiry', 'card_cvc'] } },
  });
  expect(await shownStep(page)).toBe('payment');

  // A card number that fails the page's own Luhn check: the page refuses, the result names the field.
  const validationsBefore = await page.evaluate(() => window.wizardFixture.log.validations);
  const refused = await run('shop.checkout.payment', { ...PAYMENT, card_number: BAD_CARD });
  expect(refused).toMatchObject({
    isError: true,
    code: 'page_rejected_step',
    issues: [{ path: 'card_number', message: "'card_number': This card number is not valid. Check the 16 digits on the front of your card." }],
  });
  expect(await page.evaluate(() => window.wizardFixture.log.validations)).toBe(validationsBefore + 1);
  await expect(page.locator('input[name=card_number]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#card-number-error')).toBeVisible();
  expect(await shownStep(page)).toBe('payment');

  expect((await run('shop.checkout.payment', PAYMENT)).structuredContent).toMatchObject({ completed: 'payment', next: { step: 'review' } });
  await expect(page.locator('#summary-card')).toHaveText('•••• 4242');
  await expect(page.locator('#summary-address')).toContainText('Ada Lovelace, 12 Rue de la Paix, 69001 Lyon, FR');

  const done = await run('shop.checkout.review', { accept_terms: true, note: 'Leave it with the concierge' });
  expect(done).toMatchObject({
    structuredContent: { done: true, completed: 'review', value: { submitted: true, message: 'Thank you! Order TM-1042 is confirmed and ships to Lyon.' } },
  });
  await expect(page.locator('#confirmation')).toBeVisible();
  expect(await page.evaluate(() => window.wizardFixture.log.orders)).toEqual(['TM-1042']);
  // A person confirmed placing the order, as the step's hints asked.
  expect(await page.evaluate(() => window.wizardFixture.confirms.map((request) => request.name))).toEqual(['shop.checkout.review']);

  const handedOut = await page.evaluate(() => {
    const { tm, events, confirms } = window.wizardFixture;
    return JSON.stringify({ events, confirms, manifest: tm.manifest(), states: tm.manifest().map((entry) => tm.state(entry.name)) });
  });
  const everything = JSON.stringify(results) + handedOut + JSON.stringify(await nativeTools(page));
  for (const secret of [CARD, CARD_DIGITS, BAD_CARD, CVC]) expect(everything).not.toContain(secret);
  expect(handedOut).toContain('"card_number":"[redacted]"');
});

test('the wizard follows the person’s own Next and Back clicks', async ({ page }) => {
  await call(page, 'shop.checkout.start');
  for (const [name, value] of Object.entries(SHIPPING)) {
    if (name === 'country') await page.selectOption('select[name=country]', value);
    else await page.fill(`input[name=${name}]`, value);
  }
  await page.click('text=Continue to payment');
  await expect.poll(() => page.evaluate(() => window.wizardFixture.tm.state('shop.checkout.start'))).toMatchObject({
    current: 'payment',
    completed: { shipping: { city: 'Lyon', country: 'FR' } },
  });
  expect((await call(page, 'shop.checkout.shipping', SHIPPING)).code).toBe('not_current_step');
  await page.click('#payment button.back');
  await expect.poll(() => page.evaluate(() => window.wizardFixture.wizard.current())).toBe('shipping');
});

test('back presses the page’s Back button; the page’s own constraint messages come back as issues', async ({ page }) => {
  await call(page, 'shop.checkout.start');
  await call(page, 'shop.checkout.shipping', SHIPPING);
  expect((await call(page, 'shop.checkout.back')).structuredContent).toMatchObject({ back: true, next: { step: 'shipping' } });
  expect(await shownStep(page)).toBe('shipping');

  expect((await call(page, 'shop.checkout.payment', PAYMENT)).code).toBe('not_current_step');

  // A rule only the page knows (as an address check would set it): the browser's validation message names the field.
  await page.evaluate(() => document.querySelector<HTMLInputElement>('input[name=street]')!.setCustomValidity('We do not deliver to PO boxes'));
  const rejected = await call(page, 'shop.checkout.shipping', { ...SHIPPING, street: 'PO Box 12' });
  expect(rejected).toMatchObject({ code: 'page_rejected_step', issues: [{ path: 'street', message: "'street': We do not deliver to PO boxes" }] });
});

test('native WebMCP lists start, back, cancel and only the current step', async ({ page }) => {
  const wizardTools = async () => (await nativeTools(page)).filter((name) => name.startsWith('shop.checkout.'));
  expect(await wizardTools()).toEqual(['shop.checkout.back', 'shop.checkout.cancel', 'shop.checkout.start']);
  await call(page, 'shop.checkout.start');
  await expect.poll(wizardTools).toEqual(['shop.checkout.back', 'shop.checkout.cancel', 'shop.checkout.shipping', 'shop.checkout.start']);
  await call(page, 'shop.checkout.shipping', SHIPPING);
  await expect.poll(wizardTools).toEqual(['shop.checkout.back', 'shop.checkout.cancel', 'shop.checkout.payment', 'shop.checkout.start']);
  expect(await page.evaluate(() => window.wizardFixture.kind)).toBe('native');
});
