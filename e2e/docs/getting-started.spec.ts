// The getting-started guide's page (docs/guides/samples/getting-started.html), served verbatim at a
// fixture URL, with the real script-tag bundle the fixture server hosts at /toolmark.min.js.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { executeTool } from '../model-context';
import { scriptTagReady } from '../script-tag-ready';
import { FIXTURES } from '../urls';

const sample = readFileSync(new URL('../../docs/guides/samples/getting-started.html', import.meta.url), 'utf8');
const PAGE = `${FIXTURES}/docs/getting-started.html`;

interface PageTool {
  readonly name: string;
}

interface GuideGlobal {
  readonly ready: Promise<void>;
  readonly tm: { manifest(): { name: string }[]; call(name: string, input?: unknown): Promise<{ code?: string; structuredContent?: unknown }> };
}

async function open(page: Page): Promise<void> {
  await page.route(PAGE, (route) => route.fulfill({ contentType: 'text/html', body: sample }));
  await page.goto(PAGE);
  await scriptTagReady(page);
}

const modelContextNames = (page: Page) =>
  page.evaluate(async () => {
    const context = (document as unknown as { modelContext: { getTools(): Promise<PageTool[]> } }).modelContext;
    return (await context.getTools()).map((tool) => tool.name);
  });

test.describe('guide: getting started with the script tag', () => {
  test('the form and the page tools are registered, scoped as the guide says, and published to native WebMCP', async ({ page }) => {
    await open(page);
    const names = await page.evaluate(() => (window as unknown as { Toolmark: GuideGlobal }).Toolmark.tm.manifest().map((entry) => entry.name));
    expect(names).toEqual(['cart.count', 'cart.empty', 'shop.newsletter.subscribe']);
    const published = await modelContextNames(page);
    expect(published).toEqual(expect.arrayContaining(['cart.count', 'cart.empty']));
    // The browser already serves the declarative form itself, under its toolname: Toolmark does not publish it twice.
    expect(published).not.toContain('shop.newsletter.subscribe');
  });

  test('a native call of cart.count runs through the registry', async ({ page }) => {
    await open(page);
    // As an agent of native WebMCP does: the record from getTools(), then executeTool.
    const text = await executeTool(page, 'cart.count', {});
    expect(JSON.parse(text!)).toMatchObject({ structuredContent: { count: 2 } });
  });

  test('cart.empty shows a confirmation card with the summary; approving empties the cart', async ({ page }) => {
    await open(page);
    const call = page.evaluate(() => (window as unknown as { Toolmark: GuideGlobal }).Toolmark.tm.call('cart.empty'));
    const card = page.locator('tm-confirm-card');
    await expect(card).toContainText('Remove all 2 items from the cart');
    await card.locator('[part~="approve"]').click();
    expect((await call).structuredContent).toEqual({ emptied: true });
    await expect(page.locator('#count')).toHaveText('0');
  });
});
