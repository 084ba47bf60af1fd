import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createToolmark, ok, type ToolResult } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostMessageClientTransport } from '../client/post-message-transport.js';
import { createBridge, type Bridge } from './create-bridge.js';
import { createEnvelope, type MessageTarget } from './wire.js';

type Listener = (event: MessageEvent) => void;

/** A window of a fake browser: postMessage between windows delivers a task later, as browsers do. */
class FakeWindow {
  readonly listeners = new Set<Listener>();
  constructor(readonly location: { readonly origin: string }) {}
  addEventListener(_type: 'message', listener: Listener) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: Listener) {
    this.listeners.delete(listener);
  }
  readonly handles = new Map<FakeWindow, MessageTarget & { window: unknown }>();
  /** What this window holds to post to `to`, and what `to` sees as `event.source`: one object, like a WindowProxy. */
  handleTo(to: FakeWindow): MessageTarget & { window: unknown } {
    const existing = this.handles.get(to);
    if (existing) return existing;
    const from = this;
    const handle = {
      get window() {
        return handle;
      },
      postMessage(data: unknown, targetOrigin: string) {
        if (targetOrigin !== '*' && targetOrigin !== to.location.origin) return;
        const event = { data: structuredClone(data), origin: from.location.origin, source: to.handleTo(from) } as unknown as MessageEvent;
        setTimeout(() => to.listeners.forEach((listener) => listener(event)), 0);
      },
    };
    this.handles.set(to, handle);
    return handle;
  }
}

const SHOP = 'http://127.0.0.1:4174';
const OTHER = 'http://127.0.0.1:4175';

function setup(bridgeOptions: Parameters<typeof createBridge>[1] = {}, clientOrigin = OTHER) {
  const runs: unknown[] = [];
  const tm = createToolmark({ compileJsonSchema: fromJsonSchema, dev: true, confirm: () => true });
  tm.register({
    name: 'math.add',
    title: 'Add',
    description: 'Adds two numbers',
    jsonSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
    outputJsonSchema: { type: 'object', properties: { sum: { type: 'number' } } },
    hints: { readOnly: true },
    run: (input: { a: number; b: number }, ctx) => (runs.push({ input, caller: ctx.caller }), ok({ sum: input.a + input.b })),
  });
  const page = new FakeWindow({ origin: SHOP });
  const frame = new FakeWindow({ origin: clientOrigin });
  const bridge = createBridge(tm, { window: page, allowedOrigins: [OTHER], ...bridgeOptions });
  bridges.push(bridge);
  return { tm, runs, page, frame, bridge };
}

const bridges: Bridge[] = [];
afterEach(() => bridges.splice(0).forEach((bridge) => bridge.dispose()));

/** Posts raw data from `frame` to `page` and collects what comes back for a while. */
async function exchange(frame: FakeWindow, page: FakeWindow, ...data: unknown[]): Promise<unknown[]> {
  const received: unknown[] = [];
  const listener: Listener = (event) => received.push(event.data);
  frame.addEventListener('message', listener);
  for (const item of data) frame.handleTo(page).postMessage(item, page.location.origin);
  await new Promise((resolve) => setTimeout(resolve, 20));
  frame.removeEventListener('message', listener);
  return received;
}

const request = (message: unknown) => createEnvelope('client', 'toolmark', message);

describe('createBridge with the MCP SDK client', () => {
  it('initializes, lists and calls tools; calls are attributed to the peer’s origin', async () => {
    const { page, frame, runs, bridge } = setup();
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(createPostMessageClientTransport(frame.handleTo(page), SHOP, { window: frame }));
    expect(client.getServerVersion()).toEqual({ name: 'toolmark', version: '1' });
    expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: true } });
    const { tools } = await client.listTools();
    expect(tools).toEqual([
      {
        name: 'math.add',
        title: 'Add',
        description: 'Adds two numbers',
        inputSchema: { type: 'object', properties: { a: { type: 'number' }, b: { type: 'number' } }, required: ['a', 'b'] },
        outputSchema: { type: 'object', properties: { sum: { type: 'number' } } },
        annotations: { title: 'Add', readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      },
    ]);
    expect(await client.callTool({ name: 'math.add', arguments: { a: 2, b: 3 } })).toEqual({ content: [{ type: 'text', text: '{"sum":5}' }], structuredContent: { sum: 5 } });
    expect(runs).toEqual([{ input: { a: 2, b: 3 }, caller: { kind: 'bridge', origin: OTHER } }]);
    const refused = await client.callTool({ name: 'math.add', arguments: { a: 'x', b: 1 } });
    expect(refused).toMatchObject({ isError: true, content: [{ text: "Invalid input for 'math.add': 'a' must be a number" }], _meta: { 'toolmark/code': 'invalid_input' } });
    expect(runs).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(bridge.peers()).toEqual([OTHER]);
    await client.close();
  });

  it('answers a call that names its tool changes after telling the peer the list changed', async () => {
    const { tm, page, frame } = setup();
    tm.register({
      name: 'nav.checkout',
      description: 'Goes to the checkout',
      // The page shows the checkout in a later task, as a router renders after the call returns.
      run: () => (setTimeout(() => tm.register({ name: 'checkout.pay', description: 'Pays', run: () => ok() }), 10), { ...ok(), tools: { added: ['checkout.pay'] } }),
    });
    const client = new Client({ name: 'test', version: '1' });
    const order: string[] = [];
    await client.connect(createPostMessageClientTransport(frame.handleTo(page), SHOP, { window: frame }));
    client.setNotificationHandler((await import('@modelcontextprotocol/sdk/types.js')).ToolListChangedNotificationSchema, () => void order.push('list_changed'));
    await client.callTool({ name: 'nav.checkout', arguments: {} });
    order.push('result');
    expect(order).toEqual(['list_changed', 'result']);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('checkout.pay');
    await client.close();
  });

  it('tells connected peers when the tool list changes, once per batch', async () => {
    const { tm, page, frame } = setup();
    const client = new Client({ name: 'test', version: '1' });
    const changed = vi.fn();
    await client.connect(createPostMessageClientTransport(frame.handleTo(page), SHOP, { window: frame }));
    client.setNotificationHandler((await import('@modelcontextprotocol/sdk/types.js')).ToolListChangedNotificationSchema, changed);
    await new Promise((resolve) => setTimeout(resolve, 5));
    tm.register({ name: 'a', description: 'A', run: () => ok() });
    tm.register({ name: 'b', description: 'B', state: () => 1, run: () => ok() }).changed();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(changed).toHaveBeenCalledTimes(1);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['a', 'b', 'math.add']);
    await client.close();
  });
});

describe('createBridge security', () => {
  it('ignores every message from an origin it does not allow, without a reply', async () => {
    const { page, frame, runs } = setup({}, 'https://evil.example');
    const replies = await exchange(
      frame,
      page,
      request({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18' } }),
      request({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'math.add', arguments: { a: 1, b: 1 } } }),
      request('not json'),
    );
    expect(replies).toEqual([]);
    expect(runs).toEqual([]);
  });

  it('answers only its own origin by default', async () => {
    const tm = createToolmark();
    const page = new FakeWindow({ origin: SHOP });
    const bridge = createBridge(tm, { window: page });
    bridges.push(bridge);
    expect(bridge.allowedOrigins).toEqual([SHOP]);
    // Frozen: the list handed out is the one the origin check reads.
    expect(Object.isFrozen(bridge.allowedOrigins)).toBe(true);
    const same = await exchange(new FakeWindow({ origin: SHOP }), page, request({ jsonrpc: '2.0', id: 1, method: 'ping' }));
    expect(same).toEqual([createEnvelope('server', 'toolmark', { jsonrpc: '2.0', id: 1, result: {} })]);
    expect(await exchange(new FakeWindow({ origin: OTHER }), page, request({ jsonrpc: '2.0', id: 1, method: 'ping' }))).toEqual([]);
  });

  it("refuses '*' unless allowAnyOrigin is given, and warns TM303 when it is", async () => {
    const tm = createToolmark();
    const window = new FakeWindow({ origin: SHOP });
    expect(() => createBridge(tm, { window, allowedOrigins: ['*'] })).toThrow(TypeError);
    expect(() => createBridge(tm, { window, allowedOrigins: ['null'] })).toThrow(TypeError);
    expect(() => createBridge(tm, { window, allowedOrigins: ['shop.example'] })).toThrow(TypeError);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bridge = createBridge(tm, { window, allowedOrigins: ['*'], allowAnyOrigin: true });
    bridges.push(bridge);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[toolmark TM303]'));
    warn.mockRestore();
    expect(bridge.allowedOrigins).toBe('*');
    const replies = await exchange(new FakeWindow({ origin: 'https://any.example' }), window, request({ jsonrpc: '2.0', id: 7, method: 'ping' }));
    expect(replies).toHaveLength(1);
    expect(await exchange(new FakeWindow({ origin: 'null' }), window, request({ jsonrpc: '2.0', id: 7, method: 'ping' }))).toEqual([]);
  });

  it('replies to the sender’s origin only, never to *', async () => {
    const { page } = setup();
    const posted = vi.fn();
    const spy = { postMessage: posted, get window() { return spy; } };
    const event = { data: request({ jsonrpc: '2.0', id: 1, method: 'ping' }), origin: OTHER, source: spy } as unknown as MessageEvent;
    page.listeners.forEach((listener) => listener(event));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted).toHaveBeenCalledWith(expect.objectContaining({ from: 'server' }), OTHER);
  });

  it('ignores messages without a window source and other traffic on the page', async () => {
    const { page, frame, runs } = setup();
    page.listeners.forEach((listener) => listener({ data: request({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'math.add', arguments: { a: 1, b: 1 } } }), origin: OTHER, source: null } as unknown as MessageEvent));
    const replies = await exchange(frame, page, { jsonrpc: '2.0', id: 1, method: 'ping' }, { ...request({ jsonrpc: '2.0', id: 1, method: 'ping' }), channel: 'other' }, createEnvelope('server', 'toolmark', { jsonrpc: '2.0', id: 1, method: 'ping' }));
    expect(replies).toEqual([]);
    expect(runs).toEqual([]);
  });
});

describe('createBridge JSON-RPC errors', () => {
  const errorOf = (reply: unknown) => (reply as { message: { id: unknown; error: { code: number } } }).message;

  it('answers malformed messages with JSON-RPC error codes', async () => {
    const { page, frame } = setup();
    const replies = await exchange(
      frame,
      page,
      request('{ not json'),
      request([{ jsonrpc: '2.0', id: 1, method: 'ping' }]),
      request({ jsonrpc: '1.0', id: 2, method: 'ping' }),
      request({ jsonrpc: '2.0', id: { no: 1 }, method: 'ping' }),
      request({ jsonrpc: '2.0', id: 3, method: 'resources/list' }),
      request({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: [] }),
      request({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 7, arguments: {} } }),
      request({ jsonrpc: '2.0', id: 6, method: 'initialize', params: {} }),
      request({ jsonrpc: '2.0', method: 'notifications/unknown' }),
      request({ jsonrpc: '2.0', id: 9, result: {} }),
      request(JSON.stringify({ jsonrpc: '2.0', id: 10, method: 'ping' })),
    );
    expect(replies.map(errorOf)).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.any(String) } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.any(String) } },
      { jsonrpc: '2.0', id: 2, error: { code: -32600, message: expect.any(String) } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.any(String) } },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found: resources/list' } },
      { jsonrpc: '2.0', id: 4, error: { code: -32602, message: expect.any(String) } },
      // A name that is no tool's is an unknown tool; a missing version gets the newest.
      { jsonrpc: '2.0', id: 5, result: { content: [{ type: 'text', text: "Unknown tool '7'" }], isError: true, _meta: { 'toolmark/code': 'unknown_tool' } } },
      { jsonrpc: '2.0', id: 6, result: { protocolVersion: '2025-11-25', capabilities: { tools: { listChanged: true } }, serverInfo: { name: 'toolmark', version: '1' } } },
      { jsonrpc: '2.0', id: 10, result: {} },
    ]);
  });

  it('cancels a call on notifications/cancelled and sends no response for it', async () => {
    const { tm, page, frame } = setup();
    const aborted = vi.fn();
    tm.register({ name: 'slow', description: 'Slow', run: (_, ctx) => new Promise<ToolResult>((resolve) => ctx.signal.addEventListener('abort', () => (aborted(), resolve(ok())))) });
    const replies = await exchange(
      frame,
      page,
      request({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'slow' } }),
      request({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }),
    );
    expect(aborted).toHaveBeenCalledTimes(1);
    expect(replies).toEqual([]);
  });

  it('hides the tools the filter refuses, from the list and from calls', async () => {
    const { page, frame, runs } = setup({ filter: (entry) => entry.name !== 'math.add' });
    const replies = await exchange(
      frame,
      page,
      request({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      request({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'math.add', arguments: { a: 1, b: 1 } } }),
    );
    expect(replies.map(errorOf)).toEqual([
      { jsonrpc: '2.0', id: 1, result: { tools: [] } },
      { jsonrpc: '2.0', id: 2, result: { content: [{ type: 'text', text: "Unknown tool 'math.add'" }], isError: true, _meta: { 'toolmark/code': 'unknown_tool' } } },
    ]);
    expect(runs).toEqual([]);
  });

  it('stops answering once disposed', async () => {
    const { page, frame, bridge } = setup();
    bridge.dispose();
    expect(await exchange(frame, page, request({ jsonrpc: '2.0', id: 1, method: 'ping' }))).toEqual([]);
  });
});
