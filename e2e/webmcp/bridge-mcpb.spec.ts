// The bridge speaks MCP-B's postMessage envelope (issue #19, spec §16.7): MCP-B's own client
// transports (`@mcp-b/transports`) with the MCP SDK's Client drive a Toolmark page in Chromium, in
// the same window (as MCP-B's extension's content script) and from a parent page; a foreign origin
// gets nothing at all.
import { expect, test, type Frame, type Page } from '@playwright/test';
import { FIXTURES, OTHER_ORIGIN } from '../urls';

const TOOLS = ['cart.empty', 'math.add', 'reviews.read', 'search_flights'];

/** Opens a fixture page and waits for its script. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
}

/** Opens the parent page on `parentOrigin` with the page `frame` in an iframe; `early` connects before the frame loads. */
async function openParent(page: Page, parentOrigin: string, frame: string, early = false) {
  await open(page, `${parentOrigin}/webmcp/mcpb-parent.html?frame=${encodeURIComponent(frame)}${early ? '&early=1' : ''}`);
}

/** The tools page in the parent's frame, once its script ran. */
async function toolsFrame(page: Page, frame: string): Promise<Frame> {
  const url = new URL(frame);
  const find = () => page.frames().find((candidate) => candidate.url().startsWith(`${url.origin}${url.pathname}`));
  await expect.poll(() => Boolean(find())).toBe(true);
  await expect(find()!.locator('body[data-ready="true"]')).toBeAttached();
  return find()!;
}

const connect = (page: Page | Frame, timeoutMs = 5_000) =>
  page.evaluate((timeoutMs) => window.mcpbFixture.connect!(timeoutMs).then(() => 'connected', (error: Error) => error.message), timeoutMs);
const toolNames = async (page: Page | Frame) => ((await page.evaluate(() => window.mcpbFixture.listTools!())) as { tools: { name: string }[] }).tools.map((tool) => tool.name);
const add = (page: Page | Frame, a: unknown, b: unknown) => page.evaluate(([a, b]) => window.mcpbFixture.callTool!('math.add', { a, b }), [a, b] as const);

test.describe("MCP-B's TabClientTransport: a client in the page's own window, as MCP-B's extension's content script", () => {
  test('initializes, lists and calls tools; the registry sees the page’s origin; it hears when the list changes', async ({ page }) => {
    await open(page, `${FIXTURES}/webmcp/mcpb-tools.html`);
    expect(await connect(page)).toBe('connected');
    expect(await toolNames(page)).toEqual(TOOLS);
    expect(await add(page, 2, 40)).toEqual({ content: [{ type: 'text', text: '{"sum":42}' }], structuredContent: { sum: 42 } });
    expect(await add(page, 'two', 1)).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'invalid_input' } });
    expect(await page.evaluate(() => window.mcpbFixture.callers)).toEqual([
      { kind: 'bridge', origin: FIXTURES },
      { kind: 'bridge', origin: FIXTURES },
    ]);
    await page.evaluate(() => window.mcpbFixture.register!('late.tool'));
    await expect.poll(() => page.evaluate(() => window.mcpbFixture.notifications)).toEqual(['notifications/tools/list_changed']);
    expect(await toolNames(page)).toContain('late.tool');
  });

  test('a client that started before the bridge connects once the bridge starts (the bridge says it is ready)', async ({ page }) => {
    await open(page, `${FIXTURES}/webmcp/mcpb-tools.html?late=1`);
    const connecting = connect(page);
    await page.waitForTimeout(300);
    await page.evaluate(() => window.mcpbFixture.startBridge!());
    expect(await connecting).toBe('connected');
    expect(await toolNames(page)).toEqual(TOOLS);
  });

  test('a bridge that allows only another origin does not answer its own window: no handshake, no call', async ({ page }) => {
    await open(page, `${FIXTURES}/webmcp/mcpb-tools.html?allow=${encodeURIComponent(OTHER_ORIGIN)}`);
    expect(await connect(page, 1_500)).toMatch(/timed out/i);
    expect(await page.evaluate(() => window.mcpbFixture.callers)).toEqual([]);
  });
});

test.describe("MCP-B's IframeParentTransport: a parent page drives the Toolmark page in a frame", () => {
  const cases = [
    { name: 'same origin, the default', parent: FIXTURES, frame: `${FIXTURES}/webmcp/mcpb-tools.html`, early: false },
    { name: 'same origin, connected before the frame loaded', parent: FIXTURES, frame: `${FIXTURES}/webmcp/mcpb-tools.html`, early: true },
    { name: 'another origin the frame allows', parent: FIXTURES, frame: `${OTHER_ORIGIN}/webmcp/mcpb-tools.html?allow=${encodeURIComponent(FIXTURES)}`, early: true },
  ];
  for (const { name, parent, frame, early } of cases) {
    test(`${name}: lists and calls tools, attributed to the parent’s origin`, async ({ page }) => {
      await openParent(page, parent, frame, early);
      const tools = await toolsFrame(page, frame);
      expect(await connect(page)).toBe('connected');
      expect(await toolNames(page)).toEqual(TOOLS);
      expect(await add(page, 20, 22)).toMatchObject({ structuredContent: { sum: 42 } });
      expect(await tools.evaluate(() => window.mcpbFixture.callers)).toEqual([{ kind: 'bridge', origin: parent }]);
      await tools.evaluate(() => window.mcpbFixture.register!('late.tool'));
      await expect.poll(() => page.evaluate(() => window.mcpbFixture.notifications)).toEqual(['notifications/tools/list_changed']);
    });
  }

  test('the script tag’s bridge add-on speaks MCP-B too (data-origins="self", started after the parent asked)', async ({ page }) => {
    // load.html adds the script tag and the add-on once it has loaded: the parent has asked by then.
    await openParent(page, FIXTURES, `${FIXTURES}/toolmark/load.html?bridge=self`, true);
    expect(await connect(page)).toBe('connected');
    // The tag's form scan is a chunk it imports (spec §18.2): the bridge may answer before the form is a tool.
    await expect.poll(() => toolNames(page)).toEqual(['cart.empty', 'order.track', 'ping']);
    expect(await page.evaluate(() => window.mcpbFixture.callTool!('ping', {}))).toMatchObject({ content: [{ type: 'text', text: expect.stringContaining('pong') }] });
  });
});

test('a foreign origin gets nothing: no announcement, no handshake, no reply, and no tool runs', async ({ page }) => {
  // The tools page allows only its own origin (the default); the parent is on another one.
  const frame = `${FIXTURES}/webmcp/mcpb-tools.html`;
  await openParent(page, OTHER_ORIGIN, frame, true);
  const tools = await toolsFrame(page, frame);
  const connecting = connect(page, 2_000);
  // The parent also posts a tool call itself, in MCP-B's envelope on both its channels and in Toolmark's.
  await page.evaluate((origin) => {
    const frame = document.querySelector('iframe')!.contentWindow!;
    const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'cart.empty', arguments: {} } });
    frame.postMessage({ channel: 'mcp-iframe', type: 'mcp', direction: 'client-to-server', payload: 'mcp-check-ready' }, origin);
    frame.postMessage({ channel: 'mcp-iframe', type: 'mcp', direction: 'client-to-server', payload: call(1) }, origin);
    frame.postMessage({ channel: 'mcp-default', type: 'mcp', direction: 'client-to-server', payload: call(2) }, origin);
    frame.postMessage({ type: 'toolmark:mcp', version: 1, channel: 'toolmark', from: 'client', message: call(3) }, origin);
  }, FIXTURES);
  expect(await connecting).toMatch(/timed out/i);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.mcpbFixture.received)).toEqual([]);
  expect(await tools.evaluate(() => window.mcpbFixture.callers)).toEqual([]);
});
