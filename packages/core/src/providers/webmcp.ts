import { compact } from '../compact.js';
import type { ManifestEntry } from '../registry/manifest.js';
import type { JsonSchema } from '../types.js';

/** What native WebMCP's `registerTool` takes besides `execute`, and what `getTools()` reports. */
export interface WebMcpToolDescription {
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
  readonly annotations: {
    readonly readOnlyHint: boolean;
    readonly untrustedContentHint: boolean;
    readonly consequentialHint: boolean;
    readonly debugging: boolean;
  };
}

/**
 * Creates the WebMCP tool dictionary of a manifest entry (spec §12.1): the hints become
 * `readOnlyHint`, `untrustedContentHint`, `consequentialHint` (for tools that are consequential,
 * destructive or always confirmed: WebMCP's "significant, real-world, or non-reversible"
 * consequences, which an agent should ask a person about) and `debugging`.
 *
 * @param entry The manifest entry.
 * @returns The dictionary, without `execute`.
 */
export function toWebMcpTool(entry: ManifestEntry): WebMcpToolDescription {
  // Field by field: an entry read from a manifest document may carry `x-` keys (spec §16.4), which
  // are not the dictionary's.
  const { name, title, description, inputSchema, hints } = entry;
  return {
    ...compact({ name, title, description, inputSchema }),
    annotations: {
      readOnlyHint: hints.readOnly === true,
      untrustedContentHint: hints.untrustedContent === true,
      consequentialHint: hints.consequential === true || hints.destructive === true || hints.confirm === 'always',
      debugging: hints.debugging === true,
    },
  };
}
