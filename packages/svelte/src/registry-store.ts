// The registry as a Svelte store: a value read when the first subscriber comes (what happened while
// nobody listened is read anew) and after each event that matters, pushed to every subscriber. One
// subscription to the registry however many components read the store, and none once they are gone
// (Svelte's `readable` starts and stops it). Plain stores work in runes and legacy components alike
// (`$tools`), and in `.ts` files (`subscribe`, `get`).
import type { Toolmark, ToolmarkEvent } from '@toolmark/core';
import { readable, type Readable } from 'svelte/store';

/**
 * Creates a store over a registry. `read` makes the value: when the first subscriber comes, and
 * after each event that `matters`, given the value so far and the event.
 *
 * @param tm The registry.
 * @param matters Which events change the value.
 * @param read Makes the value.
 * @returns The store.
 */
export function registryStore<T>(tm: Toolmark, matters: (event: ToolmarkEvent) => boolean, read: (current: T | undefined, event?: ToolmarkEvent) => T): Readable<T> {
  return readable<T>(read(undefined), (set) => {
    let value = read(undefined);
    set(value);
    return tm.subscribe((event) => {
      if (!matters(event)) return;
      set((value = read(value, event)));
    });
  });
}
