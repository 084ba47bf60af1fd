// The calls under way as the framework bindings show them (a spinner, "waiting for your approval"):
// one rule for React's hook, Vue's ref and Svelte's store, folded from spec §7's call events.
import type { CallEvent, ToolmarkEvent } from './registry/events.js';

/** A call under way: which tool, and where it is (spec §7's events). */
export interface CallInFlight {
  readonly callId: string;
  readonly name: string;
  /** `started` (validating, checking permission), `confirming` (waiting for a person), `running`. */
  readonly phase: 'started' | 'confirming' | 'running';
}

/**
 * Whether an event moves a call in flight: every call event but progress.
 *
 * @param event The registry's event.
 * @returns Whether {@link nextCallsInFlight} changes the list for it.
 */
export const movesCallsInFlight = (event: ToolmarkEvent): event is CallEvent => event.type.startsWith('call:') && event.type !== 'call:progress';

/**
 * The calls under way after one call event, in the order they started: added at `call:started`,
 * moved on at `call:confirming` and `call:running`, gone at `call:finished`. A new array each time.
 *
 * @param current The calls so far.
 * @param event A call event (see {@link movesCallsInFlight}).
 * @returns The calls after it.
 */
export function nextCallsInFlight(current: readonly CallInFlight[], { callId, name, type }: CallEvent): readonly CallInFlight[] {
  if (type === 'call:finished') return current.filter((call) => call.callId !== callId);
  const call: CallInFlight = { callId, name, phase: type.slice(5) as CallInFlight['phase'] };
  return type === 'call:started' ? [...current, call] : current.map((other) => (other.callId === callId ? call : other));
}
