// The calls under way, as a component shows them (a spinner, "waiting for your approval").
import type { CallEvent, Toolmark } from '@toolmark/core';
import type { Readable } from 'svelte/store';
import { registryStore, storesByRegistry } from './registry-store.js';
import { getToolmark } from './toolmark-context.js';

/** A call under way: which tool, and where it is (spec §7's events). */
export interface CallInFlight {
  readonly callId: string;
  readonly name: string;
  /** `started` (validating, checking permission), `confirming` (waiting for a person), `running`. */
  readonly phase: 'started' | 'confirming' | 'running';
}

const callsStore = storesByRegistry((tm: Toolmark) =>
  registryStore<readonly CallInFlight[]>(
    tm,
    (event) => event.type.startsWith('call:') && event.type !== 'call:progress',
    (current = [], event) => {
      if (!event) return current;
      const { callId, name, type } = event as CallEvent;
      if (type === 'call:finished') return current.filter((call) => call.callId !== callId);
      const call: CallInFlight = { callId, name, phase: type.slice(5) as CallInFlight['phase'] };
      return type === 'call:started' ? [...current, call] : current.map((other) => (other.callId === callId ? call : other));
    },
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
