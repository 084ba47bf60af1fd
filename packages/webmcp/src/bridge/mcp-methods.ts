import { CALL_STATUS, fail, type CallHandle, type Caller, type ManifestEntry, type ToolInfo, type Toolmark } from '@toolmark/core';
import { toMcpTool, type McpTool } from '@toolmark/core/providers';
import { awaitToolChanges } from '../await-tool-changes.js';
import { toCallToolResult } from '../call-result.js';
import { METHOD_NOT_FOUND, rpcError, type JsonRpcOutcome } from './wire.js';

/** The MCP protocol versions the bridge speaks, newest first. */
export const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'] as const;

type Filter = (entry: ManifestEntry, info: ToolInfo) => boolean;

type Params = Readonly<Record<string, unknown>>;

/** Whether a filter hides a tool from the peer. `toolmark.call_status` is never hidden: pending answers point to it. */
const hides = (tm: Toolmark, entry: ManifestEntry, filter: Filter | undefined) => entry.name !== CALL_STATUS && !!filter && !filter(entry, tm.info(entry.name)!);

/**
 * Lists the tools as MCP `tools/list` entries. An output schema that does not describe an object is
 * left out: MCP's `structuredContent` is always an object, and Toolmark sends it only when it is one.
 *
 * @param tm The registry.
 * @param filter Which tools to list.
 * @returns The entries.
 */
export function listMcpTools(tm: Toolmark, filter?: Filter): McpTool[] {
  return tm
    .manifest()
    .filter((entry) => !hides(tm, entry, filter))
    .map((entry) => {
      // A fresh object: leaving a field out of it changes nothing else.
      const tool: { -readonly [K in keyof McpTool]: McpTool[K] } = toMcpTool(entry);
      if (tool.outputSchema?.['type'] !== 'object') delete tool.outputSchema;
      return tool;
    });
}

/** One request, as the bridge hands it to the server. */
export interface McpRequest {
  /** Who is calling. */
  readonly caller: Caller;
  /** Aborted when the request is cancelled or its peer goes away. */
  readonly signal: AbortSignal;
  /**
   * Starts the call of a `tools/call` (the tool's name, its arguments, the request's `_meta`): the
   * bridge adds its deadline, elicitation, progress and bookkeeping. Default:
   * `tm.start(name, input, { caller, signal })`.
   */
  readonly start?: (name: string, input: unknown, meta: unknown) => CallHandle;
}

/** Answers one MCP request: its method, params (already checked to be an object) and the request. */
export type McpServer = (method: string, params: Params, request: McpRequest) => Promise<JsonRpcOutcome>;

type Method = (params: Params, request: McpRequest) => unknown;

/**
 * Creates the MCP server behind a bridge (spec §16.7): `initialize`, `ping`, `tools/list` and
 * `tools/call`, in a table. Tool failures are results with `isError`, as MCP asks, and so is a call
 * without a tool name: only a malformed request or an unknown method is a JSON-RPC error.
 *
 * @param tm The registry.
 * @param serverInfo What `initialize` reports.
 * @param filter Which tools to offer; a hidden tool is `unknown_tool` to the peer.
 * @returns The function that answers a request with its result or its JSON-RPC error.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createMcpServer(tm: Toolmark, serverInfo: { readonly name: string; readonly version: string }, filter?: Filter): McpServer {
  // No prototype: `__proto__` or `toString` is an unknown method, not a property of the table.
  const methods: Readonly<Record<string, Method | null>> = {
    __proto__: null,
    // A version the bridge does not speak, or none, is answered with the newest it does (MCP).
    initialize: ({ protocolVersion }) => ({
      protocolVersion: PROTOCOL_VERSIONS.includes(protocolVersion as never) ? protocolVersion : PROTOCOL_VERSIONS[0],
      capabilities: { tools: { listChanged: true } },
      serverInfo,
    }),
    ping: () => ({}),
    'tools/list': () => ({ tools: listMcpTools(tm, filter) }),
    // A name that is not one of the tools (a number, none) is an unknown tool, like any other.
    'tools/call': async ({ name, arguments: input, _meta }, { caller, signal, start }) => {
      const entry = tm.entry(name as string);
      // A tool the filter hides is as unknown to the peer as one that does not exist.
      const hidden = entry && hides(tm, entry, filter);
      // The reply: the result, or `pending` at the bridge's deadline while the call goes on.
      const call = () => (start ? start(name as string, input, _meta) : tm.start(name as string, input, { caller, signal })).reply;
      const result = hidden ? fail('unknown_tool', `Unknown tool '${name}'`) : await call();
      // A call that changes the tools is answered once the registry matches it: the peer's
      // `notifications/tools/list_changed` goes out first (spec §16.7, webmcp#30).
      if (result.tools) await awaitToolChanges(tm, result.tools);
      return toCallToolResult(result);
    },
  };
  return async (method, params, request) => {
    const answer = methods[method];
    // Results and tool lists come from the registry, egressed there (spec §6): the one way out.
    return answer ? { result: await answer(params, request) } : rpcError(METHOD_NOT_FOUND, `Method not found: ${method}`);
  };
}
