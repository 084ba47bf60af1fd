// What the framework bindings' stores listen to: a watch on the registry that says when a store's
// value may have changed. One definition for React's external store and Svelte's readable.
import type { Toolmark } from './registry/create-toolmark.js';
import type { ToolmarkEvent } from './registry/events.js';

/** Listens for what may change a store's value, calling `changed` each time; returns the stop. */
export type RegistryWatch = (tm: Toolmark, changed: (event?: ToolmarkEvent) => void) => () => void;

/**
 * A watch on the registry's events that `matters` picks.
 *
 * @param matters Which events change the value.
 * @returns The watch.
 */
export const eventsWhere =
  (matters: (event: ToolmarkEvent) => boolean): RegistryWatch =>
  (tm, changed) =>
    tm.subscribe((event) => {
      if (matters(event)) changed(event);
    });
