// A tool's state snapshot (`tm.state(name)`, redacted), as a component shows it.
import type { Toolmark } from '@toolmark/core';
import { useSyncExternalStore } from 'react';
import { eventsWhere } from '@toolmark/core/internal';
import { registryStore } from './registry-store.js';
import { perRegistry } from '@toolmark/core/internal';
import { useToolmark } from './toolmark-context.js';

const stateStore = perRegistry((tm: Toolmark, name: string) =>
  // A tool's state changes as its page says it did: `handle.changed()` emits `tool:changed`.
  registryStore<unknown>(tm, eventsWhere((event) => event.type.startsWith('tool:') && 'name' in event && event.name === name), () => tm.state(name)),
);

/**
 * Reads a tool's state (spec §20.3): `tm.state(name)`, its sensitive paths redacted, read again when
 * the tool is added, changed (`handle.changed()`, `update`) or removed; `undefined` for a tool that
 * is not registered or has no `state`.
 *
 * @param name The tool's full name.
 * @returns Its state.
 */
export function useToolState(name: string): unknown {
  const store = stateStore(useToolmark(), name);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
