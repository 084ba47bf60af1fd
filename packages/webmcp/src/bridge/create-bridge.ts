import type { ManifestEntry, ToolInfo, Toolmark } from '@toolmark/core';
import { answerMcpRequest } from './mcp-methods';
import { isOriginAllowed, resolveAllowedOrigins, type OriginOptions } from './origins';
import {
  createEnvelope,
  DEFAULT_CHANNEL,
  errorResponse,
  isEnvelope,
  isWindowSource,
  JsonRpcErrorCode,
  type JsonRpcId,
  type JsonRpcMessage,
  type MessageSource,
  type MessageTarget,
} from './wire';
import { sameEntries, watchTools } from '../watch-tools';

/** Options of `createBridge` (spec §16.7). */
export interface BridgeOptions extends OriginOptions {
  /** Tells this bridge's traffic from other bridges' in the same window; default `'toolmark'`. */
  readonly channel?: string;
  /** The window to listen on; default `globalThis` (the page's window). */
  readonly window?: MessageSource & { readonly location?: { readonly origin: string } };
  /** What `initialize` reports; default `{ name: 'toolmark', version: '1' }`. */
  readonly serverInfo?: { readonly name: string; readonly version: string };
  /** Offers only the tools it accepts. */
  readonly filter?: (entry: ManifestEntry, info: ToolInfo) => boolean;
  /** Aborting it closes the bridge, like `close()`. */
  readonly signal?: AbortSignal;
}

/** A running bridge. */
export interface Bridge {
  /** The origins it answers, or `'*'`. */
  readonly allowedOrigins: readonly string[] | '*';
  /** The origins of the peers that completed `initialize`, in order of arrival. */
  peers(): string[];
  /** Stops listening, cancels the calls in flight and forgets every peer; idempotent. */
  close(): void;
}

interface Peer {
  readonly target: MessageTarget;
  origin: string;
  initialized: boolean;
  readonly calls: Map<JsonRpcId, AbortController>;
}

const isId = (value: unknown): value is JsonRpcId => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

function parse(message: unknown): { readonly ok: true; readonly value: unknown } | { readonly ok: false } {
  if (typeof message !== 'string') return { ok: true, value: message };
  try {
    return { ok: true, value: JSON.parse(message) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Creates an MCP-compatible JSON-RPC 2.0 endpoint over `window.postMessage` (spec §16.7) for browser
 * extensions and parent or child frames. Only the allowed origins are answered (default: the page's
 * own); messages from any other origin are dropped before they are read, without a reply. Calls go
 * through `tm.call` as `{ kind: 'bridge', origin }`.
 *
 * @param tm The registry.
 * @param options The allowed origins, the channel and the window to listen on.
 * @returns The bridge; `close()` stops it.
 * @throws {TypeError} When `allowedOrigins` holds `'*'` without `allowAnyOrigin`, an opaque origin, or
 *   something that is not an origin.
 */
export function createBridge(tm: Toolmark, options: BridgeOptions = {}): Bridge {
  const host = options.window ?? (globalThis as unknown as NonNullable<BridgeOptions['window']>);
  const allowed = resolveAllowedOrigins(options, host.location?.origin);
  const channel = options.channel ?? DEFAULT_CHANNEL;
  const serverInfo = options.serverInfo ?? { name: 'toolmark', version: '1' };
  const peers = new Map<MessageTarget, Peer>();
  let listed: readonly ManifestEntry[] = tm.manifest();
  let closed = false;

  const post = (peer: Peer, message: JsonRpcMessage) => {
    try {
      // The reply goes to the sender's origin only, never '*': if the frame navigated away, it is dropped.
      peer.target.postMessage(createEnvelope('server', channel, message), peer.origin);
    } catch {
      peers.delete(peer.target);
    }
  };

  const peerOf = (target: MessageTarget, origin: string): Peer => {
    let peer = peers.get(target);
    if (!peer) peers.set(target, (peer = { target, origin, initialized: false, calls: new Map() }));
    if (peer.origin !== origin) {
      // The window navigated to another allowed origin: it is a new peer.
      for (const controller of peer.calls.values()) controller.abort();
      Object.assign(peer, { origin, initialized: false });
      peer.calls.clear();
    }
    return peer;
  };

  const handleNotification = (peer: Peer, method: string, params: Readonly<Record<string, unknown>>) => {
    if (method === 'notifications/initialized') peer.initialized = true;
    else if (method === 'notifications/cancelled' && isId(params['requestId'])) peer.calls.get(params['requestId'])?.abort();
  };

  const handleRequest = async (peer: Peer, id: JsonRpcId, method: string, params: Readonly<Record<string, unknown>>) => {
    const controller = new AbortController();
    peer.calls.set(id, controller);
    let response: JsonRpcMessage;
    try {
      response = await answerMcpRequest(
        { tm, serverInfo, filter: options.filter, caller: { kind: 'bridge', origin: peer.origin }, signal: controller.signal },
        id,
        method,
        params,
      );
    } catch {
      response = errorResponse(id, JsonRpcErrorCode.internalError, 'Internal error');
    }
    if (peer.calls.get(id) === controller) peer.calls.delete(id);
    // A cancelled request gets no response (MCP); a closed bridge sends nothing.
    if (!controller.signal.aborted && !closed) post(peer, response);
  };

  const onMessage = (event: MessageEvent) => {
    // Origin first: nothing from a foreign origin is read, parsed or answered.
    if (!isOriginAllowed(allowed, event.origin)) return;
    if (!isWindowSource(event.source) || !isEnvelope(event.data, 'client', channel)) return;
    const peer = peerOf(event.source, event.origin);
    const parsed = parse(event.data.message);
    if (!parsed.ok) return post(peer, errorResponse(null, JsonRpcErrorCode.parseError, 'Parse error: the message is not JSON'));
    const message = parsed.value as Record<string, unknown> | null;
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return post(peer, errorResponse(null, JsonRpcErrorCode.invalidRequest, 'Invalid request: expected one JSON-RPC 2.0 message (batches are not supported)'));
    }
    const { id, method, params = {} } = message;
    const hasId = 'id' in message;
    // A response: this server sends no requests, so there is nothing to match it with.
    if (typeof method !== 'string' && hasId && ('result' in message || 'error' in message)) return;
    if (message['jsonrpc'] !== '2.0' || typeof method !== 'string' || (hasId && !isId(id))) {
      return post(peer, errorResponse(isId(id) ? id : null, JsonRpcErrorCode.invalidRequest, "Invalid request: expected jsonrpc '2.0', a string method and a string or number id"));
    }
    if (typeof params !== 'object' || params === null || Array.isArray(params)) {
      if (hasId) post(peer, errorResponse(id as JsonRpcId, JsonRpcErrorCode.invalidParams, 'Invalid params: expected an object'));
      return;
    }
    const record = params as Readonly<Record<string, unknown>>;
    if (!hasId) return handleNotification(peer, method, record);
    if (peer.calls.has(id as JsonRpcId)) {
      return post(peer, errorResponse(id as JsonRpcId, JsonRpcErrorCode.invalidRequest, 'Invalid request: this id is already in use'));
    }
    void handleRequest(peer, id as JsonRpcId, method, record);
  };

  const watch = watchTools(tm, () => {
    const entries = tm.manifest();
    // A state change leaves the entries as they were: the list did not change.
    if (sameEntries(listed, entries)) return;
    listed = entries;
    for (const peer of peers.values()) {
      if (peer.initialized) post(peer, { jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
    }
  });

  const close = () => {
    if (closed) return;
    closed = true;
    watch.stop();
    host.removeEventListener('message', onMessage);
    options.signal?.removeEventListener('abort', close);
    for (const peer of peers.values()) for (const controller of peer.calls.values()) controller.abort();
    peers.clear();
  };

  host.addEventListener('message', onMessage);
  if (options.signal?.aborted) close();
  else options.signal?.addEventListener('abort', close, { once: true });

  return {
    allowedOrigins: allowed === '*' ? '*' : [...allowed],
    peers: () => [...peers.values()].filter((peer) => peer.initialized).map((peer) => peer.origin),
    close,
  };
}
