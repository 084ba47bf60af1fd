// The `ctx` of one call (spec §1.12), apart from the pipeline that creates it (D132).
import type { Caller, ProgressUpdate, ToolContext } from '../types.js';

/**
 * The `ctx` a tool's `run` receives (spec §1.12): `name`, `callId`, `caller`, `progress` and `signal`.
 * A class rather than an object literal: `signal` is a getter, so that a call nothing can abort
 * creates its controller only when a tool reads it (most never do), and a getter in an object
 * literal makes every call build its object the slow way (D132).
 */
export class CallContext implements ToolContext {
  // Declared only: the constructor sets them, so no field definitions need to be emitted.
  declare readonly name: string;
  declare readonly callId: string;
  declare readonly caller: Caller;
  declare readonly progress: (update: ProgressUpdate) => void;
  /** The call's signal's controller: given when something can abort the call, else created when read. */
  #controller: AbortController | undefined;

  constructor(
    name: string,
    callId: string,
    caller: Caller,
    progress: (update: ProgressUpdate) => void,
    controller: AbortController | undefined,
  ) {
    this.name = name;
    this.callId = callId;
    this.caller = caller;
    this.progress = progress;
    this.#controller = controller;
  }

  get signal(): AbortSignal {
    return (this.#controller ??= new AbortController()).signal;
  }
}
