// The registry's tools, as a component shows them: its manifest, read again when a tool changes.
import type { ManifestEntry, Toolmark } from '@toolmark/core';
import { shallowReadonly, shallowRef, type Ref } from 'vue';
import { useToolmark } from './toolmark-key.js';
import { whileMounted } from './while-mounted.js';

/**
 * Reads the registry's tools (spec §20.3): `tm.manifest()`, sorted by name, as a read-only ref,
 * read again at mount and after every `tool:added`, `tool:changed` and `tool:removed`; the same
 * array between them. It listens from the component's mount to its unmount.
 *
 * @param tm The registry, when none is provided (`provideToolmark`) or another is meant.
 * @returns The manifest entries, as a read-only ref.
 */
export function useTools(tm?: Toolmark): Readonly<Ref<readonly ManifestEntry[]>> {
  const registry = useToolmark(tm);
  const tools = shallowRef<readonly ManifestEntry[]>(registry.manifest());
  whileMounted(() => {
    tools.value = registry.manifest();
    return registry.subscribe((event) => {
      if (event.type.startsWith('tool:')) tools.value = registry.manifest();
    });
  });
  return shallowReadonly(tools);
}
