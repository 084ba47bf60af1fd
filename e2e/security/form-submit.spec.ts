// Issue #17 in Chromium with native WebMCP: forms published by the script tag that an agent may not
// submit alone. A `data-toolmark-confirm` form shows the real card first; an autosubmit form whose
// action is another site is filled and left for the person. The page is e2e/fixtures/security/form-submit.html.
import { expect, test } from '@playwright/test';
import { executeTool } from '../model-context';
import { scriptTagReady } from '../script-tag-ready';
import { FIXTURES } from '../urls';

declare global {
  interface Window {
    submits: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.goto(`${FIXTURES}/security/form-submit.html`);
  await scriptTagReady(page);
});

test('data-toolmark-confirm: the agent’s call shows the card; denied, nothing is filled or submitted; approved, it submits once', async ({ page }) => {
  const tools = await page.evaluate(async () => (await document.modelContext!.getTools!()).map(({ name, annotations }) => [name, annotations?.consequentialHint]));
  expect(tools).toContainEqual(['account.delete', true]);
  const denied = executeTool(page, 'account.delete', { reason: 'spam' });
  const card = page.locator('tm-confirm-card');
  await expect(card).toContainText('Fill in and submit');
  await card.getByRole('button', { name: 'Deny' }).click();
  expect(JSON.parse((await denied) as string)).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'declined' } });
  expect(await page.evaluate(() => ({ submits: window.submits, reason: (document.querySelector('[name=reason]') as HTMLInputElement).value }))).toEqual({ submits: [], reason: '' });

  const approved = executeTool(page, 'account.delete', { reason: 'spam' });
  await card.getByRole('button', { name: 'Approve' }).click();
  expect(JSON.parse((await approved) as string)).toMatchObject({ structuredContent: { submitted: true } });
  expect(await page.evaluate(() => window.submits)).toEqual(['delete']);
});

test('an autosubmit form whose action is another site is filled and waits for the person; nothing is sent', async ({ page }) => {
  const result = JSON.parse((await executeTool(page, 'donate', { amount: '500' })) as string);
  expect(result).toMatchObject({ structuredContent: { submitted: false, awaitingPerson: true } });
  expect(result.content[0].text).toContain('another site');
  expect(await page.evaluate(() => ({ submits: window.submits, amount: (document.querySelector('[name=amount]') as HTMLInputElement).value }))).toEqual({ submits: [], amount: '500' });
});
