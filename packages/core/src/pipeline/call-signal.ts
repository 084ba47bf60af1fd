/**
 * Thrown (internally) when a step is cut short by the call's signal. A value compared by identity
 * rather than an error class: nothing outside the pipeline can throw it, and comparing never throws.
 */
export const CUT_SHORT: unique symbol = Symbol('cut short');

/**
 * Waits for a step's work unless the call's signal aborts first; the work itself is not stopped.
 * Without a signal (nothing can abort the call) the work is handed back as it is, to be awaited.
 *
 * @param work A value, promise or thenable.
 * @param signal The call's signal, when something can abort the call.
 * @returns The work's value, or the work itself without a signal.
 * @throws CUT_SHORT when the signal aborts first.
 */
export function untilAborted<T>(work: T | PromiseLike<T>, signal: AbortSignal | undefined): T | PromiseLike<T> {
  return signal
    ? new Promise<T>((resolve, reject) => {
        const onAbort = () => reject(CUT_SHORT);
        if (signal.aborted) onAbort();
        signal.addEventListener('abort', onAbort);
        // Adopts thenables of any realm; a `then` that throws becomes a rejection.
        Promise.resolve(work)
          .then(resolve, reject)
          .then(() => signal.removeEventListener('abort', onAbort));
      })
    : work;
}
