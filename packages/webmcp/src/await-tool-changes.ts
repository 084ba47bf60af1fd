// A call's result may name the tools the call adds or removes (`ToolResult.tools`, spec §4): the page
// changes after the run returns (a route renders, a step shows), so the registry catches up a little
// later. Publishers wait for it before they answer, so that an agent does not read a tool list the
// call has already made stale (webmachinelearning/webmcp#30).
import type { ToolChanges, Toolmark } from '@toolmark/core';

/** How long a publisher waits for the tools a result names before it answers anyway. */
export const TOOL_CHANGES_TIMEOUT_MS = 2_000;

/**
 * Waits until the registry has every tool `changes.added` names and none of `changes.removed`, or
 * until `timeoutMs` has passed (the call's answer is not withheld for a tool that never comes).
 *
 * @param tm The registry.
 * @param changes The tools the call adds and removes.
 * @param timeoutMs The longest wait; default {@link TOOL_CHANGES_TIMEOUT_MS}.
 * @returns A promise that resolves when the registry matches, or at the timeout.
 */
export function awaitToolChanges(tm: Toolmark, changes: ToolChanges, timeoutMs = TOOL_CHANGES_TIMEOUT_MS): Promise<void> {
  const matches = () => (changes.added ?? []).every((name) => tm.entry(name)) && !(changes.removed ?? []).some((name) => tm.entry(name));
  return new Promise((resolve) => {
    if (matches()) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = tm.subscribe((event) => event.type.startsWith('tool:') && matches() && done());
  });
}
