// The polyfill add-on (spec §18.10), loaded beside the built script tag as a site loads them, in
// Chromium without the WebMCP flag: no document.modelContext until the add-on installs one.
// (Where the browser has WebMCP the add-on does nothing: script-tag.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../chromium';
import { scriptTagReady as ready } from '../script-tag-ready';
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
