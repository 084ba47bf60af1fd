/**
 * Runs `work` unless it throws, giving `fallback` then. For the hooks a definition or an option
 * supplies (summaries, policies, converters), whose failure must not fail the caller.
 *
 * @param work What to run.
 * @param fallback The value when it throws.
 * @returns The value.
 */
export function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}
