// How the console writes values for people: compact JSON, result text, cut to a readable length.
import type { AgentState } from '@toolmark/agent';
import type { ToolResult } from '@toolmark/core';

/** The longest text the console shows for one value. */
export const MAX_SHOWN = 400;

/**
 * Cuts text to {@link MAX_SHOWN} characters.
 *
 * @param text The text.
 * @param max The most characters; default {@link MAX_SHOWN}.
 * @returns The text, or its beginning and an ellipsis.
 */
export function cut(text: string, max = MAX_SHOWN): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * Writes a value as one line of JSON, cut.
 *
 * @param value The value (already redacted).
 * @returns The JSON text.
 */
export function compactJson(value: unknown): string {
  return cut(JSON.stringify(value) ?? 'undefined');
}

/**
 * Joins a result's content as text: its text blocks, `[image]` or `[resource]` for the others.
 *
 * @param result The (redacted) result.
 * @param separator Between blocks; default a space.
 * @returns The text.
 */
export function contentText(result: ToolResult, separator = ' '): string {
  return result.content.map((block) => (block.type === 'text' ? block.text : `[${block.type}]`)).join(separator);
}

/**
 * Writes a result as people read it: `[code] ` for an error, then its text blocks, cut.
 *
 * @param result The (redacted) result.
 * @param max The most characters; default {@link MAX_SHOWN}.
 * @returns The text.
 */
export function resultText(result: ToolResult, max = MAX_SHOWN): string {
  return cut(`${result.isError && result.code ? `[${result.code}] ` : ''}${contentText(result)}`, max);
}

/**
 * Writes seconds as the console shows a wait: one decimal.
 *
 * @param ms Milliseconds.
 * @returns Such as `3.2 s`.
 */
export function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}

/**
 * Writes where an agent run stands, as one line (spec §21.3): "Request 2 of at most 8 · 12 tools · 3.1 s".
 *
 * @param state The run's latest state.
 * @param now `Date.now()`, so the wait ticks between states.
 * @returns The line.
 */
export function stateText(state: AgentState, now: number): string {
  const waited = seconds(now - state.startedAt);
  const total = seconds(state.elapsedMs);
  switch (state.phase) {
    case 'requesting':
      return `Request ${state.turn} of at most ${state.maxTurns} · ${state.tools} tools · waiting ${waited}`;
    case 'calling':
      return `Request ${state.turn} · calling ${state.tool ?? ''} · ${waited}`;
    case 'waiting for confirmation':
      return `Request ${state.turn} · ${state.tool ?? ''} waits for your confirmation on the page · ${waited}`;
    case 'done':
      return `Done after ${state.turn} requests · ${total}`;
    case 'timed out':
      return `Request ${state.turn} timed out · ${total}`;
    case 'aborted':
      return `Stopped at request ${state.turn} · ${total}`;
    case 'failed':
      return `Failed at request ${state.turn} · ${total}`;
  }
}
