// The polyfill add-on (spec §18.10), loaded beside the built script tag as a site loads them, in
// Chromium without the WebMCP flag: no document.modelContext until the add-on installs one.
// (Where the browser has WebMCP the add-on does nothing: script-tag.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../chromium';
import { executeTool } from '../model-context';
import { chunkRequests, openPage, scriptTagReady as ready } from '../script-tag-ready';
import { FIXTURES } from '../urls';

test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp } });

/** What the page's document.modelContext is and lists; `undefined` when it has none. */
const polyfilled = (page: Page) =>
  page.evaluate(async () => {
    const context = (document as unknown as { modelContext?: { getTools(): Promise<{ name: string }[]> } }).modelContext;
    if (!context) return undefined;
    return { polyfill: Symbol.for('toolmark.modelContextPolyfill') in context, names: (await context.getTools()).map((tool) => tool.name).sort() };
  });

for (const order of ['before', 'after'] as const) {
  test(`loaded ${order} the script tag, it installs the polyfill and the tools are published to it; dispose() unpublishes`, async ({ page }) => {
    await page.goto(`${FIXTURES}/toolmark/load.html?polyfill=${order}`);
    await ready(page);
    await expect.poll(() => polyfilled(page)).toEqual({ polyfill: true, names: ['cart.empty', 'order.track', 'ping'] });
    await page.evaluate(() => (window as unknown as { Toolmark: { dispose(): void } }).Toolmark.dispose());
    await expect.poll(() => polyfilled(page)).toEqual({ polyfill: true, names: [] });
  });
}

test('a toolname form is published to the polyfill: the polyfill does not serve forms itself', async ({ page }) => {
  await page.goto(`${FIXTURES}/toolmark/load.html?polyfill=before`);
  await ready(page);
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<form toolname="search" tooldescription="Searches the catalogue"><input name="q"></form>'));
  await expect.poll(() => polyfilled(page)).toEqual({ polyfill: true, names: ['cart.empty', 'order.track', 'ping', 'search'] });
});

test('without the add-on there is no model context and nothing is published, data-polyfill or not', async ({ page }) => {
  await page.goto(`${FIXTURES}/toolmark/load.html?data-polyfill=on`);
  await ready(page);
  expect(await polyfilled(page)).toBeUndefined();
});

/** Opens a page with `body`, then the add-on and the tag. */
const openServed = (page: Page, body: string) =>
  openPage(
    page,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Served</title></head><body><h1>Shop</h1>${body}<script src="/toolmark.polyfill.min.js"></script><script src="/toolmark.min.js"></script></body></html>`,
    'served',
  );

test('a page whose only tools are declarative forms the add-on serves loads no registry until code asks; an agent runs the form meanwhile', async ({ page }) => {
  const chunks = chunkRequests(page);
  await openServed(page, '<form toolname="search" tooldescription="Searches the catalogue" onsubmit="event.preventDefault()"><input name="q"><button>Go</button></form>');
  await expect.poll(() => polyfilled(page)).toEqual({ polyfill: true, names: ['search'] });
  // The form does not submit itself: the call waits for the person, and its filling is what shows.
  void executeTool(page, 'search', { q: 'lamp' }).catch(() => {});
  await expect.poll(() => page.locator('input[name="q"]').inputValue()).toBe('lamp');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(chunks).not.toContain('core');

  // Code asks as spec §18.4 says: the registry loads and holds the form too, published once.
  await ready(page);
  expect(chunks).toContain('core');
  expect(await page.evaluate(() => (window as unknown as { Toolmark: { tm: { info(name: string): { origin: string } | undefined } } }).Toolmark.tm.info('search')?.origin)).toBe('native-form');
  expect(await polyfilled(page)).toEqual({ polyfill: true, names: ['search'] });
});

test("a declarative form whose markup asks for a person loads the registry at once: an agent's call waits for the card", async ({ page }) => {
  const chunks = chunkRequests(page);
  await openServed(page, '<form toolname="account.delete" tooldescription="Deletes the account" data-toolmark-destructive><input name="reason"><button>Delete</button></form>');
  await expect.poll(() => chunks).toContain('core');
  await expect.poll(() => polyfilled(page)).toEqual({ polyfill: true, names: ['account.delete'] });
  const call = executeTool(page, 'account.delete', { reason: 'moving' }).then(String, (error: Error) => `rejected: ${error.message}`);
  const card = page.locator('tm-confirm-card');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Deny' }).click();
  expect(await call).toMatch(/^rejected: .*The person declined 'account\.delete'/);
  expect(await page.locator('input[name="reason"]').inputValue()).toBe('');
});
