// The `ctx` of one call (spec §1.12), apart from the pipeline that creates it.
import type { Caller, ProgressUpdate, ToolContext } from '../types.js';
import type { Lane } from './lane.js';

/** The call each `ctx.signal` belongs to, so a call started with one knows the run it came from. */
const CONTEXTS = new WeakMap<AbortSignal, CallContext>();
/** The call each call was made from; kept out of `ctx`, so a tool never reaches its parent's. */
const PARENTS = new WeakMap<CallContext, CallContext>();

/**
 * Finds the call a signal belongs to, when it is a `ctx.signal`.
 *
 * @param signal A caller's signal.
 * @returns The call whose `ctx.signal` it is.
 */
export function contextOf(signal: AbortSignal | undefined): CallContext | undefined {
  return signal && CONTEXTS.get(signal);
}

/**
 * Tells whether a call, or a run it was made from, holds a lane's turn: a call made from inside that
 * run must not wait behind it, since the run waits for the call (spec §8).
 *
 * @param context The call the new call was made from.
 * @param lane The new call's lane.
 * @returns Whether the lane's turn is already theirs.
 */
export function holdsTurn(context: CallContext | undefined, lane: Lane): boolean {
  for (; context; context = PARENTS.get(context)) if (lane.holder === context) return true;
  return false;
}

/**
 * The `ctx` a tool's `run` receives (spec §1.12): `name`, `callId`, `caller`, `progress`, `signal` and, once a person approved a summary, `confirmedSummary`.
 * A class rather than an object literal: `signal` is a getter, so that a call nothing can abort
 * creates its controller only when a tool reads it (most never do), and a getter in an object
 * literal makes every call build its object the slow way.
 */
export class CallContext implements ToolContext {
  // Declared only: the constructor sets them, so no field definitions need to be emitted.
  declare readonly name: string;
  declare readonly callId: string;
  declare readonly caller: Caller;
  declare readonly progress: (update: ProgressUpdate) => void;
  // Set by the confirm step when the person approves a summary.
  declare confirmedSummary?: string;
  /** The call's signal's controller: given when something can abort the call, else created when read. */
  #controller: AbortController | undefined;

  constructor(
    name: string,
    callId: string,
    caller: Caller,
    progress: (update: ProgressUpdate) => void,
    controller: AbortController | undefined,
    parent: CallContext | undefined,
  ) {
    this.name = name;
    this.callId = callId;
    this.caller = caller;
    this.progress = progress;
    if (parent) PARENTS.set(this, parent);
    if ((this.#controller = controller)) CONTEXTS.set(controller.signal, this);
  }

  get signal(): AbortSignal {
    if (!this.#controller) CONTEXTS.set((this.#controller = new AbortController()).signal, this);
    return this.#controller.signal;
  }

}
