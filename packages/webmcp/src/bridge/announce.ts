import { isAllowedOrigin, type AllowedOrigins } from './origins.js';
import type { MessageTarget, Wire } from './wire.js';

/** The window a bridge listens on, as far as announcing goes: it may post, and may have a parent. */
export interface AnnouncingWindow extends Partial<MessageTarget> {
  readonly location?: { readonly origin: string };
  readonly parent?: MessageTarget | null;
}

/**
 * Tells the clients that wait for a server that the bridge is ready (spec §16.7, MCP-B). MCP-B's
 * clients ask once, `mcp-check-ready`, when they start, and send nothing before they hear
 * `mcp-server-ready`: one that started before the bridge (a content script at document start, a
 * parent that connects before its frame has loaded) would wait for ever. So the bridge says it once
 * when it starts, on every wire with a handshake, and only to origins it allows:
 *
 * - to its own window (same-window clients), when its own origin is allowed;
 * - to its parent, posted once for each allowed origin: the browser delivers only the one whose
 *   origin the parent has, so a parent of a foreign origin gets nothing. With `'*'` it tells no
 *   parent, since that would be posted to `'*'`.
 *
 * @param host The window the bridge listens on; one that cannot post is told nothing.
 * @param allowed The bridge's allowed origins.
 * @param wires The bridge's wires.
 */
export function announceReady(host: AnnouncingWindow, allowed: AllowedOrigins, wires: readonly Wire[]): void {
  const own = host.location?.origin;
  const parent = host.parent && host.parent !== host ? host.parent : undefined;
  for (const { handshake, wrap } of wires) {
    if (!handshake) continue;
    const ready = wrap(handshake.ready);
    if (own && isAllowedOrigin(allowed, own)) host.postMessage?.(ready, own);
    if (parent && allowed !== '*') for (const origin of allowed) parent.postMessage(ready, origin);
  }
}
