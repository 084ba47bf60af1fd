import type { Toolmark } from '@toolmark/core';

/**
 * Follows a call that asks the person something (`call:asking`) until it runs again, through its
 * handle (spec §3.10): the registry says `call:asking` as the tool asks (the call's phase is then
 * `waiting-for-person`), and the handle's phase goes back to `running` as the answer comes. A call
 * that settles instead is told by `call:finished`; so is one aborted while asking, which passes
 * through `running` on its way to `settled`: the phase is read again a task later. It stops
 * following by itself once the phase moved on.
 *
 * @param tm The registry.
 * @param callId The asking call, as `call:asking` names it.
 * @param resumed Called once, when the call runs again.
 */
export function whenResumed(tm: Pick<Toolmark, 'findCall'>, callId: string, resumed: () => void): void {
  const handle = tm.findCall(callId);
  const stop = handle?.subscribe(({ phase }) => {
    if (phase === 'waiting-for-person') return;
    stop!();
    if (phase === 'running') setTimeout(() => handle!.phase === 'running' && resumed());
  });
}
