// The script tag (spec §18), loaded as a site loads it: the built classic scripts and their chunks
// from packages/toolmark/dist, served at the site root (e2e/fixtures/vite.config.ts), in Chromium
// with native WebMCP (--enable-features=WebMCPTesting).
import { expect, test, type Page } from '@playwright/test';
import { executeTool } from '../model-context';
import { chunkRequests, openPage, openWithScriptTag, scriptTagReady as ready, startedScripts } from '../script-tag-ready';
import { FIXTURES, OTHER_ORIGIN } from '../urls';

interface ListedTool {
  readonly name: string;
  readonly annotations?: Readonly<Record<string, unknown>>;
}

/** What the script tag exposes, as far as the tests read it. */
interface ToolmarkGlobalView {
  readonly version: string;
  readonly flavour: string;
  readonly config: Readonly<Record<string, unknown>>;
  readonly ready: Promise<void>;
  readonly confirmWith?: unknown;
  readonly tm: {
    manifest(): { name: string }[];
    call(name: string, input?: unknown): Promise<{ isError?: boolean; code?: string; structuredContent?: unknown }>;
    info(name: string): { origin: string } | undefined;
  };
}

declare global {
  interface Window {
    Toolmark?: ToolmarkGlobalView;
    /** peer.html: the bridge messages it received. */
    received?: { origin: string; message: { id?: number; result?: { tools?: { name: string }[] } } }[];
    ask?(id: number, method: string, params?: Record<string, unknown>): void;
  }
}

/** The names the registry holds. */
const registered = (page: Page) => page.evaluate(() => window.Toolmark?.tm.manifest().map((entry) => entry.name));

/** What native `document.modelContext.getTools()` lists: the browser's own tools and Toolmark's. */
function nativeTools(page: Page): Promise<ListedTool[]> {
  return page.evaluate(async () => {
    const context = (document as unknown as { modelContext: { getTools(): Promise<ListedTool[]> } }).modelContext;
    return (await context.getTools()).map(({ name, annotations }) => ({ name, ...(annotations && { annotations }) }));
  });
}

const nativeNames = async (page: Page) => (await nativeTools(page)).map((tool) => tool.name).sort();

test.describe('the script tag before the forms (in the head)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${FIXTURES}/toolmark/before.html`);
    await ready(page);
  });

  test('boots: window.Toolmark has core, load() and the instance; the other packages come from load()', async ({ page }) => {
    const view = await page.evaluate(() => {
      const toolmark = window.Toolmark as unknown as Record<string, unknown> & ToolmarkGlobalView;
      return {
        version: toolmark.version,
        flavour: toolmark.flavour,
        config: toolmark.config,
        functions: ['createToolmark', 'defineTool', 'ok', 'fail', 'text', 'image', 'redactPaths', 'load', 'dispose'].filter((name) => typeof toolmark[name] !== 'function'),
        // The other packages' functions come from `Toolmark.load()` (spec §18.4); the full compiler and
        // the provider formats belong to the npm packages; the bridge and the polyfill are add-ons.
        dropped: ['registerWizard', 'registerPageWizard', 'scanPageWizards', 'scanForms', 'defineFormTool', 'formResponse', 'publish', 'confirmWith', 'fromJsonSchema', 'toMcpTool', 'toWebMcpTool', 'createBridge', 'installModelContextPolyfill'].filter(
          (name) => name in toolmark,
        ),
        frozen: Object.isFrozen(toolmark),
      };
    });
    expect(view).toEqual({
      version: '0.1.0',
      flavour: 'full',
      config: { allForms: false, confirm: true, debug: false, spotlight: false, widgets: false },
      functions: [],
      dropped: [],
      frozen: true,
    });
  });

  test('Toolmark.load(name) answers each package\'s functions, and refuses an unknown name', async ({ page }) => {
    const parts = await page.evaluate(async () => {
      const load = (window.Toolmark as unknown as { load(name: string): Promise<Record<string, unknown>> }).load;
      const names = async (name: string) => {
        const part = await load(name);
        return Object.keys(part).filter((key) => typeof part[key] === 'function').sort();
      };
      const unknown = await load('spotlight').then(
        () => 'loaded',
        (error: Error) => error.message,
      );
      return { forms: await names('forms'), wizard: await names('wizard'), webmcp: await names('webmcp'), ui: await names('ui'), unknown };
    });
    expect(parts).toEqual({
      forms: ['defineFormTool', 'formResponse', 'scanForms'],
      wizard: ['onlyCurrentSteps', 'registerPageWizard', 'registerWizard', 'scanPageWizards'],
      webmcp: ['findModelContext', 'publish'],
      ui: ['confirmWith'],
      unknown: "Toolmark.load('spotlight'): no such part; use forms, wizard, webmcp or ui",
    });
  });

  test("a page tool's jsonSchema needs the JSON Schema add-on, which enforces it with core's compiler (spec §18.9)", async ({ page }) => {
    type Registry = {
      register(definition: Record<string, unknown>): { registered?: boolean; dispose(): void };
      call(name: string, input?: unknown): Promise<{ code?: string; issues?: unknown; structuredContent?: unknown }>;
      subscribe(listener: (event: { type: string; code?: string }) => void): () => void;
    };
    // A production build registers nothing and emits an `error` event with the code (spec §2.5).
    const codesOf = (definitions: Record<string, unknown>[]) =>
      page.evaluate((list) => {
        const tm = (window.Toolmark as unknown as { tm: Registry }).tm;
        const codes: (string | undefined)[] = [];
        const off = tm.subscribe((event) => event.type === 'error' && codes.push(event.code));
        for (const definition of list) tm.register({ ...definition, run: () => ({ content: [] }) }).dispose();
        off();
        return codes;
      }, definitions);
    const order = {
      name: 'order.refund',
      description: 'Refunds an order',
      jsonSchema: {
        type: 'object',
        properties: {
          order: { type: 'string', pattern: '^TM-\\d{4}$' },
          amount: { type: 'number', exclusiveMinimum: 0 },
          email: { type: 'string', format: 'email' },
          reason: { enum: ['damaged', 'late'], default: 'late' },
        },
        required: ['order', 'amount'],
        additionalProperties: false,
      },
    };
    // Without the add-on the registration throws, in production too.
    const missing = await page.evaluate((definition) => {
      try {
        (window.Toolmark as unknown as { tm: Registry }).tm.register({ ...definition, run: () => ({ content: [] }) });
        return 'registered';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    }, order);
    expect(missing).toBe('json_schema_unsupported');

    await page.addScriptTag({ url: '/toolmark.json-schema.min.js' });
    // Its file imports its chunk, which leaves the compiler on the document (spec §18.9).
    await startedScripts(page);
    const outcome = await page.evaluate(async (definition) => {
      const tm = (window.Toolmark as unknown as { tm: Registry }).tm;
      const handle = tm.register({ ...definition, run: (input: unknown) => ({ content: [], structuredContent: input }) });
      const good = await tm.call('order.refund', { order: 'TM-1001', amount: 12.5, email: 'ada@example.com' });
      const bad = await tm.call('order.refund', { order: 'TM-1', amount: -500, email: 'nope', x: 1 });
      handle.dispose();
      return { good: good.structuredContent, bad: { code: bad.code, issues: bad.issues } };
    }, order);
    expect(outcome).toEqual({
      good: { order: 'TM-1001', amount: 12.5, email: 'ada@example.com', reason: 'late' },
      bad: {
        code: 'invalid_input',
        issues: [
          { path: 'order', message: "'order' must match the pattern ^TM-\\d{4}$" },
          { path: 'amount', message: "'amount' must be greater than 0" },
          { path: 'email', message: "'email' must be a valid email" },
          { path: 'x', message: "Unexpected parameter 'x'" },
        ],
      },
    });
    // What it does not enforce it refuses: a misspelt keyword, a pattern the linear matcher cannot run (a backreference).
    const refused = (schema: Record<string, unknown>) => ({ name: 'refused', description: 'Refused', jsonSchema: { type: 'object', properties: { p: schema } } });
    expect(await codesOf([refused({ type: 'string', minLenght: 2 }), refused({ type: 'string', pattern: '^(a)\\1$' })])).toEqual([
      'schema_conversion_failed',
      'schema_conversion_failed',
    ]);
  });

  test('forms that appear after the script become tools; the page registers its own; all are in getTools()', async ({ page }) => {
    expect(await registered(page)).toEqual(['cart.count', 'cart.empty', 'order.track', 'search']);
    // The declarative form is the browser's own tool (listed once, by the browser); Toolmark publishes the rest.
    expect(await page.evaluate(() => window.Toolmark?.tm.info('search')?.origin)).toBe('native-form');
    expect(await nativeNames(page)).toEqual(['cart.count', 'cart.empty', 'order.track', 'search']);
    const tools = await nativeTools(page);
    expect(tools.find((tool) => tool.name === 'cart.empty')?.annotations).toMatchObject({ consequentialHint: true });
  });

  test('a native call of a page tool runs through the registry', async ({ page }) => {
    await page.evaluate(() => {
      const tm = window.Toolmark?.tm as unknown as { subscribe(listener: (event: { type: string; caller?: unknown }) => void): () => void };
      (window as unknown as { callers: unknown[] }).callers = [];
      tm.subscribe((event) => {
        if (event.type === 'call:started') (window as unknown as { callers: unknown[] }).callers.push(event.caller);
      });
    });
    // Native executeTool answers with the MCP-style result as JSON text (spec §16.2).
    const answer = await executeTool(page, 'cart.count', {});
    expect(JSON.parse(answer as string)).toMatchObject({ structuredContent: { count: 2 } });
    expect(await page.evaluate(() => (window as unknown as { callers: unknown[] }).callers)).toEqual([{ kind: 'webmcp' }]);
  });

  test('a form that appears later becomes a tool and is published', async ({ page }) => {
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<form data-toolmark-name="later" data-toolmark-description="Added later"><input name="x"><button>Go</button></form>'),
    );
    await expect.poll(() => nativeNames(page)).toContain('later');
  });

  test('a destructive tool shows a confirmation card; approving by click runs it', async ({ page }) => {
    const call = page.evaluate(() => window.Toolmark?.tm.call('cart.empty'));
    const card = page.locator('tm-confirm-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('Empty the cart');
    await expect(card).toContainText('Remove all 2 items from the cart');
    expect(await page.evaluate(() => document.body.dataset['emptied'])).toBeUndefined();
    await card.getByRole('button', { name: 'Approve' }).click();
    expect(await call).toMatchObject({ structuredContent: { emptied: true } });
    expect(await page.evaluate(() => document.body.dataset['emptied'])).toBe('yes');
    await expect(card).toHaveCount(0);
  });

  test('denying the card declines the call, and nothing runs', async ({ page }) => {
    const call = page.evaluate(() => window.Toolmark?.tm.call('cart.empty'));
    await page.locator('tm-confirm-card').getByRole('button', { name: 'Deny' }).click();
    expect(await call).toMatchObject({ isError: true, code: 'declined' });
    expect(await page.evaluate(() => document.body.dataset['emptied'])).toBeUndefined();
  });
});

test.describe('the script tag after the forms, configured by data- attributes', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${FIXTURES}/toolmark/after.html`);
    await ready(page);
  });

  test('data-scope and data-all-forms: every form is a tool, in the scope', async ({ page }) => {
    expect(await page.evaluate(() => window.Toolmark?.config)).toMatchObject({ scope: 'shop', allForms: true, confirm: false });
    expect(await registered(page)).toEqual(['cart.empty', 'shop.account.delete', 'shop.newsletter', 'shop.search']);
    // The browser serves the declarative form under its own name; Toolmark publishes the others.
    expect(await nativeNames(page)).toEqual(['cart.empty', 'search', 'shop.account.delete', 'shop.newsletter']);
  });

  test('data-confirm="off": no card, a destructive call is declined unless the page installs a handler', async ({ page }) => {
    expect(await page.evaluate(() => window.Toolmark?.tm.call('cart.empty'))).toMatchObject({ isError: true, code: 'declined' });
    await expect(page.locator('tm-confirm-card')).toHaveCount(0);
    const approved = await page.evaluate(() => {
      const tm = window.Toolmark?.tm as unknown as { setConfirm(handler: () => boolean): () => void; call: ToolmarkGlobalView['tm']['call'] };
      tm.setConfirm(() => true);
      return tm.call('cart.empty');
    });
    expect(approved).toMatchObject({ structuredContent: { emptied: true } });
  });
});

test.describe('loading twice', () => {
  test('only the first copy boots: one global, no tool twice, the later copies warn TM701 and their attributes are ignored', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${FIXTURES}/toolmark/twice.html`);
    await ready(page);
    expect(await page.evaluate(() => ({ flavour: window.Toolmark?.flavour, config: window.Toolmark?.config }))).toMatchObject({
      flavour: 'full',
      config: { allForms: false },
    });
    expect(await registered(page)).toEqual(['order.track']);
    expect(await nativeNames(page)).toEqual(['order.track']);
    // The later copies' chunks start after the first's (spec §18.5): their warnings may come after ready,
    // in the order their chunks arrive.
    await expect.poll(() => warnings.filter((text) => text.startsWith('[toolmark TM701]')).sort()).toEqual([
      '[toolmark TM701] Toolmark 0.1.0 (full) is already loaded; this copy (0.1.0, core) and its data- attributes are ignored. See https://github.com/toolmark/toolmark/blob/main/docs/warnings/TM701.md',
      '[toolmark TM701] Toolmark 0.1.0 (full) is already loaded; this copy (0.1.0, full) and its data- attributes are ignored. See https://github.com/toolmark/toolmark/blob/main/docs/warnings/TM701.md',
    ]);
    expect(errors).toEqual([]);
  });

  test('the production build is silent about it', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${FIXTURES}/toolmark/load.html?bundle=toolmark.min.js`);
    await ready(page);
    await page.addScriptTag({ url: '/toolmark.min.js' });
    // The second copy's chunk is the first's: once this import is in, its start has been called.
    await page.evaluate(async () => {
      const loader = new URL('/toolmark.min.js', location.href);
      const text = await (await fetch(loader)).text();
      await import(new URL(/"(\.\/chunks\/[^"]+)"/.exec(text)![1]!, loader).href);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(await registered(page)).toEqual(['cart.empty', 'order.track', 'ping']);
    expect(warnings).toEqual([]);
  });
});

test.describe('the script tag added after the page loaded', () => {
  test('the forms already there become tools; toolmark:load lets page code register', async ({ page }) => {
    await page.goto(`${FIXTURES}/toolmark/load.html?data-all-forms=`);
    await ready(page);
    expect(await registered(page)).toEqual(['cart.empty', 'newsletter', 'order.track', 'ping']);
    expect(await nativeNames(page)).toEqual(['cart.empty', 'newsletter', 'order.track', 'ping']);
  });

  test('the core flavour: no confirmation cards; destructive calls are declined', async ({ page }) => {
    await page.goto(`${FIXTURES}/toolmark/load.html?bundle=toolmark.core.min.js`);
    await ready(page);
    expect(await page.evaluate(() => ({ flavour: window.Toolmark?.flavour, confirmWith: typeof window.Toolmark?.confirmWith }))).toEqual({
      flavour: 'core',
      confirmWith: 'undefined',
    });
    expect(await page.evaluate(() => window.Toolmark?.tm.call('cart.empty'))).toMatchObject({ isError: true, code: 'declined' });
    await expect(page.locator('tm-confirm-card')).toHaveCount(0);
    expect(await page.evaluate(() => customElements.get('tm-confirm-card'))).toBeUndefined();
  });

  test('the ESM twin boots from its module script and reads that script’s attributes', async ({ page }) => {
    await page.goto(`${FIXTURES}/toolmark/load.html?bundle=toolmark.esm.js&module=1&data-scope=m`);
    await ready(page);
    expect(await registered(page)).toEqual(['cart.empty', 'm.order.track', 'ping']);
    const imported = await page.evaluate(async () => {
      const module = (await import('/toolmark.esm.js' as string)) as { default: unknown; tm: unknown; ok: unknown };
      return { same: module.default === window.Toolmark, tm: module.tm === window.Toolmark?.tm, ok: typeof module.ok };
    });
    expect(imported).toEqual({ same: true, tm: true, ok: 'function' });
  });
});

test.describe('wizards in the page', () => {
  test('a form with data-toolmark-step steps is a wizard; native WebMCP lists the step callable now', async ({ page }) => {
    await page.goto(`${FIXTURES}/toolmark/wizard.html`);
    await ready(page);
    const wizardTools = async () => (await nativeNames(page)).filter((name) => name.startsWith('signup'));
    // Not a one-shot form tool, even with data-all-forms; before start no step is callable.
    expect(await wizardTools()).toEqual(['signup.back', 'signup.cancel', 'signup.start']);
    const call = (name: string, input?: unknown) => page.evaluate(([name, input]) => window.Toolmark?.tm.call(name, input), [name, input] as const);
    expect(await call('signup.start')).toMatchObject({ structuredContent: { started: true, next: { step: 'account' } } });
    await expect.poll(wizardTools).toEqual(['signup.account', 'signup.back', 'signup.cancel', 'signup.start']);
    expect(await call('signup.account', { email: 'ada@example.com' })).toMatchObject({ structuredContent: { next: { step: 'profile' } } });
    await expect(page.locator('[data-toolmark-step=profile]')).toBeVisible();
    await expect.poll(wizardTools).toEqual(['signup.back', 'signup.cancel', 'signup.profile', 'signup.start']);
    expect(await call('signup.profile', { name: 'Ada' })).not.toMatchObject({ isError: true });
    await expect(page.locator('#status')).toHaveText('Welcome, Ada');
  });
});

test.describe('the bridge add-on (toolmark.bridge.min.js)', () => {
  /** Opens load.html with the bridge add-on and a peer frame on the other origin; returns the frame. */
  async function withPeer(page: Page, origins: string, bridgeFirst = false) {
    await page.goto(`${FIXTURES}/toolmark/load.html?bridge=${encodeURIComponent(origins)}${bridgeFirst ? '&bridge-first=1' : ''}`);
    await ready(page);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.name = 'peer';
      document.body.append(frame);
      return new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    }, `${OTHER_ORIGIN}/toolmark/peer.html`);
    const frame = page.frame({ name: 'peer' });
    if (!frame) throw new Error('no peer frame');
    return frame;
  }

  /**
   * Asks the page's own bridge (origin self) for its tools. With `silenceMs`, `undefined` when nothing
   * answers in that time (for a bridge that must not answer); without, it waits for the answer as long
   * as the test may run, so a slow machine never turns an answer into a silence.
   */
  const askSelf = (page: Page, silenceMs?: number) =>
    page.evaluate(
      (silenceMs) =>
        new Promise<number | undefined>((resolve) => {
          addEventListener('message', (event) => {
            if (event.data?.type === 'toolmark:mcp' && event.data.from === 'server') resolve(event.data.message.result.tools.length);
          });
          postMessage({ type: 'toolmark:mcp', version: 1, channel: 'toolmark', from: 'client', message: { jsonrpc: '2.0', id: 7, method: 'tools/list' } }, location.origin);
          if (silenceMs !== undefined) setTimeout(() => resolve(undefined), silenceMs);
        }),
      silenceMs,
    );

  test('an allowed origin gets the tools over postMessage', async ({ page }) => {
    const peer = await withPeer(page, OTHER_ORIGIN);
    await peer.evaluate(() => window.ask?.(1, 'tools/list'));
    await expect.poll(() => peer.evaluate(() => window.received?.length)).toBe(1);
    const [reply] = (await peer.evaluate(() => window.received)) ?? [];
    expect(reply?.origin).toBe(FIXTURES);
    expect(reply?.message.result?.tools?.map((tool) => tool.name)).toEqual(['cart.empty', 'order.track', 'ping']);
  });

  test('any other origin is not answered; the page itself is, with self', async ({ page }) => {
    const peer = await withPeer(page, 'self');
    await peer.evaluate(() => window.ask?.(1, 'tools/list'));
    // The page's own origin is allowed: a request from the page itself is answered…
    expect(await askSelf(page)).toBe(3);
    // …and by then the other origin's earlier request would have been answered too, had it been allowed.
    await page.waitForTimeout(200);
    expect(await peer.evaluate(() => window.received)).toEqual([]);
  });

  test('the add-on may come before the script tag; Toolmark.dispose() stops the bridge', async ({ page }) => {
    const peer = await withPeer(page, `${OTHER_ORIGIN} self`, true);
    await peer.evaluate(() => window.ask?.(1, 'tools/list'));
    await expect.poll(() => peer.evaluate(() => window.received?.length)).toBe(1);
    expect(await askSelf(page)).toBe(3);
    await page.evaluate(() => (window.Toolmark as unknown as { dispose(): void }).dispose());
    expect(await askSelf(page, 300)).toBeUndefined();
  });

  test('an add-on loaded after Toolmark.dispose() does not start', async ({ page }) => {
    await page.goto(`${FIXTURES}/toolmark/load.html`);
    await ready(page);
    await page.evaluate(async () => {
      (window.Toolmark as unknown as { dispose(): void }).dispose();
      const script = document.createElement('script');
      script.src = '/toolmark.bridge.min.js';
      script.dataset['origins'] = 'self';
      document.body.append(script);
      await new Promise((resolve) => script.addEventListener('load', resolve, { once: true }));
    });
    expect(await askSelf(page, 300)).toBeUndefined();
  });

  test('without the add-on there is no bridge, whatever the script tag says', async ({ page }) => {
    await page.goto(`${FIXTURES}/toolmark/load.html?data-bridge-origins=self`);
    await ready(page);
    const answered = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          addEventListener('message', (event) => {
            if (event.data?.from === 'server') resolve(true);
          });
          postMessage({ type: 'toolmark:mcp', version: 1, channel: 'toolmark', from: 'client', message: { jsonrpc: '2.0', id: 1, method: 'ping' } }, location.origin);
          setTimeout(() => resolve(false), 300);
        }),
    );
    expect(answered).toBe(false);
  });
});

test('the polyfill add-on does nothing where the browser has WebMCP', async ({ page }) => {
  await page.goto(`${FIXTURES}/toolmark/load.html?polyfill=before`);
  await ready(page);
  expect(await page.evaluate(() => Symbol.for('toolmark.modelContextPolyfill') in ((document as unknown as { modelContext: object }).modelContext))).toBe(false);
  expect((await nativeNames(page)).filter((name) => ['cart.empty', 'order.track', 'ping'].includes(name))).toEqual(['cart.empty', 'order.track', 'ping']);
});

test.describe('the module graph (spec §18.1, §18.2): chunks beside the loader, each imported when the page needs it', () => {
  /** A page with the script tag in its head and `body`. */
  const pageWith = (script: string, body = '') =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Graph</title>${script}</head><body><h1>Shop</h1>${body}</body></html>`;

  for (const file of ['toolmark.js', 'toolmark.min.js']) {
    test(`${file}: a chunk that cannot be loaded is warned once by the loader, with where it looked`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await page.route(/\/chunks(-dev)?\/toolmark-[\w-]{8}\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
      const url = `${FIXTURES}/toolmark/missing-${file}.html`;
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: pageWith(`<script src="/${file}"></script>`) }));
      await page.goto(url);
      await expect.poll(() => warnings.filter((text) => text.startsWith('[toolmark]'))).toHaveLength(1);
      const [warning] = warnings.filter((text) => text.startsWith('[toolmark]'));
      const folder = file === 'toolmark.js' ? 'chunks-dev' : 'chunks';
      expect(warning).toMatch(new RegExp(`^\\[toolmark\\] ${FIXTURES}/${folder}/toolmark-[\\w-]{8}\\.js could not be loaded \\(looked for beside ${FIXTURES}/${file.replace(/\./g, '\\.')}\\), so toolmark did not start: `));
      expect(await page.evaluate(() => 'Toolmark' in window)).toBe(false);
    });
  }

  test('the cards and Lit are not fetched until the first confirmation, then once', async ({ page }) => {
    const chunks = chunkRequests(page);
    // No tool that may ask at ready: nothing warms the cards.
    await openWithScriptTag(page, pageWith('<script src="/toolmark.min.js"></script>'), 'cards');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(chunks.filter((name) => ['cards', 'lit'].includes(name))).toEqual([]);
    expect(await page.evaluate(() => customElements.get('tm-confirm-card'))).toBeUndefined();

    const call = page.evaluate(() => {
      const toolmark = window.Toolmark as unknown as { tm: { register(definition: object): unknown; call(name: string): Promise<unknown> }; ok(value: unknown): unknown };
      toolmark.tm.register({ name: 'cart.empty', description: 'Empties the cart', hints: { destructive: true }, run: () => toolmark.ok({ emptied: true }) });
      return toolmark.tm.call('cart.empty');
    });
    const card = page.locator('tm-confirm-card');
    await card.getByRole('button', { name: 'Approve' }).click();
    expect(await call).toMatchObject({ structuredContent: { emptied: true } });
    expect(chunks.filter((name) => ['cards', 'lit'].includes(name)).sort()).toEqual(['cards', 'lit']);

    // The second confirmation finds them there.
    const again = page.evaluate(() => window.Toolmark?.tm.call('cart.empty'));
    await card.getByRole('button', { name: 'Approve' }).click();
    expect(await again).toMatchObject({ structuredContent: { emptied: true } });
    expect(chunks.filter((name) => ['cards', 'lit'].includes(name)).sort()).toEqual(['cards', 'lit']);
  });

  test('a tool that may ask, registered by ready, has the cards warmed when the browser is idle, with no call', async ({ page }) => {
    const chunks = chunkRequests(page);
    await page.goto(`${FIXTURES}/toolmark/before.html`);
    await ready(page);
    await expect.poll(() => chunks.filter((name) => ['cards', 'lit'].includes(name)).sort()).toEqual(['cards', 'lit']);
    await expect(page.locator('tm-confirm-card')).toHaveCount(0);
  });

  test('a page whose browser serves all its tools loads no registry until code asks; then its form is the registry\'s too', async ({ page }) => {
    const chunks = chunkRequests(page);
    const body = '<form toolname="search" tooldescription="Search the catalogue"><input name="q"><button>Go</button></form>';
    await openPage(page, pageWith('<script src="/toolmark.min.js"></script>', body), 'served');
    await expect.poll(() => chunks).toContain('start');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    // The browser serves the form; of Toolmark the page fetched its loader's entry and the check.
    expect(await nativeNames(page)).toEqual(['search']);
    expect(chunks.sort()).toEqual(['start', 'toolmark']);

    // Code asks as spec §18.4 says: the registry loads and holds the form as the browser's.
    await ready(page);
    expect(await page.evaluate(() => window.Toolmark?.tm.info('search')?.origin)).toBe('native-form');
    expect(chunks).toEqual(expect.arrayContaining(['core', 'forms']));
    expect(await nativeNames(page)).toEqual(['search']);
  });

  test('on such a page, a form the browser does not serve, appearing later, loads the registry, which publishes it', async ({ page }) => {
    const chunks = chunkRequests(page);
    const body = '<form toolname="search" tooldescription="Search the catalogue"><input name="q"><button>Go</button></form>';
    await openPage(page, pageWith('<script src="/toolmark.min.js"></script>', body), 'unserved');
    await expect.poll(() => chunks).toContain('start');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(chunks).not.toContain('core');
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<form data-toolmark-name="order.track" data-toolmark-description="Tracks an order"><input name="number"><button>Track</button></form>'),
    );
    // Nothing of the page's code read window.Toolmark: the form alone asked.
    await expect.poll(() => nativeNames(page)).toEqual(['order.track', 'search']);
    expect(chunks).toEqual(expect.arrayContaining(['core', 'forms']));
  });

  test('a page with no tool form fetches no forms chunk; one that appears later is scanned', async ({ page }) => {
    const chunks = chunkRequests(page);
    // A form with no tool attributes only (a declarative form is a tool form: the registry holds it too, spec §14.8).
    const body = '<form id="newsletter"><input name="email"><button>Go</button></form>';
    await openWithScriptTag(page, pageWith('<script src="/toolmark.min.js"></script>', body), 'no-forms');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(chunks).not.toContain('forms');
    expect(await registered(page)).toEqual([]);

    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<form data-toolmark-name="order.track" data-toolmark-description="Tracks an order"><input name="number"><button>Track</button></form>'),
    );
    await expect.poll(() => registered(page)).toContain('order.track');
    expect(chunks).toContain('forms');
    await expect.poll(() => nativeNames(page)).toEqual(['order.track']);
  });
});
