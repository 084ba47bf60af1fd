// The registry as an external store for `useSyncExternalStore`: a snapshot read once per change and
// kept, so that renders between changes see the same object (React renders again on a new one). One
// subscription to the registry however many components read the store, and none once they are gone.
import type { Toolmark, ToolmarkEvent } from '@toolmark/core';
import type { RegistryWatch } from '@toolmark/core/internal';

/** What `useSyncExternalStore` takes: a subscription and a snapshot that is stable between changes. */
export interface RegistryStore<T> {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly getSnapshot: () => T;
}


/**
 * Creates a store over a registry. `read` makes the snapshot: at first, when the first component
 * subscribes (what happened while nobody listened is read anew), and each time `watch` says it may
 * have changed, given the snapshot so far (and the event, when an event said so). A `read` that
 * answers the snapshot so far renders nothing again.
 *
 * @param tm The registry.
 * @param watch What may change the snapshot (`eventsWhere(matters)`, for events).
 * @param read Makes the snapshot.
 * @returns The store.
 */
export function registryStore<T>(tm: Toolmark, watch: RegistryWatch, read: (current: T | undefined, event?: ToolmarkEvent) => T): RegistryStore<T> {
  let snapshot: { value: T } | undefined;
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | undefined;
  const getSnapshot = () => (snapshot ??= { value: read(undefined) }).value;
  return {
    subscribe(onChange) {
      if (!listeners.size) {
        snapshot = undefined;
        unsubscribe = watch(tm, (event) => {
          snapshot = { value: read(getSnapshot(), event) };
          listeners.forEach((listener) => listener());
        });
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (!listeners.size) unsubscribe?.();
      };
    },
    getSnapshot,
  };
}
