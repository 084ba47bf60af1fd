/**
 * Creates a scheduler that runs `run` once, in a microtask, however often it is called before then:
 * changes made together are handled together.
 *
 * @param run What to run.
 * @returns The scheduler: calling it schedules one run.
 */
/* @__NO_SIDE_EFFECTS__ */
export function batch(run: () => void): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      run();
    });
  };
}
