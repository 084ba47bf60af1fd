import { describe, expect, it, vi } from 'vitest';
import { announceReady } from './announce.js';
import { createMcpbWire } from './mcpb-wire.js';
import { resolveAllowedOrigins } from './origins.js';
import { createToolmarkWire, type MessageTarget } from './wire.js';

const PAGE = 'https://shop.example';
const PARENT = 'https://portal.example';
const wires = [createToolmarkWire('toolmark'), createMcpbWire('mcp-default'), createMcpbWire('mcp-iframe')];
const ready = (channel: string) => ({ channel, type: 'mcp', direction: 'server-to-client', payload: 'mcp-server-ready' });

function frame() {
  const parent = { postMessage: vi.fn<MessageTarget['postMessage']>() };
  const host = { location: { origin: PAGE }, postMessage: vi.fn<MessageTarget['postMessage']>(), parent };
  return { host, parent };
}

describe('announceReady', () => {
  it('tells its own window, on every wire with a handshake, when its own origin is allowed', () => {
    const { host, parent } = frame();
    announceReady(host, resolveAllowedOrigins({}, PAGE), wires);
    expect(host.postMessage.mock.calls).toEqual([
      [ready('mcp-default'), PAGE],
      [ready('mcp-iframe'), PAGE],
    ]);
    // The parent only at the allowed origin: the browser drops it if the parent has another.
    expect(parent.postMessage.mock.calls).toEqual([
      [ready('mcp-default'), PAGE],
      [ready('mcp-iframe'), PAGE],
    ]);
  });

  it('tells the parent once per allowed origin, its own window only when its origin is allowed', () => {
    const { host, parent } = frame();
    announceReady(host, resolveAllowedOrigins({ allowedOrigins: [PARENT, 'https://other.example'] }, PAGE), wires.slice(0, 2));
    expect(host.postMessage).not.toHaveBeenCalled();
    expect(parent.postMessage.mock.calls).toEqual([
      [ready('mcp-default'), PARENT],
      [ready('mcp-default'), 'https://other.example'],
    ]);
  });

  it("never posts to '*': with any origin allowed, only its own window is told", () => {
    const { host, parent } = frame();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    announceReady(host, resolveAllowedOrigins({ allowedOrigins: ['*'], allowAnyOrigin: true }, PAGE), wires.slice(0, 2));
    vi.restoreAllMocks();
    expect(host.postMessage.mock.calls).toEqual([[ready('mcp-default'), PAGE]]);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('tells nothing on wires without a handshake, to a top window’s parent (itself) twice, or from a window that cannot post', () => {
    const { host, parent } = frame();
    announceReady(host, resolveAllowedOrigins({}, PAGE), wires.slice(0, 1));
    expect(host.postMessage).not.toHaveBeenCalled();
    expect(parent.postMessage).not.toHaveBeenCalled();
    const top = { location: { origin: PAGE }, postMessage: vi.fn<MessageTarget['postMessage']>(), parent: undefined as unknown as MessageTarget };
    Object.assign(top, { parent: top });
    announceReady(top, resolveAllowedOrigins({}, PAGE), wires.slice(1, 2));
    expect(top.postMessage).toHaveBeenCalledTimes(1);
    expect(() => announceReady({ location: { origin: PAGE } }, resolveAllowedOrigins({}, PAGE), wires)).not.toThrow();
  });
});
