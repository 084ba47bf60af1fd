import { expect, test, type Page } from '@playwright/test';
import { FIXTURES, OTHER_ORIGIN } from '../urls';

/** Opens the client page on FIXTURES with the tools page of OTHER_ORIGIN in an iframe (`?card`: a person decides on the card there). */
async function openClient(page: Page, allow?: string, card = false) {
  const query = new URLSearchParams(allow ? { allow } : {});
  if (card) query.set('card', '');
  const frame = `${OTHER_ORIGIN}/webmcp/bridge-tools.html${query.size ? `?${query}` : ''}`;
  await page.goto(`${FIXTURES}/webmcp/bridge-client.html?frame=${encodeURIComponent(frame)}`);
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  const tools = page.frames().find((candidate) => candidate.url().startsWith(`${OTHER_ORIGIN}/webmcp/bridge-tools.html`));
  if (!tools) throw new Error('the tools frame did not load');
  await expect(tools.locator('body[data-ready="true"]')).toBeAttached();
  return tools;
}

test('the MCP SDK client lists and calls tools through the bridge in a cross-origin iframe', async ({ page }) => {
  const tools = await openClient(page, FIXTURES);
  expect(await page.evaluate(() => window.bridgeFixture.connect!(5_000))).toEqual({
    server: { name: 'toolmark', version: '1' },
    capabilities: { tools: { listChanged: true } },
  });

  const listed = (await page.evaluate(() => window.bridgeFixture.listTools!())) as { tools: { name: string; annotations: unknown }[] };
  expect(listed.tools.map((tool) => tool.name)).toEqual(['cart.empty', 'math.add', 'reviews.read', 'search_flights']);
  expect(listed.tools.find((tool) => tool.name === 'cart.empty')?.annotations).toEqual({
    title: 'Empty the cart',
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: false,
    openWorldHint: false,
  });

  expect(await page.evaluate(() => window.bridgeFixture.callTool!('math.add', { a: 2, b: 40 }))).toEqual({
    content: [{ type: 'text', text: '{"sum":42}' }],
    structuredContent: { sum: 42 },
  });
  expect(await page.evaluate(() => window.bridgeFixture.callTool!('math.add', { a: 'two' }))).toMatchObject({
    isError: true,
    _meta: { 'toolmark/code': 'invalid_input' },
  });
  // The tool page's registry saw one call per request, attributed to the client's origin.
  expect(await tools.evaluate(() => window.bridgeFixture.callers)).toEqual([
    { kind: 'bridge', origin: FIXTURES },
    { kind: 'bridge', origin: FIXTURES },
  ]);

  await tools.evaluate(() => window.bridgeFixture.register!('late.tool'));
  await expect.poll(() => page.evaluate(() => window.bridgeFixture.notifications)).toEqual(['notifications/tools/list_changed']);
  const relisted = (await page.evaluate(() => window.bridgeFixture.listTools!())) as { tools: { name: string }[] };
  expect(relisted.tools.map((tool) => tool.name)).toContain('late.tool');
});

test('a foreign origin gets nothing: no reply, no error, no call', async ({ page }) => {
  // The tools page allows only its own origin (the default); the client is on another one.
  const tools = await openClient(page);
  const outcome = await page.evaluate(() => window.bridgeFixture.connect!(1_500).then(() => 'connected', (error: Error) => error.message));
  expect(outcome).toMatch(/timed out/i);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.bridgeFixture.received)).toEqual([]);
  expect(await tools.evaluate(() => window.bridgeFixture.callers)).toEqual([]);
});

test('a MessageEvent the page dispatches itself, naming an allowed origin, is not read: no call, no reply (issue #17)', async ({ page }) => {
  const tools = await openClient(page, FIXTURES);
  await tools.evaluate((origin) => {
    const message = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'math.add', arguments: { a: 1, b: 2 } } };
    const data = { type: 'toolmark:mcp', version: 1, channel: 'toolmark', from: 'client', message };
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  }, FIXTURES);
  await page.waitForTimeout(200);
  expect(await tools.evaluate(() => window.bridgeFixture.callers)).toEqual([]);
  // The client itself is still answered.
  expect(await page.evaluate(() => window.bridgeFixture.connect!(5_000))).toMatchObject({ server: { name: 'toolmark' } });
});

test('issue #36: the person denies on the card in the tools frame with a reason; the client reads it in the declined result, nothing runs', async ({ page }) => {
  const tools = await openClient(page, FIXTURES, true);
  await page.evaluate(() => window.bridgeFixture.connect!(5_000));
  const call = page.evaluate(() => window.bridgeFixture.callTool!('cart.empty', {}));
  const card = tools.locator('tm-confirm-card');
  await expect(card).toContainText('Remove all products from the cart');
  await card.getByText('Tell the agent why').click();
  await card.getByLabel('Your reason, sent to the agent when you deny').pressSequentially('Keep the mugs, I want them');
  await card.getByRole('button', { name: 'Deny', exact: true }).click();
  expect(await call).toMatchObject({
    isError: true,
    content: [{ type: 'text', text: "The person declined 'cart.empty'. Their reason: “Keep the mugs, I want them”. Do not retry unless they ask you to." }],
    _meta: { 'toolmark/code': 'declined' },
  });
  expect(await tools.evaluate(() => window.bridgeFixture.callers)).toEqual([{ kind: 'bridge', origin: FIXTURES }]);
});
