import { compact } from '../compact.js';
import type { ManifestEntry } from '../registry/manifest.js';
import type { JsonSchema } from '../types.js';

/** An entry of MCP's `tools/list` result. */
export interface McpTool {
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  readonly outputSchema?: JsonSchema;
  readonly annotations: {
    readonly title?: string;
    readonly readOnlyHint: boolean;
    readonly destructiveHint: boolean;
    readonly idempotentHint: boolean;
    readonly openWorldHint: boolean;
  };
}

/**
 * Creates the MCP `tools/list` entry of a manifest entry (spec §12.2). Every annotation is given
 * explicitly: MCP reads a missing `destructiveHint` or `openWorldHint` as `true`.
 *
 * @param entry The manifest entry.
 * @returns The MCP tool.
 */
export function toMcpTool(entry: ManifestEntry): McpTool {
  // Field by field: an entry read from a manifest document may carry `x-` keys (spec §16.4), which
  // are not the MCP tool's.
  const { name, title, description, inputSchema, outputSchema, hints } = entry;
  return {
    ...compact({ name, title, description, inputSchema, outputSchema }),
    annotations: compact({
      title,
      readOnlyHint: hints.readOnly === true,
      destructiveHint: hints.destructive === true,
      idempotentHint: hints.idempotent === true,
      openWorldHint: hints.openWorld === true,
    }),
  };
}
