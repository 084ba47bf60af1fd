// The lane (spec §8): calls that are not concurrency-safe run one at a time, in call order. The whole
// of it is here, wrapped around `run`: a call takes its place as it starts (`takeTurn`), waits for its
// turn just before `run` and holds the lane while `run` runs (`inTurn`), and lets the next call
// through when it ends (`leaveLane`).
import { attempt } from '../attempt.js';
import type { ToolHints } from '../types.js';
import type { CallPhase } from './call-handle.js';
import { parentOf, type CallContext } from './call-context.js';
import { isAlwaysConcurrencySafe } from './hints-policy.js';

/** A tool's lane: the tail of its queue of exclusive runs, shared by the tools that name it. */
export interface Lane {
  tail: Promise<void>;
  /** How many calls hold a place in the lane and have not let the next one through yet. */
  taken: number;
  /** The call whose exclusive run holds the lane's turn now: calls made from inside it take no place. */
  holder?: object | undefined;
}

/** A call's place in its lane. */
export interface Turn {
  readonly lane: Lane;
  /** Resolves when every earlier exclusive call in the lane has finished running. */
  readonly ready: Promise<void>;
  /** The lane was empty as the call took its place: its turn is there, with nothing to wait for. */
  readonly free: boolean;
  /** Lets later calls through; cleared once the call knows it does not run exclusively. */
  release: (() => void) | undefined;
  /** What later calls wait for: the turn, then the run of a call that runs exclusively (D8). */
  until: Promise<unknown>;
}

/** What the lane needs of a call: its `ctx`, its turn, a wait that its signal cuts short, its phase. */
export interface LaneCall {
  readonly ctx: CallContext;
  readonly turn: Turn | undefined;
  race<T>(work: PromiseLike<T>): Promise<T>;
  enter(phase: CallPhase): void;
}

/**
 * Creates an empty lane.
 *
 * @returns The lane.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createLane(): Lane {
  return { tail: Promise.resolve(), taken: 0 };
}

/**
 * Takes a call's place in its lane, synchronously as the call starts, so in call order. None for a
 * tool that is concurrency-safe whatever its input (it never waits), nor for a call made with
 * `ctx.signal` by a run that holds the lane (or from a call such a run made): that call is part of
 * the run, and would wait for the run that waits for it.
 *
 * @param lane The tool's lane.
 * @param hints The tool's hints.
 * @param parent The call whose `ctx.signal` this call was made with, if any.
 * @returns The call's place.
 */
export function takeTurn(lane: Lane, hints: ToolHints | undefined, parent: CallContext | undefined): Turn | undefined {
  if (isAlwaysConcurrencySafe(hints)) return;
  for (let context = parent; context; context = parentOf(context)) if (lane.holder === context) return;
  const ready = lane.tail;
  const turn: Turn = { lane, ready, free: lane.taken++ === 0, release: undefined, until: ready };
  lane.tail = new Promise<void>((resolve) => {
    turn.release = () => {
      lane.taken--;
      resolve();
    };
  });
  return turn;
}

/**
 * Runs `run` in the call's turn. A call that may run side by side for its input lets later calls
 * through at once and runs; one that runs exclusively waits for its turn (unless the lane was empty
 * as it took its place), then holds the lane until what `run` returned settles, even past its own
 * abort or timeout. A `concurrencySafe` function that throws means not safe.
 *
 * @param call The call.
 * @param hints The tool's hints.
 * @param value The validated input.
 * @param run Calls the tool's `run`.
 * @returns What `run` returned, or a promise of it after the wait.
 */
export function inTurn<T>(call: LaneCall, hints: ToolHints | undefined, value: unknown, run: () => T): T | Promise<T> {
  const { turn } = call;
  if (!turn) return run();
  const safe = hints?.concurrencySafe;
  if (typeof safe === 'function' && attempt(() => safe(value) === true, false)) {
    turn.ready.then(turn.release, turn.release);
    turn.release = undefined;
    return run();
  }
  if (turn.free) return hold(call, turn, run);
  call.enter('waiting-for-turn');
  return call.race(turn.ready).then(() => hold(call, turn, run));
}

// Runs in the call's turn, holding the lane until what `run` returned settles.
function hold<T>(call: LaneCall, turn: Turn, run: () => T): T {
  // Calls the run makes with its `ctx.signal` are part of it: they take no place in this lane.
  turn.lane.holder = call.ctx;
  const ran = run();
  if (typeof (ran as Partial<PromiseLike<unknown>> | null | undefined)?.then === 'function') turn.until = Promise.resolve(ran);
  return ran;
}

/**
 * Lets later calls through once the call's turn is over: the turn itself, or the run of a call that
 * ran exclusively. A call that ends before its turn gives its place up.
 *
 * @param call The call, as it ends.
 */
export function leaveLane(call: LaneCall): void {
  const { turn, ctx } = call;
  const release = turn?.release;
  if (!release) return;
  const leave = () => {
    if (turn.lane.holder === ctx) turn.lane.holder = undefined;
    release();
  };
  // A turn that was there from the start and a run that did not wait: the lane is free again now.
  if (turn.free && turn.until === turn.ready) leave();
  else turn.until.then(leave, leave);
}

/**
 * Lets later calls through at once, for a run made outside the registry (spec §3.9): it holds no
 * turn, but still comes after the calls before it.
 *
 * @param turn The call's place.
 */
export function passTurn(turn: Turn | undefined): void {
  if (!turn?.release) return;
  turn.ready.then(turn.release, turn.release);
  turn.release = undefined;
}
