// Hot reload of modules that register tools (spec §2.2 `replace`, §16.6 `toolmarkHotReload`): a Vite
// dev server of its own, files edited on disk while the page is open, in Chromium with native WebMCP.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { pageErrors, startDevServerApp } from '../dev-server-app';
// The plugin's own file: the package's entry also loads the manifest plugin, which needs a Vite build.
import { toolmarkHotReload } from '../../packages/webmcp/src/vite/hot-reload-plugin';

const template = fileURLToPath(new URL('./app', import.meta.url));

/** What the page's registry and the browser's WebMCP list: name and description. */
const listed = (page: Page) =>
  page.evaluate(async () => {
    const { tm } = window as unknown as { tm: { manifest(): { name: string; description: string }[] } };
    const native = await (document as unknown as { modelContext: { getTools(): Promise<{ name: string; description: string }[]> } }).modelContext.getTools();
    const pairs = (tools: { name: string; description: string }[]) => tools.map((tool) => `${tool.name}: ${tool.description}`).sort();
    return { registry: pairs(tm.manifest()), native: pairs(native) };
  });

const both = (names: string[]) => ({ registry: names, native: names });

test('with toolmarkHotReload, edited modules take their tools over: new descriptions, dropped tools gone, no duplicate, no full reload', async ({ page }) => {
  const app = await startDevServerApp(template, [toolmarkHotReload()]);
  const errors = pageErrors(page);
  try {
    await page.goto(app.url);
    await expect.poll(() => listed(page)).toEqual(
      both(['newsletter.subscribe: Subscribes an address to the newsletter (version 1)', 'newsletter.unsubscribe: Unsubscribes an address', 'orders.track: Tracks an order (version 1)']),
    );
    const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt);

    // A module without exports: the plugin makes it accept itself. One description edited, one tool dropped.
    app.edit('newsletter.ts', (source) => source.replace('(version 1)', '(version 2)').replace('version: 1', 'version: 2').replace(/tm\.register\(\{\n  name: 'newsletter\.unsubscribe'[\s\S]*?\n\}\);\n/, ''));
    await expect.poll(() => listed(page)).toEqual(both(['newsletter.subscribe: Subscribes an address to the newsletter (version 2)', 'orders.track: Tracks an order (version 1)']));
    expect(await page.evaluate(() => (window as unknown as { tm: { call(name: string, input: object): Promise<unknown> } }).tm.call('newsletter.subscribe', {}))).toMatchObject({ structuredContent: { version: 2 } });

    // A module that accepts itself by hand, with no dispose: its edit replaces its tool too.
    app.edit('accepting.ts', (source) => source.replace('(version 1)', '(version 2)'));
    await expect.poll(() => listed(page)).toEqual(both(['newsletter.subscribe: Subscribes an address to the newsletter (version 2)', 'orders.track: Tracks an order (version 2)']));

    // The tool dropped comes back when the module registers it again.
    app.edit('newsletter.ts', (source) => `${source}\ntm.register({ name: 'newsletter.unsubscribe', description: 'Unsubscribes an address (back)', run: () => ok({}) });\n`);
    await expect.poll(() => listed(page)).toEqual(
      both(['newsletter.subscribe: Subscribes an address to the newsletter (version 2)', 'newsletter.unsubscribe: Unsubscribes an address (back)', 'orders.track: Tracks an order (version 2)']),
    );
    expect(await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt), 'no full reload').toBe(loadedAt);
    expect(errors).toEqual([]);
  } finally {
    await app.close();
  }
});

test('without the plugin, the module that accepts itself by hand fails on its edit with duplicate_name (what the plugin prevents)', async ({ page }) => {
  const app = await startDevServerApp(template, []);
  const errors = pageErrors(page);
  try {
    await page.goto(app.url);
    await expect.poll(() => listed(page).then(({ registry }) => registry.length)).toBe(3);
    app.edit('accepting.ts', (source) => source.replace('(version 1)', '(version 2)'));
    await expect.poll(() => errors.join('\n')).toMatch(/A tool named 'orders\.track' is already registered/);
    expect((await listed(page)).registry).toContain('orders.track: Tracks an order (version 1)');
  } finally {
    await app.close();
  }
});
