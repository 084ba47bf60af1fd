import { CALL_STATUS, type CallHandle, type CallOptions, type ManifestEntry, type ToolInfo, type Toolmark } from '@toolmark/core';
import { isRecord } from '@toolmark/core/internal';
import { readToolInput } from '../call-result.js';
import { holdCallStatus } from '../call-status.js';
import { deadlineOf, type CallDeadline } from '../deadline.js';
import { sameEntries, watchTools } from '../watch-tools.js';
import { announceReady, type AnnouncingWindow } from './announce.js';
import { createElicitations, elicitsForms } from './elicit.js';
import { createMcpServer } from './mcp-methods.js';
import { createMcpbWire, MCPB_CHANNELS } from './mcpb-wire.js';
import { isAllowedOrigin, resolveAllowedOrigins, type OriginOptions } from './origins.js';
import { createPeerTable, ownCall, type Peer } from './peers.js';
import { forwardProgress, progressTokenOf } from './progress.js';
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
  /**
   * How long a peer waits for a `tools/call` (spec §16.7 Deadlines): a call still under way then
   * answers with a `pending` result that says how to get its outcome (`toolmark.call_status`), and
   * goes on. A number, or a function of the tool's full name (`undefined`: the default); `Infinity`
   * waits for the result. Default `DEFAULT_DEADLINE_MS` (25 s: Playwright MCP gives up on a page tool
   * after 30 s).
   */
  readonly deadlineMs?: CallDeadline;
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

/**
 * How many requests one source window may have in flight, across every envelope and channel it
 * speaks (docs/security.md T7). Each holds a call, and one that waits for a person holds a
 * confirmation card: a window that floods calls which never end must not grow the page's memory or
 * the person's queue without bound, nor multiply the bound by speaking several wires. More are
 * refused at once. A call that answered `pending` keeps its request's place until it settles: it
 * still holds its card.
 */
export const MAX_REQUESTS_IN_FLIGHT = 64;

const isId = (value: unknown): value is JsonRpcId => typeof value === 'string' || Number.isFinite(value);

/**
 * Creates an MCP-compatible JSON-RPC 2.0 endpoint over `window.postMessage` (spec §16.7) for browser
 * extensions and parent or child frames, in Toolmark's envelope and in MCP-B's. Only the allowed
 * origins are answered (default: the page's own); messages from any other origin are dropped before
 * they are read, without a reply. Calls go through `tm.start` as `{ kind: 'bridge', origin }`, with a
 * deadline (`pending`, then `toolmark.call_status`), MCP progress and cancellation, and elicitation
 * for the clients that declare it.
 *
 * @param tm The registry.
 * @param options The allowed origins, the channels, the window to listen on and the deadline.
 * @returns The bridge; `dispose()` stops it.
 * @throws {TypeError} When `allowedOrigins` holds `'*'` without `allowAnyOrigin`, an opaque origin, or
 *   something that is not an origin.
 */
export function createBridge(tm: Toolmark, options: BridgeOptions = {}): Bridge {
  const { window: host = globalThis as unknown as NonNullable<BridgeOptions['window']>, channel = DEFAULT_CHANNEL, signal, deadlineMs } = options;
  const allowed = resolveAllowedOrigins(options, host.location?.origin);
  const answer = createMcpServer(tm, options.serverInfo ?? { name: 'toolmark', version: '1' }, options.filter);
  // Every envelope the bridge reads; a peer is answered in the one it spoke.
  const wires = [createToolmarkWire(channel), ...(options.mcpbChannels ?? MCPB_CHANNELS).map(createMcpbWire)];
  // Requests in flight per source window, whatever wire they came on: one bound per window, so that
  // Toolmark's envelope and MCP-B's channels do not each add MAX_REQUESTS_IN_FLIGHT cards (issue #33).
  const inFlight = new WeakMap<MessageTarget, number>();
  const hold = (target: MessageTarget, delta: number) => inFlight.set(target, (inFlight.get(target) ?? 0) + delta);
  // `toolmark.call_status` is registered the first time a call answers `pending` (peers are told the
  // list changed, before that answer), and let go on dispose: a page whose calls all answer in time
  // lists nothing more than its own tools.
  let releaseCallStatus: (() => void) | undefined;
  let stopped = false;
  let listed = tm.manifest();

  // The one way out: every response, notification and request of the bridge's own. It goes to the
  // peer's origin only, never '*': if the frame navigated away, the browser drops it. (A result that
  // cannot be cloned throws: the call's bug surfaces as an unhandled rejection, and the peer gets no
  // response.)
  const post = (peer: Peer, message: unknown) => peer.target.postMessage(peer.wire.wrap(message), peer.origin);
  const reply = (peer: Peer, message: { readonly id?: JsonRpcId | null; readonly method?: string; readonly params?: unknown } & Partial<JsonRpcOutcome>) =>
    post(peer, { jsonrpc: '2.0', ...message });
  const elicitations = createElicitations<Peer>(post);

  // In order of arrival; a window has a peer per wire it speaks, each with its own ids. One that goes
  // away has its calls ended and its questions declined.
  const peers = createPeerTable(elicitations.end);

  // The options of a peer's call: the bridge's deadline, the peer's own elicitation when it declared
  // it. A `toolmark.call_status` about a call this peer did not make is asked as another caller than
  // the one that made it, so the registry answers `unknown_call` (another peer of the same origin
  // cannot collect it either).
  const callOptions = (peer: Peer, name: string, input: unknown, signal: AbortSignal): CallOptions => {
    const callId = isRecord(input) ? input['callId'] : undefined;
    const foreign = name === CALL_STATUS && !(typeof callId === 'string' && peer.owned.has(callId));
    return {
      caller: { kind: 'bridge', origin: peer.origin, ...(foreign && { id: 'not-the-caller' }) },
      signal,
      deadlineMs: deadlineOf(deadlineMs, name),
      ...(peer.elicits && { ask: elicitations.askOf(peer) }),
    };
  };

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
    const peer = peers.of(target, origin, wire);
    // MCP-B's clients send nothing before they hear the server is ready. One that asks again has
    // started again (a reload, a new transport): the calls of the one before are for no one.
    if (wire.handshake && raw === wire.handshake.probe) {
      if (peer.started || peer.requests.size || peer.calls.size) peers.restart(peer);
      return post(peer, wire.handshake.ready);
    }
    const refuse = (id: unknown, code: number, text: string) => reply(peer, { id: isId(id) ? id : null, ...rpcError(code, text) });
    const message = readToolInput(raw);
    // Text that is still text did not parse (JSON text of a string parses to another string).
    if (typeof message === 'string' && message === raw) return refuse(null, PARSE_ERROR, 'Parse error');
    // Anything but one object (a batch, a number) is read as an empty request: invalid, with no id.
    const request: Record<string, unknown> = isRecord(message) ? message : {};
    const { id, method, params = {} } = request;
    const hasId = 'id' in request;
    // A response: the answer to one of the bridge's questions (elicitation), or nothing to match.
    if (typeof method !== 'string' && hasId && ('result' in request || 'error' in request)) return void elicitations.answer(peer, request);
    if (request['jsonrpc'] !== '2.0' || typeof method !== 'string' || (hasId && !isId(id))) return refuse(id, INVALID_REQUEST, 'Invalid request');
    if (!isRecord(params)) return hasId && refuse(id, INVALID_PARAMS, 'Invalid params');
    const { requests } = peer;
    if (!hasId) {
      if (method === 'notifications/initialized') peer.initialized = true;
      else if (method === 'notifications/cancelled') requests.get(params['requestId'] as JsonRpcId)?.abort('The agent cancelled the request');
      return;
    }
    if (requests.has(id as JsonRpcId)) return refuse(id, INVALID_REQUEST, 'Invalid request: id in use');
    if ((inFlight.get(target) ?? 0) >= MAX_REQUESTS_IN_FLIGHT) return refuse(id, SERVER_BUSY, 'Server busy: too many requests in flight');
    if (method === 'initialize') {
      // A second `initialize` is a new session of the client: the first one's calls are for no one.
      if (peer.started) peers.restart(peer);
      peer.started = true;
      peer.elicits = elicitsForms(params['capabilities']);
    }
    const controller = new AbortController();
    requests.set(id as JsonRpcId, controller);
    hold(target, 1);
    let call: CallHandle | undefined;
    let stopProgress: (() => void) | undefined;
    const start = (name: string, input: unknown, meta: unknown) => {
      call = tm.start(name, input, callOptions(peer, name, input, controller.signal));
      if (name !== CALL_STATUS) ownCall(tm, peer, call);
      if (peer.calls.size) peers.watch();
      // Progress only for a request that asked for it, and only until it is answered.
      const token = progressTokenOf(meta);
      if (token !== undefined) stopProgress = forwardProgress(call, token, (progress) => reply(peer, { method: 'notifications/progress', params: progress }));
      return call;
    };
    const outcome = await answer(method, params, { caller: { kind: 'bridge', origin }, signal: controller.signal, start }).catch(() => rpcError(INTERNAL_ERROR, 'Internal error'));
    stopProgress?.();
    // The id stays taken until now, so no other call can have replaced this one (unless the session
    // ended meanwhile, which forgot it). The window's place is kept until the call settles.
    if (requests.get(id as JsonRpcId) === controller) requests.delete(id as JsonRpcId);
    if (call && call.phase !== 'settled') {
      void call.result.then(() => hold(target, -1));
      // Answered `pending`: the tool that collects the outcome is there before the answer is.
      if (!stopped) releaseCallStatus ??= holdCallStatus(tm);
    } else hold(target, -1);
    // A cancelled request gets no response (MCP); closing the bridge aborts every call, so it sends nothing.
    if (!controller.signal.aborted) reply(peer, { id: id as JsonRpcId, ...outcome });
  };

  const watch = watchTools(tm, () => {
    const entries = tm.manifest();
    // A state change leaves the entries as they were: the list did not change.
    if (sameEntries(listed, entries)) return;
    listed = entries;
    for (const peer of peers.all) if (peer.initialized) reply(peer, { method: 'notifications/tools/list_changed' });
  });

  // Idempotent, so an abort after `dispose()` changes nothing. It lets go of a long-lived signal, which
  // would otherwise keep the disposed bridge reachable. MCP-B's clients are told, so that they close.
  const dispose = () => {
    watch.dispose();
    host.removeEventListener('message', onMessage);
    signal?.removeEventListener('abort', dispose);
    peers.clear((peer) => peer.wire.handshake && post(peer, peer.wire.handshake.stopped));
    stopped = true;
    releaseCallStatus?.();
  };

  host.addEventListener('message', onMessage);
  signal?.addEventListener('abort', dispose);
  if (signal?.aborted) dispose();
  else announceReady(host, allowed, wires);

  return {
    allowedOrigins: allowed,
    peers: () => [...peers.all].filter((peer) => peer.initialized).map((peer) => peer.origin),
    dispose,
  };
}
