/** A scheduler from `batch`: calling it schedules one run; `pending()` tells whether one is scheduled. */
export interface Batch {
  (): void;
  pending(): boolean;
}

/**
 * Creates a scheduler that runs `run` once, in a microtask, however often it is called before then:
 * changes made together are handled together.
 *
 * @param run What to run.
 * @returns The scheduler.
 */
/* @__NO_SIDE_EFFECTS__ */
export function batch(run: () => void): Batch {
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      run();
    });
  };
  return Object.assign(schedule, { pending: () => scheduled });
}
