// The calls under way as the framework bindings show them (a spinner, "waiting for your approval"):
// one rule for React's hook, Vue's ref and Svelte's store, read from the registry's handles.
import type { CallHandle, CallPhase } from './pipeline/call-handle.js';
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

// The calls under way change at every call event, and also where no event says so: a call that
// starts waiting for its turn, or runs again once the person answered its question. Their handles
// tell, so the list follows every listed call's handle as well as the events.

/**
 * Calls `changed` whenever the calls under way may have changed: at each call event (a call
 * started, moved on, reported progress or ended) and at each change of a listed call's handle.
 *
 * @param tm The registry.
 * @param changed Called at each possible change.
 * @returns The function that stops watching, and lets go of the handles.
 */
export function watchCallsInFlight(tm: Toolmark, changed: () => void): () => void {
  const followed = new Map<CallHandle, () => void>();
  const follow = () => {
    const now = new Set(tm.calls());
    for (const [call, stop] of followed) {
      if (now.has(call)) continue;
      stop();
      followed.delete(call);
    }
    for (const call of now) if (!followed.has(call)) followed.set(call, call.subscribe(() => changed()));
  };
  follow();
  const unsubscribe = tm.subscribe((event) => {
    if (!movesCallsInFlight(event)) return;
    follow();
    changed();
  });
  return () => {
    unsubscribe();
    for (const stop of followed.values()) stop();
    followed.clear();
  };
}

/**
 * Reads the calls under way (`callsInFlight`), and answers `current` itself when nothing in it
 * changed: a handle's change and the event that follows it are one change, not two.
 *
 * @param tm The registry.
 * @param current The list so far.
 * @returns The list now.
 */
export function readCallsInFlight(tm: Toolmark, current?: readonly CallInFlight[]): readonly CallInFlight[] {
  const next = callsInFlight(tm);
  const same = current?.length === next.length && next.every((call, index) => call.callId === current[index]!.callId && call.phase === current[index]!.phase && call.progress === current[index]!.progress);
  return same ? current! : next;
}
