// The calls under way, as a component shows them (a spinner, "waiting for your approval").
import type { Toolmark } from '@toolmark/core';
import { perRegistry, readCallsInFlight, watchCallsInFlight, type CallInFlight } from '@toolmark/core/internal';
import { useSyncExternalStore } from 'react';
import { registryStore } from './registry-store.js';
import { useToolmark } from './toolmark-context.js';

export type { CallInFlight };

const callsStore = perRegistry((tm: Toolmark) => registryStore<readonly CallInFlight[]>(tm, watchCallsInFlight, (current) => readCallsInFlight(tm, current)));

/**
 * Reads the calls under way (spec §20.3), in the order they started, from the registry's call
 * handles (`tm.calls()`): calls that began before the component mounted included. Each has its
 * `phase` (`validating`, `waiting-for-person`, `waiting-for-turn` or `running`) and its latest
 * `progress`; a call leaves the list as it settles. The same array until one of those changes.
 *
 * @returns The calls.
 */
export function useCallsInFlight(): readonly CallInFlight[] {
  const store = callsStore(useToolmark(), undefined);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
