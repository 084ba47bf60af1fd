// The fake agent's bridge channel (spec §22.1): MCP over postMessage, as an extension's content script
// reaches a page — a Toolmark bridge (`createBridge`) on the window, and the client transport of
// `@toolmark/webmcp/client` posting to it from the same window and origin.
import { fail, type Toolmark } from '@toolmark/core';
import { readExecuteAnswer } from './agent-result.js';
import type { AgentChannel } from './agent-channel.js';
import type { AgentTool } from './fake-agent.js';

/** The bridge channel the fake agent opens, apart from the page's own (`'toolmark'`). */
export const FAKE_AGENT_BRIDGE_CHANNEL = 'toolmark-fake-agent';

/** How long a bridge request may take before the call is `channel_failed` (a bridge that drops the message answers nothing). */
export const BRIDGE_REQUEST_TIMEOUT_MS = 5_000;

type JsonRpcReply = { readonly id?: unknown; readonly result?: unknown; readonly error?: { readonly message?: unknown } };

/**
 * Starts a bridge on a window and a client transport to it, and lists and calls through them.
 *
 * @param tm The registry.
 * @param host The window: default `globalThis` (a browser; the messages must be the browser's own, `isTrusted`).
 * @returns The channel, once `initialize` was answered.
 */
export async function openBridgeChannel(tm: Toolmark, host: Window = globalThis as unknown as Window): Promise<AgentChannel> {
  const [{ createBridge }, { createPostMessageClientTransport }] = await Promise.all([import('@toolmark/webmcp'), import('@toolmark/webmcp/client')]);
  const origin = host.location.origin;
  const bridge = createBridge(tm, { window: host, channel: FAKE_AGENT_BRIDGE_CHANNEL, mcpbChannels: [] });
  const transport = createPostMessageClientTransport(host, origin, { channel: FAKE_AGENT_BRIDGE_CHANNEL, window: host });
  const pending = new Map<number, (reply: JsonRpcReply) => void>();
  transport.onmessage = (message) => {
    const reply = message as JsonRpcReply;
    if (typeof reply.id === 'number') pending.get(reply.id)?.(reply), pending.delete(reply.id);
  };
  let ids = 0;
  const request = (method: string, params: object) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++ids;
      const timer = setTimeout(() => (pending.delete(id), reject(new Error(`the bridge did not answer '${method}' within ${BRIDGE_REQUEST_TIMEOUT_MS} ms`))), BRIDGE_REQUEST_TIMEOUT_MS);
      pending.set(id, (reply) => {
        clearTimeout(timer);
        if (reply.error) reject(new Error(`the bridge answered '${method}' with an error: ${String(reply.error.message)}`));
        else resolve(reply.result);
      });
      void transport.send({ jsonrpc: '2.0', id, method, params });
    });
  const close = () => (void transport.close(), bridge.dispose());
  await transport.start();
  try {
    await request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'fake-agent', version: '1' } });
  } catch (error) {
    close();
    throw error;
  }
  await transport.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return {
    async list() {
      const { tools } = (await request('tools/list', {})) as { tools: { name: string; title?: string; description?: string; inputSchema?: AgentTool['inputSchema'] }[] };
      return tools.map((tool) => ({
        name: tool.name,
        ...(tool.title === undefined ? {} : { title: tool.title }),
        description: tool.description ?? '',
        inputSchema: tool.inputSchema ?? { type: 'object', properties: {} },
      }));
    },
    async call(name, input) {
      const result = await request('tools/call', { name, arguments: input ?? {} }).catch((error: Error) => error);
      return { result: result instanceof Error ? fail('channel_failed', `The bridge channel failed: ${result.message}`) : readExecuteAnswer(result) };
    },
    dispose: close,
  };
}
