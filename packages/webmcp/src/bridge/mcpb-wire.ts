// MCP-B's postMessage envelope (`@mcp-b/transports`: TabClientTransport, IframeParentTransport and
// the servers they talk to), written here from its wire format so that the bridge answers MCP-B's
// extension and clients without shipping their package (spec §16.7, MCP-B).
import type { Wire } from './wire.js';

/** The envelope's `type`: MCP-B marks all its traffic with it. */
export const MCPB_MESSAGE_TYPE = 'mcp';

/**
 * The channels MCP-B's clients use unless told otherwise: `'mcp-default'` for a client in the same
 * window (an extension's content script, `TabClientTransport`), `'mcp-iframe'` for a parent page
 * (`IframeParentTransport`).
 */
export const MCPB_CHANNELS: readonly string[] = ['mcp-default', 'mcp-iframe'];

/** What a client posts, as the payload, to ask whether a server listens. */
export const MCPB_CHECK_READY = 'mcp-check-ready';
/** What a server posts, as the payload, when it listens: MCP-B's clients send nothing before it. */
export const MCPB_SERVER_READY = 'mcp-server-ready';
/** What a server posts, as the payload, when it stops: MCP-B's clients close on it. */
export const MCPB_SERVER_STOPPED = 'mcp-server-stopped';

/** MCP-B's envelope: the channel, the marker, which way it goes, and a JSON-RPC message or a handshake word. */
export interface McpbEnvelope {
  readonly channel: string;
  readonly type: typeof MCPB_MESSAGE_TYPE;
  readonly direction: 'client-to-server' | 'server-to-client';
  readonly payload: unknown;
}

/**
 * Creates MCP-B's envelope of a server's message.
 *
 * @param channel The channel.
 * @param payload A JSON-RPC message, or `MCPB_SERVER_READY` / `MCPB_SERVER_STOPPED`.
 * @returns The envelope to post.
 */
export function createMcpbEnvelope(channel: string, payload: unknown): McpbEnvelope {
  return { channel, type: MCPB_MESSAGE_TYPE, direction: 'server-to-client', payload };
}

/**
 * Checks whether posted data is MCP-B's envelope from a client on one channel. MCP-B asks for a
 * `payload` key too: an envelope without one is not theirs to answer.
 *
 * @param data The `data` of a message event.
 * @param channel The channel it must be on.
 * @returns Whether it is.
 */
export function isMcpbRequest(data: unknown, channel: string): data is McpbEnvelope {
  const envelope = data as Partial<McpbEnvelope> | null | undefined;
  return envelope?.type === MCPB_MESSAGE_TYPE && envelope.channel === channel && envelope.direction === 'client-to-server' && 'payload' in envelope;
}

/**
 * Creates the wire of MCP-B's envelope on one channel, with its handshake: a client's
 * `mcp-check-ready` is answered `mcp-server-ready`, and a bridge that stops says `mcp-server-stopped`.
 *
 * @param channel The channel, such as `'mcp-default'`.
 * @returns The wire.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createMcpbWire(channel: string): Wire {
  return {
    read: (data) => (isMcpbRequest(data, channel) ? { message: data.payload } : undefined),
    wrap: (message) => createMcpbEnvelope(channel, message),
    handshake: { probe: MCPB_CHECK_READY, ready: MCPB_SERVER_READY, stopped: MCPB_SERVER_STOPPED },
  };
}
