// The calls under way, as a component shows them (a spinner, "waiting for your approval").
import type { CallEvent, Toolmark } from '@toolmark/core';
import { shallowReadonly, shallowRef, type Ref } from 'vue';
import { useToolmark } from './toolmark-key.js';
import { whileMounted } from './while-mounted.js';

/** A call under way: which tool, and where it is (spec §7's events). */
export interface CallInFlight {
  readonly callId: string;
  readonly name: string;
  /** `started` (validating, checking permission), `confirming` (waiting for a person), `running`. */
  readonly phase: 'started' | 'confirming' | 'running';
}

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
      if (!event.type.startsWith('call:') || event.type === 'call:progress') return;
      const { callId, name, type } = event as CallEvent;
      const current = calls.value;
      if (type === 'call:finished') {
        calls.value = current.filter((call) => call.callId !== callId);
        return;
      }
      const call: CallInFlight = { callId, name, phase: type.slice(5) as CallInFlight['phase'] };
      calls.value = type === 'call:started' ? [...current, call] : current.map((other) => (other.callId === callId ? call : other));
    }),
  );
  return shallowReadonly(calls);
}
