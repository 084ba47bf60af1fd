// The calls under way as the framework bindings show them (a spinner, "waiting for your approval"):
// one rule for React's hook, Vue's ref and Svelte's store, read from the registry's handles.
import type { CallPhase } from './pipeline/call-handle.js';
import type { Toolmark } from './registry/create-toolmark.js';
import type { ToolmarkEvent } from './registry/events.js';
import type { ProgressUpdate } from './types.js';

/** A call under way: which tool, where it is, and its latest progress (spec §3.10). */
export interface CallInFlight {
  readonly callId: string;
  readonly name: string;
  readonly phase: Exclude<CallPhase, 'settled'>;
  readonly progress?: ProgressUpdate;
}

/**
 * Whether an event may change the calls under way: every call event.
 *
 * @param event The registry's event.
 * @returns Whether to read {@link callsInFlight} again.
 */
export const movesCallsInFlight = (event: ToolmarkEvent): boolean => event.type.startsWith('call:');

/**
 * The calls under way now, in the order they started, calls that began before anyone looked
 * included. A new array each time.
 *
 * @param tm The registry.
 * @returns The calls.
 */
export function callsInFlight(tm: Pick<Toolmark, 'calls'>): readonly CallInFlight[] {
  return tm.calls().map(({ id, name, phase, progress }) => ({ callId: id, name, phase: phase as CallInFlight['phase'], ...(progress && { progress }) }));
}
