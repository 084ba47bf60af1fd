import { fail, type Caller, type ManifestEntry, type ToolInfo, type Toolmark } from '@toolmark/core';
import { toMcpTool, type McpTool } from '@toolmark/core/providers';
import { toCallToolResult } from '../call-result';
import { errorResponse, JsonRpcErrorCode, type JsonRpcId, type JsonRpcMessage } from './wire';

/** The MCP protocol versions the bridge speaks, newest first. */
export const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'] as const;

/** What the MCP methods need besides the request. */
export interface McpServerContext {
  readonly tm: Toolmark;
  readonly serverInfo: { readonly name: string; readonly version: string };
  readonly filter: ((entry: ManifestEntry, info: ToolInfo) => boolean) | undefined;
  readonly caller: Caller;
  /** Aborts when the peer cancels the request. */
  readonly signal: AbortSignal;
}

type Params = Readonly<Record<string, unknown>>;

/**
 * Lists the tools as MCP `tools/list` entries. An output schema that does not describe an object is
 * left out: MCP's `structuredContent` is always an object, and Toolmark sends it only when it is one.
 *
 * @param tm The registry.
 * @param filter Which tools to list.
 * @returns The entries.
 */
export function listMcpTools(tm: Toolmark, filter?: (entry: ManifestEntry, info: ToolInfo) => boolean): McpTool[] {
  const tools: McpTool[] = [];
  for (const entry of tm.manifest()) {
    const info = tm.info(entry.name);
    if (!info || (filter && !filter(entry, info))) continue;
    const tool = toMcpTool(entry);
    if (tool.outputSchema && tool.outputSchema['type'] !== 'object') {
      const { outputSchema: _, ...rest } = tool;
      tools.push(rest);
    } else tools.push(tool);
  }
  return tools;
}

function isHidden(tm: Toolmark, filter: (entry: ManifestEntry, info: ToolInfo) => boolean, name: string): boolean {
  const entry = tm.entry(name);
  const info = tm.info(name);
  return entry === undefined || info === undefined || !filter(entry, info);
}

function result(id: JsonRpcId, value: unknown): JsonRpcMessage {
  return { jsonrpc: '2.0', id, result: value };
}

/**
 * Answers one MCP request (spec §16.7): `initialize`, `ping`, `tools/list` and `tools/call`. Tool
 * failures are results with `isError`, as MCP asks; only a malformed request is a JSON-RPC error.
 *
 * @param context The registry, the server's name and the caller.
 * @param id The request's id.
 * @param method The method.
 * @param params The params, already checked to be an object or absent.
 * @returns The response.
 */
export async function answerMcpRequest(context: McpServerContext, id: JsonRpcId, method: string, params: Params): Promise<JsonRpcMessage> {
  switch (method) {
    case 'initialize': {
      const requested = params['protocolVersion'];
      if (typeof requested !== 'string') return errorResponse(id, JsonRpcErrorCode.invalidParams, "Missing required parameter 'protocolVersion'");
      const protocolVersion = (PROTOCOL_VERSIONS as readonly string[]).includes(requested) ? requested : PROTOCOL_VERSIONS[0];
      return result(id, { protocolVersion, capabilities: { tools: { listChanged: true } }, serverInfo: context.serverInfo });
    }
    case 'ping':
      return result(id, {});
    case 'tools/list':
      return result(id, { tools: listMcpTools(context.tm, context.filter) });
    case 'tools/call': {
      const name = params['name'];
      if (typeof name !== 'string') return errorResponse(id, JsonRpcErrorCode.invalidParams, "Missing required parameter 'name'");
      if (context.filter && isHidden(context.tm, context.filter, name)) {
        // A tool the filter hides is as unknown to the peer as one that does not exist.
        return result(id, toCallToolResult(fail('unknown_tool', `Unknown tool '${name}'`)));
      }
      const called = await context.tm.call(name, params['arguments'], { caller: context.caller, signal: context.signal });
      return result(id, toCallToolResult(called));
    }
    default:
      return errorResponse(id, JsonRpcErrorCode.methodNotFound, `Method not found: ${method}`);
  }
}
