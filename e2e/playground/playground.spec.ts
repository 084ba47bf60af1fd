// Both flavours of the playground, in the system Chromium with native WebMCP on: the script tag
// boots, the tools reach document.modelContext, and the recorded plan books a flight through the
// wizard with a person approving the payment, the card number never shown. The tests tagged
// @polyfill-too run again in the project "polyfill" (e2e/playwright.config.ts), a Chromium without
// WebMCP, where the polyfill serves document.modelContext: the same tools, the forms included.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { litCopies } from '../lit-copies';
import { chunkOf } from '../script-tag-ready';
import { AXE, axeViolations } from './axe';
import { PUBLISHED_BEFORE_START, TOOLS } from './tools';


/** The card number the recorded plan pays with (plans/book-a-flight.json). */
const PLANTED_CARD = '4111 1111 1111 1111';


/** The tag of the tests the project "polyfill" runs too. */
const POLYFILL_TOO = { tag: '@polyfill-too' };

/**
 * Which document.modelContext the test's project has, as the console names it.
 *
 * @param info The test's info.
 * @returns `'native'`, or `'the polyfill'` in the project without native WebMCP.
 */
const webMcp = (info: TestInfo) => (info.project.name === 'polyfill' ? 'the polyfill' : 'native');

const FLAVOURS = [
  { flavour: 'static', path: '/static.html', registry: 'Toolmark.tm' },
  { flavour: 'SPA', path: '/spa.html', registry: 'toolmark' },
] as const;

/**
 * Reads everything the page holds as text: the markup, every attribute, every form control's value,
 * and the same inside every open shadow root.
 *
 * @param page The page.
 * @returns The text.
 */
function everythingInTheDom(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.documentElement.outerHTML];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        for (const attribute of element.attributes) parts.push(attribute.value);
        if ('value' in element && typeof element.value === 'string') parts.push(element.value);
        if (element.shadowRoot) {
          parts.push(element.shadowRoot.innerHTML);
          visit(element.shadowRoot);
        }
      }
    };
    visit(document);
    return parts.join('\n');
  });
}

/**
 * Reads the names `document.modelContext.getTools()` lists, sorted.
 *
 * @param page The page.
 * @returns The names.
 */
function modelContextTools(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const context = (document as unknown as { modelContext: { getTools(): Promise<{ name: string }[]> } }).modelContext;
    return (await context.getTools()).map((tool) => tool.name).sort();
  });
}

for (const { flavour, path, registry } of FLAVOURS) {
  test.describe(`the ${flavour} flavour`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#agent-console[data-ready="true"]')).toBeAttached();
    });

    test('publishes its tools to WebMCP, native or the polyfill, and lists them all in the console', POLYFILL_TOO, async ({ page }, info) => {
      expect(await page.evaluate(() => 'modelContext' in document)).toBe(true);
      // The same 9 tools either way: without native WebMCP the polyfill's forms part serves the search and the sign-in.
      await expect.poll(() => modelContextTools(page)).toEqual(PUBLISHED_BEFORE_START);
      await expect(page.getByTestId('webmcp-status')).toHaveText(`WebMCP: ${webMcp(info)}, ${PUBLISHED_BEFORE_START.length} tools in document.modelContext.getTools()`);
      await expect(page.getByTestId('webmcp-unlisted')).toHaveText('Not in WebMCP (3): travel.booking.passenger, travel.booking.payment, travel.booking.review: a wizard lists only its current step');
      await expect(page.getByTestId('registry-status')).toContainText(`Registry: ${TOOLS.length} tools`);
      await expect(page.locator('tm-tool-list').locator('li.tool code')).toHaveText(TOOLS);

      // Once the booking starts, its first step is what native WebMCP offers.
      const started = await page.evaluate(async (path) => {
        const tm = path.split('.').reduce<any>((value, key) => value[key], window);
        return (await tm.call('travel.booking.start', {})).isError ?? false;
      }, registry);
      expect(started).toBe(false);
      await expect.poll(() => modelContextTools(page)).toContain('travel.booking.passenger');
      expect(await modelContextTools(page)).not.toContain('travel.booking.payment');
    });

    test('WebMCP (the browser, or the polyfill) serves the sign-in form without the password, and its run reaches the activity log', POLYFILL_TOO, async ({ page }, info) => {
      // The password field has no name: WebMCP leaves unnamed controls out of a form's tool (spec §19.1).
      const schema = await page.evaluate(async () => {
        const context = (document as unknown as { modelContext: { getTools(): Promise<{ name: string; inputSchema: object }[]> } }).modelContext;
        return (await context.getTools()).find(({ name }) => name === 'travel.account.sign_in')?.inputSchema;
      });
      expect(schema).toMatchObject({ properties: { email: { type: 'string' } }, required: ['email'] });
      expect(Object.keys((schema as { properties: object }).properties)).toEqual(['email']);

      const run = page.evaluate(async () => {
        const context = (document as unknown as { modelContext: { getTools(): Promise<{ name: string }[]>; executeTool(tool: object, input: object): Promise<string> } }).modelContext;
        const tool = (await context.getTools()).find(({ name }) => name === 'travel.account.sign_in')!;
        return context.executeTool(tool, { email: 'ada@example.com' });
      });
      const entry = page.getByTestId('activity').locator('li').filter({ hasText: 'travel.account.sign_in' });
      if (flavour === 'SPA' && webMcp(info) === 'the polyfill') {
        // The SPA loads no forms part: it publishes Toolmark's own form tool to the polyfill, whose run
        // fills the form and answers that the person submits it (the form has no toolautosubmit).
        expect(JSON.parse(await run)).toMatchObject({ structuredContent: { submitted: false, awaitingPerson: true } });
        await expect(page.locator('#sign-in [name="email"]')).toHaveValue('ada@example.com');
        await expect(entry).toHaveClass(/finished/);
        await expect(entry).toContainText('the browser’s agent');
        return;
      }
      // A declarative run (the browser's, or the polyfill's forms part, not Toolmark's) waits for the
      // person; publish records it (spec §16.1).
      await expect(entry).toHaveClass(/running/);
      await expect(page.locator('#sign-in [name="email"]')).toHaveValue('ada@example.com');
      await page.locator('#sign-in-password').fill('correct horse');
      await page.locator('#sign-in').getByRole('button', { name: 'Sign in' }).click();
      expect(JSON.parse(await run)).toEqual({ signedIn: 'ada@example.com' });
      await expect(entry).toHaveClass(/finished/);
      await expect(entry).toContainText('the browser’s agent');
    });

    test('runs one copy of Lit: the static flavour’s console uses the script tag’s widgets part, the SPA’s the page’s @toolmark/ui', async ({ page }) => {
      // Each copy of lit-html, LitElement and ReactiveElement pushes its version on load; two copies made
      // Lit's development build warn "Multiple versions of Lit loaded" in the static flavour (issue #23).
      expect(await litCopies(page)).toEqual([1, 1, 1]);
      await expect(page.getByTestId('activity')).toBeVisible();
      await expect(page.locator('tm-tool-list li[part="tool"]')).toHaveCount(TOOLS.length);
    });

    test('has no accessibility violations axe-core can find, shadow roots included', async ({ page }) => {
      await page.addScriptTag({ path: AXE });
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    });

    test('the recorded plan books a flight through the wizard once a person approves the payment', POLYFILL_TOO, async ({ page }) => {
      await expect(page.getByTestId('plan-select')).toHaveValue('0');
      await expect(page.getByTestId('plan-log').locator('li')).toHaveCount(6);
      await page.getByTestId('plan-play').click();

      // The review step always asks a person: the card waits, the plan with it.
      const card = page.locator('tm-confirm-card');
      await expect(card).toBeVisible();
      await expect(card).toContainText('Review and pay');
      if (flavour === 'SPA') await expect(card).toContainText('Pay €147 for SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00, passenger Ada Lovelace, with the card •••• 1111');
      // The static flavour's markup wizard says it through data-toolmark-summary (spec §15.6), not as raw fields.
      if (flavour === 'static') {
        await expect(card.locator('[part=summary]')).toHaveText(
          'Pay €147 for SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00, passenger Ada Lovelace · ada@example.com, with the card •••• 1111, accepting the fare rules (no refunds)',
        );
      }
      await expect(page.getByTestId('plan-status')).toHaveText('4 of 6 steps done.');
      // The SPA's review step names what approving does (issue #36); the markup wizard's says Approve.
      await card.getByRole('button', { name: flavour === 'SPA' ? 'Pay €147' : 'Approve' }).click();

      await expect(page.getByTestId('plan-status')).toHaveText('Plan finished: 6 of 6 steps done.');
      await expect(card).toHaveCount(0);
      // Focus is not lost to <body> after the decision (issue #23): the plan's Reset, the control that acts now, has it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Reset');
      await expect(page.locator('#orders')).toContainText('TM-1001');
      await expect(page.locator('#orders')).toContainText('SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00');

      // The activity log shows the whole booking; the card is masked wherever it appears.
      const activity = page.getByTestId('activity');
      const entry = (tool: string) => activity.locator('li').filter({ has: page.locator('span.name').getByText(tool, { exact: true }) });
      for (const tool of ['travel.flights.search', 'travel.booking.start', 'travel.booking.passenger', 'travel.booking.payment', 'travel.booking.review', 'travel.orders.status']) {
        await expect(entry(tool)).toHaveClass(/finished/);
      }
      await expect(activity).toContainText('•••• 1111');
      if (flavour === 'SPA') {
        // The SPA's payment step echoes what it was given; the registry scrubbed the number (spec §6).
        // The log shows the result as rows (spec §17.5): the scrubbed value masked, read as "hidden".
        const card = entry('travel.booking.payment').locator('[part~="output"] [part="row"]').filter({ has: page.locator('[part="key"]').getByText(/(^|\.)card$/) });
        await expect(card.locator('[part="value"]')).toHaveText('••••••hidden');
      }
      await expect(page.getByTestId('plan-log')).toContainText('"cardNumber":"[redacted]"');

      const dom = await everythingInTheDom(page);
      expect(dom).not.toContain(PLANTED_CARD);
      expect(dom).not.toContain(PLANTED_CARD.replaceAll(' ', ''));
    });
  });
}

test('the static flavour boots from its script tags alone', POLYFILL_TOO, async ({ page }, info) => {
  const modules: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') modules.push(new URL(request.url()).pathname);
  });
  await page.goto('/static.html');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  const booted = await page.evaluate(() => {
    const global = (window as unknown as { Toolmark: { flavour: string; version: string; tm: { manifest(): { name: string }[] } } }).Toolmark;
    return { flavour: global.flavour, version: global.version, names: global.tm.manifest().map((entry) => entry.name) };
  });
  expect(booted).toMatchObject({ flavour: 'full', names: TOOLS });
  expect(booted.version).toMatch(/^\d+\.\d+\.\d+/);
  // The site loads the polyfill add-on and the script tag, whose chunks come from beside them; the console is a separate module.
  expect(modules.slice(0, 2)).toEqual(['/toolmark.polyfill.min.js', '/toolmark.min.js']);
  const chunks = () => modules.filter((path) => path.startsWith('/chunks/')).map((path) => chunkOf(`http://page${path}`));
  // The script tag's chunks for its data-spotlight and data-widgets (spec §18.3), once each; the console brings no widgets of its own.
  expect(chunks().filter((name) => name === 'spotlight' || name === 'widgets').sort()).toEqual(['spotlight', 'widgets']);
  // The polyfill's chunk for the page's declarative forms, only where the browser has no WebMCP of its own.
  await expect.poll(() => chunks().includes('serve-forms')).toBe(webMcp(info) === 'the polyfill');
  if (webMcp(info) === 'native') {
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(chunks()).not.toContain('serve-forms');
  }
});

test('without native WebMCP, a serve-forms chunk that does not load shows as missing tools in the console, not as a wizard’s steps', POLYFILL_TOO, async ({ page }, info) => {
  test.skip(webMcp(info) === 'native', 'native WebMCP serves the forms itself: the polyfill imports no serve-forms chunk');
  await page.route(/\/chunks\/serve-forms-[\w-]{8}\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/static.html');
  await expect(page.locator('#agent-console[data-ready="true"]')).toBeAttached();
  const unlisted = page.getByTestId('webmcp-unlisted');
  await expect(unlisted).toContainText('Not in WebMCP (3): travel.booking.passenger, travel.booking.payment, travel.booking.review: a wizard lists only its current step');
  await expect(unlisted).toContainText('Missing from WebMCP (2): travel.account.sign_in, travel.flights.search: the polyfill serves declarative forms through its serve-forms chunk');
});

test('the landing page and the console name the address the page is served on, its port included, not a fixed one', POLYFILL_TOO, async ({ page }, info) => {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const landing = page.locator('#webmcp-hint');
  if (webMcp(info) === 'native') await expect(landing).toHaveText('Native WebMCP is on in this browser: both flavours publish their tools to it.');
  else await expect(landing).toHaveText(`To see native WebMCP, start Chromium with --enable-features=WebMCPTesting and open this page on ${origin}/`);

  await page.goto('/static.html');
  await expect(page.locator('#agent-console[data-ready="true"]')).toBeAttached();
  // Under native WebMCP the console's hint has nothing to say.
  const hint = page.locator('#agent-console .status .hint');
  if (webMcp(info) === 'native') await expect(hint).toHaveCount(0);
  else await expect(hint).toHaveText(`To see native WebMCP, start Chromium with --enable-features=WebMCPTesting and open this page on ${origin}/static.html`);
});
