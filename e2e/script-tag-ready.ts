// Waiting for a page's script tag (spec §18.4), as its own code would: `window.Toolmark`, then its
// `ready` (the page's forms and wizards registered and published).
import type { Page } from '@playwright/test';

/**
 * Waits until the page's script tag has booted and its `ready` has resolved.
 *
 * @param page The page.
 */
export async function scriptTagReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'Toolmark' in window);
  await page.evaluate(() => (window as unknown as { Toolmark: { ready: Promise<void> } }).Toolmark.ready);
}
