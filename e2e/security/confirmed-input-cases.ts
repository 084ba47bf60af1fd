// Issue #17 class 1 in Chromium: what the person approves on the script tag's real card is what runs,
// through every entry point of the page: `tm.call` and `document.modelContext.executeTool` (native
// WebMCP, or the polyfill add-on). The page is e2e/fixtures/security/confirmed-input.html.
import { expect, test, type Page } from '@playwright/test';
import { scriptTagReady } from '../script-tag-ready';
import { FIXTURES } from '../urls';

declare global {
  interface Window {
    runs: { to: string; amount: number; memo?: { note: string } }[];
    pending: Promise<unknown>;
    startPayment(entryPoint: 'tm.call' | 'executeTool', shortReads?: number): Promise<void>;
    tamper(): void;
  }
}

const runs = (page: Page) => page.evaluate(() => window.runs.map((input) => ({ ...input, to: input.to.length > 50 ? `${input.to.length} characters` : input.to })));

/**
 * Defines the tests against one kind of model context; a spec file launches Chromium with or without
 * the WebMCP flag.
 *
 * @param kind Native WebMCP, or the polyfill add-on.
 */
export function defineConfirmedInputTests(kind: 'native' | 'polyfill'): void {
  test.describe(`issue #17 class 1 (${kind} WebMCP): the input a person confirmed is the input run receives`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(`${FIXTURES}/security/confirmed-input.html${kind === 'polyfill' ? '?polyfill=1' : ''}`);
      await scriptTagReady(page);
      const polyfill = await page.evaluate(() => Symbol.for('toolmark.modelContextPolyfill') in (document.modelContext ?? {}));
      expect(polyfill).toBe(kind === 'polyfill');
    });

    for (const entryPoint of ['tm.call', 'executeTool'] as const) {
      test(`${entryPoint}: a caller that changes its input while the card is open does not change what runs`, async ({ page }) => {
        await page.evaluate((entry) => window.startPayment(entry), entryPoint);
        const card = page.locator('tm-confirm-card');
        await expect(card).toContainText('Pay 1 EUR to alice');
        await page.evaluate(() => window.tamper());
        await card.getByRole('button', { name: 'Approve' }).click();
        await page.evaluate(() => window.pending);
        expect(await runs(page)).toEqual([{ to: 'alice', amount: 1, memo: { note: 'lunch' } }]);
      });

      for (const shortReads of [1, 2, 3]) {
        test(`${entryPoint}: a getter short for ${shortReads} reads, long after: run receives the short value the card showed`, async ({ page }) => {
          await page.evaluate(([entry, reads]) => window.startPayment(entry, reads), [entryPoint, shortReads] as const);
          const card = page.locator('tm-confirm-card');
          // Refused before a card (the schema saw the long value) is safe too; a card is approved.
          const carded = await Promise.race([
            card.waitFor({ state: 'visible' }).then(() => true),
            page.evaluate(() => window.pending).then(() => false),
          ]);
          // The card shows the short value: the one snapshot, read once.
          if (carded) {
            await expect(card).toContainText('Pay 1 EUR to alice');
            await card.getByRole('button', { name: 'Approve' }).click();
          }
          await page.evaluate(() => window.pending);
          const ran = await runs(page);
          expect(ran.length).toBeLessThanOrEqual(1);
          for (const input of ran) expect(input).toEqual({ to: 'alice', amount: 1, memo: { note: 'lunch' } });
          if (carded) await expect(card).toHaveCount(0);
        });
      }
    }
  });
}
