import type { ManifestEntry, ToolInfo, Toolmark } from '@toolmark/core';
import { isRecord } from '@toolmark/core/internal';
import { readToolInput } from '../call-result.js';
import { sameEntries, watchTools } from '../watch-tools.js';
import { announceReady, type AnnouncingWindow } from './announce.js';
import { createMcpServer } from './mcp-methods.js';
import { createMcpbWire, MCPB_CHANNELS } from './mcpb-wire.js';
import { isAllowedOrigin, resolveAllowedOrigins, type OriginOptions } from './origins.js';
import {
  createToolmarkWire,
  DEFAULT_CHANNEL,
  INTERNAL_ERROR,
  INVALID_PARAMS,
  INVALID_REQUEST,
  PARSE_ERROR,
  readEnvelope,
  rpcError,
  SERVER_BUSY,
  type JsonRpcId,
  type JsonRpcOutcome,
  type MessageSource,
  type MessageTarget,
  type Wire,
} from './wire.js';

/** Options of `createBridge` (spec §16.7). */
export interface BridgeOptions extends OriginOptions {
  /** Tells this bridge's traffic from other bridges' in the same window; default `'toolmark'`. */
  readonly channel?: string;
  /**
   * The channels on which the bridge also speaks MCP-B's envelope (`@mcp-b/transports`); default
   * `['mcp-default', 'mcp-iframe']`, MCP-B's own. `[]` speaks only Toolmark's, for a page that runs an
   * MCP-B server of its own on those channels.
   */
  readonly mcpbChannels?: readonly string[];
  /**
   * The window to listen on; default `globalThis` (the page's window). When it can post, it and its
   * parent are told the bridge is ready, as MCP-B's clients expect (allowed origins only).
   */
  readonly window?: MessageSource & AnnouncingWindow;
  /** What `initialize` reports; default `{ name: 'toolmark', version: '1' }`. */
  readonly serverInfo?: { readonly name: string; readonly version: string };
  /** Offers only the tools it accepts. */
  readonly filter?: (entry: ManifestEntry, info: ToolInfo) => boolean;
  /** Aborting it stops the bridge, like `dispose()`. */
  readonly signal?: AbortSignal;
}

/** A running bridge. */
export interface Bridge {
  /** The origins it answers, or `'*'`. */
  readonly allowedOrigins: readonly string[] | '*';
  /** The origins of the peers that completed `initialize`, in order of arrival. */
  peers(): string[];
  /** Stops listening, cancels the calls in flight and forgets every peer; idempotent. */
  dispose(): void;
}

/** One source window on one wire, as long as it posts from one origin. */
interface Peer {
  readonly target: MessageTarget;
  readonly origin: string;
  /** The envelope it spoke: it is answered in it. */
  readonly wire: Wire;
  initialized?: boolean;
  readonly calls: Map<JsonRpcId, AbortController>;
}

/**
 * How many requests one source window may have in flight, across every envelope and channel it
 * speaks (docs/security.md T7). Each holds a `tm.call`, and one that waits for a person holds a
 * confirmation card: a window that floods calls which never end must not grow the page's memory or
 * the person's queue without bound, nor multiply the bound by speaking several wires. More are
 * refused at once.
 */
export const MAX_REQUESTS_IN_FLIGHT = 64;

const isId = (value: unknown): value is JsonRpcId => typeof value === 'string' || Number.isFinite(value);

const abortCalls = (peer: Peer) => peer.calls.forEach((controller) => controller.abort());

/**
 * Finds the peer of a message: its window on its wire. The window's peers of another origin are
 * dropped, their calls aborted: it navigated (to another allowed origin), and what they would be
 * answered no longer reaches them.
 */
function peerOf(peers: Set<Peer>, target: MessageTarget, origin: string, wire: Wire): Peer {
  let found: Peer | undefined;
  for (const peer of peers) {
    if (peer.target !== target) continue;
    if (peer.origin !== origin) {
      abortCalls(peer);
      peers.delete(peer);
    } else if (peer.wire === wire) found = peer;
  }
  if (!found) peers.add((found = { target, origin, wire, calls: new Map() }));
  return found;
}

/**
 * Creates an MCP-compatible JSON-RPC 2.0 endpoint over `window.postMessage` (spec §16.7) for browser
 * extensions and parent or child frames, in Toolmark's envelope and in MCP-B's. Only the allowed
 * origins are answered (default: the page's own); messages from any other origin are dropped before
 * they are read, without a reply. Calls go through `tm.call` as `{ kind: 'bridge', origin }`.
 *
 * @param tm The registry.
 * @param options The allowed origins, the channels and the window to listen on.
 * @returns The bridge; `dispose()` stops it.
 * @throws {TypeError} When `allowedOrigins` holds `'*'` without `allowAnyOrigin`, an opaque origin, or
 *   something that is not an origin.
 */
export function createBridge(tm: Toolmark, options: BridgeOptions = {}): Bridge {
  const { window: host = globalThis as unknown as NonNullable<BridgeOptions['window']>, channel = DEFAULT_CHANNEL, signal } = options;
  const allowed = resolveAllowedOrigins(options, host.location?.origin);
  const answer = createMcpServer(tm, options.serverInfo ?? { name: 'toolmark', version: '1' }, options.filter);
  // Every envelope the bridge reads; a peer is answered in the one it spoke.
  const wires = [createToolmarkWire(channel), ...(options.mcpbChannels ?? MCPB_CHANNELS).map(createMcpbWire)];
  // In order of arrival; a window has a peer per wire it speaks, each with its own ids.
  const peers = new Set<Peer>();
  // Requests in flight per source window, whatever wire they came on: one bound per window, so that
  // Toolmark's envelope and MCP-B's channels do not each add MAX_REQUESTS_IN_FLIGHT cards (issue #33).
  const inFlight = new WeakMap<MessageTarget, number>();
  const hold = (target: MessageTarget, delta: number) => inFlight.set(target, (inFlight.get(target) ?? 0) + delta);
  let listed = tm.manifest();

  // The one way out: every response and notification. It goes to the sender's origin only, never
  // '*': if the frame navigated away, the browser drops it. (A result that cannot be cloned throws:
  // the call's bug surfaces as an unhandled rejection, and the peer gets no response.)
  const post = (peer: Peer, message: unknown) => peer.target.postMessage(peer.wire.wrap(message), peer.origin);
  const reply = (peer: Peer, message: { readonly id?: JsonRpcId | null; readonly method?: string } & Partial<JsonRpcOutcome>) =>
    post(peer, { jsonrpc: '2.0', ...message });

  const onMessage = async ({ origin, source, data, isTrusted }: MessageEvent) => {
    const target = source as (MessageTarget & { readonly window?: unknown }) | null;
    // A MessageEvent a page script dispatched itself names any origin it likes: only the browser's
    // are read (issue #17). Then origin: nothing from a foreign origin is read, parsed or answered,
    // not even MCP-B's handshake. Then a window source (not a MessagePort, not null) and an envelope
    // from a client on one of the bridge's wires.
    if (isTrusted === false || !isAllowedOrigin(allowed, origin) || !target || target.window !== target) return;
    const received = readEnvelope(wires, data);
    if (!received) return;
    const { wire, message: raw } = received;
    const peer = peerOf(peers, target, origin, wire);
    // MCP-B's clients send nothing before they hear the server is ready.
    if (wire.handshake && raw === wire.handshake.probe) return post(peer, wire.handshake.ready);
    const refuse = (id: unknown, code: number, text: string) => reply(peer, { id: isId(id) ? id : null, ...rpcError(code, text) });
    const message = readToolInput(raw);
    // Text that is still text did not parse (JSON text of a string parses to another string).
    if (typeof message === 'string' && message === raw) return refuse(null, PARSE_ERROR, 'Parse error');
    // Anything but one object (a batch, a number) is read as an empty request: invalid, with no id.
    const request: Record<string, unknown> = isRecord(message) ? message : {};
    const { id, method, params = {} } = request;
    const hasId = 'id' in request;
    // A response: this server sends no requests, so there is nothing to match it with.
    if (typeof method !== 'string' && hasId && ('result' in request || 'error' in request)) return;
    if (request['jsonrpc'] !== '2.0' || typeof method !== 'string' || (hasId && !isId(id))) return refuse(id, INVALID_REQUEST, 'Invalid request');
    if (!isRecord(params)) return hasId && refuse(id, INVALID_PARAMS, 'Invalid params');
    const { calls } = peer;
    if (!hasId) {
      if (method === 'notifications/initialized') peer.initialized = true;
      else if (method === 'notifications/cancelled') calls.get(params['requestId'] as JsonRpcId)?.abort();
      return;
    }
    if (calls.has(id as JsonRpcId)) return refuse(id, INVALID_REQUEST, 'Invalid request: id in use');
    if ((inFlight.get(target) ?? 0) >= MAX_REQUESTS_IN_FLIGHT) return refuse(id, SERVER_BUSY, 'Server busy: too many requests in flight');
    const controller = new AbortController();
    calls.set(id as JsonRpcId, controller);
    hold(target, 1);
    const outcome = await answer(method, params, { kind: 'bridge', origin }, controller.signal).catch(() => rpcError(INTERNAL_ERROR, 'Internal error'));
    // The id and the slot stay taken until now, so no other call can have replaced this one.
    calls.delete(id as JsonRpcId);
    hold(target, -1);
    // A cancelled request gets no response (MCP); closing the bridge aborts every call, so it sends nothing.
    if (!controller.signal.aborted) reply(peer, { id: id as JsonRpcId, ...outcome });
  };

  const watch = watchTools(tm, () => {
    const entries = tm.manifest();
    // A state change leaves the entries as they were: the list did not change.
    if (sameEntries(listed, entries)) return;
    listed = entries;
    for (const peer of peers) if (peer.initialized) reply(peer, { method: 'notifications/tools/list_changed' });
  });

  // Idempotent, so an abort after `dispose()` changes nothing. It lets go of a long-lived signal, which
  // would otherwise keep the disposed bridge reachable. MCP-B's clients are told, so that they close.
  const dispose = () => {
    watch.dispose();
    host.removeEventListener('message', onMessage);
    signal?.removeEventListener('abort', dispose);
    for (const peer of peers) {
      abortCalls(peer);
      if (peer.wire.handshake) post(peer, peer.wire.handshake.stopped);
    }
    peers.clear();
  };

  host.addEventListener('message', onMessage);
  signal?.addEventListener('abort', dispose);
  if (signal?.aborted) dispose();
  else announceReady(host, allowed, wires);

  return {
    allowedOrigins: allowed,
    peers: () => [...peers].filter((peer) => peer.initialized).map((peer) => peer.origin),
    dispose,
  };
}
