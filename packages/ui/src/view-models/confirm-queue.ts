import type { Caller } from '@toolmark/core';
import type { ConfirmCardEnd } from '../elements/confirm-card-types.js';

/** How `confirmWith` shows several waiting calls (spec §17.3). */
export type ConfirmLayout = 'queue' | 'stack';

/**
 * Chooses which waiting calls have a card on screen: in a queue only the oldest, so a person decides
 * one thing at a time; in a stack all of them, oldest first.
 *
 * @param waiting The undecided calls, oldest first.
 * @param layout `'queue'` or `'stack'`.
 * @returns The calls to show.
 */
export function shownCalls<T>(waiting: readonly T[], layout: ConfirmLayout): readonly T[] {
  return layout === 'stack' ? waiting : waiting.slice(0, 1);
}

/**
 * Checks whether two calls come from one caller, for "Deny all from …" (spec §17.3): the same
 * `kind` and the same `origin` and `id`, each either equal or absent on both. A bridge peer from
 * another origin, or another extension id, is another caller. The fields are what the caller
 * reported; that is enough here because denying is the safe direction: a caller that claims to be
 * another can at worst get its own calls declined along with theirs.
 *
 * @param a One call's caller.
 * @param b The other's.
 * @returns Whether they are the same caller.
 */
export function isSameCaller(a: Caller, b: Caller): boolean {
  return a.kind === b.kind && a.origin === b.origin && a.id === b.id;
}

/**
 * Picks the waiting calls of one caller, oldest first: what "Deny all" declines (spec §17.3).
 *
 * @param waiting The undecided calls, oldest first.
 * @param caller The caller of the call whose card offers it.
 * @param callerOf Reads a call's caller.
 * @returns The calls from that caller, the shown one included.
 */
export function callsFromCaller<T>(waiting: readonly T[], caller: Caller, callerOf: (call: T) => Caller): readonly T[] {
  return waiting.filter((call) => isSameCaller(callerOf(call), caller));
}

/**
 * Reads why a waiting call ended from its signal's reason (spec §17.3), so that its card says it:
 * `'timeout'` for a `TimeoutError` (the call's `timeoutMs`, a caller's `AbortSignal.timeout`), else
 * `'aborted'` (the caller gave up, aborted, or its page went away). A reason that cannot be read is
 * `'aborted'`.
 *
 * @param reason The signal's `reason`.
 * @returns Why the call ended.
 */
export function endOf(reason: unknown): ConfirmCardEnd {
  try {
    return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError' ? 'timeout' : 'aborted';
  } catch {
    // A reason whose `name` throws (a caller's proxy) says nothing more.
    return 'aborted';
  }
}
