// The calls under way, as a component shows them (a spinner, "waiting for your approval").
import type { Toolmark } from '@toolmark/core';
import { perRegistry, readCallsInFlight, watchCallsInFlight, type CallInFlight } from '@toolmark/core/internal';
import type { Readable } from 'svelte/store';
import { registryStore } from './registry-store.js';
import { getToolmark } from './toolmark-context.js';

export type { CallInFlight };

const callsStore = perRegistry((tm: Toolmark) => registryStore<readonly CallInFlight[]>(tm, watchCallsInFlight, (current) => readCallsInFlight(tm, current)));

/**
 * The calls under way as a Svelte store, in the order they started, read from the registry's call
 * handles (`tm.calls()`): calls that began before the store had a subscriber included. Each has its
 * `phase` (`validating`, `waiting-for-person`, `waiting-for-turn` or `running`) and its latest
 * `progress`; a call leaves the list as it settles. A new array only when one of those changes. One
 * store per registry.
 *
 * @param tm The registry; by default the context's ({@link setToolmark}).
 * @returns The store of the calls.
 */
export function callsInFlightStore(tm?: Toolmark): Readable<readonly CallInFlight[]> {
  return callsStore(getToolmark(tm), undefined);
}
