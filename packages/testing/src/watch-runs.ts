// Which calls reached `run` (spec §22.1, `callWithBadInput`'s `ran`), read from the calls' handles:
// each call that starts while the watch is on is followed through its phases from its first step,
// so a call that runs and settles inside `tm.start` (a synchronous tool) is seen running too.
import type { Toolmark } from '@toolmark/core';

/** A watch on the calls that start from now on. */
export interface RunWatch {
  /**
   * Whether a call reached `run`: the call with this id, or, without one (a channel that cannot hold
   * the registry's handle), any call that started while the watch was on.
   */
  ran(callId?: string): boolean;
  /** Stops the watch and lets go of the handles it follows. */
  stop(): void;
}

/**
 * Starts a watch: every call that starts from now on is found by its id (`tm.findCall`: a call is
 * listed as it starts while anyone listens) and followed by its handle until the watch stops.
 *
 * @param tm The registry.
 * @returns The watch.
 */
export function watchRuns(tm: Pick<Toolmark, 'subscribe' | 'findCall'>): RunWatch {
  const started = new Set<string>();
  const running = new Set<string>();
  const follows: (() => void)[] = [];
  const unsubscribe = tm.subscribe((event) => {
    if (event.type !== 'call:started') return;
    const call = tm.findCall(event.callId);
    if (!call) return;
    started.add(call.id);
    follows.push(call.subscribe(({ id, phase }) => void (phase === 'running' && running.add(id))));
  });
  return {
    ran: (callId) => (callId === undefined ? [...started].some((id) => running.has(id)) : running.has(callId)),
    stop() {
      unsubscribe();
      for (const stop of follows.splice(0)) stop();
    },
  };
}
