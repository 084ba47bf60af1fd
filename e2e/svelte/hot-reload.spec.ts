// @toolmark/svelte's useTool in a Svelte 5 + Vite app, with Vite's hot reload (the Svelte plugin's
// HMR) editing a component while the page is open, in Chromium with native WebMCP.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { pageErrors, startDevServerApp } from '../dev-server-app';

const template = fileURLToPath(new URL('./app', import.meta.url));

/** The tool's description as the registry and the browser's WebMCP have it. */
const seen = (page: Page) =>
  page.evaluate(async () => {
    const { tm } = window as unknown as { tm: { manifest(): { description: string }[] } };
    const native = await (document as unknown as { modelContext: { getTools(): Promise<{ description: string }[]> } }).modelContext.getTools();
    return { registry: tm.manifest().map((tool) => tool.description), native: native.map((tool) => tool.description) };
  });

test("an edited component's tool takes the new description under hot reload: no duplicate, no full reload, no error", async ({ page }) => {
  const app = await startDevServerApp(template, [svelte()]);
  const errors = pageErrors(page);
  try {
    await page.goto(app.url);
    const version = (n: number) => `Adds one to the counter (version ${n})`;
    await expect.poll(() => seen(page)).toEqual({ registry: [version(1)], native: [version(1)] });
    const result = await page.evaluate(async () => {
      const native = (document as unknown as { modelContext: { getTools(): Promise<unknown[]>; executeTool(tool: unknown, input: object): Promise<string> } }).modelContext;
      const [tool] = await native.getTools();
      return native.executeTool(tool, {});
    });
    expect(result).toContain('added');
    await expect(page.locator('#count')).toHaveText('1');
    const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt);

    app.edit('Counter.svelte', (source) => source.replace('(version 1)', '(version 2)'));
    await expect.poll(() => seen(page)).toEqual({ registry: [version(2)], native: [version(2)] });
    // And once more: each hot update replaces the tool, never adds one beside it.
    app.edit('Counter.svelte', (source) => source.replace('(version 2)', '(version 3)'));
    await expect.poll(() => seen(page)).toEqual({ registry: [version(3)], native: [version(3)] });
    expect(await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt), 'no full reload').toBe(loadedAt);
    expect(errors).toEqual([]);
  } finally {
    await app.close();
  }
});
