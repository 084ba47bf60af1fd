// A tool's state snapshot (`tm.state(name)`, redacted), as a store.
import type { Toolmark } from '@toolmark/core';
import type { Readable } from 'svelte/store';
import { eventsWhere } from '@toolmark/core/internal';
import { registryStore } from './registry-store.js';
import { perRegistry } from '@toolmark/core/internal';
import { getToolmark } from './toolmark-context.js';

const stateStore = perRegistry((tm: Toolmark, name: string) =>
  // A tool's state changes as its page says it did: `handle.changed()` emits `tool:changed`.
  registryStore<unknown>(tm, eventsWhere((event) => event.type.startsWith('tool:') && 'name' in event && event.name === name), () => tm.state(name)),
);

/**
 * A tool's state as a Svelte store: `tm.state(name)`, its sensitive paths redacted, read again when
 * the tool is added, changed (`handle.changed()`, `update`, `refresh()`) or removed; `undefined` for
 * a tool that is not registered or has no `state`. One store per registry and name.
 *
 * @param name The tool's full name.
 * @param tm The registry; by default the context's ({@link setToolmark}).
 * @returns The store of its state.
 */
export function toolStateStore(name: string, tm?: Toolmark): Readable<unknown> {
  return stateStore(getToolmark(tm), name);
}
