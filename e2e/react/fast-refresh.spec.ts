// @toolmark/react in a React 19 + Vite app under StrictMode, with Fast Refresh editing a component
// file while the page is open (spec §19.2), in Chromium with native WebMCP.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { pageErrors, startDevServerApp } from '../dev-server-app';

const template = fileURLToPath(new URL('./app', import.meta.url));

/** The tool as the registry and the browser's WebMCP describe it, and the names `<tm-tool-list>` lists. */
const seen = (page: Page) =>
  page.evaluate(async () => {
    const { tm } = window as unknown as { tm: { manifest(): { name: string; description: string }[] } };
    const native = await (document as unknown as { modelContext: { getTools(): Promise<{ name: string; description: string }[]> } }).modelContext.getTools();
    const items = [...(document.querySelector('tm-tool-list')?.shadowRoot?.querySelectorAll('li summary') ?? [])];
    return {
      registry: tm.manifest().map((tool) => tool.description),
      native: native.map((tool) => tool.description),
      listed: items.map((item) => item.textContent?.trim()),
    };
  });

test('StrictMode registers the component tool once; Fast Refresh of an edited description updates it without a reload or a duplicate, and keeps state', async ({ page }) => {
  const app = await startDevServerApp(template, [react()]);
  const errors = pageErrors(page);
  try {
    await page.goto(app.url);
    const version = (n: number) => `Adds one to the counter (version ${n})`;
    await expect.poll(() => seen(page)).toEqual({ registry: [version(1)], native: [version(1)], listed: ['counter.increment'] });
    // The agent's call runs the component's own state update.
    const result = await page.evaluate(async () => {
      const native = (document as unknown as { modelContext: { getTools(): Promise<unknown[]>; executeTool(tool: unknown, input: object): Promise<string> } }).modelContext;
      const [tool] = await native.getTools();
      return native.executeTool(tool, {});
    });
    expect(result).toContain('added');
    await expect(page.locator('#count')).toHaveText('1');
    const loadedAt = await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt);

    app.edit('Counter.tsx', (source) => source.replace('(version 1)', '(version 2)'));
    await expect.poll(() => seen(page)).toEqual({ registry: [version(2)], native: [version(2)], listed: ['counter.increment'] });
    await expect(page.locator('#count'), 'Fast Refresh keeps the state').toHaveText('1');
    await expect(page.locator('#tools')).toHaveText('counter.increment');
    expect(await page.evaluate(() => (window as unknown as { loadedAt: number }).loadedAt), 'no full reload').toBe(loadedAt);
    expect(errors).toEqual([]);
  } finally {
    await app.close();
  }
});
