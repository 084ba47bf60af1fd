// Waiting for the page to answer a click (spec §15.4): the next step shown, errors shown, or nothing
// within the timeout. Checks run after the page's own handlers, rendering microtasks included, have
// finished: once after the current task, then after every batch of mutations in the document and
// every extra wake-up the caller listens for (`invalid` events change no DOM).

/** How a wait ended: the check's answer, the timeout, or the caller's abort. */
export type WaitEnd<T> = { readonly value: T } | { readonly timeout: true } | { readonly aborted: true };

/** Options of {@link waitForPage}. */
export interface WaitOptions {
  /** Gives up after this many milliseconds. */
  readonly timeoutMs: number;
  /** Stops waiting when it aborts. */
  readonly signal?: AbortSignal;
  /** Subscribes `wake` to more signals than mutations; returns the unsubscribe function. */
  readonly listen?: (wake: () => void) => () => void;
  /** Acts once everything listens, such as clicking the page's Next button (its events fire during the click). */
  readonly start?: () => void;
}

/**
 * Waits until `check` answers something other than `undefined`.
 *
 * @param document The document to watch.
 * @param check Reads the page; `undefined` means "keep waiting".
 * @param options The timeout, the signal, extra wake-ups and what to do once listening.
 * @returns How the wait ended.
 */
export function waitForPage<T>(document: Document, check: () => T | undefined, options: WaitOptions): Promise<WaitEnd<T>> {
  return new Promise((resolve) => {
    const { signal } = options;
    if (signal?.aborted) return resolve({ aborted: true });
    const view = document.defaultView ?? globalThis;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const observer = new view.MutationObserver(() => wake());
    const unlisten = options.listen?.(() => wake());
    const end = (outcome: WaitEnd<T>) => {
      observer.disconnect();
      unlisten?.();
      clearTimeout(pending);
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      resolve(outcome);
    };
    const run = () => {
      pending = undefined;
      const value = check();
      if (value !== undefined) end({ value });
    };
    // Coalesced, and after the current task, so the page's handlers and renders have finished.
    function wake() {
      pending ??= setTimeout(run, 0);
    }
    function abort() {
      end({ aborted: true });
    }
    const timer = setTimeout(() => end({ timeout: true }), options.timeoutMs);
    signal?.addEventListener('abort', abort, { once: true });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    options.start?.();
    wake();
  });
}
