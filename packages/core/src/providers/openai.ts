import type { ManifestEntry } from '../registry/manifest.js';
import type { JsonSchema } from '../types.js';
import { dropOptionalNulls } from './drop-nulls.js';
import { findEntry, invalidArguments, unknownTool, type DecodedToolCall, type ToolCallError } from './find-entry.js';
import { toStrictSchema } from './strict-schema.js';
import { encodeToolName } from './tool-name.js';

/** A function tool of OpenAI's Chat Completions API. */
export interface OpenAiTool {
  readonly type: 'function';
  readonly function: {
    /** The full name, encoded into `[a-zA-Z0-9_-]{1,64}` (spec §12.3). */
    readonly name: string;
    readonly description: string;
    readonly parameters: JsonSchema;
    /** `true` unless strict mode cannot express the input schema. */
    readonly strict: boolean;
  };
}

/**
 * A model's function call: a Chat Completions `tool_calls[i]` (`{ id, function: { name, arguments } }`)
 * or a Responses API `function_call` item (`{ call_id, name, arguments }`).
 */
export type OpenAiToolCall =
  | { readonly id?: string; readonly type?: 'function'; readonly function: { readonly name: string; readonly arguments: string } }
  | { readonly call_id?: string; readonly type?: 'function_call'; readonly name: string; readonly arguments: string };

/**
 * Creates the OpenAI function tool of a manifest entry, in strict mode (spec §12.3): the name is
 * encoded reversibly, the input schema rewritten for strict mode (all properties required, optional
 * ones nullable, `additionalProperties: false`, properties sorted). A schema strict mode cannot
 * express (an open map, `allOf`, `not` …) is sent as it is with `strict: false`, never loosened or
 * tightened silently.
 *
 * @param entry The manifest entry.
 * @returns The function tool.
 */
export function toOpenAiTool(entry: ManifestEntry): OpenAiTool {
  const strict = toStrictSchema(entry.inputSchema);
  return {
    type: 'function',
    function: { name: encodeToolName(entry.name), description: entry.description, parameters: strict ?? entry.inputSchema, strict: !!strict },
  };
}

/**
 * Decodes a model's function call into the full tool name and input to pass to `tm.call` (spec
 * §12.3): the name is looked up among `entries`, `arguments` parsed, and the `null`s strict mode made
 * the model send for optional properties dropped, following the tool's original schema.
 *
 * @param call The model's function call.
 * @param entries The manifest entries the tools were built from (`tm.manifest()`).
 * @returns `{ ok: true, name, input, id? }`, or `{ ok: false, code, message, id? }` for an unknown
 *   tool or arguments that are not a JSON object; never throws.
 */
export function decodeOpenAiToolCall(call: OpenAiToolCall, entries: readonly ManifestEntry[]): DecodedToolCall | ToolCallError {
  const { name: providerName, arguments: json } = 'function' in call ? call.function : call;
  const id = 'function' in call ? call.id : call.call_id;
  const entry = findEntry(providerName, entries);
  if (!entry) return unknownTool(providerName, id);
  let input: unknown;
  try {
    input = JSON.parse(json || '{}');
  } catch (error) {
    return invalidArguments(`The arguments of '${providerName}' are not valid JSON (${(error as Error).message})`, id);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return invalidArguments(`The arguments of '${providerName}' must be a JSON object`, id);
  }
  return {
    ok: true,
    name: entry.name,
    input: dropOptionalNulls(input, entry.inputSchema, entry.inputSchema) as Record<string, unknown>,
    ...(id !== undefined && { id }),
  };
}
