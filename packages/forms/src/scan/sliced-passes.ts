// Passes of work over a list that yield to the browser between slices (spec §14.9, issue #35), so a page
// of 1,000 forms is never one long task: a task over 50 ms is what the browser reports as a long task
// and what a person feels as a page that does not answer.

/**
 * How long one slice of a pass may run before it yields, in ms. Under the 50 ms of a long task with
 * room to spare: the slice's last item starts before the budget is spent and may run past it (a large
 * form takes a few ms), and the browser's own work in the same task (style, a microtask checkpoint)
 * comes on top.
 */
export const SLICE_BUDGET_MS = 35;

/**
 * Gives the browser the main thread until its waiting work has run: `scheduler.yield()` where it exists
 * (the rest of the pass runs before other queued tasks, so it is not delayed behind them), else a
 * message on a MessageChannel (a macrotask that, unlike `setTimeout`, is neither clamped to 4 ms when
 * nested nor throttled to 1 s in a background tab), else `setTimeout`.
 *
 * @returns A promise that resolves in a later task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?(): Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') return void setTimeout(resolve, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      // A port left open keeps a worker (or Node) alive.
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Passes over a list, one at a time: a new pass supersedes the one in progress. */
export interface SlicedPasses<T> {
  /**
   * Starts a pass over `items`, stopping the one in progress, and runs its first slice at once: a
   * list that fits in it is done when `start` returns.
   *
   * @param items The items, in the order they are worked on.
   * @param startedAt When the pass's work began (`performance.now()`): work done before the first
   *   item, such as finding the items, counts against the first slice.
   */
  start(items: readonly T[], startedAt?: number): void;
  /** Stops the pass in progress, if any: no more of its items are worked on. */
  stop(): void;
  /** Resolves when no pass is in progress: at once when none is. */
  settled(): Promise<void>;
}

/**
 * Creates passes that call `each` on every item of a list in slices of `budget` ms, yielding to the
 * browser between slices. A slice works on at least one item, so a budget of 0 is one item a slice.
 *
 * @param each The work on one item.
 * @param budget The slice budget, ms; default {@link SLICE_BUDGET_MS}.
 * @param inSlice Runs one slice: for state that may not outlive a task, such as an index of the page
 *   that the page may change while the pass yields.
 * @returns The passes.
 */
export function slicedPasses<T>(each: (item: T) => void, budget = SLICE_BUDGET_MS, inSlice: (slice: () => void) => void = (slice) => slice()): SlicedPasses<T> {
  // Which pass may go on: a new pass, or `stop`, moves it on, and a slice or a yield of an older pass sees it.
  let current = 0;
  let idle: { promise: Promise<void>; resolve(): void } | undefined;

  const finish = () => {
    const waiting = idle;
    idle = undefined;
    waiting?.resolve();
  };

  // Works from `index` until the budget is spent, the list is done or the pass is superseded (`each` may start a pass itself).
  const slice = (pass: number, items: readonly T[], index: number, startedAt: number): number => {
    inSlice(() => {
      do each(items[index++]!);
      while (index < items.length && pass === current && performance.now() - startedAt < budget);
    });
    return index;
  };

  // The slices after the first, each in a task of its own. An error ends the pass and is reported as an
  // unhandled rejection, as an error of the MutationObserver callback would be.
  const rest = async (pass: number, items: readonly T[], index: number) => {
    try {
      while (index < items.length) {
        await yieldToBrowser();
        if (pass !== current) return;
        index = slice(pass, items, index, performance.now());
        if (pass !== current) return;
      }
    } catch (error) {
      if (pass === current) finish();
      throw error;
    }
    finish();
  };

  return {
    start(items, startedAt = performance.now()) {
      const pass = ++current;
      let index = 0;
      try {
        if (items.length) index = slice(pass, items, 0, startedAt);
      } catch (error) {
        // A pass that threw is over; its error is the caller's, as before passes were sliced.
        if (pass === current) finish();
        throw error;
      }
      if (pass !== current) return;
      if (index >= items.length) return finish();
      idle ??= promiseWithResolve();
      void rest(pass, items, index);
    },
    stop() {
      current++;
      finish();
    },
    settled() {
      return idle?.promise ?? Promise.resolve();
    },
  };
}

/**
 * Creates a promise and the function that resolves it.
 *
 * @returns Both.
 */
function promiseWithResolve(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
