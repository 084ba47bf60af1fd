// `toolmark.call_status` (spec §3.11) is published alongside the tools while any publisher of this
// package needs it: a `publish`, a bridge. Whoever registered it first does not own it alone, so it
// is counted: the last one to let go removes it, and a tool the page registered itself stays.
import type { ToolHandle, Toolmark } from '@toolmark/core';
import { registerCallStatus } from './call-status-tool.js';

interface Holds {
  readonly handle: ToolHandle;
  count: number;
}

// Shared by every copy of this package in the page (hot reload, two bundles), as the table of
// registrations is: otherwise one copy's dispose would remove the tool another still publishes.
const HOLDS = Symbol.for('toolmark.webmcp.callStatusHolds');
const holds: WeakMap<Toolmark, Holds> = ((globalThis as { [HOLDS]?: WeakMap<Toolmark, Holds> })[HOLDS] ??= new WeakMap());

/**
 * Makes sure `toolmark.call_status` is registered while the caller publishes.
 *
 * @param tm The registry.
 * @returns The function that lets go (idempotent): the tool is unregistered when no publisher holds
 *   it any more, unless someone else registered it.
 */
export function holdCallStatus(tm: Toolmark): () => void {
  let held = holds.get(tm);
  if (!held?.handle.registered) {
    const handle = registerCallStatus(tm);
    // Registered already, by the page or by hand: not ours to remove.
    if (!handle) return () => {};
    holds.set(tm, (held = { handle, count: 0 }));
  }
  const holding = held;
  holding.count++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holding.count > 0) return;
    holding.handle.dispose();
    if (holds.get(tm) === holding) holds.delete(tm);
  };
}
