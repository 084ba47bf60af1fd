// The registry as a Svelte store: a value read when the first subscriber comes (what happened while
// nobody listened is read anew) and after each change that matters, pushed to every subscriber. One
// subscription to the registry however many components read the store, and none once they are gone
// (Svelte's `readable` starts and stops it). Plain stores work in runes and legacy components alike
// (`$tools`), and in `.ts` files (`subscribe`, `get`).
import type { Toolmark, ToolmarkEvent } from '@toolmark/core';
import type { RegistryWatch } from '@toolmark/core/internal';
import { readable, type Readable } from 'svelte/store';


/**
 * Creates a store over a registry. `read` makes the value: when the first subscriber comes, and
 * each time `watch` says it may have changed, given the value so far (and the event, when an event
 * said so). A `read` that answers the value so far tells the subscribers nothing.
 *
 * @param tm The registry.
 * @param watch What may change the value (`eventsWhere(matters)`, for events).
 * @param read Makes the value.
 * @returns The store.
 */
export function registryStore<T>(tm: Toolmark, watch: RegistryWatch, read: (current: T | undefined, event?: ToolmarkEvent) => T): Readable<T> {
  return readable<T>(read(undefined), (set) => {
    let value = read(undefined);
    set(value);
    return watch(tm, (event) => {
      const next = read(value, event);
      if (next !== value) set((value = next));
    });
  });
}
