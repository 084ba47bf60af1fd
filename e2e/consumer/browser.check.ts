// Drives the consumer apps the global setup built from the npm tarballs, in Chromium: the `native`
// project has native WebMCP (--enable-features=WebMCPTesting), the `polyfill` project has none, so the
// apps install Toolmark's polyfill. Agents reach the tools the way they would: document.modelContext's
// getTools() and executeTool(record, input), or the in-page registry for a form the browser serves.
import { test as base, expect, type Page } from '@playwright/test';
import { executeTool, listTools } from '../model-context';
import { APPS, BUNDLED_SCRIPT_TAG, servedUrl, type AppName } from './steps';

type Kind = 'native' | 'polyfill';

/** An MCP CallToolResult, as executeTool returns it (JSON text). */
interface CallResult {
  readonly content: readonly { readonly type: string; readonly text?: string }[];
  readonly structuredContent?: unknown;
  readonly isError?: boolean;
  readonly _meta?: Record<string, unknown>;
}

const test = base.extend<{ kind: Kind; app: AppName; opened: Page }>({
  kind: [async ({}, use, info) => use(info.project.name as Kind), { option: false }],
  app: ['vanilla-ts', { option: true }],
  // The app's page, loaded and published; fails the test on any uncaught error in the page.
  opened: async ({ page, app, kind }, use, info) => {
    const url = servedUrl(app);
    info.skip(url === undefined, `${app} was not built (its "vite build" step reports why)`);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
    await page.goto(url!);
    await expect(page.locator('body[data-ready="true"]'), `${app} did not finish publishing`).toBeAttached();
    expect(await page.locator('body').getAttribute('data-webmcp'), `${app} publishes to ${kind} WebMCP`).toBe(kind);
    await use(page);
    expect(errors, `uncaught errors in ${app}`).toEqual([]);
  },
});

/** The names of the tools document.modelContext lists, sorted. */
const names = async (page: Page) => (await listTools(page)).map((tool) => tool.name).sort();

/** Runs a tool as an agent does (getTools(), then executeTool), and reads the result's JSON text. */
async function runTool(page: Page, name: string, input: object): Promise<CallResult> {
  const text = await executeTool(page, name, input);
  expect(typeof text, `executeTool('${name}') answers with JSON text`).toBe('string');
  return JSON.parse(text as string) as CallResult;
}

/** Calls a tool through the page's registry (an in-page agent), as `tm.call` answers. */
function callInPage(page: Page, name: string, input: unknown): Promise<{ structuredContent?: unknown; isError?: boolean; code?: string }> {
  return page.evaluate(
    ([name, input]) => (window as unknown as { consumerApp: { call(name: string, input: unknown): Promise<{ structuredContent?: unknown; isError?: boolean; code?: string }> } }).consumerApp.call(name, input),
    [name, input] as const,
  );
}

for (const app of APPS) {
  test.describe(app, () => {
    test.use({ app });

    test('tools with valibot schemas are published and run through document.modelContext', async ({ opened: page, kind }) => {
      // The form is served by the browser where it has WebMCP (Toolmark does not publish it twice),
      // by Toolmark through the polyfill where it has not.
      expect(await names(page)).toEqual(
        kind === 'native' ? ['newsletter.subscribe', 'shop.cart.add', 'shop.cart.empty'] : ['shop.cart.add', 'shop.cart.empty', 'site.newsletter.subscribe'],
      );
      const tools = await listTools(page);
      const byName = (name: string) => tools.find((tool) => tool.name === name);
      // The JSON Schema toJsonSchema derived from the valibot schema.
      expect(byName('shop.cart.add')?.inputSchema).toEqual({
        type: 'object',
        properties: { sku: { type: 'string', pattern: '^TM-[A-Z]+$' }, qty: { type: 'integer', minimum: 1, maximum: 9, default: 1 } },
        required: ['sku'],
      });
      expect(byName('shop.cart.add')?.annotations).toMatchObject({ readOnlyHint: false, consequentialHint: false });
      expect(byName('shop.cart.empty')?.annotations).toMatchObject({ readOnlyHint: false, consequentialHint: true });
      // The form's schema: the browser's own where it serves the form, Toolmark's (with format) through the polyfill.
      const form = byName(kind === 'native' ? 'newsletter.subscribe' : 'site.newsletter.subscribe');
      expect(form?.inputSchema).toMatchObject({ type: 'object', properties: { email: { type: 'string' }, topic: { enum: ['news', 'deals'] } }, required: ['email'] });
      if (kind === 'polyfill') expect(form?.inputSchema).toMatchObject({ properties: { email: { format: 'email' } } });

      const cartCount = page.getByTestId('cart-count');
      const added = await runTool(page, 'shop.cart.add', { sku: 'TM-MUG', qty: 2 });
      expect(added).toMatchObject({ structuredContent: { sku: 'TM-MUG', qty: 2 } });
      expect(added.isError).toBeUndefined();
      await expect(cartCount).toHaveText('2');
      // The schema's default (qty: 1) is applied before run.
      expect(await runTool(page, 'shop.cart.add', { sku: 'TM-MUG' })).toMatchObject({ structuredContent: { sku: 'TM-MUG', qty: 3 } });
      await expect(cartCount).toHaveText('3');

      const invalid = await runTool(page, 'shop.cart.add', { sku: 'mug', qty: 12 });
      expect(invalid).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'invalid_input' } });
      expect(invalid.content[0]?.text).toContain("Invalid input for 'shop.cart.add'");
      await expect(cartCount).toHaveText('3');
    });

    test('a confirmation card: Approve runs the call, Deny declines the next one', async ({ opened: page }) => {
      const cartCount = page.getByTestId('cart-count');
      await runTool(page, 'shop.cart.add', { sku: 'TM-CUP', qty: 2 });
      await expect(cartCount).toHaveText('2');

      const card = page.locator('tm-confirm-card');
      const approved = runTool(page, 'shop.cart.empty', {});
      await expect(card).toBeVisible();
      await expect(card).toContainText('Empty the cart');
      await expect(card).toContainText('Remove all 2 items from the cart');
      await expect(cartCount, 'nothing runs before the person decides').toHaveText('2');
      await card.getByRole('button', { name: 'Approve' }).click();
      expect(await approved).toMatchObject({ structuredContent: { removed: 2 } });
      await expect(card).toHaveCount(0);
      await expect(cartCount).toHaveText('0');

      await runTool(page, 'shop.cart.add', { sku: 'TM-CUP' });
      const denied = runTool(page, 'shop.cart.empty', {});
      await expect(card).toContainText('Remove all 1 items from the cart');
      await card.getByRole('button', { name: 'Deny' }).click();
      expect(await denied).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'declined' } });
      await expect(card).toHaveCount(0);
      await expect(cartCount, 'a denied call does not run').toHaveText('1');
    });

    test('a <form toolname> becomes a tool that fills the form', async ({ opened: page, kind }) => {
      const email = page.locator('#newsletter input[name="email"]');
      const topic = page.locator('#newsletter select[name="topic"]');
      const input = { email: 'ada@example.com', topic: 'deals' };
      // An agent of the page calls Toolmark's tool; where the browser serves the form itself, only
      // in-page agents reach Toolmark's tool, so it is called through the registry.
      const call = (value: object) =>
        kind === 'polyfill' ? runTool(page, 'site.newsletter.subscribe', value) : callInPage(page, 'site.newsletter.subscribe', value);

      // All or nothing: a value the form refuses leaves every field as it was.
      const refused = await call({ email: 'not an email', topic: 'deals' });
      const code = 'code' in refused ? refused.code : (refused as CallResult)._meta?.['toolmark/code'];
      expect({ isError: refused.isError, code }, JSON.stringify(refused)).toEqual({ isError: true, code: 'invalid_input' });
      await expect(email).toHaveValue('');
      await expect(topic).toHaveValue('news');

      const result = await call(input);
      expect(result, JSON.stringify(result)).toMatchObject({ structuredContent: { subscribed: input.email, topic: input.topic } });
      await expect(email).toHaveValue(input.email);
      await expect(topic).toHaveValue(input.topic);
      await expect(page.locator('#subscribed')).toHaveText(`Subscribed ${input.email} to ${input.topic}`);
      if (app === 'react-ts' || app === 'svelte-ts' || app === 'vue-ts') {
        // React (Svelte, Vue) saw the fill: its controlled (bound) inputs' state follows.
        await expect(page.getByTestId('email-state')).toHaveText(input.email);
        await expect(page.getByTestId('topic-state')).toHaveText(input.topic);
      }
    });

    if (app === 'react-ts' || app === 'svelte-ts' || app === 'vue-ts') {
      test(`tools follow the component that registers them (${app === 'react-ts' ? '@toolmark/react' : app === 'vue-ts' ? '@toolmark/vue' : '@toolmark/svelte'}), and its hooks (stores) read the registry`, async ({ opened: page }) => {
        const toolNames = page.getByTestId('tool-names');
        await expect(toolNames).toHaveText('shop.cart.add shop.cart.empty site.newsletter.subscribe');
        // useCallsInFlight shows the call waiting for its card.
        const emptied = runTool(page, 'shop.cart.empty', {});
        await expect(page.getByTestId('calls')).toHaveText('shop.cart.empty waiting-for-person');
        await page.locator('tm-confirm-card').getByRole('button', { name: 'Deny' }).click();
        await emptied;
        await expect(page.getByTestId('calls')).toHaveText('none');

        await page.getByRole('button', { name: 'Hide the cart' }).click();
        await expect(toolNames).toHaveText('site.newsletter.subscribe');
        await expect(page.getByTestId('cart-count')).toHaveCount(0);
        await expect.poll(() => names(page)).not.toContain('shop.cart.add');
        expect(await names(page)).not.toContain('shop.cart.empty');
        expect(await callInPage(page, 'shop.cart.add', { sku: 'TM-MUG' })).toMatchObject({ isError: true, code: 'unknown_tool' });

        await page.getByRole('button', { name: 'Show the cart' }).click();
        await expect.poll(() => names(page)).toContain('shop.cart.add');
        expect(await runTool(page, 'shop.cart.add', { sku: 'TM-MUG' })).toMatchObject({ structuredContent: { sku: 'TM-MUG', qty: 1 } });
        await expect(page.getByTestId('cart-count')).toHaveText('1');
      });
    }

    if (app === BUNDLED_SCRIPT_TAG.app) {
      test('the script tag imported through the bundler boots; its form is a tool; Lit and the card wait for a confirmation', async ({ page }) => {
        const url = servedUrl(app);
        test.skip(url === undefined, `${app} was not built`);
        const scripts: string[] = [];
        page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
        await page.goto(`${url}/script-tag/`);
        await expect(page.locator('body[data-ready="true"]')).toBeAttached();
        expect(await page.locator('body').getAttribute('data-flavour')).toBe('full');
        expect((await page.locator('body').getAttribute('data-tools'))?.split(' ')).toEqual(['search']);
        // The chunks it fetched: none holds Lit or the card (prepare.ts found them in their own chunks).
        const bodies = await Promise.all(scripts.map(async (path) => (await page.request.get(`${new URL(url!).origin}${path}`)).text()));
        expect(bodies.filter((body) => body.includes('litHtmlVersions') || body.includes('tm-confirm-card'))).toEqual([]);
        expect(errors).toEqual([]);
      });
    }

    if (app === 'react-ts') {
      test('the Vite plugin wrote /.well-known/toolmark.json and llms.txt at build time', async ({ opened: page }) => {
        const origin = new URL(page.url()).origin;
        const manifest = await page.request.get(`${origin}/.well-known/toolmark.json`);
        expect(manifest.status()).toBe(200);
        const document = (await manifest.json()) as { toolmark: number; site: { name?: string }; tools: { name: string; inputSchema: unknown }[] };
        expect(document).toMatchObject({ toolmark: 1, site: { name: 'Toolmark React shop' } });
        expect(document.tools.map((tool) => tool.name)).toEqual(['shop.cart.add', 'shop.cart.empty']);
        expect(document.tools[0]?.inputSchema).toMatchObject({ properties: { sku: { pattern: '^TM-[A-Z]+$' } }, required: ['sku'] });
        const llms = await page.request.get(`${origin}/llms.txt`);
        expect(llms.status()).toBe(200);
        expect(await llms.text()).toContain('shop.cart.add');
      });
    }
  });
}
