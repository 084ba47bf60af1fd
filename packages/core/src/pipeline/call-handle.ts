// What a caller holds of a call it started (spec §3.10): where the call is, its progress, its
// result, and a way to stop it. The types only, so every part of the pipeline can name them.
import type { ToolResult } from '../result.js';
import type { Caller, ProgressUpdate } from '../types.js';

/**
 * Where a call is (spec §3.10), in order: `validating` (the input, the permission check),
 * `waiting-for-person` (a confirmation card, or `ctx.ask`), `waiting-for-turn` (an exclusive
 * call behind another in its lane), `running`, `settled`. A call can go back from `running` to
 * `waiting-for-person` while `run` asks the person something, and back again.
 */
export type CallPhase = 'validating' | 'waiting-for-person' | 'waiting-for-turn' | 'running' | 'settled';

/** A call's state as its followers see it: each change gives the listener the handle itself. */
export type CallListener = (call: CallHandle) => void;

/**
 * One call, from `tm.start` (spec §3.10). Every value it gives out has left through the egress
 * (spec §6): `progress` and `result` are redacted as events are.
 */
export interface CallHandle {
  /** The call's id, unique in its registry (`call-<n>`); the same as `ctx.callId` and the events'. */
  readonly id: string;
  /** The tool's full name, as the caller sent it. */
  readonly name: string;
  /** Who started the call. */
  readonly caller: Caller;
  /** Where the call is now. */
  readonly phase: CallPhase;
  /** The tool's latest progress report, redacted; `undefined` until it reports one. */
  readonly progress: ProgressUpdate | undefined;
  /** The call's outcome, whenever it comes. Never rejects. */
  readonly result: Promise<ToolResult>;
  /**
   * What the caller is answered: the result, or, when the call was started with a `deadlineMs` and is
   * still under way then, a `pending` result that says what is happening and how to get the outcome
   * (`toolmark.call_status`, spec §3.11). Without a deadline, the same promise as `result`.
   */
  readonly reply: Promise<ToolResult>;
  /** Ends the call as `aborted` (a card still open for it closes); nothing once it has settled. */
  abort(reason?: unknown): void;
  /**
   * Calls `listener` after every change of `phase` or `progress`, the last time as the call settles.
   * A listener that throws does not stop the call. Returns the function that stops listening.
   */
  subscribe(listener: CallListener): () => void;
}
