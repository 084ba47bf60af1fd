// Spec §14.5–§14.8 in Chromium: filling (React-controlled inputs included), submitting, results,
// sensitive fields and native dedupe.
import { expect, test, type Page } from '@playwright/test';
import { executeTool } from '../model-context';
import { FIXTURES } from '../urls';

const PLANTED = 'planted-Pa55word!';

async function call(page: Page, name: string, input: unknown) {
  return page.evaluate(([tool, args]) => window.toolmark.call(tool as string, args), [name, input] as const);
}

test.describe('a React-controlled form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${FIXTURES}/forms/react.html`);
    await page.waitForFunction(() => window.toolmark?.info('book_trip') !== undefined);
  });

  test('is filled and submitted so that React state sees every value; the planted password never leaks', async ({ page }) => {
    await page.getByLabel('Password').fill(PLANTED); // the person types it
    const input = {
      traveller: 'Ada Lovelace',
      email: 'ada@example.org',
      passengers: 3,
      cabin: 'business',
      seat: 'aisle',
      extras: ['bag', 'meal'],
      newsletter: true,
      depart: '2025-06-01',
      notes: 'Vegetarian meal,\nplease',
    };
    const result = await call(page, 'book_trip', input);
    const expected = { ...input, passengers: '3', password: PLANTED };
    expect(JSON.parse(await page.locator('#state').textContent() ?? '')).toEqual(expected);
    expect(JSON.parse(await page.locator('#submitted').textContent() ?? '')).toEqual(expected);
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toMatchObject({ booked: true, received: { ...input, passengers: '3' } });

    const state = await page.evaluate(() => window.toolmark.state('book_trip'));
    expect(state).toMatchObject({ traveller: 'Ada Lovelace', extras: ['bag', 'meal'], password: '[redacted]' });
    const info = await page.evaluate(() => window.toolmark.info('book_trip'));
    expect(info).toMatchObject({ origin: 'native-form', nativeName: 'book_trip', sensitivePaths: ['password'] });
    const manifest = await page.evaluate(() => window.toolmark.manifest());
    const events = await page.evaluate(() => window.formEvents.join('\n'));
    for (const text of [JSON.stringify(result), JSON.stringify(state), JSON.stringify(manifest), events]) expect(text).not.toContain(PLANTED);
    expect(JSON.stringify(manifest)).not.toContain('"password"');
  });

  test('the same submit handler answers a native WebMCP run', async ({ page }) => {
    const answer = await executeTool(page, 'book_trip', { traveller: 'Grace', cabin: 'eco' });
    expect(JSON.parse(answer!)).toMatchObject({ booked: true, received: { traveller: 'Grace', cabin: 'eco' } });
    expect(JSON.parse(await page.locator('#submitted').textContent() ?? '')).toMatchObject({ traveller: 'Grace' });
  });
});

test.describe('running form tools', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${FIXTURES}/forms/run.html`);
    await page.waitForFunction(() => window.toolmark?.info('contact') !== undefined);
  });

  test('a handler written for native WebMCP answers a Toolmark run; the form is marked while the agent works', async ({ page }) => {
    const result = await call(page, 'contact', { topic: 'other', message: 'Hello there' });
    expect(result.structuredContent).toEqual({ ticket: 'T-42' });
    expect(await page.evaluate(() => window.contactSubmits)).toEqual([
      { agentInvoked: true, formActive: true, buttonActive: true, values: { topic: 'other', message: 'Hello there' } },
    ]);
    await expect(page.locator('#contact')).not.toHaveAttribute('data-toolmark-active');
    expect(await page.evaluate(() => window.toolmark.info('contact')?.origin)).toBe('form');
  });

  test('without autosubmit the form is filled, focus moves to its submit button and the result says it awaits the person', async ({ page }) => {
    const result = await call(page, 'review_order', { rating: 4, comment: 'Fine' });
    expect(result.structuredContent).toEqual({ submitted: false, awaitingPerson: true });
    await expect(page.locator('#review-submit')).toBeFocused();
    await expect(page.locator('#review')).toHaveAttribute('data-toolmark-active');
    await expect(page.locator('#review [name=rating]')).toHaveValue('4');
    await page.evaluate(() => (document.getElementById('review') as HTMLFormElement).addEventListener('submit', (event) => event.preventDefault()));
    await page.locator('#review-submit').click();
    await expect(page.locator('#review')).not.toHaveAttribute('data-toolmark-active');
  });

  test('values the page refuses stop the run before anything is filled', async ({ page }) => {
    // Validation is a dry run of the fill: the page's own constraints (pattern, max, maxlength) …
    const result = await call(page, 'strict', { code: 'abc', count: 12, day: '2025-03-04', nick: 'toolong' });
    expect(result).toMatchObject({ isError: true, code: 'invalid_input' });
    expect(result.issues!.map((issue) => issue.path).sort()).toEqual(['code', 'count', 'nick']);
    // … checked on a detached copy of each input, including a date before min.
    const early = await call(page, 'strict', { code: 'ABC', count: 2, day: '2024-12-31', nick: 'ok' });
    expect(early).toMatchObject({ isError: true, code: 'invalid_input', issues: [{ path: 'day' }] });
    for (const name of ['code', 'count', 'day', 'nick']) await expect(page.locator(`#strict [name=${name}]`)).toHaveValue('');
    expect(await call(page, 'strict', { bogus: 1 })).toMatchObject({ isError: true, code: 'invalid_input' });
    const fine = await call(page, 'strict', { code: 'ABC', count: 2, day: '2025-02-03', nick: 'ok' });
    expect(fine.structuredContent).toEqual({ submitted: true });
  });

  test("the page's own validation stopping the submit is an error naming the field", async ({ page }) => {
    const result = await call(page, 'validated', { coupon: 'EXPIRED', other: 'x' });
    expect(result).toMatchObject({ isError: true, code: 'form_invalid' });
    expect(result.issues).toEqual([{ path: 'coupon', message: "'coupon': This coupon has expired" }]);
  });

  test('a submit that navigates says where, with sensitive values redacted from the URL', async ({ page }) => {
    await page.locator('#search [name=token]').fill(PLANTED);
    const result = await call(page, 'search', { q: 'red shoes' });
    const navigated = (result.structuredContent as { navigated: { url: string; method: string } }).navigated;
    expect(navigated.method).toBe('get');
    expect(new URL(navigated.url).pathname).toBe('/forms/landing.html');
    expect(new URL(navigated.url).searchParams.get('q')).toBe('red shoes');
    expect(new URL(navigated.url).searchParams.get('token')).toBe('[redacted]');
    expect(JSON.stringify(result)).not.toContain(PLANTED);
    await page.waitForURL(/landing\.html/);
    await expect(page.locator('#landed')).toBeVisible();
  });
});
