import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createToolmark, ok, type AskOptions, type ConfirmRequest, type ToolResult } from '@toolmark/core';
import { describe, expect, it, vi } from 'vitest';
import { createBridge } from '../bridge/create-bridge.js';
import { FakeWindow, settle } from '../bridge/fake-windows.test-support.js';
import { createEnvelope } from '../bridge/wire.js';
import { createPostMessageClientTransport } from './post-message-transport.js';

function listenerHost() {
  const listeners = new Set<(event: MessageEvent) => void>();
  return {
    addEventListener: (_: 'message', listener: (event: MessageEvent) => void) => void listeners.add(listener),
    removeEventListener: (_: 'message', listener: (event: MessageEvent) => void) => void listeners.delete(listener),
    dispatch: (event: Partial<MessageEvent>) => listeners.forEach((listener) => listener(event as MessageEvent)),
    size: () => listeners.size,
  };
}

describe('createPostMessageClientTransport', () => {
  it("refuses '*' and opaque origins: requests carry arguments", () => {
    const target = { postMessage: vi.fn() };
    expect(() => createPostMessageClientTransport(target, '*')).toThrow(TypeError);
    expect(() => createPostMessageClientTransport(target, 'null')).toThrow(TypeError);
  });

  it('posts envelopes to the target origin only, and reads only the target’s server messages', async () => {
    const target = { postMessage: vi.fn() };
    const host = listenerHost();
    const transport = createPostMessageClientTransport(target, 'https://shop.example/path', { window: host });
    const received = vi.fn();
    const closed = vi.fn();
    transport.onmessage = received;
    transport.onclose = closed;
    await expect(transport.send({ jsonrpc: '2.0', id: 1, method: 'ping' })).rejects.toThrow();
    await transport.start();
    await transport.send({ jsonrpc: '2.0', id: 1, method: 'ping' });
    expect(target.postMessage).toHaveBeenCalledWith(createEnvelope('client', 'toolmark', { jsonrpc: '2.0', id: 1, method: 'ping' }), 'https://shop.example');

    const reply = createEnvelope('server', 'toolmark', { jsonrpc: '2.0', id: 1, result: {} });
    host.dispatch({ data: reply, origin: 'https://evil.example', source: target as never });
    host.dispatch({ data: reply, origin: 'https://shop.example', source: {} as never });
    host.dispatch({ data: createEnvelope('client', 'toolmark', { jsonrpc: '2.0', id: 1, result: {} }), origin: 'https://shop.example', source: target as never });
    host.dispatch({ data: { ...reply, channel: 'other' }, origin: 'https://shop.example', source: target as never });
    expect(received).not.toHaveBeenCalled();
    host.dispatch({ data: reply, origin: 'https://shop.example', source: target as never });
    expect(received).toHaveBeenCalledWith({ jsonrpc: '2.0', id: 1, result: {} });

    await transport.close();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(host.size()).toBe(0);
  });
});

describe('createPostMessageClientTransport reads as the bridge reads (issue #33)', () => {
  const SHOP = 'https://shop.example';
  const AGENT = 'https://agent.example';

  /** An agent page framing the shop's page, which runs a bridge allowing the agent's origin. */
  async function framed() {
    const agent = new FakeWindow(AGENT);
    const shop = new FakeWindow(SHOP, agent);
    const tm = createToolmark({ dev: true, confirm: () => true });
    tm.register({ name: 'echo', description: 'Echoes', hints: { readOnly: true }, run: (input) => ok(input) });
    const bridge = createBridge(tm, { window: shop.self, allowedOrigins: [AGENT] });
    const target = shop.seenFrom(agent);
    const transport = createPostMessageClientTransport(target, SHOP, { window: agent.self });
    const received: unknown[] = [];
    transport.onmessage = (message) => received.push(message);
    await transport.start();
    return { agent, target, transport, received, bridge };
  }

  it('ignores a MessageEvent a page script made itself, naming the bridge’s window and origin', async () => {
    const { agent, target, received, bridge } = await framed();
    const reply = createEnvelope('server', 'toolmark', { jsonrpc: '2.0', id: 1, result: { forged: true } });
    // In a browser a page script passes any window as `source`; Node's MessageEvent wants a port, so it is set after.
    const forged = new MessageEvent('message', { data: reply, origin: SHOP });
    Object.defineProperty(forged, 'source', { value: target });
    expect(forged.isTrusted).toBe(false);
    agent.listeners.forEach((listener) => listener(forged));
    expect(received).toEqual([]);
    bridge.dispose();
  });

  it('ignores a server envelope from another window, or from the right window on another origin', async () => {
    const { agent, target, received, bridge } = await framed();
    const reply = createEnvelope('server', 'toolmark', { jsonrpc: '2.0', id: 1, result: {} });
    const other = new FakeWindow(SHOP, agent);
    other.seenFrom(other).parent.postMessage(reply, AGENT);
    // The bridge's window after it navigated to another origin (a message it posts then says so).
    agent.listeners.forEach((listener) => listener({ data: reply, origin: 'https://evil.example', source: target, isTrusted: true } as unknown as MessageEvent));
    await settle();
    expect(received).toEqual([]);
    bridge.dispose();
  });

  it('the real exchange with a bridge still works', async () => {
    const { transport, received, bridge } = await framed();
    await transport.send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo', arguments: { a: 1 } } });
    // A few tasks; more on a busy machine.
    for (let waited = 0; !received.length && waited < 1_000; waited += 10) await settle();
    expect(received).toMatchObject([{ jsonrpc: '2.0', id: 1, result: { structuredContent: { a: 1 } } }]);
    bridge.dispose();
  });
});

describe('createPostMessageClientTransport with an MCP SDK client: notifications and the bridge’s own requests (issue #34)', () => {
  const SHOP = 'https://shop.example';
  const AGENT = 'https://agent.example';
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The shop's page with a bridge for the agent's origin, and the agent's SDK client connected to it. */
  async function connected(tm: ReturnType<typeof createToolmark>, client: Client) {
    const agent = new FakeWindow(AGENT);
    const shop = new FakeWindow(SHOP, agent);
    const bridge = createBridge(tm, { window: shop.self, allowedOrigins: [AGENT] });
    await client.connect(createPostMessageClientTransport(shop.seenFrom(agent), SHOP, { window: agent.self }));
    return bridge;
  }

  it('progress reaches onprogress, and the client’s elicitation handler answers ctx.ask', async () => {
    const tm = createToolmark({ dev: true });
    const answer: AskOptions<{ card: string }>['input'] = {
      '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value: value as { card: string } }) },
    };
    tm.register({
      name: 'card.pick',
      description: 'Picks a card',
      hints: { readOnly: true },
      run: async (_input, ctx): Promise<ToolResult> => {
        ctx.progress({ progress: 1, total: 2, message: 'asking' });
        await wait(5);
        const picked = await ctx.ask({ message: 'Which card?', input: answer, jsonSchema: { type: 'object', properties: { card: { type: 'string' } } } });
        ctx.progress({ progress: 2, total: 2 });
        await wait(5);
        return picked.ok ? ok(picked.value) : ok({ declined: picked.code });
      },
    });
    const client = new Client({ name: 'agent', version: '1' }, { capabilities: { elicitation: {} } });
    const questions: unknown[] = [];
    client.setRequestHandler(ElicitRequestSchema, async ({ params }) => (questions.push(params), { action: 'accept', content: { card: 'visa' } }));
    const bridge = await connected(tm, client);
    const progress: unknown[] = [];
    const result = await client.callTool({ name: 'card.pick', arguments: {} }, undefined, { onprogress: (update) => progress.push(update) });
    expect(result).toEqual({ content: [{ type: 'text', text: '{"card":"visa"}' }], structuredContent: { card: 'visa' } });
    expect(questions).toMatchObject([{ message: 'Which card?', requestedSchema: { type: 'object', properties: { card: { type: 'string' } } } }]);
    expect(progress).toEqual([
      { progress: 1, total: 2, message: 'asking' },
      { progress: 2, total: 2 },
    ]);
    await client.close();
    bridge.dispose();
  });

  it('close() cancels the requests still unanswered: the bridge ends their calls, and the tool never runs', async () => {
    const cards: ConfirmRequest[] = [];
    const runs: unknown[] = [];
    const tm = createToolmark({ dev: true, confirm: (request) => (cards.push(request), new Promise<boolean>(() => {})) });
    tm.register({ name: 'shop.buy', description: 'Buys', hints: { consequential: true }, run: () => (runs.push('buy'), ok()) });
    const client = new Client({ name: 'agent', version: '1' });
    const bridge = await connected(tm, client);
    const call = client.callTool({ name: 'shop.buy', arguments: {} }).catch((error: unknown) => error);
    await settle();
    expect(cards).toHaveLength(1);
    expect(cards[0]!.signal.aborted).toBe(false);
    await client.close();
    await settle();
    expect(cards[0]!.signal.aborted).toBe(true);
    expect(await call).toBeInstanceOf(Error);
    expect(runs).toEqual([]);
    bridge.dispose();
  });
});
