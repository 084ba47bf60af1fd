// @toolmark/vue's useTool in a Vue 3 + Vite app (e2e/vue/app-package), with Vite's hot reload editing
// the single-file component that registers the tool while the page is open, in Chromium with native
// WebMCP: the registry, the browser's getTools() and the useTools() list show the new description,
// one tool, no full reload, no error.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import vue from '@vitejs/plugin-vue';
import { pageErrors, startDevServerApp } from '../dev-server-app';

const template = fileURLToPath(new URL('./app-package', import.meta.url));

/** The tools' descriptions as the registry and the browser's WebMCP have them. */
const seen = (page: Page) =>
  page.evaluate(async () => {
    const { tm } = window as unknown as { tm: { manifest(): { description: string }[] } };
    const native = await (document as unknown as { modelContext: { getTools(): Promise<{ description: string }[]> } }).modelContext.getTools();
    return { registry: tm.manifest().map((tool) => tool.description), native: native.map((tool) => tool.description) };
  });

test("@toolmark/vue: an edited component's tool takes the new description under hot reload: no duplicate, no full reload, no error", async ({ page }) => {
  const app = await startDevServerApp(template, [vue()]);
  const errors = pageErrors(page);
  try {
    await page.goto(app.url);
    const version = (n: number) => `Adds one to the counter (version ${n})`;
    await expect.poll(() => seen(page)).toEqual({ registry: [version(1)], native: [version(1)] });
    await expect(page.locator('#tools li')).toHaveText([`counter.increment: ${version(1)}`]);
    const result = await page.evaluate(async () => {
      const native = (document as unknown as { modelContext: { getTools(): Promise<unknown[]>; executeTool(tool: unknown, input: object): Promise<string> } }).modelContext;
      const [tool] = await native.getTools();
      return native.executeTool(tool, {});
    });
    expect(result).toContain('added');
    await expect(page.locator('#count')).toHaveText('1');
    const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt);

    app.edit('Counter.vue', (source) => source.replace('(version 1)', '(version 2)'));
    await expect.poll(() => seen(page)).toEqual({ registry: [version(2)], native: [version(2)] });
    await expect(page.locator('#tools li'), 'useTools() follows, one tool').toHaveText([`counter.increment: ${version(2)}`]);
    expect(await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt), 'no full reload').toBe(loadedAt);

    // A second edit, of the template only (a re-render, no remount): the tool stays, one of it.
    app.edit('Counter.vue', (source) => source.replace('Count:', 'Counted:'));
    await expect(page.locator('p')).toContainText('Counted:');
    expect(await seen(page)).toEqual({ registry: [version(2)], native: [version(2)] });
    expect(await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt), 'no full reload').toBe(loadedAt);
    expect(errors).toEqual([]);
  } finally {
    await app.close();
  }
});
