// The script tag's `data-spotlight` (issue #23, spec §18.3, §17.6): the built bundles, served at the
// site root as a site hosts them, in Chromium. The flavour with the UI imports its spotlight chunk, which
// mounts one <tm-spotlight> at the end of the body and outlines a form tool's form while its call waits for the person; dispose()
// removes it; the core flavour ignores the switch with TM707.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { chunkOf, openWithScriptTag } from '../script-tag-ready';

/** A built script-tag file, as packages/toolmark builds it. */
const BUNDLE_FILE = (name: string) => fileURLToPath(new URL(`../../packages/toolmark/dist/${name}`, import.meta.url));

/** A page with the script tag in its head, before the form: the spotlight waits for the parsed body. */
function pageWith(script: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Spotlight</title>
    ${script}
  </head>
  <body>
    <h1>Returns</h1>
    <form id="refund" data-toolmark-name="order.refund" data-toolmark-description="Refunds an order" data-toolmark-confirm
      style="margin: 120px 40px; width: 360px; padding: 16px">
      <label>Order <input name="order" required /></label>
      <button>Refund</button>
    </form>
    <p id="after">The end of the page.</p>
  </body>
</html>`;
}

/** Serves `html` at a fixture URL and waits for its script tag. */
const open = (page: Page, html: string) => openWithScriptTag(page, html, 'spotlight');

/** The spotlight's boxes, in viewport coordinates, with their class and label. */
function boxes(page: Page) {
  return page.evaluate(() =>
    [...(document.querySelector('tm-spotlight')?.shadowRoot?.querySelectorAll<HTMLElement>('.box') ?? [])].map((box) => {
      const { left, top, right, bottom } = box.getBoundingClientRect();
      return { tool: box.dataset['tool'], className: box.className, label: box.textContent?.trim(), left, top, right, bottom };
    }),
  );
}

/** Starts a call of the form tool without waiting for it; its result lands on `window.refunded`. */
async function callRefund(page: Page): Promise<void> {
  await page.evaluate(() => {
    const toolmark = (window as unknown as { Toolmark: { tm: { call(name: string, input: unknown): Promise<{ code?: string }> } } }).Toolmark;
    void toolmark.tm.call('order.refund', { order: 'TM-1001' }).then((result) => ((window as unknown as { refunded: unknown }).refunded = result.code ?? 'ok'));
  });
}

for (const file of ['toolmark.js', 'toolmark.min.js']) {
  test.describe(`${file} with data-spotlight`, () => {
    test('mounts one tm-spotlight at the end of the body, outlines the form while its call waits, and dispose() removes it', async ({ page }) => {
      const parts: string[] = [];
      page.on('request', (request) => chunkOf(request.url()) === 'spotlight' && parts.push(new URL(request.url()).pathname.replace(/-[\w-]{8}\.js$/, '')));
      await open(page, pageWith(`<script src="/${file}" data-spotlight></script>`));
      // The spotlight is a chunk imported from beside the loader once the document is parsed (spec §18.3):
      // the development twins' from chunks-dev/.
      await expect(page.locator('tm-spotlight')).toHaveCount(1);
      expect(parts).toEqual([file === 'toolmark.js' ? '/chunks-dev/spotlight' : '/chunks/spotlight']);
      // One graph: the page runs one Lit, not two.
      expect(await page.evaluate(() => (window as unknown as { litElementVersions?: string[] }).litElementVersions?.length)).toBe(1);
      const mounted = await page.evaluate(() => ({
        config: (window as unknown as { Toolmark: { config: { spotlight: boolean } } }).Toolmark.config.spotlight,
        count: document.querySelectorAll('tm-spotlight').length,
        last: document.body.lastElementChild?.localName,
      }));
      expect(mounted).toEqual({ config: true, count: 1, last: 'tm-spotlight' });
      expect(await boxes(page)).toEqual([]);

      await callRefund(page);
      await expect(page.locator('tm-confirm-card')).toBeVisible();
      await expect.poll(async () => (await boxes(page)).length).toBe(1);
      const [box] = await boxes(page);
      const form = await page.locator('#refund').boundingBox();
      expect(box).toMatchObject({ tool: 'order.refund', className: 'box confirming', label: 'order.refund: waiting for your decision' });
      expect(box!.left).toBeLessThan(form!.x);
      expect(box!.top).toBeLessThan(form!.y);
      expect(box!.right).toBeGreaterThan(form!.x + form!.width);
      expect(box!.bottom).toBeGreaterThan(form!.y + form!.height);
      // The layer lets the pointer through: the page under the outline stays usable.
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('tm-spotlight')!).pointerEvents)).toBe('none');

      await page.locator('tm-confirm-card').getByRole('button', { name: 'Deny' }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { refunded?: string }).refunded)).toBe('declined');
      await expect.poll(async () => (await boxes(page)).length).toBe(0);

      await page.evaluate(() => (window as unknown as { Toolmark: { dispose(): void } }).Toolmark.dispose());
      expect(await page.evaluate(() => document.querySelectorAll('tm-spotlight').length)).toBe(0);
    });
  });
}

test('without data-spotlight there is no spotlight, and its chunk is not downloaded', async ({ page }) => {
  const parts: string[] = [];
  page.on('request', (request) => chunkOf(request.url()) === 'spotlight' && parts.push(request.url()));
  await open(page, pageWith('<script src="/toolmark.min.js"></script>'));
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await page.evaluate(() => document.querySelectorAll('tm-spotlight').length)).toBe(0);
  expect(parts).toEqual([]);
});

test('a loader under another name still finds its chunks beside itself, with no warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  // The development loader, served under a hashed name (as a bundler copies it), beside chunks-dev/.
  await page.route('**/toolmark.3f2a9c.js', (route) => route.fulfill({ path: BUNDLE_FILE('toolmark.js'), contentType: 'text/javascript' }));
  await open(page, pageWith('<script src="/toolmark.3f2a9c.js" data-spotlight></script>'));
  await expect(page.locator('tm-spotlight')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { Toolmark: { flavour: string } }).Toolmark.flavour)).toBe('full');
  expect(warnings.filter((text) => text.startsWith('[toolmark'))).toEqual([]);
});

test('the core flavour ignores data-spotlight with TM707 and boots the rest', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await open(page, pageWith('<script src="/toolmark.core.js" data-spotlight></script>'));
  const view = await page.evaluate(() => ({
    flavour: (window as unknown as { Toolmark: { flavour: string } }).Toolmark.flavour,
    tools: (window as unknown as { Toolmark: { tm: { manifest(): { name: string }[] } } }).Toolmark.tm.manifest().map((entry) => entry.name),
    spotlights: document.querySelectorAll('tm-spotlight').length,
  }));
  expect(view).toEqual({ flavour: 'core', tools: ['order.refund'], spotlights: 0 });
  expect(warnings.filter((text) => text.includes('TM707'))).toEqual([
    '[toolmark TM707] data-spotlight needs the flavour with the UI (toolmark.min.js); this core flavour has no <tm-spotlight>, so it is ignored. See https://github.com/toolmark/toolmark/blob/main/docs/warnings/TM707.md',
  ]);
});
