// The registry's tools, as a component shows them: its manifest, as a store.
import type { ManifestEntry, Toolmark } from '@toolmark/core';
import type { Readable } from 'svelte/store';
import { eventsWhere } from '@toolmark/core/internal';
import { registryStore } from './registry-store.js';
import { perRegistry } from '@toolmark/core/internal';
import { getToolmark } from './toolmark-context.js';

const manifestStore = perRegistry((tm: Toolmark) =>
  registryStore<readonly ManifestEntry[]>(tm, eventsWhere((event) => event.type.startsWith('tool:')), () => tm.manifest()),
);

/**
 * The registry's tools as a Svelte store: `tm.manifest()`, sorted by name, read again after every
 * `tool:added`, `tool:changed` and `tool:removed`. One store per registry. In a component:
 * `const tools = toolsStore();` then `{#each $tools as tool}`.
 *
 * @param tm The registry; by default the context's ({@link setToolmark}), read during a component's initialisation.
 * @returns The store of the manifest entries.
 */
export function toolsStore(tm?: Toolmark): Readable<readonly ManifestEntry[]> {
  return manifestStore(getToolmark(tm), undefined);
}
