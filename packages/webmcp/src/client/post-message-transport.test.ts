import { describe, expect, it, vi } from 'vitest';
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
