// The polyfill covers the page's same-origin frames (spec §16.3, Frames), as the browser's WebMCP is
// in every document: a frame that loads no polyfill gets the page's, its declarative forms are served
// (spec §18.10), and the page sees and runs their tools. In Chromium without the WebMCP flag.
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgsWithoutWebMcp, chromiumPath } from '../chromium';
import { chunkOf, startedScripts } from '../script-tag-ready';
import { FIXTURES, OTHER_ORIGIN } from '../urls';

test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgsWithoutWebMcp } });

interface Context {
  getTools(): Promise<{ name: string; window: Window }[]>;
  executeTool(tool: unknown, input?: object): Promise<string | null>;
  registerTool(tool: object): Promise<undefined>;
}

/** A page with only the polyfill add-on (no script tag), and an iframe made by `frame` in page code. */
async function pageWithAddOn(page: Page) {
  await page.goto(`${FIXTURES}/index.html`);
  await page.addScriptTag({ url: '/toolmark.polyfill.min.js' });
  // The add-on's file imports its chunk, which installs the polyfill (spec §18.1).
  await startedScripts(page);
  expect(await page.evaluate(() => Symbol.for('toolmark.modelContextPolyfill') in (document as unknown as { modelContext: object }).modelContext)).toBe(true);
}

/** The names the top document's getTools() lists, and whether each tool's window is a frame's. */
const listed = (page: Page) =>
  page.evaluate(async () => {
    const tools = await (document as unknown as { modelContext: Context }).modelContext.getTools();
    return tools.map((tool) => `${tool.name}${tool.window === window ? '' : ' (frame)'}`);
  });

test('an about:blank iframe the page writes a declarative form into gets the polyfill; the form is served, seen and run from the top', async ({ page }) => {
  await pageWithAddOn(page);
  await page.evaluate(() => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const form = iframe.contentDocument!;
    form.body.innerHTML = '<form toolname="blank.echo" tooldescription="Echoes" toolautosubmit><input name="text"></form>';
    form.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      (event as SubmitEvent & { respondWith(value: unknown): void }).respondWith(`echo ${(form.querySelector('input') as HTMLInputElement).value}`);
    });
  });
  await expect.poll(() => listed(page)).toEqual(['blank.echo (frame)']);
  const result = await page.evaluate(async () => {
    const context = (document as unknown as { modelContext: Context }).modelContext;
    const [tool] = await context.getTools();
    return context.executeTool(tool, { text: 'hi' });
  });
  expect(result).toBe('echo hi');
  // The frame's model context is the polyfill, and the serving chunk ran in the frame's own realm:
  // a module script there imports it (spec §18.10).
  const view = await page.evaluate(() => {
    const frame = document.querySelector('iframe')!.contentWindow as Window & typeof globalThis;
    const scripts = [...frame.document.querySelectorAll('script')].map((script) => ({ type: script.type, imports: /import .* from "([^"]+)"/.exec(script.textContent ?? '')?.[1] ?? '' }));
    return { polyfill: Symbol.for('toolmark.modelContextPolyfill') in (frame.document as unknown as { modelContext: object }).modelContext, scripts, ToolCancelEvent: typeof (frame as unknown as { ToolCancelEvent: unknown }).ToolCancelEvent };
  });
  expect({ ...view, scripts: view.scripts.map(({ type, imports }) => `${type} ${imports && chunkOf(imports)}`) }).toEqual({ polyfill: true, scripts: ['module serve-forms'], ToolCancelEvent: 'function' });
});

test("a frame's script registers a tool after the frame is inserted; a nested about:blank frame is covered too", async ({ page }) => {
  await pageWithAddOn(page);
  await page.evaluate(async () => {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    // Covered in the microtask after the insertion (spec §16.3, Frames: the limits).
    await Promise.resolve();
    const inner = iframe.contentDocument!.createElement('iframe');
    iframe.contentDocument!.body.append(inner);
    await Promise.resolve();
    const register = (doc: Document, name: string) => (doc as unknown as { modelContext: Context }).modelContext.registerTool({ name, description: name, execute: () => name });
    await register(iframe.contentDocument!, 'frame.tool');
    await register(inner.contentDocument!, 'inner.tool');
  });
  expect(await listed(page)).toEqual(['frame.tool (frame)', 'inner.tool (frame)']);
});

test("a frame navigated to a same-origin page without a polyfill is covered at its load; with an add-on of its own, its form is served once", async ({ page }) => {
  await pageWithAddOn(page);
  for (const query of ['', '?addon=1']) {
    await page.evaluate(async (src) => {
      document.querySelector('iframe')?.remove();
      const iframe = document.createElement('iframe');
      const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
      iframe.src = src;
      document.body.append(iframe);
      await loaded;
    }, `/toolmark/frame-form.html${query}`);
    await expect.poll(() => listed(page)).toEqual(['frame.search (frame)']);
    const outcome = await page.evaluate(async () => {
      const context = (document as unknown as { modelContext: Context }).modelContext;
      const [tool] = await context.getTools();
      const frame = document.querySelector('iframe')!.contentDocument!;
      const parts = [...frame.querySelectorAll('script[type="module"]')].filter((script) => /\/serve-forms-/.test(script.textContent ?? '')).length;
      return { result: await context.executeTool(tool, { q: 'tea' }), parts };
    });
    // Served once (one tool listed): by the page's polyfill through a module script in the frame, or,
    // with an add-on of its own, by the frame's add-on, which imports the chunk in its realm itself.
    expect(outcome.result, query).toBe('found tea');
    expect(outcome.parts, query).toBeLessThanOrEqual(1);
    if (!query) expect(outcome.parts).toBe(1);
  }
});

test('a cross-origin frame is not covered: its document is out of reach of the page', async ({ page }) => {
  await pageWithAddOn(page);
  await page.evaluate(async (src) => {
    const iframe = document.createElement('iframe');
    const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    iframe.src = src;
    document.body.append(iframe);
    await loaded;
  }, `${OTHER_ORIGIN}/toolmark/frame-form.html`);
  const frame = page.frames().find((candidate) => candidate.url().startsWith(OTHER_ORIGIN))!;
  expect(await frame.evaluate(() => 'modelContext' in document)).toBe(false);
  expect(await listed(page)).toEqual([]);
});
