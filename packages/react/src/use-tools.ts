// The registry's tools, as a component shows them: its manifest, kept until a tool changes.
import type { ManifestEntry, Toolmark } from '@toolmark/core';
import { useSyncExternalStore } from 'react';
import { eventsWhere } from '@toolmark/core/internal';
import { registryStore } from './registry-store.js';
import { perRegistry } from '@toolmark/core/internal';
import { useToolmark } from './toolmark-context.js';

const manifestStore = perRegistry((tm: Toolmark) =>
  registryStore<readonly ManifestEntry[]>(tm, eventsWhere((event) => event.type.startsWith('tool:')), () => tm.manifest()),
);

/**
 * Reads the registry's tools (spec §20.3): `tm.manifest()`, sorted by name, read again after every
 * `tool:added`, `tool:changed` and `tool:removed`, the same array between them.
 *
 * @returns The manifest entries.
 */
export function useTools(): readonly ManifestEntry[] {
  const store = manifestStore(useToolmark(), undefined);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
