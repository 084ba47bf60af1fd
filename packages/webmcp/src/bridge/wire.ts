/** A JSON-RPC 2.0 message as it travels over the bridge (MCP's messages are all of this shape). */
export type JsonRpcMessage = { readonly jsonrpc: '2.0' } & { readonly [key: string]: unknown };

/** A JSON-RPC request or response id. */
export type JsonRpcId = string | number;

// JSON-RPC 2.0's error codes, one constant each so that the bundle holds plain numbers.
/** JSON-RPC's code for text that is not JSON. */
export const PARSE_ERROR = -32700;
/** JSON-RPC's code for a message that is not a valid request. */
export const INVALID_REQUEST = -32600;
/** JSON-RPC's code for an unknown method. */
export const METHOD_NOT_FOUND = -32601;
/** JSON-RPC's code for missing or malformed params. */
export const INVALID_PARAMS = -32602;
/** JSON-RPC's code for a failure of the server itself. */
export const INTERNAL_ERROR = -32603;
/** A server error of JSON-RPC's reserved range: the peer has too many requests in flight (docs/security.md T7). */
export const SERVER_BUSY = -32000;

/** JSON-RPC 2.0's error codes that the bridge answers with (spec §16.7). */
export const JsonRpcErrorCode = {
  parseError: PARSE_ERROR,
  invalidRequest: INVALID_REQUEST,
  methodNotFound: METHOD_NOT_FOUND,
  invalidParams: INVALID_PARAMS,
  internalError: INTERNAL_ERROR,
  serverBusy: SERVER_BUSY,
} as const;

/** What a request is answered with: its result, or an error. The bridge adds `jsonrpc` and `id`. */
export type JsonRpcOutcome = { readonly result: unknown } | { readonly error: { readonly code: number; readonly message: string } };

/** The value of the envelope's `type`: it tells bridge traffic from a page's other messages. */
export const BRIDGE_MESSAGE_TYPE = 'toolmark:mcp';

/** The wire format's version. */
export const BRIDGE_VERSION = 1;

/** The channel a bridge and its clients use unless told otherwise. */
export const DEFAULT_CHANNEL = 'toolmark';

/**
 * What goes through `postMessage` (spec §16.7): a JSON-RPC message in an envelope that says it is
 * Toolmark bridge traffic, on which channel, and which side sent it, so a client and a server in the
 * same window never read each other's own messages.
 */
export interface BridgeEnvelope {
  readonly type: typeof BRIDGE_MESSAGE_TYPE;
  readonly version: typeof BRIDGE_VERSION;
  readonly channel: string;
  readonly from: 'client' | 'server';
  /** The JSON-RPC message, or its JSON text. */
  readonly message: unknown;
}

/**
 * Creates an envelope.
 *
 * @param from The side sending it.
 * @param channel The channel.
 * @param message The JSON-RPC message.
 * @returns The envelope to post.
 */
export function createEnvelope(from: BridgeEnvelope['from'], channel: string, message: unknown): BridgeEnvelope {
  return { type: BRIDGE_MESSAGE_TYPE, version: BRIDGE_VERSION, channel, from, message };
}

/**
 * Checks whether posted data is a bridge envelope from one side on one channel.
 *
 * @param data The `data` of a message event.
 * @param from The side it must come from.
 * @param channel The channel it must be on.
 * @returns Whether it is.
 */
export function isEnvelope(data: unknown, from: BridgeEnvelope['from'], channel: string): data is BridgeEnvelope {
  const envelope = data as Partial<BridgeEnvelope> | null | undefined;
  return envelope?.type === BRIDGE_MESSAGE_TYPE && envelope.version === BRIDGE_VERSION && envelope.channel === channel && envelope.from === from;
}

/**
 * One envelope on one channel (spec §16.7): how the bridge reads a client's message and wraps its own.
 * The bridge speaks several (Toolmark's, MCP-B's) and answers each peer in the one it used.
 */
export interface Wire {
  /** The message inside `data` when it is this wire's envelope from a client; else `undefined`. */
  read(data: unknown): { readonly message: unknown } | undefined;
  /** Wraps a message of the server's for posting. */
  wrap(message: unknown): unknown;
  /** A wire whose clients wait for the server: what they probe with, what says ready, what says stopped. */
  readonly handshake?: { readonly probe: string; readonly ready: string; readonly stopped: string };
}

/**
 * Creates the wire of Toolmark's own envelope on one channel. It has no handshake: its clients send
 * `initialize` at once.
 *
 * @param channel The channel.
 * @returns The wire.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createToolmarkWire(channel: string): Wire {
  return {
    read: (data) => (isEnvelope(data, 'client', channel) ? data : undefined),
    wrap: (message) => createEnvelope('server', channel, message),
  };
}

/**
 * Reads posted data with the first wire whose envelope it is.
 *
 * @param wires The wires the bridge speaks.
 * @param data The `data` of a message event.
 * @returns The wire and the message inside, or `undefined` for other traffic.
 */
export function readEnvelope(wires: readonly Wire[], data: unknown): { readonly wire: Wire; readonly message: unknown } | undefined {
  for (const wire of wires) {
    const read = wire.read(data);
    if (read) return { wire, message: read.message };
  }
  return undefined;
}

/**
 * Creates the outcome of a request that fails as a JSON-RPC error.
 *
 * @param code A JSON-RPC error code.
 * @param message What went wrong.
 * @returns The outcome.
 */
export function rpcError(code: number, message: string): JsonRpcOutcome {
  return { error: { code, message } };
}

/** The window-like objects the bridge talks to: a window, an iframe's `contentWindow`, an opener. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** What the bridge and the client transport listen on: a window. */
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
