import { originOf } from '../bridge/origins.js';
import { createEnvelope, DEFAULT_CHANNEL, isEnvelope, type JsonRpcMessage, type MessageSource, type MessageTarget } from '../bridge/wire.js';

/** Options of `createPostMessageClientTransport`. */
export interface PostMessageClientTransportOptions {
  /** The bridge's channel; default `'toolmark'`. */
  readonly channel?: string;
  /** The window to listen on for replies; default `globalThis` (this window). */
  readonly window?: MessageSource;
}

/**
 * An MCP client transport over `postMessage`: it has the shape of the MCP SDK's `Transport`
 * (`start`, `send`, `close`, `onmessage`, `onclose`, `onerror`), so `new Client(…).connect(transport)`
 * takes it as it is. Everything the bridge sends reaches `onmessage`: responses, notifications
 * (`notifications/progress`, `notifications/tools/list_changed`) and the bridge's own requests
 * (`elicitation/create`), whose answers go back through `send`.
 */
export interface PostMessageClientTransport {
  start(): Promise<void>;
  send(message: JsonRpcMessage): Promise<void>;
  /** Stops listening. The SDK's name, kept for its `Client`: the one teardown in Toolmark not called `dispose()`. */
  close(): Promise<void>;
  onmessage?: ((message: JsonRpcMessage) => void) | undefined;
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
}

/**
 * Creates an MCP client transport that talks to a Toolmark bridge (spec §16.7) in another window: an
 * iframe's `contentWindow`, the parent, an opener, or the page itself for an extension's content
 * script. Only messages the browser delivered (`isTrusted`) from `target` and `targetOrigin` are
 * read, as the bridge reads; requests are posted to `targetOrigin` only.
 *
 * @param target The window the bridge runs in.
 * @param targetOrigin The bridge page's origin, such as `https://shop.example`; never `'*'`.
 * @param options The channel and the window to listen on.
 * @returns The transport.
 * @throws {TypeError} When `targetOrigin` is `'*'` or not an origin: requests carry arguments.
 *
 * @example
 * ```ts
 * import { Client } from '@modelcontextprotocol/sdk/client/index.js';
 * import { createPostMessageClientTransport } from '@toolmark/webmcp/client';
 *
 * // The shop's page runs a bridge (`createBridge` of `@toolmark/webmcp`) and is embedded here.
 * const frame = document.querySelector<HTMLIFrameElement>('iframe#shop')!;
 * // Requests go to that exact origin and only its replies are read: never '*'.
 * const transport = createPostMessageClientTransport(frame.contentWindow!, 'https://shop.example');
 * const client = new Client({ name: 'shop-helper', version: '1.0.0' });
 * await client.connect(transport);
 * const { tools } = await client.listTools();
 * await client.callTool({ name: tools[0]!.name, arguments: {} });
 * ```
 */
export function createPostMessageClientTransport(
  target: MessageTarget,
  targetOrigin: string,
  options: PostMessageClientTransportOptions = {},
): PostMessageClientTransport {
  const origin = originOf(targetOrigin);
  if (origin === 'null') {
    throw new TypeError(`createPostMessageClientTransport: '${targetOrigin}' is not an origin that can be answered; '*' would send arguments to any page`);
  }
  const channel = options.channel ?? DEFAULT_CHANNEL;
  const host = options.window ?? (globalThis as unknown as MessageSource);
  let open = false;
  // The ids of requests sent and not answered yet: `close` cancels them, so the bridge ends their calls.
  const unanswered = new Set<unknown>();

  const onMessage = (event: MessageEvent) => {
    // As the bridge reads (spec §16.7): only the browser's events, since a page script's own
    // MessageEvent names any source and origin it likes (issue #33); then the bridge's window and
    // origin; then a server envelope on this channel.
    if (event.isTrusted === false || event.origin !== origin || event.source !== target || !isEnvelope(event.data, 'server', channel)) return;
    let message = event.data.message;
    if (typeof message === 'string') {
      try {
        message = JSON.parse(message) as unknown;
      } catch (error) {
        transport.onerror?.(error instanceof Error ? error : new Error(String(error)));
        return;
      }
    }
    if (typeof message === 'object' && message !== null) {
      const { id, method } = message as { id?: unknown; method?: unknown };
      if (method === undefined) unanswered.delete(id);
      transport.onmessage?.(message as JsonRpcMessage);
    }
  };

  const transport: PostMessageClientTransport = {
    async start() {
      if (open) throw new Error('createPostMessageClientTransport: already started');
      open = true;
      host.addEventListener('message', onMessage);
    },
    async send(message) {
      if (!open) throw new Error('createPostMessageClientTransport: not started, or closed');
      target.postMessage(createEnvelope('client', channel, message), origin);
      if (typeof message['method'] === 'string' && 'id' in message) unanswered.add(message['id']);
    },
    async close() {
      if (!open) return;
      open = false;
      // MCP's way to say a request's answer is no longer wanted: the bridge aborts its call.
      for (const requestId of unanswered) {
        const cancel = { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId, reason: 'The client closed' } };
        target.postMessage(createEnvelope('client', channel, cancel), origin);
      }
      unanswered.clear();
      host.removeEventListener('message', onMessage);
      transport.onclose?.();
    },
  };
  return transport;
}
