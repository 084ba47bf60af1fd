// The `ctx` of one call (spec §1.12), apart from the pipeline that creates it.
import type { AskOutcome, AskOptions, Caller, ProgressUpdate, ToolContext } from '../types.js';

/** The call each `ctx.signal` belongs to, so a call started with one knows the run it came from. */
const CONTEXTS = new WeakMap<AbortSignal, CallContext>();
/** The call each call was made from; kept out of `ctx`, so a tool never reaches its parent's. */
const PARENTS = new WeakMap<CallContext, CallContext>();

/** What `ctx` asks of its call: kept behind an interface, so `ctx` needs nothing of the pipeline. */
export interface CallOwner {
  /** The call's signal, made when first needed. */
  signal(): AbortSignal;
  /** What `ctx.progress` does. */
  report(update: ProgressUpdate): void;
  /** What `ctx.ask` does. */
  askPerson<T>(options: AskOptions<T>): Promise<AskOutcome<T>>;
}

/**
 * The id of a registry's `serial`th call, as `ctx.callId`, the handle and the events give it.
 *
 * @param serial The call's number in its registry, from 1.
 * @returns `call-<serial>`.
 */
export function callIdOf(serial: number): string {
  return `call-${serial}`;
}

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
 * The call a call was made from, when it was made with that call's `ctx.signal`.
 *
 * @param context A call's `ctx`.
 * @returns Its parent's `ctx`.
 */
export function parentOf(context: CallContext): CallContext | undefined {
  return PARENTS.get(context);
}

/**
 * The `ctx` a tool's `run` receives (spec §1.12): `name`, `callId`, `caller`, `signal`,
 * `progress`, `ask` and, once a person approved a summary, `confirmedSummary`.
 * A class rather than an object literal: `signal`, `progress` and `ask` are getters, so a call makes
 * its signal and functions only when a tool reads them (most never do), and a getter in an object
 * literal makes every call build its object the slow way.
 */
export class CallContext implements ToolContext {
  // Declared only: the constructor sets them, so no field definitions need to be emitted.
  declare readonly name: string;
  declare readonly caller: Caller;
  // Set by the confirm step when the person approves a summary.
  declare confirmedSummary?: string;
  #owner: CallOwner;
  #progress: ((update: ProgressUpdate) => void) | undefined;
  #serial: number;
  #callId: string | undefined;

  constructor(name: string, serial: number, caller: Caller, owner: CallOwner, parent: CallContext | undefined) {
    this.name = name;
    this.caller = caller;
    this.#owner = owner;
    this.#serial = serial;
    if (parent) PARENTS.set(this, parent);
  }

  // Written when first read: most calls nobody follows never need their id as text.
  get callId(): string {
    return (this.#callId ??= callIdOf(this.#serial));
  }

  get signal(): AbortSignal {
    const signal = this.#owner.signal();
    CONTEXTS.set(signal, this);
    return signal;
  }

  // Bound once, so `run: (input, { progress }) => …` works.
  get progress(): (update: ProgressUpdate) => void {
    return (this.#progress ??= (update) => this.#owner.report(update));
  }

  get ask(): <T>(options: AskOptions<T>) => Promise<AskOutcome<T>> {
    return (options) => this.#owner.askPerson(options);
  }
}
