import type { ManifestEntry } from '../registry/manifest.js';
import { encodeToolName } from './tool-name.js';

/** Why a provider's tool call could not be turned into a Toolmark call. */
export interface ToolCallError {
  readonly ok: false;
  /** `unknown_tool`: no entry has that provider name; `invalid_arguments`: the arguments are not a JSON object. */
  readonly code: 'unknown_tool' | 'invalid_arguments';
  /** Says what is wrong, in words a model can act on. */
  readonly message: string;
  /** The provider's id of the call, to answer it with this message. */
  readonly id?: string;
}

/** A provider's tool call, mapped back: what to pass to `tm.call(name, input)`. */
export interface DecodedToolCall {
  readonly ok: true;
  /** The full tool name. */
  readonly name: string;
  readonly input: Record<string, unknown>;
  /** The provider's id of the call, to answer it with the result. */
  readonly id?: string;
}

/** The tables built for one entries array, reused while the array lives. */
const tables = new WeakMap<readonly ManifestEntry[], Map<string, ManifestEntry | null>>();

/**
 * Finds the manifest entry a provider name stands for, through a table of the encoded names of
 * `entries`: exact for every name, hashed long ones included (spec §12.3). Two entries whose
 * encodings collide are both refused rather than guessed between.
 *
 * @param providerName The name in the model's tool call.
 * @param entries The manifest entries the tools were built from (`tm.manifest()`).
 * @returns The entry, or `undefined` when none (or more than one) has that provider name.
 */
export function findEntry(providerName: string, entries: readonly ManifestEntry[]): ManifestEntry | undefined {
  let table = tables.get(entries);
  if (!table) {
    table = new Map();
    for (const entry of entries) {
      const encoded = encodeToolName(entry.name);
      table.set(encoded, table.has(encoded) ? null : entry);
    }
    tables.set(entries, table);
  }
  return table.get(providerName) ?? undefined;
}

/**
 * Creates the error value of a call whose tool is not in the manifest.
 *
 * @param providerName The name the model used.
 * @param id The provider's id of the call.
 * @returns The error.
 */
export function unknownTool(providerName: string, id: string | undefined): ToolCallError {
  return { ok: false, code: 'unknown_tool', message: `Unknown tool '${providerName}'`, ...(id !== undefined && { id }) };
}

/**
 * Creates the error value of a call whose arguments are not a JSON object.
 *
 * @param message What is wrong.
 * @param id The provider's id of the call.
 * @returns The error.
 */
export function invalidArguments(message: string, id: string | undefined): ToolCallError {
  return { ok: false, code: 'invalid_arguments', message, ...(id !== undefined && { id }) };
}
