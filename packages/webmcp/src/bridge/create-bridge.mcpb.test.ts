// The bridge against MCP-B's own client transports (`@mcp-b/transports`, the outside oracle) and the
// MCP SDK's Client, in a fake browser: same window (an extension's content script), parent and frame.
import { IframeParentTransport, TabClientTransport } from '@mcp-b/transports';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { createToolmark, ok } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge, type Bridge, type BridgeOptions } from './create-bridge.js';
import { FakeWindow, settle, type WindowProxyLike } from './fake-windows.test-support.js';

const SHOP = 'https://shop.example';
const PORTAL = 'https://portal.example';
const EVIL = 'https://evil.example';

const bridges: Bridge[] = [];
const clients: Client[] = [];
afterEach(async () => {
  bridges.splice(0).forEach((bridge) => bridge.dispose());
  await Promise.all(clients.splice(0).map((client) => client.close()));
  vi.unstubAllGlobals();
});

function shop() {
  const runs: unknown[] = [];
  const tm = createToolmark({ compileJsonSchema: fromJsonSchema, dev: true, confirm: () => true });
  tm.register({
    name: 'math.add',
    description: 'Adds two numbers',
    jsonSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
    hints: { readOnly: true },
    run: (input: { a: number; b: number }, ctx) => (runs.push(ctx.caller), ok({ sum: input.a + input.b })),
  });
  tm.register({
    name: 'account.sign_in',
    description: 'Signs in',
    sensitivePaths: () => ['password'],
    run: (input: { password: string }) => (runs.push('sign_in'), ok({ echo: input.password })),
  });
  return { tm, runs };
}

/** Runs MCP-B's code in `window`: its transports read the global `window`. */
const inWindow = (window: WindowProxyLike) => vi.stubGlobal('window', window);

function bridgeIn(window: FakeWindow, options: BridgeOptions = {}) {
  const { tm, runs } = shop();
  const bridge = createBridge(tm, { window: window.self, ...options });
  bridges.push(bridge);
  return { tm, runs, bridge };
}

async function connect(transport: Transport, timeout = 1_000) {
  const client = new Client({ name: 'mcp-b-oracle', version: '1' });
  clients.push(client);
  await client.connect(transport, { timeout });
  return client;
}

/** MCP-B's parent transport wants an iframe element; it reads only `contentWindow`. */
const iframeOf = (frame: FakeWindow, parent: FakeWindow) => ({ contentWindow: frame.seenFrom(parent) }) as unknown as HTMLIFrameElement;

describe("createBridge with MCP-B's TabClientTransport (same window: an extension's content script)", () => {
  it('initializes, lists and calls tools, answered in MCP-B’s envelope; calls carry the page’s origin', async () => {
    const page = new FakeWindow(SHOP);
    const { runs, bridge } = bridgeIn(page);
    inWindow(page.self);
    const client = await connect(new TabClientTransport({ targetOrigin: SHOP }));
    expect(client.getServerVersion()).toEqual({ name: 'toolmark', version: '1' });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['account.sign_in', 'math.add']);
    expect(await client.callTool({ name: 'math.add', arguments: { a: 2, b: 40 } })).toEqual({ content: [{ type: 'text', text: '{"sum":42}' }], structuredContent: { sum: 42 } });
    expect(await client.callTool({ name: 'math.add', arguments: { a: 'two' } })).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'invalid_input' } });
    expect(runs).toEqual([{ kind: 'bridge', origin: SHOP }]);
    expect(bridge.peers()).toEqual([SHOP]);
    // Every reply the page's window saw from the bridge is MCP-B's, on MCP-B's channel.
    const replies = page.delivered.map(({ data }) => data as { type?: string; direction?: string }).filter((data) => data.direction === 'server-to-client');
    expect(replies.length).toBeGreaterThan(3);
    expect(replies.every((data) => data.type === 'mcp')).toBe(true);
  });

  it('a client that started before the bridge connects when the bridge starts (it announces itself)', async () => {
    const page = new FakeWindow(SHOP);
    inWindow(page.self);
    const transport = new TabClientTransport({ targetOrigin: SHOP });
    const connecting = connect(transport);
    await settle();
    bridgeIn(page);
    expect((await (await connecting).listTools()).tools).toHaveLength(2);
  });

  it('tells the client when the tool list changes, and that it stopped when disposed', async () => {
    const page = new FakeWindow(SHOP);
    const { tm, bridge } = bridgeIn(page);
    inWindow(page.self);
    const transport = new TabClientTransport({ targetOrigin: SHOP });
    const client = await connect(transport);
    const changed = vi.fn();
    client.setNotificationHandler(ToolListChangedNotificationSchema, changed);
    // `notifications/initialized` is still on its way when `connect` resolves: a peer is told once it arrived.
    await settle();
    tm.register({ name: 'late', description: 'Late', run: () => ok() });
    await settle();
    expect(changed).toHaveBeenCalledTimes(1);
    const closed = vi.fn();
    transport.onclose = closed;
    bridge.dispose();
    await settle();
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('never serializes a sensitive value: the registry’s redaction holds in MCP-B’s envelope', async () => {
    const page = new FakeWindow(SHOP);
    bridgeIn(page);
    inWindow(page.self);
    const client = await connect(new TabClientTransport({ targetOrigin: SHOP }));
    const result = await client.callTool({ name: 'account.sign_in', arguments: { password: 'hunter2-secret' } });
    expect(JSON.stringify(result)).not.toContain('hunter2-secret');
    const fromBridge = page.delivered.filter(({ data }) => (data as { direction?: string }).direction === 'server-to-client');
    expect(JSON.stringify(fromBridge)).not.toContain('hunter2-secret');
    expect(JSON.stringify(fromBridge)).toContain('[redacted]');
  });

  it("speaks only Toolmark's envelope with mcpbChannels: [], and MCP-B's on a channel it is given", async () => {
    const page = new FakeWindow(SHOP);
    bridgeIn(page, { mcpbChannels: [] });
    inWindow(page.self);
    await expect(connect(new TabClientTransport({ targetOrigin: SHOP }), 200)).rejects.toThrow(/timed out/i);
    const other = new FakeWindow(SHOP);
    bridgeIn(other, { mcpbChannels: ['shop-tools'] });
    inWindow(other.self);
    await expect(connect(new TabClientTransport({ targetOrigin: SHOP }), 200)).rejects.toThrow(/timed out/i);
    expect((await (await connect(new TabClientTransport({ targetOrigin: SHOP, channelId: 'shop-tools' }))).listTools()).tools).toHaveLength(2);
  });

  it('answers a malformed request in MCP-B’s envelope too; MCP-B’s parser reports an error with id null as its own error', async () => {
    const page = new FakeWindow(SHOP);
    bridgeIn(page);
    inWindow(page.self);
    const transport = new TabClientTransport({ targetOrigin: SHOP });
    const errors: string[] = [];
    transport.onerror = (error) => errors.push(error.message);
    await transport.start();
    await transport.send('{ not json' as never);
    await settle();
    const replies = page.delivered.map(({ data }) => data as { direction?: string; payload?: unknown }).filter((data) => data.direction === 'server-to-client');
    expect(replies.map((data) => data.payload)).toContainEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    expect(errors).toEqual([expect.stringMatching(/^Invalid message/)]);
    await transport.close();
  });

  it('a bridge that does not allow its own origin does not answer its own window, not even the handshake', async () => {
    const page = new FakeWindow(SHOP);
    const { runs } = bridgeIn(page, { allowedOrigins: [PORTAL] });
    inWindow(page.self);
    await expect(connect(new TabClientTransport({ targetOrigin: SHOP }), 300)).rejects.toThrow(/timed out/i);
    expect(page.delivered.filter(({ data }) => (data as { direction?: string }).direction === 'server-to-client')).toEqual([]);
    expect(runs).toEqual([]);
  });
});

describe("createBridge with MCP-B's IframeParentTransport (the page in a frame)", () => {
  it('a parent of an allowed origin lists and calls tools; calls carry its origin', async () => {
    const portal = new FakeWindow(PORTAL);
    const frame = new FakeWindow(SHOP, portal);
    const { runs } = bridgeIn(frame, { allowedOrigins: [PORTAL] });
    inWindow(portal.self);
    const client = await connect(new IframeParentTransport({ iframe: iframeOf(frame, portal), targetOrigin: SHOP }));
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['account.sign_in', 'math.add']);
    expect(await client.callTool({ name: 'math.add', arguments: { a: 1, b: 2 } })).toMatchObject({ structuredContent: { sum: 3 } });
    expect(runs).toEqual([{ kind: 'bridge', origin: PORTAL }]);
  });

  it('a parent that connected before the frame’s bridge started hears the announcement', async () => {
    const portal = new FakeWindow(PORTAL);
    const frame = new FakeWindow(SHOP, portal);
    inWindow(portal.self);
    const connecting = connect(new IframeParentTransport({ iframe: iframeOf(frame, portal), targetOrigin: SHOP }));
    await settle();
    bridgeIn(frame, { allowedOrigins: [PORTAL] });
    expect((await (await connecting).listTools()).tools).toHaveLength(2);
  });

  it('a foreign parent gets nothing at all: no announcement, no handshake, no reply, and no tool runs', async () => {
    const evil = new FakeWindow(EVIL);
    const frame = new FakeWindow(SHOP, evil);
    inWindow(evil.self);
    const connecting = connect(new IframeParentTransport({ iframe: iframeOf(frame, evil), targetOrigin: SHOP }), 300);
    // Started after the parent asked: both the announcement and the answer are at stake.
    const { runs } = bridgeIn(frame, { allowedOrigins: [PORTAL] });
    // Even a raw request with a tool call, on every channel and in both envelopes.
    const call = { jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'math.add', arguments: { a: 1, b: 1 } } };
    for (const channel of ['mcp-default', 'mcp-iframe']) frame.seenFrom(evil).postMessage({ channel, type: 'mcp', direction: 'client-to-server', payload: call }, SHOP);
    frame.seenFrom(evil).postMessage({ type: 'toolmark:mcp', version: 1, channel: 'toolmark', from: 'client', message: call }, SHOP);
    await expect(connecting).rejects.toThrow(/timed out/i);
    expect(evil.delivered.filter(({ origin }) => origin === SHOP)).toEqual([]);
    expect(runs).toEqual([]);
  });
});

describe('one window speaking both envelopes', () => {
  it('is two peers: each answered in its own envelope, the same ids in each do not collide', async () => {
    const page = new FakeWindow(SHOP);
    bridgeIn(page);
    inWindow(page.self);
    const { createPostMessageClientTransport } = await import('../client/post-message-transport.js');
    const [mcpb, toolmark] = await Promise.all([
      connect(new TabClientTransport({ targetOrigin: SHOP })),
      connect(createPostMessageClientTransport(page.self, SHOP, { window: page.self })),
    ]);
    // Both clients number their requests from 0: with one peer per window, the second would be "id in use".
    const [a, b] = await Promise.all([mcpb.callTool({ name: 'math.add', arguments: { a: 1, b: 1 } }), toolmark.callTool({ name: 'math.add', arguments: { a: 2, b: 2 } })]);
    expect([a.structuredContent, b.structuredContent]).toEqual([{ sum: 2 }, { sum: 4 }]);
  });
});

describe('issue #17 in MCP-B’s envelope: a MessageEvent a page script made itself', () => {
  it('is not read, not even the handshake: nothing runs and nothing is posted', async () => {
    const page = new FakeWindow(SHOP);
    const { runs } = bridgeIn(page);
    await settle();
    page.delivered.length = 0;
    const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'math.add', arguments: { a: 1, b: 1 } } };
    for (const payload of ['mcp-check-ready', call]) {
      const data = { channel: 'mcp-default', type: 'mcp', direction: 'client-to-server', payload };
      for (const listener of page.listeners) listener({ data, origin: SHOP, source: page.self, isTrusted: false } as unknown as MessageEvent);
    }
    await settle();
    expect(runs).toEqual([]);
    expect(page.delivered).toEqual([]);
  });
});
