// A fake agent for tests (spec §22.1): it sees what a model sees — the tool list as published, names,
// descriptions and JSON input schemas — and calls the tools as a model would, bad input and retries
// included, through the registry or through WebMCP as an in-page agent does.
import { fail, type Caller, type JsonSchema, type Toolmark, type ToolResult } from '@toolmark/core';
import { callEntry, type TranscriptEntry } from './agent-result.js';
import { breakInput, type BadInputKind } from './bad-input.js';
import { openChannel, type AgentChannel, type ChannelAnswer } from './agent-channel.js';
import { watchRuns } from './watch-runs.js';

/** A tool as the agent sees it: what is published, not the definition (spec §22.1). */
export interface AgentTool {
  readonly name: string;
  readonly title?: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
}

/** The options of `createFakeAgent` (spec §22.1). */
export interface FakeAgentOptions {
  /**
   * `'registry'` (default): `tm.manifest()` and `tm.start`; `'webmcp'`: `publish(tm)` onto a model
   * context, then `getTools` and `executeTool` there; `'bridge'`: a bridge on `window` and MCP's
   * `tools/list` and `tools/call` through the postMessage client transport (a browser).
   */
  readonly channel?: 'registry' | 'webmcp' | 'bridge';
  /** Who the registry is told calls, on the `'registry'` channel; default `{ kind: 'in-page', id: 'fake-agent' }`, as an in-page agent. On `'webmcp'`, `publish`'s caller (default `{ kind: 'webmcp' }`). */
  readonly caller?: Caller;
  /** The model context of the `'webmcp'` channel; default `installModelContextPolyfill()` (a DOM is needed: happy-dom or a browser). */
  readonly modelContext?: unknown;
  /** The window of the `'bridge'` channel; default `globalThis`. */
  readonly window?: Window;
  /** The most retries `callUntilValid` makes after `invalid_input`; default 2. */
  readonly maxRetries?: number;
}

/** What `callWithBadInput` made and what the registry answered (spec §22.1). */
export interface BadInputCall {
  readonly kind: BadInputKind;
  /** The property broken. */
  readonly path: string;
  readonly input: Record<string, unknown>;
  readonly result: ToolResult;
  /**
   * Whether the tool's `run` was reached (the call's handle was `running`): never, for input the schema
   * refuses. On the `'webmcp'` and `'bridge'` channels, which cannot hold the registry's handle:
   * whether any call that started while this one was under way reached `run`.
   */
  readonly ran: boolean;
}

/** What `callUntilValid` ended with. */
export interface RetriedCall<O = unknown> {
  /** The last answer. */
  readonly result: ToolResult<O>;
  /** How many calls were made, the first included. */
  readonly calls: number;
}

/** A fake agent over a registry (spec §22.1). */
export interface FakeAgent {
  /** Every list and call so far, in order, inputs redacted: for `toMatchInlineSnapshot`. */
  readonly transcript: readonly TranscriptEntry[];
  /** Lists the tools as the channel publishes them. */
  listTools(): Promise<AgentTool[]>;
  /** Calls a tool by name, as a model does (a name that is not listed is called too, and refused). Never rejects. */
  call<O = unknown>(name: string, input?: unknown): Promise<ToolResult<O>>;
  /** Calls a tool with input made from its published schema to break it one way; `undefined` when the schema has nothing to break that way or the tool is not listed. */
  callWithBadInput(name: string, kind?: BadInputKind, base?: Record<string, unknown>): Promise<BadInputCall | undefined>;
  /** Calls with each input in turn while the answer is `invalid_input`, as a model corrects itself, at most `maxRetries` times after the first. */
  callUntilValid<O = unknown>(name: string, attempts: readonly unknown[]): Promise<RetriedCall<O>>;
  /** Ends the channel (a publication is disposed). */
  dispose(): void;
}

/**
 * Creates a fake agent over a registry (spec §22.1). It lists the tools as the channel publishes
 * them and calls them there: `'registry'` reads `tm.manifest()` and calls `tm.start` with its caller;
 * `'webmcp'` publishes the registry onto a model context (`@toolmark/webmcp`, loaded only then) and
 * reads `getTools()` and `executeTool()`, so the WebMCP payloads are exercised; `'bridge'` starts a
 * bridge on the window and speaks MCP to it over postMessage, as an extension does. Everything it sees
 * and sends goes into `transcript`, inputs redacted by the tool's sensitive paths.
 *
 * @param tm The registry.
 * @param options The channel, caller, model context and retry limit.
 * @returns The agent.
 *
 * @example
 * ```ts
 * import { createToolmark, ok } from '@toolmark/core';
 * import { toJsonSchema } from '@toolmark/core/to-json-schema';
 * import { createFakeAgent } from '@toolmark/testing';
 * import * as v from 'valibot';
 *
 * const tm = createToolmark({ toJsonSchema });
 * tm.register({
 *   name: 'cart.add',
 *   description: 'Adds a product to the cart',
 *   input: v.object({ sku: v.picklist(['TM-MUG', 'TM-TEE']) }),
 *   run: ({ sku }) => ok({ sku }),
 * });
 * const agent = createFakeAgent(tm);
 * console.log((await agent.listTools()).map((tool) => tool.name)); // ['cart.add']
 * console.log((await agent.callWithBadInput('cart.add', 'not-in-enum'))?.result.code); // 'invalid_input'
 * ```
 */
export function createFakeAgent(tm: Toolmark, options: FakeAgentOptions = {}): FakeAgent {
  const transcript: TranscriptEntry[] = [];
  const maxRetries = options.maxRetries ?? 2;
  let channel: Promise<AgentChannel> | undefined;
  const open = () => (channel ??= openChannel(tm, options));

  const listTools = async () => {
    const tools = await (await open()).list();
    transcript.push({ step: 'list', tools: tools.map((tool) => tool.name) });
    return tools;
  };

  // One call through the channel, its answer recorded in the transcript.
  async function callThrough(name: string, input: unknown): Promise<ChannelAnswer> {
    let answer: ChannelAnswer;
    try {
      answer = await (await open()).call(name, input);
    } catch (error) {
      // The channel itself failed (a model context that rejects): a value, as every answer.
      answer = { result: fail('channel_failed', `The ${options.channel ?? 'registry'} channel failed: ${error instanceof Error ? error.message : String(error)}`) };
    }
    transcript.push(callEntry(name, input, tm.info(name)?.sensitivePaths ?? [], answer.result));
    return answer;
  }

  const call = async <O>(name: string, input?: unknown) => (await callThrough(name, input)).result as ToolResult<O>;

  return {
    transcript,
    listTools,
    call,
    async callWithBadInput(name, kind = 'missing-required', base) {
      const tool = (await (await open()).list()).find((each) => each.name === name);
      const bad = tool && breakInput(tool.inputSchema, kind, base);
      if (!bad) return undefined;
      // Followed by the call's handle from its first step: a tool that runs synchronously runs inside `tm.start`.
      const runs = watchRuns(tm);
      try {
        const { result, callId } = await callThrough(name, bad.input);
        return { ...bad, result, ran: runs.ran(callId) };
      } finally {
        runs.stop();
      }
    },
    async callUntilValid<O>(name: string, attempts: readonly unknown[]) {
      let result = await call<O>(name, attempts[0]);
      let calls = 1;
      // Like a model: only a refusal of the input is corrected and tried again; a `declined` means no.
      while (result.code === 'invalid_input' && calls < attempts.length && calls <= maxRetries) {
        result = await call<O>(name, attempts[calls]);
        calls += 1;
      }
      return { result, calls };
    },
    dispose() {
      // A channel that never opened has nothing to dispose (and its failure was answered already).
      void channel?.then(
        (open) => open.dispose(),
        () => undefined,
      );
    },
  };
}
