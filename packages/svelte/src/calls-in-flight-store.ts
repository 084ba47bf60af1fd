// The calls under way, as a component shows them (a spinner, "waiting for your approval").
import type { Toolmark } from '@toolmark/core';
import { movesCallsInFlight, nextCallsInFlight, type CallInFlight } from '@toolmark/core/internal';
import type { Readable } from 'svelte/store';
import { registryStore } from './registry-store.js';
import { perRegistry } from '@toolmark/core/internal';
import { getToolmark } from './toolmark-context.js';

export type { CallInFlight };

const callsStore = perRegistry((tm: Toolmark) =>
  registryStore<readonly CallInFlight[]>(
    tm,
    movesCallsInFlight,
    (current = [], event) => (event && movesCallsInFlight(event) ? nextCallsInFlight(current, event) : current),
  ),
);

/**
 * The calls under way as a Svelte store, in the order they started: added at `call:started`, moved
 * on at `call:confirming` and `call:running`, gone at `call:finished`. Calls that started while the
 * store had no subscriber are not in it. One store per registry.
 *
 * @param tm The registry; by default the context's ({@link setToolmark}).
 * @returns The store of the calls.
 */
export function callsInFlightStore(tm?: Toolmark): Readable<readonly CallInFlight[]> {
  return callsStore(getToolmark(tm), undefined);
}
