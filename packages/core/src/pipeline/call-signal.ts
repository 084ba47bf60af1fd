/** The signal of one call: the caller's signal and the timeout, combined. */
export interface CallSignal {
  readonly signal: AbortSignal;
  /** Why the call was cut short: `'timeout'` or `'aborted'`. */
  readonly reason: () => 'timeout' | 'aborted';
  /** Clears the timer and the listener on the caller's signal. */
  readonly dispose: () => void;
}

/**
 * Creates the signal of one call (spec §3): aborted when the caller's signal aborts or when
 * `timeoutMs` have passed since the call started.
 *
 * @param callerSignal The caller's signal, if any.
 * @param timeoutMs The timeout, if any (a positive finite number).
 * @returns The combined signal.
 */
export function createCallSignal(callerSignal: AbortSignal | undefined, timeoutMs: number | undefined): CallSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onAbort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs !== undefined && Number.isFinite(timeoutMs) && timeoutMs >= 0 && !controller.signal.aborted
      ? setTimeout(() => {
          if (controller.signal.aborted) return;
          timedOut = true;
          controller.abort(new DOMException(`The call timed out after ${timeoutMs} ms`, 'TimeoutError'));
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    reason: () => (timedOut ? 'timeout' : 'aborted'),
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
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
