// The script tag's `data-widgets` (issue #23, spec §18.3, §17.4, §17.5): the built bundles, served at
// the site root as a site hosts them, in Chromium. The flavour with the UI imports its widgets chunk,
// which defines <tm-tool-list> and <tm-activity> with the graph's one Lit, so the page runs one Lit
// (the playground's static flavour warned "Multiple versions of Lit loaded" before). Elements in the
// page's markup follow `Toolmark.tm` with no code; the core flavour ignores the switch with TM707.
import { expect, test, type Page } from '@playwright/test';
import { litCopies } from '../lit-copies';
import { chunkOf, openWithScriptTag } from '../script-tag-ready';

/** Records the widgets' and the spotlight's chunk requests, as paths without their hash (`/chunks/widgets`). */
function uiChunks(page: Page): string[] {
  const parts: string[] = [];
  page.on('request', (request) => {
    const name = chunkOf(request.url());
    if (name === 'widgets' || name === 'spotlight') parts.push(new URL(request.url()).pathname.replace(/-[\w-]{8}\.js$/, ''));
  });
  return parts;
}

/** A page with the script tag in its head and the two widgets in its markup, with no code for them. */
function pageWith(script: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Widgets</title>
    ${script}
  </head>
  <body>
    <h1>Orders</h1>
    <form id="refund" data-toolmark-name="order.refund" data-toolmark-description="Refunds an order">
      <label>Order <input name="order" required /></label>
      <button>Refund</button>
    </form>
    <tm-activity order="newest-first"></tm-activity>
    <tm-tool-list></tm-tool-list>
  </body>
</html>`;
}

/** Serves `html` at a fixture URL and waits for its script tag. */
const open = (page: Page, html: string) => openWithScriptTag(page, html, 'widgets');

/** Registers a page tool through the script tag's registry, as page code would. */
function registerPing(page: Page) {
  return page.evaluate(() => {
    const { Toolmark } = window as unknown as { Toolmark: { tm: { register(def: object): unknown }; ok(value: unknown): unknown } };
    Toolmark.tm.register({ name: 'orders.ping', description: 'Answers pong', run: () => Toolmark.ok({ pong: true }) });
  });
}

/** The activity log's entries, newest first, as "name status caller". */
function entries(page: Page) {
  return page.locator('tm-activity li').evaluateAll((items) => items.map((item) => [...item.querySelectorAll('.name, .status, .muted')].slice(0, 3).map((span) => span.textContent).join(' ')));
}

for (const file of ['toolmark.js', 'toolmark.min.js']) {
  test.describe(`${file} with data-widgets`, () => {
    test('defines the tool list and the activity log with the bundle’s Lit; the markup’s elements follow Toolmark.tm', async ({ page }) => {
      const parts = uiChunks(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => ['error', 'warning'].includes(message.type()) && errors.push(message.text()));
      await open(page, pageWith(`<script src="/${file}" data-widgets data-spotlight></script>`));
      await expect(page.locator('tm-tool-list li[part="tool"]')).toHaveCount(1);
      // Both chunks, each once, beside the loader (spec §18.1): the development twins' from chunks-dev/.
      const folder = file === 'toolmark.js' ? '/chunks-dev' : '/chunks';
      expect(parts.sort()).toEqual([`${folder}/spotlight`, `${folder}/widgets`]);
      // One lit-html, one LitElement, one ReactiveElement: Lit is one chunk of the graph.
      expect(await litCopies(page)).toEqual([1, 1, 1]);
      expect(await page.evaluate(() => (window as unknown as { Toolmark: { config: { widgets: boolean } } }).Toolmark.config.widgets)).toBe(true);

      // A tool registered later is inserted into the list (Lit's repeat directive, run on the bundle's Lit).
      await registerPing(page);
      await expect(page.locator('tm-tool-list li[part="tool"] .name')).toHaveText(['order.refund', 'orders.ping']);

      // A person runs it from the list: the call goes through the registry and reaches the log.
      const ping = page.locator('tm-tool-list li[part="tool"]').filter({ hasText: 'orders.ping' });
      await ping.locator('summary').click();
      await ping.getByRole('button', { name: 'Run' }).click();
      await expect(ping.locator('[part="result"]')).toContainText('pong');
      await expect.poll(() => entries(page)).toEqual(['orders.ping finished you']);

      // Newest first, keyed by call: the first entry's node moves down, it is not re-rendered in place.
      await page.evaluate(() => ((document.querySelector('tm-activity')!.shadowRoot!.querySelector('li') as HTMLElement & { mark?: boolean }).mark = true));
      await page.evaluate(() => (window as unknown as { Toolmark: { tm: { call(name: string, input: object): Promise<unknown> } } }).Toolmark.tm.call('orders.ping', {}));
      await expect.poll(() => entries(page)).toEqual(['orders.ping finished this page', 'orders.ping finished you']);
      expect(await page.evaluate(() => [...document.querySelector('tm-activity')!.shadowRoot!.querySelectorAll('li')].map((item) => (item as HTMLElement & { mark?: boolean }).mark === true))).toEqual([false, true]);

      // Toolmark.dispose() leaves the widgets defined; the form's tool leaves the list with the scan.
      await page.evaluate(() => (window as unknown as { Toolmark: { dispose(): void } }).Toolmark.dispose());
      await expect(page.locator('tm-tool-list li[part="tool"] .name')).toHaveText(['orders.ping']);
      expect(errors.filter((text) => !/Lit is in dev mode/.test(text))).toEqual([]);
    });
  });
}

test('the module twin imports the production chunks from beside itself, with the one Lit', async ({ page }) => {
  const parts = uiChunks(page);
  await open(page, pageWith('<script type="module" src="/toolmark.esm.js" data-widgets data-spotlight></script>'));
  await expect(page.locator('tm-tool-list li[part="tool"] .name')).toHaveText(['order.refund']);
  await expect(page.locator('tm-spotlight')).toHaveCount(1);
  expect(parts.sort()).toEqual(['/chunks/spotlight', '/chunks/widgets']);
  expect(await litCopies(page)).toEqual([1, 1, 1]);
});

test('without data-widgets the widgets are not defined, and their chunk is not downloaded', async ({ page }) => {
  const parts = uiChunks(page);
  await open(page, pageWith('<script src="/toolmark.min.js"></script>'));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await page.evaluate(() => [customElements.get('tm-tool-list'), customElements.get('tm-activity')].map((element) => element === undefined))).toEqual([true, true]);
  expect(parts).toEqual([]);
  // Lit comes with the cards, at the first confirmation or warmed when idle: never twice.
  expect((await litCopies(page)).every((copies) => copies <= 1)).toBe(true);
});

test('the core flavour ignores data-widgets with TM707 and boots the rest', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await open(page, pageWith('<script src="/toolmark.core.js" data-widgets></script>'));
  expect(await page.evaluate(() => (window as unknown as { Toolmark: { tm: { manifest(): { name: string }[] } } }).Toolmark.tm.manifest().map((entry) => entry.name))).toEqual(['order.refund']);
  expect(await page.evaluate(() => customElements.get('tm-activity'))).toBeUndefined();
  expect(warnings.filter((text) => text.includes('TM707'))).toEqual([
    '[toolmark TM707] data-widgets needs the flavour with the UI (toolmark.min.js); this core flavour has no <tm-tool-list> or <tm-activity>, so it is ignored. See https://github.com/toolmark/toolmark/blob/main/docs/warnings/TM707.md',
  ]);
});
