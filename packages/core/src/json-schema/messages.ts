import { PROBLEM_WORK, spend } from './work-meter.js';
import type { Problem, RunState } from './types.js';

/**
 * Records a problem on the run state.
 *
 * @param state The run state.
 * @param text The message without its subject (see {@link Problem}).
 * @param key The property key or index the problem is about, when it is a child of the checked value.
 */
export function report(state: RunState, text: string, key?: string | number): void {
  // A problem is an object made, kept and maybe dropped: work, charged as such (§13.8).
  spend(state, PROBLEM_WORK);
  state.problems.push({ path: key === undefined ? [] : [key], text });
}

/**
 * Creates the issue of a problem: its path from the root and its message, which names the path as
 * §3.2 writes it (`'items[2].qty'`, or `Input` at the root).
 *
 * @param problem The problem; its path is reversed in place.
 * @returns The issue.
 */
export function toIssue({ path, text }: Problem): { message: string; path: (string | number)[] } {
  let subject = '';
  for (const key of path.reverse()) subject += typeof key === 'number' ? `[${key}]` : subject ? `.${key}` : key;
  subject = path.length ? `'${subject}'` : 'Input';
  // A capital (below `a`) starts a sentence that the subject ends.
  return { message: text < 'a' ? `${text} ${subject}` : `${subject} ${text}`, path };
}

/**
 * Writes a JSON value for a message: strings as they are, anything else as JSON.
 *
 * @param value The value.
 * @returns Its text.
 */
export function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
