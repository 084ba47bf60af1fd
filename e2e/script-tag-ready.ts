// Waiting for a page's script tag (spec §18.4), as its own code would: `window.Toolmark`, then its
// `ready` (the page's forms and wizards registered and published).
import type { Page } from '@playwright/test';
import { FIXTURES } from './urls';

/**
 * Waits until the page's script tag has booted and its `ready` has resolved.
 *
 * @param page The page.
 */
export async function scriptTagReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'Toolmark' in window);
  await page.evaluate(() => (window as unknown as { Toolmark: { ready: Promise<void> } }).Toolmark.ready);
}

/**
 * Serves `html` at a fresh fixture URL and waits for its script tag: the script files under it are
 * the fixture server's real ones, as a site hosts them.
 *
 * @param page The page.
 * @param html The page's markup.
 * @param name What the page is for, in its file name.
 */
export async function openWithScriptTag(page: Page, html: string, name: string): Promise<void> {
  const url = `${FIXTURES}/toolmark/${name}-${Math.random().toString(36).slice(2)}.html`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto(url);
  await scriptTagReady(page);
}
