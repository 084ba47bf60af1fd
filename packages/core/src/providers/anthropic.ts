import type { ManifestEntry } from '../registry/manifest.js';
import type { JsonSchema } from '../types.js';
import { findEntry, invalidArguments, unknownTool, type DecodedToolCall, type ToolCallError } from './find-entry.js';
import { encodeToolName } from './tool-name.js';

/** A tool of Anthropic's Messages API. */
export interface AnthropicTool {
  /** The full name, encoded into `[a-zA-Z0-9_-]{1,64}` (spec §12.4). */
  readonly name: string;
  readonly description: string;
  readonly input_schema: JsonSchema;
}

/** A `tool_use` content block of a model's reply. */
export interface AnthropicToolUse {
  readonly type: 'tool_use';
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

/**
 * Creates the Anthropic tool of a manifest entry (spec §12.4): the name encoded as for OpenAI, the
 * input schema as it is.
 *
 * @param entry The manifest entry.
 * @returns The tool.
 */
export function toAnthropicTool(entry: ManifestEntry): AnthropicTool {
  return { name: encodeToolName(entry.name), description: entry.description, input_schema: entry.inputSchema };
}

/**
 * Decodes a model's `tool_use` block into the full tool name and input to pass to `tm.call`
 * (spec §12.4).
 *
 * @param block The `tool_use` block.
 * @param entries The manifest entries the tools were built from (`tm.manifest()`).
 * @returns `{ ok: true, name, input, id }`, or `{ ok: false, code, message, id }` for an unknown tool
 *   or an input that is not an object; never throws.
 */
export function decodeAnthropicToolUse(block: AnthropicToolUse, entries: readonly ManifestEntry[]): DecodedToolCall | ToolCallError {
  const entry = findEntry(block.name, entries);
  if (!entry) return unknownTool(block.name, block.id);
  const { input } = block;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return invalidArguments(`The input of '${block.name}' must be a JSON object`, block.id);
  }
  return { ok: true, name: entry.name, input: input as Record<string, unknown>, id: block.id };
}
