// What can end a call before its steps do (spec §3): the caller's signal, the call's timeout and
// `abort()` on its handle, as one signal the waiting steps race.

/**
 * Thrown (internally) when a step is cut short by the call's signal. A value compared by identity
 * rather than an error class: nothing outside the pipeline can throw it, and comparing never throws.
 */
export const CUT_SHORT: unique symbol = Symbol('cut short');

/**
 * What a timeout says, in the result and as the reason of the call's signal.
 *
 * @param name The tool's full name.
 * @param timeoutMs The timeout.
 * @returns The message.
 */
export function timeoutMessage(name: string, timeoutMs: number): string {
  return `'${name}' timed out after ${timeoutMs} ms`;
}

/**
 * What can end a call early, in one place: the caller's signal (followed once, as the call starts),
 * the timeout, and `abort()`. Plain JavaScript, so that waiting costs a promise and not a DOM object:
 * the `AbortSignal` a tool or a hook reads as `ctx.signal` is made only when one is read. Made as
 * the call starts when the caller gave a signal or a timeout, else when the call first waits or
 * someone reads its signal or aborts it, so a call that never waits makes none.
 */
const noop = () => {};

export class CallControl {
  declare aborted: boolean;
  declare reason: unknown;
  /** Set when the timeout, not the caller, aborted the call. */
  declare timedOut: boolean;
  /** When the call times out (`Date.now()` milliseconds), when it has a timeout. */
  declare readonly deadline: number | undefined;
  /** The timeout, when it has one. */
  declare readonly timeoutMs: number | undefined;
  /** The signal of `ctx.signal`, once read. */
  declare controller: AbortController | undefined;
  /** Cuts the waits under way short. */
  declare cut: ((reason: typeof CUT_SHORT) => void) | undefined;
  /** Stops the timer and stops following the caller's signal. */
  declare readonly stop: () => void;

  /**
   * @param name The tool's full name, for the timeout's message.
   * @param callerSignal The caller's signal.
   * @param timeoutMs The call's timeout: ignored unless a finite number ≥ 0.
   */
  constructor(name: string, callerSignal?: AbortSignal, timeoutMs?: number) {
    // `timed` is false for undefined, NaN, negative and infinite timeouts alike.
    const timed = (timeoutMs as number) >= 0 && (timeoutMs as number) < Infinity;
    this.aborted = false;
    this.reason = undefined;
    this.timedOut = false;
    this.timeoutMs = timed ? timeoutMs : undefined;
    this.deadline = timed ? Date.now() + timeoutMs! : undefined;
    this.controller = undefined;
    this.cut = undefined;
    if (!callerSignal && !timed) {
      this.stop = noop;
      return;
    }
    const onAbort = () => this.abort(callerSignal!.reason);
    if (callerSignal?.aborted) onAbort();
    else callerSignal?.addEventListener('abort', onAbort);
    // A call aborted from the start starts no timer; one that fires after the call was aborted does nothing.
    const timer =
      timed && !this.aborted
        ? setTimeout(() => {
            if (this.aborted) return;
            this.timedOut = true;
            this.abort(new DOMException(timeoutMessage(name, timeoutMs!), 'TimeoutError'));
          }, timeoutMs)
        : undefined;
    this.stop = () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    };
  }

  /**
   * Ends the call's waits and aborts `ctx.signal`, once.
   *
   * @param reason The reason `ctx.signal` aborts with.
   */
  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    this.controller?.abort(reason);
    this.cut?.(CUT_SHORT);
  }

  /**
   * The call's `AbortSignal`, made on the first read (aborted already when the call is).
   *
   * @returns The signal.
   */
  signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.aborted) this.controller.abort(this.reason);
    }
    return this.controller.signal;
  }

  /**
   * Waits for a step's work unless the call is aborted first (then rejects with `CUT_SHORT`); the
   * work itself is not stopped. Adopts thenables of any realm; a `then` that throws is a rejection.
   *
   * @param work A promise or thenable.
   * @returns A promise of the work's value.
   */
  wait<T>(work: PromiseLike<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.aborted) return reject(CUT_SHORT);
      // Waits can overlap (`ctx.ask` while `run` is awaited): an abort cuts every one.
      const earlier = this.cut;
      this.cut = earlier ? (reason) => (earlier(reason), reject(reason)) : reject;
      (work instanceof Promise ? work : Promise.resolve(work)).then(resolve, reject);
    });
  }
}
