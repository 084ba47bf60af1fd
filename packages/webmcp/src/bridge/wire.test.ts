import { describe, expect, it } from 'vitest';
import { createMcpbWire } from './mcpb-wire.js';
import { createEnvelope, createToolmarkWire, readEnvelope } from './wire.js';

const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

describe('createToolmarkWire', () => {
  const wire = createToolmarkWire('toolmark');

  it('reads a client’s envelope on its channel and wraps the server’s', () => {
    expect(wire.read(createEnvelope('client', 'toolmark', ping))?.message).toEqual(ping);
    expect(wire.read(createEnvelope('server', 'toolmark', ping))).toBeUndefined();
    expect(wire.read(createEnvelope('client', 'other', ping))).toBeUndefined();
    expect(wire.wrap(ping)).toEqual(createEnvelope('server', 'toolmark', ping));
  });

  it('has no handshake: its clients send initialize at once', () => {
    expect(wire.handshake).toBeUndefined();
  });
});

describe('readEnvelope', () => {
  const toolmark = createToolmarkWire('toolmark');
  const mcpb = createMcpbWire('mcp-default');

  it('finds the wire whose envelope the data is, and the message inside', () => {
    expect(readEnvelope([toolmark, mcpb], createEnvelope('client', 'toolmark', ping))).toEqual({ wire: toolmark, message: ping });
    expect(readEnvelope([toolmark, mcpb], { channel: 'mcp-default', type: 'mcp', direction: 'client-to-server', payload: ping })).toEqual({ wire: mcpb, message: ping });
  });

  it('reads other traffic as nothing', () => {
    for (const data of [ping, 'mcp-check-ready', null, { type: 'mcp', channel: 'mcp-iframe', direction: 'client-to-server', payload: ping }]) {
      expect(readEnvelope([toolmark, mcpb], data)).toBeUndefined();
    }
  });
});
