// The bridge's client in the calls lab (calls-client.html): the MCP SDK's `Client` over
// `@toolmark/webmcp/client`'s postMessage transport, talking to calls.html in a frame of the other
// loopback origin, as an extension's or a parent site's agent does. It asks with a progress token
// (`onprogress`), can cancel a request (`notifications/cancelled`), declares elicitation and answers
// `elicitation/create` as its user would, and keeps every message the frame posted (the bridge channel).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema, type CallToolResult, type ElicitRequest, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { createPostMessageClientTransport } from '@toolmark/webmcp/client';

/** One request of the client, as the test reads it (times in `Date.now()` milliseconds). */
export interface ClientCall {
  readonly name: string;
  readonly startedAt: number;
  /** Every `notifications/progress` of the request, as it arrived. */
  readonly progress: { readonly at: number; readonly progress: number; readonly total?: number; readonly message?: string }[];
  answeredAt?: number;
  result?: CallToolResult;
  /** The SDK's error, when the request failed (a cancel, a timeout). */
  error?: string;
}

/** What the e2e tests reach of the client page. */
export interface CallsClient {
  /** Connects to the bridge in the frame; resolves to the server's capabilities. */
  connect(): Promise<unknown>;
  /** Starts `tools/call` under a key of the test's choosing, with a progress token; does not wait. */
  start(key: string, name: string, args: Record<string, unknown>): void;
  /** Cancels the request under `key` (the SDK sends `notifications/cancelled`). */
  cancel(key: string, reason: string): void;
  /** Calls a tool and waits for its answer (no progress token). */
  call(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  readonly calls: Record<string, ClientCall>;
  /** What the client's user answers to `elicitation/create`; `undefined` declines. */
  elicitAnswer: Record<string, unknown> | undefined;
  /** The `elicitation/create` requests it got. */
  readonly elicitations: ElicitRequest['params'][];
  /** Every message the frame posted to this window. */
  readonly received: unknown[];
}

declare global {
  interface Window {
    labClient: CallsClient;
  }
}

const host = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
const frameOrigin = `${location.protocol}//${host}:${location.port}`;
const frame = document.createElement('iframe');
frame.src = `${frameOrigin}/calls.html`;
frame.title = 'The calls lab, from the other origin';
const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
document.body.append(frame);

const received: unknown[] = [];
window.addEventListener('message', (event) => event.source === frame.contentWindow && received.push(event.data));

const client = new Client({ name: 'calls-lab-client', version: '1.0.0' }, { capabilities: { elicitation: {} } });
const elicitations: ElicitRequest['params'][] = [];
const controllers = new Map<string, AbortController>();
const calls: Record<string, ClientCall> = {};

const lab: CallsClient = {
  calls,
  elicitations,
  received,
  elicitAnswer: undefined,
  async connect() {
    await loaded;
    await client.connect(createPostMessageClientTransport(frame.contentWindow!, frameOrigin), { timeout: 10_000 });
    return client.getServerCapabilities();
  },
  start(key, name, args) {
    const controller = new AbortController();
    controllers.set(key, controller);
    const call: ClientCall = { name, startedAt: Date.now(), progress: [] };
    calls[key] = call;
    const onprogress = ({ progress, total, message }: { progress: number; total?: number | undefined; message?: string | undefined }) =>
      void call.progress.push({ at: Date.now(), progress, ...(total !== undefined && { total }), ...(message !== undefined && { message }) });
    // The SDK's own request timeout (60 s) is the agent's; progress does not reset it.
    client.callTool({ name, arguments: args }, undefined, { onprogress, signal: controller.signal }).then(
      (result) => Object.assign(call, { answeredAt: Date.now(), result: result as CallToolResult }),
      (error: unknown) => Object.assign(call, { answeredAt: Date.now(), error: String(error) }),
    );
  },
  cancel(key, reason) {
    controllers.get(key)?.abort(reason);
  },
  call: async (name, args) => (await client.callTool({ name, arguments: args })) as CallToolResult,
};

client.setRequestHandler(ElicitRequestSchema, async (request): Promise<ElicitResult> => {
  elicitations.push(request.params);
  const content = lab.elicitAnswer;
  return content ? { action: 'accept', content: content as ElicitResult['content'] & object } : { action: 'decline' };
});

window.labClient = lab;
document.body.dataset['ready'] = 'true';
