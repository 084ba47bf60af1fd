// Two tools under one native WebMCP name (issue #17): the page's code tool `pay` and a form whose
// `toolname` is `pay` (the browser serves it natively), plus a Toolmark form named `pay`. Measured in
// Chromium with native WebMCP: whoever takes the name first keeps it, in the registry and in the
// browser; the other is refused, never merged or swapped. The page is e2e/fixtures/webmcp/name-collisions.html.
import { expect, test, type Page } from '@playwright/test';
import { scriptTagReady } from '../script-tag-ready';
import { FIXTURES } from '../urls';

declare global {
  interface Window {
    errors: string[];
    handle: { registered: boolean };
  }
}

/** What the browser lists and what the registry holds, by name and description. */
const view = (page: Page) =>
  page.evaluate(async () => ({
    native: (await document.modelContext!.getTools!()).map((tool) => [tool.name, tool.description]),
    registry: (window as unknown as { Toolmark: { tm: { manifest(): { name: string; description: string }[] } } }).Toolmark.tm.manifest().map((entry) => [entry.name, entry.description]),
    registered: window.handle?.registered,
    errors: window.errors,
  }));

test.describe('issue #17: one native name, two tools', () => {
  test('a code tool registered before the forms keeps its name; the forms named like it are refused (duplicate_name) and the browser serves only the code tool', async ({ page }) => {
    await page.goto(`${FIXTURES}/webmcp/name-collisions.html`);
    await scriptTagReady(page);
    await expect.poll(() => view(page)).toEqual({
      native: [['pay', 'Pays (the page code)']],
      registry: [['pay', 'Pays (the page code)']],
      registered: true,
      errors: ['duplicate_name', 'duplicate_name'],
    });
  });

  test('a code tool registered after a native form of its name is refused (duplicate_name, handle.registered false): the form keeps the name, nothing is swapped', async ({ page }) => {
    await page.goto(`${FIXTURES}/webmcp/name-collisions.html?late=1`);
    await scriptTagReady(page);
    await page.waitForFunction(() => window.handle !== undefined);
    await expect.poll(() => view(page)).toEqual({
      native: [['pay', 'Pays (a form)']],
      registry: [['pay', 'Pays (a form)']],
      registered: false,
      errors: ['duplicate_name', 'duplicate_name'],
    });
  });
});
