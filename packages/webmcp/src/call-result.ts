import type { ContentBlock, ResourceContent, ResultIssue, ToolResult } from '@toolmark/core';
import { compact, isRecord } from '@toolmark/core/internal';

/** A content block as MCP defines it (the subset Toolmark produces). */
export type McpContentBlock =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'image'; readonly data: string; readonly mimeType: string }
  | { readonly type: 'resource'; readonly resource: { readonly uri: string; readonly text: string; readonly mimeType?: string } }
  | {
      readonly type: 'resource_link';
      readonly uri: string;
      readonly name: string;
      readonly title?: string;
      readonly description?: string;
      readonly mimeType?: string;
      readonly size?: number;
    };

/**
 * What a native WebMCP `execute` and a bridge `tools/call` return: MCP's `CallToolResult`. Toolmark's
 * error code and issues travel in `_meta` under `toolmark/code` and `toolmark/issues` (spec §16.2).
 */
export interface McpCallToolResult {
  readonly content: readonly McpContentBlock[];
  readonly structuredContent?: Readonly<Record<string, unknown>>;
  readonly isError?: boolean;
  readonly _meta?: { readonly 'toolmark/code'?: string; readonly 'toolmark/issues'?: readonly ResultIssue[] };
}

function toMcpContent(block: ContentBlock): McpContentBlock {
  // MCP images are inline only: an image by URL is a link to it, like a resource without text.
  const resource: ResourceContent['resource'] | undefined =
    block.type === 'resource' ? block.resource : block.type === 'image' && 'url' in block ? ({ uri: block.url, mimeType: block.mimeType } as ResourceContent['resource']) : undefined;
  if (!resource) return block as McpContentBlock;
  const { uri, text, name = uri, ...rest } = resource;
  return (
    text === undefined
      ? compact({ type: 'resource_link', uri, name, ...rest })
      : { type: 'resource', resource: compact({ uri, text, mimeType: rest.mimeType }) }
  ) as McpContentBlock;
}

/**
 * Creates MCP's `CallToolResult` from a Toolmark result. `structuredContent` is kept only when it is
 * an object (MCP requires one); other values are already in the text content `ok` writes. A result
 * of `tm.call` is plain data already (core's egress, spec §6): this only reshapes it, so the one
 * way out stays the registry's.
 *
 * @param result The result of `tm.call`.
 * @returns The result as MCP and native WebMCP callers read it.
 */
export function toCallToolResult({ content, structuredContent, isError, code, issues }: ToolResult): McpCallToolResult {
  return compact({
    content: content.map(toMcpContent),
    structuredContent: isRecord(structuredContent) ? structuredContent : undefined,
    isError: isError || undefined,
    _meta: code || issues ? compact({ 'toolmark/code': code, 'toolmark/issues': issues }) : undefined,
  });
}

/**
 * Reads a tool's input as native WebMCP delivers it: an object, or JSON text (Chrome before 155).
 * Text that does not parse is handed on as it is, so validation refuses it with a readable message.
 *
 * @param input What `execute` received.
 * @returns The input to give `tm.call`.
 */
export function readToolInput(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return input;
  }
}
