// Real agent clients drive the playground (SPA flavour) through native WebMCP (issue #37): Playwright
// MCP and Chrome DevTools MCP, each an MCP server over stdio driven by the MCP SDK's client, attached
// to one Chromium the test started. The test is the person: it clicks the confirmation cards in the
// same browser, over its own CDP connection. Run with
//   npx playwright test --config e2e/agents/playwright.config.ts
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { PUBLISHED_BEFORE_START } from '../playground/tools';
import { launchDebuggableChromium, type DebuggableChromium } from './browser';
import { chromeDevToolsMcp, playwrightMcp, type AgentClient } from './clients';
import { AGENTS_PLAYGROUND } from './urls';

/** A card the agent pays with: never in anything the agent receives (a Luhn-valid test number). */
const CARD = '5555 5555 5555 4444';
const CVC = '9274';
/** Every form of the secrets the agent must not get back. */
const SECRETS = [CARD, CARD.replaceAll(' ', ''), CARD.replaceAll(' ', '-'), CVC];

const CLIENTS = [
  { name: 'Playwright MCP', start: playwrightMcp },
  { name: 'Chrome DevTools MCP', start: chromeDevToolsMcp },
] as const;

/**
 * What the page itself lists in `document.modelContext.getTools()`, as the agent should see it.
 *
 * @param page The page, over the test's own connection.
 * @returns Name, description and parsed input schema of each tool, sorted by name.
 */
function pageTools(page: Page) {
  return page.evaluate(async () =>
    (await document.modelContext!.getTools!())
      .map(({ name, description, inputSchema }) => ({
        name,
        description,
        inputSchema: (typeof inputSchema === 'string' ? JSON.parse(inputSchema) : inputSchema) as unknown,
      }))
      .sort((a, b) => (a.name < b.name ? -1 : 1)),
  );
}

/**
 * Toolmark's error code in a result (`_meta['toolmark/code']`).
 *
 * @param result The page's result.
 * @returns The code, if any.
 */
function codeOf(result: { _meta?: Record<string, unknown> }): unknown {
  return result._meta?.['toolmark/code'];
}

for (const { name, start } of CLIENTS) {
  test.describe(name, () => {
    test.describe.configure({ mode: 'serial' });

    let chromiumProcess: DebuggableChromium;
    let agent: AgentClient;
    let person: Browser;
    let page: Page;

    test.beforeAll(async () => {
      chromiumProcess = await launchDebuggableChromium();
      agent = await start(chromiumProcess.endpoint);
      await agent.open(`${AGENTS_PLAYGROUND}/spa.html`);
      person = await chromium.connectOverCDP(chromiumProcess.endpoint);
      const opened = person.contexts().flatMap((context) => context.pages()).find((candidate) => candidate.url().endsWith('/spa.html'));
      if (!opened) throw new Error(`${name} opened no page at /spa.html`);
      page = opened;
      await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    });

    test.afterAll(async () => {
      await agent?.close();
      await person?.close();
      await chromiumProcess?.close();
    });

    test('lists the page tools document.modelContext.getTools() lists: names, descriptions, schemas', async () => {
      const own = await pageTools(page);
      // Native WebMCP lists the wizard's current step only: 9 of the manifest's 12 before a booking starts.
      expect(own.map((tool) => tool.name)).toEqual(PUBLISHED_BEFORE_START);
      const manifest = await page.evaluate(() => window.toolmark.manifest().map((entry) => entry.name));
      expect(manifest).toEqual(expect.arrayContaining(PUBLISHED_BEFORE_START));
      await expect.poll(() => agent.listTools()).toEqual(own);
    });

    test('calls a tool and gets its result; the page changed', async () => {
      const result = await agent.call('travel.cart.add', { item: 'bag', qty: 2 });
      expect(result.isError).toBeUndefined();
      expect(result.structuredContent).toEqual({ lines: [{ item: 'bag', name: 'Checked bag', qty: 2, amount: 70 }], total: 70 });
      await expect(page.locator('#cart')).toContainText('Checked bag');
    });

    test('invalid input: the agent gets Toolmark’s invalid_input result, with the issue at its path', async () => {
      const result = await agent.call('travel.cart.add', { item: 'pony' });
      expect(result.isError).toBe(true);
      expect(codeOf(result)).toBe('invalid_input');
      expect(result.content?.[0]?.text).toBe("Invalid input for 'travel.cart.add': 'item' must be one of: insurance, bag, seat, lounge");
      expect(result._meta?.['toolmark/issues']).toEqual([{ path: 'item', message: "'item' must be one of: insurance, bag, seat, lounge" }]);
    });

    test('a destructive call waits for the card; the person denies it: declined, nothing changed', async () => {
      const answer = agent.call('travel.cart.empty', {});
      const card = page.locator('tm-confirm-card');
      await expect(card).toContainText('Remove all 2 extras (€70) from the cart');
      await card.locator('[part~="deny"]').click();
      const result = await answer;
      expect(result.isError).toBe(true);
      expect(codeOf(result)).toBe('declined');
      await expect(card).toHaveCount(0);
      await expect(page.locator('#cart')).toContainText('Checked bag');
    });

    test('a destructive call waits for the card; the person approves it: it runs', async () => {
      const answer = agent.call('travel.cart.empty', {});
      const card = page.locator('tm-confirm-card');
      await expect(card).toContainText('Remove all 2 extras (€70) from the cart');
      // Approve arms after the card has been on screen for 500 ms; click waits for it.
      await card.locator('[part~="approve"]').click();
      const result = await answer;
      expect(result.isError).toBeUndefined();
      expect(result.structuredContent).toEqual({ lines: [], total: 0 });
      await expect(card).toHaveCount(0);
      await expect(page.locator('#cart')).not.toContainText('Checked bag');
    });

    test('books a flight with a card: the person approves the payment, and no answer holds the card number or CVC', async () => {
      const search = await agent.call('travel.flights.search', { from: 'LIS', to: 'CPH', date: '2026-06-12', passengers: 1, cabin: 'economy' });
      expect(JSON.stringify(search)).toContain('SK 278');
      expect((await agent.call('travel.booking.start', {})).isError).toBeUndefined();
      // The wizard's next step is listed once it is current: the client sees the list change.
      await expect.poll(async () => (await agent.listTools()).map((tool) => tool.name)).toContain('travel.booking.passenger');
      expect((await agent.call('travel.booking.passenger', { flight: 'SK 278', fullName: 'Ada Lovelace', email: 'ada@example.com' })).isError).toBeUndefined();
      const payment = await agent.call('travel.booking.payment', { cardholder: 'ADA LOVELACE', cardNumber: CARD, expiry: '12/30', cvc: CVC });
      expect(payment.isError).toBeUndefined();
      // The step echoes the number; the registry scrubbed it (spec §6).
      expect(payment.structuredContent).toMatchObject({ completed: 'payment', value: { cardholder: 'ADA LOVELACE', card: '[redacted]', charged: false } });

      const answer = agent.call('travel.booking.review', { acceptFareRules: true });
      const card = page.locator('tm-confirm-card');
      await expect(card).toContainText('with the card •••• 4444');
      await card.locator('[part~="approve"]').click();
      const review = await answer;
      expect(review.isError).toBeUndefined();
      expect(review.structuredContent).toMatchObject({ booked: true, order: 'TM-1001', status: 'confirmed', total: 147, card: '•••• 4444' });

      // The agent looks at the page once more, as agents do after a booking.
      await agent.listTools();
      const received = agent.everythingReceived();
      expect(received).toContain('TM-1001');
      // includes(), not toContain(): a failure names the secret without printing every answer.
      for (const secret of SECRETS) expect(received.includes(secret), `${name} handed the agent '${secret}'`).toBe(false);
    });
  });
}
