import type { ManifestEntry } from '../registry/manifest';
import type { JsonSchema } from '../types';

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
  };
}

/**
 * Creates the WebMCP tool dictionary of a manifest entry (spec §12.1): the hints become
 * `readOnlyHint`, `untrustedContentHint`, and `consequentialHint` for tools that are destructive or
 * always confirmed.
 *
 * @param entry The manifest entry.
 * @returns The dictionary, without `execute`.
 */
export function toWebMcpTool(entry: ManifestEntry): WebMcpToolDescription {
  // The entry has no undefined fields (spec §5.1): the rest of it is the dictionary's own part as it is.
  const { hints, outputSchema: _output, mode: _mode, wizard: _wizard, ...tool } = entry;
  return {
    ...tool,
    annotations: {
      readOnlyHint: hints.readOnly === true,
      untrustedContentHint: hints.untrustedContent === true,
      consequentialHint: hints.destructive === true || hints.confirm === 'always',
    },
  };
}
