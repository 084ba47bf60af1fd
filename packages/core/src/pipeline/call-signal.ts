/** The signal of one call: the caller's signal and the timeout, combined. */
export interface CallSignal {
  /** The call's signal, for `ctx.signal` and confirmation requests. */
  readonly signal: AbortSignal;
  /** Whether anything can abort the call; when not, steps need not race the signal. */
  readonly canAbort: boolean;
  /** Why the call was cut short: `'timeout'` or `'aborted'`. */
  reason(): 'timeout' | 'aborted';
  /** Clears the timer and the listener on the caller's signal. */
  dispose(): void;
}

// A class, so that creating one per call is cheap: no per-object accessors, no closures.
class CombinedSignal implements CallSignal {
  #controller: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #timedOut = false;
  readonly #callerSignal: AbortSignal | undefined;
  // Created only for a caller's signal, so that most calls allocate no listener.
  #onCallerAbort: (() => void) | undefined;
  readonly canAbort: boolean;

  constructor(callerSignal: AbortSignal | undefined, timeoutMs: number | undefined) {
    const timed = timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs >= 0;
    this.#callerSignal = callerSignal;
    this.canAbort = callerSignal !== undefined || timed;
    if (!this.canAbort) return;
    const controller = (this.#controller = new AbortController());
    if (callerSignal?.aborted) controller.abort(callerSignal.reason);
    else if (callerSignal) {
      this.#onCallerAbort = () => controller.abort(callerSignal.reason);
      callerSignal.addEventListener('abort', this.#onCallerAbort, { once: true });
    }
    if (timed && !controller.signal.aborted) {
      this.#timer = setTimeout(() => {
        if (controller.signal.aborted) return;
        this.#timedOut = true;
        controller.abort(new DOMException(`The call timed out after ${timeoutMs} ms`, 'TimeoutError'));
      }, timeoutMs);
    }
  }

  get signal(): AbortSignal {
    return (this.#controller ??= new AbortController()).signal;
  }

  reason(): 'timeout' | 'aborted' {
    return this.#timedOut ? 'timeout' : 'aborted';
  }

  dispose(): void {
    if (!this.canAbort) return;
    clearTimeout(this.#timer);
    if (this.#onCallerAbort) this.#callerSignal?.removeEventListener('abort', this.#onCallerAbort);
  }
}

/**
 * Creates the signal of one call (spec §3): aborted when the caller's signal aborts or when
 * `timeoutMs` have passed since the call started. A call that nothing can abort creates its
 * controller only if `signal` is read (most tools never read it), which keeps calls cheap.
 *
 * @param callerSignal The caller's signal, if any.
 * @param timeoutMs The timeout, if any (a positive finite number).
 * @returns The combined signal.
 */
export function createCallSignal(callerSignal: AbortSignal | undefined, timeoutMs: number | undefined): CallSignal {
  return new CombinedSignal(callerSignal, timeoutMs);
}

/** Thrown (internally) when a step is cut short by the call's signal. */
export class CallCutShort extends Error {}

/**
 * Waits for a step's work unless the call's signal aborts first; the work itself is not stopped.
 *
 * @param work A value, promise or thenable.
 * @param signal The call's signal.
 * @returns The work's value.
 * @throws CallCutShort when the signal aborts first.
 */
export function untilAborted<T>(work: T | Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new CallCutShort());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new CallCutShort());
    signal.addEventListener('abort', onAbort, { once: true });
    // Adopts thenables of any realm; a `then` that throws becomes a rejection.
    Promise.resolve(work).then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
