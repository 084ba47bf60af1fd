import type { ManifestEntry, Toolmark } from '@toolmark/core';
import { batch } from './batch.js';

/** A subscription to a registry's tool changes, from `watchTools`. */
export interface ToolsWatch {
  /** Stops following the registry; a listener call already scheduled does not happen; idempotent. */
  dispose(): void;
}

/**
 * Follows the tools of a registry: calls `listener` once, in a microtask, after any number of tools
 * were added, changed or removed together (the `tool:` events). Call events are ignored.
 *
 * @param tm The registry.
 * @param listener What to run after the tools changed.
 * @returns The subscription.
 */
export function watchTools(tm: Toolmark, listener: () => void): ToolsWatch {
  let disposed = false;
  const changed = batch(() => disposed || listener());
  const unsubscribe = tm.subscribe((event) => event.type.startsWith('tool:') && changed());
  return {
    dispose() {
      disposed = true;
      unsubscribe();
    },
  };
}

/**
 * Checks whether two reads of `tm.manifest()` hold the same entries. Entries are shared and rebuilt
 * only when their tool changes, so a state change leaves them identical.
 *
 * @param a One read, or `undefined` for none yet.
 * @param b The other.
 * @returns Whether they are the same entries in the same order.
 */
export function sameEntries(a: readonly ManifestEntry[] | undefined, b: readonly ManifestEntry[]): boolean {
  return a !== undefined && a.length === b.length && a.every((entry, index) => entry === b[index]);
}
