// The calls under way, as a component shows them (a spinner, "waiting for your approval").
import type { Toolmark } from '@toolmark/core';
import { movesCallsInFlight, nextCallsInFlight, type CallInFlight } from '@toolmark/core/internal';
import { useSyncExternalStore } from 'react';
import { registryStore } from './registry-store.js';
import { perRegistry } from '@toolmark/core/internal';
import { useToolmark } from './toolmark-context.js';

export type { CallInFlight };

const callsStore = perRegistry((tm: Toolmark) =>
  registryStore<readonly CallInFlight[]>(
    tm,
    movesCallsInFlight,
    (current = [], event) => (event && movesCallsInFlight(event) ? nextCallsInFlight(current, event) : current),
  ),
);

/**
 * Reads the calls under way (spec §20.3), in the order they started: added at
 * `call:started`, moved on at `call:confirming` and `call:running`, gone at `call:finished`. Calls
 * that started while no component read the list are not in it.
 *
 * @returns The calls.
 */
export function useCallsInFlight(): readonly CallInFlight[] {
  const store = callsStore(useToolmark(), undefined);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
