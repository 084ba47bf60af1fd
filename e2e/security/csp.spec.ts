import { expect, test } from '@playwright/test';
import { FIXTURES } from '../urls';

declare global {
  interface Window {
    cspReport(): { violations: string[]; evalBlocked: boolean };
  }
}

// docs/security.md T4/T7: fromJsonSchema and the widgets need neither eval nor inline script or style.
test('fromJsonSchema validates and the widgets render under a strict CSP, with no violation of their own', async ({ page }) => {
  await page.goto(`${FIXTURES}/security/csp.html`);
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  expect((await page.evaluate(() => window.cspReport())).evalBlocked).toBe(true);

  const refused = await page.evaluate(() => window.toolmark.call('order', { sku: 'tm-mug', email: 'nope', qty: 12 }));
  expect(refused.code).toBe('invalid_input');
  expect(refused.issues?.map((issue) => issue.path)).toEqual(['sku', 'email', 'qty']);

  const pending = page.evaluate(() => window.toolmark.call('order', { sku: 'TM-MUG', email: 'ada@example.com' }));
  const card = page.locator('tm-confirm-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Order TM-MUG');
  await card.getByRole('button', { name: 'Approve' }).click();
  expect((await pending).isError).toBeUndefined();
  await expect(page.locator('tm-activity')).toContainText('order');

  // The page's own `new Function` probe is the one violation: nothing Toolmark did was blocked.
  expect((await page.evaluate(() => window.cspReport())).violations).toEqual(['script-src: eval']);
});
