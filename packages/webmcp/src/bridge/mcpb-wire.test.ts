import { DEFAULT_IFRAME_CHANNEL_ID, DEFAULT_TAB_CHANNEL_ID } from '@mcp-b/transports';
import { describe, expect, it } from 'vitest';
import { createMcpbEnvelope, createMcpbWire, isMcpbRequest, MCPB_CHANNELS } from './mcpb-wire.js';

const request = (payload: unknown, channel = 'mcp-default') => ({ channel, type: 'mcp', direction: 'client-to-server', payload });

describe("MCP-B's envelope", () => {
  it('uses the channels MCP-B’s clients use by default', () => {
    // MCP-B's package is the oracle: its defaults, not a copy of them.
    expect(MCPB_CHANNELS).toEqual([DEFAULT_TAB_CHANNEL_ID, DEFAULT_IFRAME_CHANNEL_ID]);
  });

  it('wraps a server’s message as MCP-B’s servers do', () => {
    expect(createMcpbEnvelope('mcp-iframe', { jsonrpc: '2.0', id: 1, result: {} })).toEqual({
      channel: 'mcp-iframe',
      type: 'mcp',
      direction: 'server-to-client',
      payload: { jsonrpc: '2.0', id: 1, result: {} },
    });
  });

  it('reads only requests from a client on its channel, with a payload', () => {
    expect(isMcpbRequest(request('mcp-check-ready'), 'mcp-default')).toBe(true);
    expect(isMcpbRequest(request({ jsonrpc: '2.0', id: 1, method: 'ping' }), 'mcp-default')).toBe(true);
    // A server's own message, another channel, another marker, no payload, not an object: other traffic.
    expect(isMcpbRequest({ ...request('x'), direction: 'server-to-client' }, 'mcp-default')).toBe(false);
    expect(isMcpbRequest(request('x', 'mcp-iframe'), 'mcp-default')).toBe(false);
    expect(isMcpbRequest({ ...request('x'), type: 'toolmark:mcp' }, 'mcp-default')).toBe(false);
    expect(isMcpbRequest({ channel: 'mcp-default', type: 'mcp', direction: 'client-to-server' }, 'mcp-default')).toBe(false);
    for (const data of [null, undefined, 'mcp', 7, []]) expect(isMcpbRequest(data, 'mcp-default')).toBe(false);
  });
});

describe('createMcpbWire', () => {
  const wire = createMcpbWire('mcp-default');

  it('reads the payload and wraps in the same channel', () => {
    expect(wire.read(request({ jsonrpc: '2.0', id: 1, method: 'ping' }))).toEqual({ message: { jsonrpc: '2.0', id: 1, method: 'ping' } });
    // A payload may be anything, even undefined: it is the bridge that decides how to answer it.
    expect(wire.read(request(undefined))).toEqual({ message: undefined });
    expect(wire.read(request('x', 'other'))).toBeUndefined();
    expect(wire.wrap('mcp-server-ready')).toEqual({ channel: 'mcp-default', type: 'mcp', direction: 'server-to-client', payload: 'mcp-server-ready' });
  });

  it('has MCP-B’s handshake', () => {
    expect(wire.handshake).toEqual({ probe: 'mcp-check-ready', ready: 'mcp-server-ready', stopped: 'mcp-server-stopped' });
  });
});
