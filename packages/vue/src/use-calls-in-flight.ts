// The calls under way, as a component shows them (a spinner, "waiting for your approval").
import type { Toolmark } from '@toolmark/core';
import { movesCallsInFlight, nextCallsInFlight, type CallInFlight } from '@toolmark/core/internal';
import { shallowReadonly, shallowRef, type Ref } from 'vue';
import { useToolmark } from './toolmark-key.js';
import { whileMounted } from './while-mounted.js';

export type { CallInFlight };

/**
 * Reads the calls under way (spec §20.3), in the order they started, as a read-only ref: added at
 * `call:started`, moved on at `call:confirming` and `call:running`, gone at `call:finished`; a new
 * array at each of those events. Calls that started before the component mounted are not in it.
 *
 * @param tm The registry, when none is provided (`provideToolmark`) or another is meant.
 * @returns The calls, as a read-only ref.
 */
export function useCallsInFlight(tm?: Toolmark): Readonly<Ref<readonly CallInFlight[]>> {
  const registry = useToolmark(tm);
  const calls = shallowRef<readonly CallInFlight[]>([]);
  whileMounted(() =>
    registry.subscribe((event) => {
      if (movesCallsInFlight(event)) calls.value = nextCallsInFlight(calls.value, event);
    }),
  );
  return shallowReadonly(calls);
}
