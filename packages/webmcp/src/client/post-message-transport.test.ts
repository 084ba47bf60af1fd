import { createToolmark, ok } from '@toolmark/core';
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
    await settle();
    expect(received).toMatchObject([{ jsonrpc: '2.0', id: 1, result: { structuredContent: { a: 1 } } }]);
    bridge.dispose();
  });
});
