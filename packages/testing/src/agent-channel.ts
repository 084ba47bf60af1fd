// The channels the fake agent lists and calls through (spec §22.1): the registry itself, or WebMCP as
// an in-page agent reaches it (`publish` onto a model context, then `getTools` and `executeTool`).
import { fail, type Toolmark, type ToolResult } from '@toolmark/core';
import { readExecuteAnswer } from './agent-result.js';
import { openBridgeChannel } from './bridge-channel.js';
import type { AgentTool, FakeAgentOptions } from './fake-agent.js';

/** What a channel answers a call: the result, and the call's id when the channel holds its handle. */
export interface ChannelAnswer {
  readonly result: ToolResult;
  /** The registry's id of the call (`CallHandle.id`): the registry channel's only, the others cannot see it. */
  readonly callId?: string;
}

/** One open channel: list, call, dispose. */
export interface AgentChannel {
  list(): Promise<AgentTool[]>;
  call(name: string, input: unknown): Promise<ChannelAnswer>;
  dispose(): void;
}

/** The caller of the registry channel: an in-page agent, as `runAgent`'s default (spec §21.1). */
export const FAKE_AGENT_CALLER = { kind: 'in-page', id: 'fake-agent' } as const;

/**
 * Opens the channel the options name.
 *
 * @param tm The registry.
 * @param options The agent's options.
 * @returns The channel, once it is ready (a publication settled).
 */
export async function openChannel(tm: Toolmark, options: FakeAgentOptions): Promise<AgentChannel> {
  if (options.channel === 'webmcp') return openWebMcpChannel(tm, options);
  if (options.channel === 'bridge') return openBridgeChannel(tm, options.window);
  const caller = options.caller ?? FAKE_AGENT_CALLER;
  return {
    list: async () =>
      tm.manifest().map((entry) => ({ name: entry.name, ...(entry.title === undefined ? {} : { title: entry.title }), description: entry.description, inputSchema: entry.inputSchema })),
    async call(name, input) {
      const call = tm.start(name, input, { caller });
      return { result: await call.reply, callId: call.id };
    },
    dispose() {},
  };
}

/**
 * Publishes the registry onto a model context (the polyfill by default) and lists and calls there.
 * `@toolmark/webmcp` is imported only here: a test of the registry channel needs no DOM and no
 * WebMCP package.
 *
 * @param tm The registry.
 * @param options The agent's options.
 * @returns The channel.
 */
async function openWebMcpChannel(tm: Toolmark, options: FakeAgentOptions): Promise<AgentChannel> {
  const webmcp = await import('@toolmark/webmcp');
  const missing = 'createFakeAgent: the webmcp channel needs a model context with getTools and executeTool (a DOM: happy-dom or a browser)';
  // The polyfill is installed on a document: without one there is nothing to install it on.
  if (options.modelContext === undefined && typeof document === 'undefined') throw new TypeError(missing);
  const context = (options.modelContext ?? webmcp.installModelContextPolyfill()) as import('@toolmark/webmcp').ModelContext | undefined;
  if (!context?.getTools || !context.executeTool) throw new TypeError(missing);
  const publication = webmcp.publish(tm, { modelContext: context, ...(options.caller ? { caller: options.caller } : {}) });
  await publication.settled();
  const read = async () => (await webmcp.readModelContextTools(context)).filter((tool) => publication.names().includes(tool.name));
  return {
    list: async () =>
      (await read()).map((tool) => ({
        name: tool.name,
        ...(tool.title ? { title: tool.title } : {}),
        description: tool.description,
        inputSchema: tool.inputSchema ?? { type: 'object', properties: {} },
      })),
    async call(name, input) {
      await publication.settled();
      const tool = (await read()).find((each) => each.name === name);
      // An in-page agent can only run a record `getTools` gave it; the polyfill rejects any other.
      if (!tool) return { result: fail('unknown_tool', `No tool named '${name}' is published to the model context`) };
      return { result: readExecuteAnswer(await context.executeTool!(tool.record, (input ?? {}) as object)) };
    },
    dispose: () => publication.dispose(),
  };
}
