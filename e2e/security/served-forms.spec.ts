// Issue 33 in Chromium without native WebMCP: the declarative forms the polyfill add-on serves keep
// Toolmark's gate (spec §14.11 Confirmation). A `data-toolmark-confirm` form shows the script tag's
// real card before anything is filled; an autosubmit form whose action is another origin is filled
// and never posted (checked on the network). The page is e2e/fixtures/security/served-forms.html.
import { expect, test, type Request } from '@playwright/test';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../chromium';
import { executeTool } from '../model-context';
import { scriptTagReady } from '../script-tag-ready';
import { FIXTURES } from '../urls';

declare global {
  interface Window {
    submits: string[];
  }
}

// Chromium without the WebMCP flag: document.modelContext is the polyfill add-on's.
test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp } });

let requests: Request[];

test.beforeEach(async ({ page }) => {
  requests = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${FIXTURES}/security/served-forms.html`);
  await scriptTagReady(page);
  // The page's formResponse, from Toolmark.load('forms').
  await page.waitForFunction(() => typeof (window as unknown as { formResponse?: unknown }).formResponse === 'function');
  // The forms part loads once the page has a declarative form: its tools are listed by then.
  await expect.poll(() => page.evaluate(async () => (await document.modelContext!.getTools!()).map(({ name }) => name).sort())).toEqual(['account.delete', 'donate', 'search']);
});

test('data-toolmark-confirm on a served form: the card first; denied, nothing is filled or submitted; approved, it submits once', async ({ page }) => {
  const card = page.locator('tm-confirm-card');
  const denied = executeTool(page, 'account.delete', { reason: 'spam' }).then(String, (error: Error) => `rejected: ${error.message}`);
  await expect(card).toContainText('Fill in and submit');
  expect(await page.evaluate(() => ({ submits: window.submits, reason: (document.querySelector('[name=reason]') as HTMLInputElement).value }))).toEqual({ submits: [], reason: '' });
  await card.getByRole('button', { name: 'Deny' }).click();
  expect(await denied).toMatch(/^rejected: .*The person declined 'account\.delete'/);
  expect(await page.evaluate(() => ({ submits: window.submits, reason: (document.querySelector('[name=reason]') as HTMLInputElement).value }))).toEqual({ submits: [], reason: '' });

  const approved = executeTool(page, 'account.delete', { reason: 'spam' });
  await card.getByRole('button', { name: 'Approve' }).click();
  expect(await approved).toContain('done: delete');
  expect(await page.evaluate(() => window.submits)).toEqual(['delete']);
});

test('an autosubmit form whose action is another origin is filled, the agent is told the person submits it, and nothing is sent there', async ({ page }) => {
  const result = JSON.parse((await executeTool(page, 'donate', { amount: '500' })) as string);
  expect(result).toMatchObject({ structuredContent: { submitted: false, awaitingPerson: true } });
  expect(result.content[0].text).toBe('Filled in; it sends to another site, so it waits for the person to submit it.');
  // A submit would navigate the page to the other origin: give it the time to, then look.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => ({ submits: window.submits, amount: (document.querySelector('[name=amount]') as HTMLInputElement).value, url: location.href }))).toEqual({
    submits: [],
    amount: '500',
    url: `${FIXTURES}/security/served-forms.html`,
  });
  expect(requests.map((request) => request.url()).filter((url) => url.includes('localhost') || url.includes('/collect'))).toEqual([]);
  // The person's own submit still goes where the page says: it is theirs to make.
  const posted = page.waitForRequest((request) => request.url().endsWith('/collect'));
  await page.getByRole('button', { name: 'Donate' }).click();
  expect((await posted).postData()).toBe('csrf=token-123&amount=500');
});

test('a served form that asks no one runs as natively: no card, the page’s answer', async ({ page }) => {
  expect(await executeTool(page, 'search', { q: 'shoes' })).toBe('done: search');
  await expect(page.locator('tm-confirm-card')).toHaveCount(0);
  expect(await page.evaluate(() => window.submits)).toEqual(['search']);
});
