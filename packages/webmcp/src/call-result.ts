import type { ContentBlock, ResultIssue, ToolResult } from '@toolmark/core';

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
  switch (block.type) {
    case 'image':
      if ('data' in block) return { type: 'image', data: block.data, mimeType: block.mimeType };
      // MCP images are inline only; an image by URL becomes a link to it.
      return { type: 'resource_link', uri: block.url, name: block.url, ...(block.mimeType !== undefined && { mimeType: block.mimeType }) };
    case 'resource': {
      const { uri, name, title, description, mimeType, size, text } = block.resource;
      if (text !== undefined) return { type: 'resource', resource: { uri, text, ...(mimeType !== undefined && { mimeType }) } };
      return {
        type: 'resource_link',
        uri,
        name: name ?? uri,
        ...(title !== undefined && { title }),
        ...(description !== undefined && { description }),
        ...(mimeType !== undefined && { mimeType }),
        ...(size !== undefined && { size }),
      };
    }
    default:
      // Text, and block types Toolmark does not know, pass as they are.
      return block as McpContentBlock;
  }
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Creates MCP's `CallToolResult` from a Toolmark result. `structuredContent` is kept only when it is
 * an object (MCP requires one); other values are already in the text content `ok` writes.
 *
 * @param result The result of `tm.call`.
 * @returns The result as MCP and native WebMCP callers read it.
 */
export function toCallToolResult(result: ToolResult): McpCallToolResult {
  const meta = {
    ...(result.code !== undefined && { 'toolmark/code': result.code }),
    ...(result.issues !== undefined && { 'toolmark/issues': result.issues }),
  };
  return {
    content: result.content.map(toMcpContent),
    ...(isPlainRecord(result.structuredContent) && { structuredContent: result.structuredContent }),
    ...(result.isError === true && { isError: true }),
    ...(Object.keys(meta).length > 0 && { _meta: meta }),
  };
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
