// The deadline publishers give the calls of agents that give up (spec §16.1 Deadlines): a native
// WebMCP `execute` and a bridge `tools/call` answer `pending` before it, and the call goes on.
import { CALL_STATUS, DEFAULT_DEADLINE_MS } from '@toolmark/core';

/**
 * How long a caller waits for an answer, in milliseconds: one number for every tool, or a function of
 * the tool's full name (`undefined` for the default). `Infinity` is no deadline: the caller waits
 * for the result, however long it takes.
 */
export type CallDeadline = number | ((toolName: string) => number | undefined);

/**
 * Reads the deadline of one tool's calls. `toolmark.call_status` has none: it waits at most 20 s
 * itself, and a pending answer to it would point at itself. A function that throws gives the default,
 * so a page's bug does not fail the agent's call.
 *
 * @param deadline The option, if given.
 * @param name The tool's full name.
 * @returns The deadline in milliseconds; `Infinity` for none.
 */
export function deadlineOf(deadline: CallDeadline | undefined, name: string): number {
  if (name === CALL_STATUS) return Infinity;
  if (typeof deadline !== 'function') return deadline ?? DEFAULT_DEADLINE_MS;
  try {
    return deadline(name) ?? DEFAULT_DEADLINE_MS;
  } catch {
    return DEFAULT_DEADLINE_MS;
  }
}
