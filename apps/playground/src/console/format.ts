// How the console writes values for people: compact JSON, result text, cut to a readable length.
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
