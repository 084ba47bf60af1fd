// The getting-started guide (docs/guides/getting-started.md) followed literally. Its page
// (docs/guides/samples/getting-started.html) is served verbatim at a fixture URL, with the real
// script-tag bundle the fixture server hosts at /toolmark.min.js; the guide's tables are read from the
// guide itself: the tool names must be what document.modelContext.getTools() lists, and the files it
// says to copy must be the build's: its table the classic scripts and the ESM twin, beside which the
// `chunks/` folder holds every part (spec §18.1). The tests tagged @polyfill-too run again in a
// Chromium without WebMCP (project "polyfill", e2e/playwright.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { executeTool } from '../model-context';
import { scriptTagReady } from '../script-tag-ready';
import { FIXTURES } from '../urls';

const sample = readFileSync(new URL('../../docs/guides/samples/getting-started.html', import.meta.url), 'utf8');
const guide = readFileSync(new URL('../../docs/guides/getting-started.md', import.meta.url), 'utf8');
const DIST = new URL('../../packages/toolmark/dist/', import.meta.url);
const PAGE = `${FIXTURES}/docs/getting-started.html`;

/**
 * Reads the first table of a section of the guide: its rows' first cells.
 *
 * @param after Text the table comes after (a heading, or a sentence before it).
 * @returns Each row's first cell.
 */
function firstColumn(after: string): string[] {
  const start = guide.indexOf(after);
  if (start < 0) throw new Error(`the guide has no '${after}'`);
  const lines = guide.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|')[1]!.trim());
  }
  return rows;
}

/** The names of the guide's table of tools, as the guide prints them. */
const GUIDE_TOOLS = firstColumn('That page now offers three tools.').map((cell) => cell.replaceAll('`', ''));

/** The files the guide's "Which file" table says to copy. */
const GUIDE_FILES = firstColumn('## Which file').flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));

/** The script-tag files the build wrote at the root of dist/: the classic scripts and the ESM twin. */
const BUILT_FILES = readdirSync(DIST).filter((name) => /^toolmark.*\.js$/.test(name));

/**
 * The guide's page with everything the guide says a page may add: the polyfill add-on before the tag
 * (for browsers without WebMCP), `data-spotlight` and `data-widgets` on the tag, and a
 * `<tm-activity>` ("For a log on the page, that is all").
 */
const FULL_SAMPLE = sample
  .replace('<script src="/toolmark.min.js" data-scope="shop">', '<script src="/toolmark.polyfill.min.js"></script>\n    <script src="/toolmark.min.js" data-scope="shop" data-spotlight data-widgets>')
  .replace('</body>', '  <tm-activity order="newest-first"></tm-activity>\n  </body>');

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
    // The browser already serves the declarative form itself, under its toolname: Toolmark does not
    // publish it twice, and the guide's table names every tool as getTools() lists it.
    await expect.poll(async () => (await modelContextNames(page)).sort()).toEqual(GUIDE_TOOLS);
    expect(GUIDE_TOOLS).toEqual(['cart.count', 'cart.empty', 'newsletter.subscribe']);
  });

  test('the "Which file" table names every file the build writes beside the chunks’ folders', () => {
    // The parts are chunks, in the folders the guide says to copy whole, not files of the table.
    expect(readdirSync(new URL('chunks/', DIST)).length).toBeGreaterThan(0);
    expect(readdirSync(new URL('chunks-dev/', DIST)).length).toBeGreaterThan(0);
    expect([...GUIDE_FILES].sort()).toEqual([...BUILT_FILES].sort());
  });

  test('a site that copies only the table’s files gets every tool in getTools() and a live <tm-activity>, no 404', { tag: '@polyfill-too' }, async ({ page }) => {
    // The site's root holds the guide's files and the chunks' folder (served by the fixture server as
    // built), and no other classic script of Toolmark.
    const missing: string[] = [];
    page.on('response', (response) => response.status() === 404 && missing.push(new URL(response.url()).pathname));
    await page.route(`${FIXTURES}/toolmark*.js`, (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      // The table's files as the fixture server hosts them, beside the chunks they import.
      return GUIDE_FILES.includes(name) ? route.continue() : route.fulfill({ status: 404, body: '' });
    });
    await page.route(PAGE, (route) => route.fulfill({ contentType: 'text/html', body: FULL_SAMPLE }));
    await page.goto(PAGE);
    await scriptTagReady(page);

    // With native WebMCP or, in a browser without it, the polyfill and its serve-forms chunk: the same tools.
    await expect.poll(async () => (await modelContextNames(page)).sort()).toEqual(GUIDE_TOOLS);
    await executeTool(page, 'cart.count', {});
    await expect(page.locator('tm-activity')).toContainText('cart.count');
    await expect.poll(() => page.evaluate(() => ['tm-activity', 'tm-tool-list'].every((name) => customElements.get(name) !== undefined))).toBe(true);
    expect(missing).toEqual([]);
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
