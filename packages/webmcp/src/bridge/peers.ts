// The bridge's peers (spec §16.7 Peers): one source window on one wire, as long as it posts from one
// origin, and what it has under way: requests, calls (those that answered `pending` included), and
// the outcomes it may collect with `toolmark.call_status`.
import type { CallHandle, Toolmark } from '@toolmark/core';
import type { JsonRpcId, MessageTarget, Wire } from './wire.js';

/** How often the bridge looks whether the windows of peers with calls under way were closed. */
export const PEER_CHECK_MS = 1_000;

/** One source window on one wire, as long as it posts from one origin. */
export interface Peer {
  readonly target: MessageTarget;
  readonly origin: string;
  /** The envelope it spoke: it is answered in it. */
  readonly wire: Wire;
  /** Which session of the peer this is: a new `initialize` or handshake starts another. */
  session: number;
  /** It sent `initialize` in this session. */
  started?: boolean;
  initialized?: boolean;
  /** It declared form elicitation in `initialize`: its calls' questions go to it. */
  elicits?: boolean;
  /** Its requests being answered, by id. */
  readonly requests: Map<JsonRpcId, AbortController>;
  /** Its calls that have not settled, those that answered `pending` included, by call id. */
  readonly calls: Map<string, CallHandle>;
  /** The ids of its calls whose outcome it may still collect (under way, or kept by the registry). */
  readonly owned: Set<string>;
}

/** Why a peer's calls are aborted: the agent that made them is gone, no answer can reach it. */
export const PEER_GONE = 'The agent that made this call went away';

/**
 * Creates a peer.
 *
 * @param target Its window.
 * @param origin Its origin.
 * @param wire The envelope it speaks.
 * @returns The peer, in its first session.
 */
export function createPeer(target: MessageTarget, origin: string, wire: Wire): Peer {
  return { target, origin, wire, session: 0, requests: new Map(), calls: new Map(), owned: new Set() };
}

/**
 * Records a call a peer started: it is aborted if the peer goes away, and its outcome is the peer's
 * to collect. Ids of outcomes the registry no longer keeps are forgotten as new calls come, so the
 * set holds at most the calls under way and those kept (100 per registry).
 *
 * @param tm The registry.
 * @param peer The peer.
 * @param call The call, as it starts.
 */
export function ownCall(tm: Toolmark, peer: Peer, call: CallHandle): void {
  for (const id of peer.owned) if (!tm.findCall(id)) peer.owned.delete(id);
  peer.owned.add(call.id);
  if (call.phase === 'settled') return;
  peer.calls.set(call.id, call);
  void call.result.then(() => peer.calls.get(call.id) === call && peer.calls.delete(call.id));
}

/**
 * Ends a peer's session: its requests and calls under way are aborted (a card still open for one
 * closes, and the tool never runs), its outcomes are no longer its to collect. The next `initialize`
 * starts a new session.
 *
 * @param peer The peer.
 */
export function endSession(peer: Peer): void {
  peer.requests.forEach((controller) => controller.abort(PEER_GONE));
  peer.requests.clear();
  peer.calls.forEach((call) => call.abort(PEER_GONE));
  peer.calls.clear();
  peer.owned.clear();
  peer.session++;
  peer.started = peer.initialized = peer.elicits = false;
}

/**
 * Checks whether a peer's window was closed (a popup closed, a frame removed). `closed` is one of the
 * few members a window of another origin lets anyone read.
 *
 * @param peer The peer.
 * @returns Whether its window is gone.
 */
export function isGone(peer: Peer): boolean {
  try {
    return (peer.target as { closed?: unknown }).closed === true;
  } catch {
    return false;
  }
}

/** A bridge's peers, in order of arrival. */
export interface PeerTable {
  readonly all: ReadonlySet<Peer>;
  /**
   * Finds the peer of a message: its window on its wire. The window's peers of another origin are
   * dropped, their calls aborted: it navigated (to another allowed origin), and what they would be
   * answered no longer reaches them.
   */
  of(target: MessageTarget, origin: string, wire: Wire): Peer;
  /** Ends a peer's session: its client started again. */
  restart(peer: Peer): void;
  /** Looks every `PEER_CHECK_MS` whether the windows of peers with calls under way were closed, while there are any. */
  watch(): void;
  /** Ends every session and forgets every peer, telling `each` first; stops watching. */
  clear(each: (peer: Peer) => void): void;
}

/**
 * Creates a bridge's table of peers.
 *
 * @param ended Told when a peer's session ends (its questions are declined).
 * @returns The table.
 */
export function createPeerTable(ended: (peer: Peer) => void): PeerTable {
  const all = new Set<Peer>();
  const restart = (peer: Peer) => {
    endSession(peer);
    ended(peer);
  };
  const drop = (peer: Peer) => {
    restart(peer);
    all.delete(peer);
  };
  // The browser says nothing when another window closes: it is looked at while it matters.
  let checking: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(checking);
    checking = undefined;
  };
  return {
    all,
    of(target, origin, wire) {
      let found: Peer | undefined;
      for (const peer of all) {
        if (peer.target !== target) continue;
        if (peer.origin !== origin) drop(peer);
        else if (peer.wire === wire) found = peer;
      }
      if (!found) all.add((found = createPeer(target, origin, wire)));
      return found;
    },
    restart,
    watch() {
      checking ??= setInterval(() => {
        for (const peer of all) if (peer.calls.size && isGone(peer)) drop(peer);
        if (![...all].some((peer) => peer.calls.size)) stop();
      }, PEER_CHECK_MS);
    },
    clear(each) {
      stop();
      for (const peer of all) {
        restart(peer);
        each(peer);
      }
      all.clear();
    },
  };
}
