import { expect, test, type Page } from '@playwright/test';
import type { ModelContextPolyfill } from '@toolmark/webmcp';
import { executeTool, listTools } from '../model-context';
import { FIXTURES } from '../urls';

const runs = (page: Page) => page.evaluate(() => ({ ...window.webmcpFixture.runs }));

/**
 * Defines the publish tests against one kind of model context: the browser's own, or the polyfill
 * (a spec file launches Chromium with or without the WebMCP flag).
 *
 * @param kind The model context the page must end up with.
 */
export function definePublishTests(kind: 'native' | 'polyfill'): void {
  const variant = { kind };
  test.describe(`publish to ${variant.kind} WebMCP`, () => {

    test.beforeEach(async ({ page }) => {
      await page.goto(`${FIXTURES}/webmcp/publish.html`);
      await expect(page.locator('body[data-ready="true"]')).toBeAttached();
      expect(await page.evaluate(() => window.webmcpFixture.kind)).toBe(variant.kind);
    });

    test('getTools() lists the registered tools with their schemas and annotations', async ({ page }) => {
      const tools = await listTools(page);
      const names = tools.map((tool) => tool.name);
      // The declarative form is the browser's own tool: listed once, by the browser, never by Toolmark.
      expect(names).toEqual(variant.kind === 'native' ? ['cart.empty', 'math.add', 'reviews.read', 'search_flights'] : ['cart.empty', 'math.add', 'reviews.read']);
      expect(tools.find((tool) => tool.name === 'math.add')).toEqual({
        name: 'math.add',
        title: 'Add',
        description: 'Adds two numbers',
        inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
        annotations: expect.objectContaining({ readOnlyHint: true, untrustedContentHint: false, consequentialHint: false }),
      });
      expect(tools.find((tool) => tool.name === 'cart.empty')?.annotations).toMatchObject({ readOnlyHint: false, consequentialHint: true });
      expect(tools.find((tool) => tool.name === 'reviews.read')?.annotations).toMatchObject({ readOnlyHint: true, untrustedContentHint: true });
    });

    test('executeTool runs a tool through tm.call and returns an MCP-style result as JSON text', async ({ page }) => {
      const text = await executeTool(page, 'math.add', { a: 1, b: 2 });
      expect(typeof text).toBe('string');
      expect(JSON.parse(text as string)).toEqual({ content: [{ type: 'text', text: '{"sum":3}' }], structuredContent: { sum: 3 } });
      expect(await runs(page)).toEqual({ 'math.add': 1 });
    });

    test('invalid input returns a validation error and the tool does not run', async ({ page }) => {
      const result = JSON.parse((await executeTool(page, 'math.add', { a: 'x' })) as string);
      expect(result).toMatchObject({
        isError: true,
        content: [{ type: 'text', text: "Invalid input for 'math.add': 'a' must be a number; Missing required parameter 'b'" }],
        _meta: { 'toolmark/code': 'invalid_input' },
      });
      expect(await runs(page)).toEqual({});
    });

    test('a tool that needs confirmation waits for the person', async ({ page }) => {
      await page.evaluate(() => {
        const context = (document as unknown as { modelContext: ModelContextPolyfill }).modelContext;
        (window as unknown as { pending: Promise<unknown> }).pending = context.getTools().then((tools) =>
          context.executeTool(tools.find((tool) => tool.name === 'cart.empty')!, {}),
        );
      });
      await expect(page.getByTestId('confirm-text')).toHaveText('Remove all products from the cart');
      expect(await runs(page)).toEqual({});
      await page.getByTestId('approve').click();
      const approved = JSON.parse(await page.evaluate(() => (window as unknown as { pending: Promise<string> }).pending));
      expect(approved.structuredContent).toEqual({ emptied: true });
      expect(await runs(page)).toEqual({ 'cart.empty': 1 });

      const declined = executeTool(page, 'cart.empty', {});
      await page.getByTestId('decline').click();
      expect(JSON.parse((await declined) as string)).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'declined' } });
      expect(await runs(page)).toEqual({ 'cart.empty': 1 });
    });

    test('unregistering a tool removes it, and dispose() removes them all', async ({ page }) => {
      const seen = await page.evaluate(async () => {
        const { tm, publication } = window.webmcpFixture;
        const context = (document as unknown as { modelContext: ModelContextPolyfill }).modelContext;
        const names = async () => (await context.getTools()).map((tool) => tool.name);
        const handle = tm.register({ name: 'temp.tool', description: 'Temporary', run: () => ({ content: [] }) });
        await publication.settled();
        const added = await names();
        handle.dispose();
        await publication.settled();
        const removed = await names();
        publication.dispose();
        return { added, removed, stopped: await names() };
      });
      expect(seen.added).toContain('temp.tool');
      expect(seen.removed).not.toContain('temp.tool');
      expect(seen.removed).toContain('math.add');
      expect(seen.stopped).toEqual(variant.kind === 'native' ? ['search_flights'] : []);
    });

    test('a hot re-publish reconciles instead of failing with a duplicate name', async ({ page }) => {
      const names = await page.evaluate(() => window.webmcpFixture.republish());
      expect(names).toEqual(['cart.empty', 'hot.reloaded', 'math.add', 'reviews.read']);
      expect(await page.evaluate(() => window.webmcpFixture.errors)).toEqual([]);
      expect((await listTools(page)).map((tool) => tool.name)).toContain('hot.reloaded');
      expect(JSON.parse((await executeTool(page, 'hot.reloaded', {})) as string)).toEqual({ content: [{ type: 'text', text: 'new' }] });
    });

    test('the page carries the manifest in a script element', async ({ page }) => {
      const manifest = await page.evaluate(() => JSON.parse(document.querySelector('script[type="application/toolmark+json"]')!.textContent!));
      expect(manifest).toMatchObject({ toolmark: 1, site: { origin: FIXTURES, name: 'Publish fixture' } });
      expect(manifest.tools.map((tool: { name: string }) => tool.name)).toEqual(['cart.empty', 'math.add', 'reviews.read', 'search_flights']);
    });
  });
}

