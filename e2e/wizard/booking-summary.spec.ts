// The static playground's booking wizard in Chromium (spec §15.6): an agent's call of a markup
// wizard's step shows a card that says in plain words what will run — the review step from its
// data-toolmark-summary template, the other steps from their descriptions — never a raw field and
// value as its only description, a sensitive value in no form, and markup as text.
import { expect, test, type Page } from '@playwright/test';

const CARD = '4111 1111 1111 1111';
const SEARCH = { from: 'LIS', to: 'CPH', date: '2026-06-12', passengers: 1, cabin: 'economy' };
const PASSENGER = { flight: 'SK 278', fullName: 'Ada Lovelace', email: 'ada@example.com' };
// The name as the card shows it: the name on a card is sensitive (cc-name), so page text holding it
// is redacted in a summary wherever it appears, the passenger's name too if it were the same text.
const PAYMENT = { cardholder: 'ADA LOVELACE', cardNumber: CARD, expiry: '12/30', cvc: '737' };

/** Starts a call the way an in-page agent does, through the script tag's registry; it may wait for a card. */
function call(page: Page, name: string, input: unknown): Promise<void> {
  return page.evaluate(([name, input]) => {
    const { tm } = (window as unknown as { Toolmark: { tm: { call(name: string, input: unknown): Promise<{ isError?: boolean; code?: string }> } } }).Toolmark;
    const results = ((window as unknown as { results?: unknown[] }).results ??= []);
    void tm.call(name, input).then((result) => results.push({ name, result }));
  }, [name, input] as const);
}

/** Waits for the result of the last call of a tool. */
async function resultOf(page: Page, name: string): Promise<{ isError?: boolean; code?: string; structuredContent?: unknown }> {
  await expect.poll(() => page.evaluate((name) => ((window as unknown as { results?: { name: string }[] }).results ?? []).some((entry) => entry.name === name), name)).toBe(true);
  return page.evaluate((name) => ((window as unknown as { results: { name: string; result: never }[] }).results.filter((entry) => entry.name === name).pop() as { result: never }).result, name);
}

const card = (page: Page) => page.locator('tm-confirm-card');
const summary = (page: Page) => card(page).locator('[part=summary]');
/** The card's visible text, as the person reads it (its shadow root's rendered text). */
const cardText = (page: Page) => card(page).evaluate((element) => (element.shadowRoot!.querySelector('[part=card]') as HTMLElement).innerText);

/** Approves the card on screen, as the person does. */
async function approve(page: Page): Promise<void> {
  await card(page).getByRole('button', { name: 'Approve' }).click();
  await expect(card(page)).toHaveCount(0);
}

async function open(page: Page, everyStepAsks = false): Promise<void> {
  if (everyStepAsks) {
    // The same page with every step asking a person, so each step's card can be read.
    await page.route('**/static.html', async (route) => {
      const body = (await (await route.fetch()).text()).replace(/data-toolmark-step="(passenger|payment)"/g, '$& data-toolmark-confirm="always"');
      await route.fulfill({ body, contentType: 'text/html' });
    });
  }
  await page.goto('/static.html');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 15_000 });
  await call(page, 'travel.flights.search', SEARCH);
  await resultOf(page, 'travel.flights.search');
  await call(page, 'travel.booking.start', {});
  await resultOf(page, 'travel.booking.start');
}

test('the review step’s card says what will be paid, in words, and runs what it said', async ({ page }) => {
  await open(page);
  await call(page, 'travel.booking.passenger', PASSENGER);
  expect(await resultOf(page, 'travel.booking.passenger')).toMatchObject({ structuredContent: { completed: 'passenger' } });
  await call(page, 'travel.booking.payment', PAYMENT);
  expect(await resultOf(page, 'travel.booking.payment')).toMatchObject({ structuredContent: { completed: 'payment' } });

  await call(page, 'travel.booking.review', { acceptFareRules: true });
  await expect(card(page)).toBeVisible();
  const sentence = 'Pay €147 for SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00, passenger Ada Lovelace · ada@example.com, with the card •••• 1111, accepting the fare rules (no refunds)';
  await expect(summary(page)).toHaveText(sentence);
  await expect(summary(page)).not.toContainText('acceptFareRules');
  // The card's description for assistive technology starts with the sentence.
  expect(await card(page).locator('[role=alertdialog]').getAttribute('aria-describedby')).toMatch(/^summary\b/);
  // Title, then the sentence; the input's rows follow it as the card lists every input (spec §17.2),
  // never as its only description, and never run together as `acceptFareRules true`.
  const text = await cardText(page);
  expect(text.startsWith(`3. Review and pay\n\n${sentence}\n`)).toBe(true);
  expect(text).not.toContain('acceptFareRules true');
  expect(text).not.toContain(CARD.slice(0, 9));

  await approve(page);
  expect(await resultOf(page, 'travel.booking.review')).toMatchObject({ structuredContent: { done: true } });
  await expect(page.locator('#orders')).toContainText('TM-1001 SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00 · Ada Lovelace · €147');
});

test('every step’s card says what it does; markup typed by the agent shows as text; the card number nowhere', async ({ page }) => {
  await open(page, true);
  const markup = '<img src=x onerror="window.pwned=1"><b>Ada</b>';
  const seen: string[] = [];
  await call(page, 'travel.booking.passenger', { ...PASSENGER, fullName: markup });
  await expect(summary(page)).toBeVisible();
  seen.push(await summary(page).innerText());
  await approve(page);
  await call(page, 'travel.booking.payment', PAYMENT);
  await expect(summary(page)).toBeVisible();
  seen.push(await summary(page).innerText());
  await approve(page);
  await call(page, 'travel.booking.review', { acceptFareRules: true });
  await expect(summary(page)).toBeVisible();
  seen.push(await summary(page).innerText());

  expect(seen).toEqual([
    'Chooses a flight of the last search and names the passenger.',
    'Takes the card that pays for the flight; nothing is charged before the review.',
    `Pay €147 for SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00, passenger ${markup} · ada@example.com, with the card •••• 1111, accepting the fare rules (no refunds)`,
  ]);
  // Text, not markup: the card holds no element the value named, and its handler never ran.
  expect(await card(page).evaluate((element) => element.shadowRoot!.querySelectorAll('img, b').length)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  // Lit's comment markers (`<!--?lit$659419737$-->`) carry random digits that may hold '737': left out.
  const everything = (await card(page).evaluate((element) => element.shadowRoot!.innerHTML)).replace(/<!--\?lit\$\d+\$-->/g, '');
  for (const secret of [CARD, CARD.replaceAll(' ', ''), '737']) expect(everything).not.toContain(secret);
  await card(page).getByRole('button', { name: 'Deny' }).click();
  expect(await resultOf(page, 'travel.booking.review')).toMatchObject({ isError: true, code: 'declined' });
});

test('a price the page changes while the card is open stops the call: the person is asked again', async ({ page }) => {
  await open(page);
  await call(page, 'travel.booking.passenger', PASSENGER);
  await resultOf(page, 'travel.booking.passenger');
  await call(page, 'travel.booking.payment', PAYMENT);
  await resultOf(page, 'travel.booking.payment');
  await call(page, 'travel.booking.review', { acceptFareRules: true });
  await expect(summary(page)).toContainText('Pay €147 for SK 278');
  // The page's review changes under the open card (a fare update, say).
  await page.evaluate(() => (document.getElementById('review-total')!.textContent = '€999'));
  await approve(page);
  expect(await resultOf(page, 'travel.booking.review')).toMatchObject({ isError: true, code: 'page_changed' });
  await expect(page.locator('#orders')).toContainText('No bookings yet.');
  await expect(page.locator('[name=acceptFareRules]')).not.toBeChecked();

  await page.evaluate(() => ((window as unknown as { results: unknown[] }).results = []));
  await call(page, 'travel.booking.review', { acceptFareRules: true });
  await expect(summary(page)).toContainText('Pay €999 for SK 278');
  await approve(page);
  expect(await resultOf(page, 'travel.booking.review')).toMatchObject({ structuredContent: { done: true } });
});
