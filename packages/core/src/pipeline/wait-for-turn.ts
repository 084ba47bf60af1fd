// The lane step (spec §8): calls that are not concurrency-safe run one at a time, in call order.
import { attempt } from '../attempt.js';
import { holdsTurn, type CallContext } from './call-context.js';
import { isAlwaysConcurrencySafe } from './hints-policy.js';
import type { ToolRecord } from '../registry/tool-record.js';
import type { StepAnswer, ToolCall } from './tool-call.js';

/** A call's place in its lane. */
export interface LanePlace {
  /** Resolves when every earlier exclusive call in the lane has finished running. */
  readonly turn: Promise<void>;
  /** Lets later calls through; cleared once the call knows it does not run exclusively. */
  release: (() => void) | undefined;
  /** What later calls wait for: the turn, then the run of a call that runs exclusively (D8). */
  until: Promise<unknown>;
  /** Set by `waitForTurn` when the call runs exclusively. */
  exclusive: boolean;
}

/**
 * Takes the call's place in its lane, synchronously as the call starts, so in call order. None for
 * a tool that is concurrency-safe whatever its input (it never waits), nor for a call made with
 * `ctx.signal` by a run that holds the lane (or from a call such a run made): that call is part of
 * the run, and would wait for the run that waits for it.
 *
 * @param call The call, as it starts.
 * @param parent The call whose `ctx.signal` this call was made with, if any.
 * @returns The call's place.
 */
export function takePlace(call: ToolCall, parent: CallContext | undefined): LanePlace | undefined {
  const { lane } = call;
  if (isAlwaysConcurrencySafe(call.record.def.hints) || holdsTurn(parent, lane)) return;
  const turn = lane.tail;
  const place: LanePlace = { turn, release: undefined, until: turn, exclusive: false };
  lane.tail = new Promise<void>((resolve) => (place.release = resolve));
  return place;
}

/**
 * Waits for the call's turn when it runs exclusively; a call that may run side by side lets later
 * calls through at once. A `concurrencySafe` function that throws means not safe.
 *
 * @param call The call.
 * @returns A promise when the call waits for its turn.
 */
export function waitForTurn(call: ToolCall): StepAnswer {
  const { place } = call;
  if (!place) return;
  const { release, turn } = place;
  const safe = call.record.def.hints?.concurrencySafe;
  if (typeof safe === 'function' && attempt(() => safe(call.value) === true, false)) {
    turn.then(release, release);
    place.release = undefined;
    return;
  }
  place.exclusive = true;
  return call.race(turn);
}

// A tool that is concurrency-safe whatever its input never waits.
waitForTurn.appliesTo = (record: ToolRecord) => !isAlwaysConcurrencySafe(record.def.hints);

/**
 * Lets later calls through once `until` settles: the turn, or the run of a call that ran
 * exclusively, held even past its own abort or timeout.
 *
 * @param call The call, as it ends.
 */
export function leaveLane(call: ToolCall): void {
  const { place, lane, ctx } = call;
  const release = place?.release;
  if (!release) return;
  const leave = () => {
    if (lane.holder === ctx) lane.holder = undefined;
    release();
  };
  place.until.then(leave, leave);
}
