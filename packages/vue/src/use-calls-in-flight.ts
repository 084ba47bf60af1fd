// The calls under way, as a component shows them (a spinner, "waiting for your approval").
import type { Toolmark } from '@toolmark/core';
import { readCallsInFlight, watchCallsInFlight, type CallInFlight } from '@toolmark/core/internal';
import { shallowReadonly, shallowRef, type Ref } from 'vue';
import { useToolmark } from './toolmark-key.js';
import { whileMounted } from './while-mounted.js';

export type { CallInFlight };

/**
 * Reads the calls under way (spec §20.3), in the order they started, as a read-only ref, from the
 * registry's call handles (`tm.calls()`): calls that began before the component mounted included.
 * Each has its `phase` (`validating`, `waiting-for-person`, `waiting-for-turn` or `running`) and its
 * latest `progress`; a call leaves the list as it settles. A new array only when one of those changes.
 *
 * @param tm The registry, when none is provided (`provideToolmark`) or another is meant.
 * @returns The calls, as a read-only ref.
 */
export function useCallsInFlight(tm?: Toolmark): Readonly<Ref<readonly CallInFlight[]>> {
  const registry = useToolmark(tm);
  const calls = shallowRef<readonly CallInFlight[]>([]);
  whileMounted(() => {
    calls.value = readCallsInFlight(registry);
    return watchCallsInFlight(registry, () => (calls.value = readCallsInFlight(registry, calls.value)));
  });
  return shallowReadonly(calls);
}
