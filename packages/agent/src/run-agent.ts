// The agent loop (spec §21.1): ask the model with the registry's tools, run each tool call it
// makes through `tm.start` and follow it by its handle, answer it with the registry's redacted
// result, until it answers in words or a limit ends the run. Every ending is a value with a stable
// code; nothing is thrown.
import type { CallHandle, Caller, ManifestEntry, ProgressUpdate, Toolmark, ToolResult } from '@toolmark/core';
import { collectSecrets, egress } from '@toolmark/core/internal';
import { anthropicMessages } from './anthropic-messages.js';
import type { AgentEvent, AgentOutcome, AgentPhase, AgentState } from './agent-state.js';
import { openAiChat } from './openai-chat.js';
import { openAiResponses } from './openai-responses.js';
import { redactInput } from './redact-input.js';
import { sendRequest } from './send-request.js';
import { endpointUrl, type AgentMessage, type ModelEndpoint, type ModelToolAnswer, type WireFormat, type WireFormatName } from './wire-format.js';

/** The wire formats, by name (spec §21.2). */
const FORMATS: Readonly<Record<WireFormatName, WireFormat>> = { 'openai-chat': openAiChat, 'openai-responses': openAiResponses, 'anthropic-messages': anthropicMessages };

/** The default system message (spec §21.1). */
export const AGENT_SYSTEM_PROMPT =
  'You act on the web page the person has open, only through its tools. Call the tools that do what the person asks, ' +
  'one step at a time, and read each result before the next call. Wizards are called in order, starting with their start tool. ' +
  'Some calls wait for the person to approve them on the page; a declined call means no. When done, answer briefly in words.';

/** The default request timeout (spec §21.3). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/** The default most model requests of a run (spec §21.1). */
export const DEFAULT_MAX_TURNS = 8;

/** Options of {@link runAgent} (spec §21.1). */
export interface RunAgentOptions {
  /** The registry; the tools are `tm.manifest()`, read afresh each turn, and each call is `tm.start`. */
  readonly tm: Pick<Toolmark, 'manifest' | 'start' | 'info'>;
  readonly endpoint: ModelEndpoint;
  /** What the person asks, or the conversation so far. */
  readonly prompt: string | readonly AgentMessage[];
  /** The system message; default {@link AGENT_SYSTEM_PROMPT}. */
  readonly system?: string;
  /** Aborts the run: the request in flight, or the tool call (a person's confirmation included). */
  readonly signal?: AbortSignal;
  /** How long one model request may take, reply read in full; default {@link DEFAULT_REQUEST_TIMEOUT_MS}. */
  readonly requestTimeoutMs?: number;
  /** The most model requests; default {@link DEFAULT_MAX_TURNS}. */
  readonly maxTurns?: number;
  /** Who the calls come from; default `{ kind: 'in-page', id: 'agent' }`. */
  readonly caller?: Caller;
  /** Default `globalThis.fetch`. */
  readonly fetch?: typeof fetch;
  /** Receives every event; the state changes arrive as `state` events. Its inputs and results are redacted. */
  readonly onEvent?: (event: AgentEvent) => void;
}

/**
 * Creates the text a model reads of a tool result: its text blocks, `[image]`/`[resource]` for the
 * others, prefixed with the error code when the call failed.
 *
 * @param result The registry's (redacted) result.
 * @returns The text.
 */
export function toolResultText(result: ToolResult): string {
  const text = result.content.map((block) => (block.type === 'text' ? block.text : `[${block.type}]`)).join('\n');
  return result.isError ? `Error${result.code ? ` (${result.code})` : ''}: ${text}` : text;
}

/**
 * Runs the agent loop over a registry (spec §21.1): each turn reads the manifest, sends the
 * conversation in the endpoint's wire format, runs the reply's tool calls one at a time through
 * `tm.start`, following each by its handle (spec §21.3), and sends their results back, until the
 * model answers in words, `maxTurns` requests were made, the signal aborts, a request times out or
 * fails. Never throws.
 *
 * @param options The registry, the endpoint, the prompt, the limits and the listener.
 * @returns How the run ended.
 *
 * @example
 * ```ts
 * import { runAgent } from '@toolmark/agent';
 * import { createToolmark, ok } from '@toolmark/core';
 *
 * const tm = createToolmark();
 * tm.register({ name: 'cart.show', description: 'Lists the cart', hints: { readOnly: true }, run: () => ok({ items: ['mug'] }) });
 * const outcome = await runAgent({
 *   tm,
 *   endpoint: { url: 'http://127.0.0.1:11434/v1', model: 'qwen2.5:7b', format: 'openai-chat' },
 *   prompt: 'What is in my cart?',
 *   maxTurns: 4,
 *   onEvent: (event) => event.type === 'state' && console.info(event.state.phase),
 * });
 * console.log(outcome.code); // 'answered'
 * ```
 */
export async function runAgent(options: RunAgentOptions): Promise<AgentOutcome> {
  const { tm, endpoint, signal } = options;
  const format = FORMATS[endpoint.format];
  const maxTurns = options.maxTurns ?? DEFAULT_MAX_TURNS;
  const caller = options.caller ?? { kind: 'in-page', id: 'agent' };
  const runStart = Date.now();
  // Every sensitive value the model sent at a sensitive path: scrubbed from every body and event (spec §21.4).
  let secrets: string[] = [];
  let state: AgentState = { turn: 0, maxTurns, tools: 0, phase: 'requesting', startedAt: runStart, elapsedMs: 0 };
  const emit = (event: AgentEvent) => options.onEvent?.(egress(event, secrets) as AgentEvent);
  const enter = (phase: AgentPhase, change: Partial<AgentState> = {}) => {
    const now = Date.now();
    const { tool: _, ...rest } = state;
    state = { ...rest, ...change, phase, startedAt: now, elapsedMs: now - runStart };
    emit({ type: 'state', state });
  };
  const end = (outcome: AgentOutcome): AgentOutcome => {
    const ended = outcome.code === 'answered' ? 'done' : outcome.code === 'aborted' ? 'aborted' : outcome.code === 'timed_out' ? 'timed out' : 'failed';
    enter(ended);
    return egress(outcome, secrets) as AgentOutcome;
  };

  const url = format && endpointUrl(endpoint.url, format.path);
  if (!format || !url) return end({ code: 'unreachable', message: `'${endpoint.url}' is not an http(s) URL of a known wire format.`, turns: 0 });
  const history = format.start(typeof options.prompt === 'string' ? [{ role: 'user', content: options.prompt }] : options.prompt);
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);

  for (let turn = 1; turn <= maxTurns; turn++) {
    const entries: readonly ManifestEntry[] = tm.manifest();
    enter('requesting', { turn, tools: entries.length });
    const body = JSON.stringify(egress(format.body(endpoint, options.system ?? AGENT_SYSTEM_PROMPT, history, entries), secrets));
    const sent = await sendRequest({
      fetch: fetcher,
      url,
      headers: { 'Content-Type': 'application/json', ...format.headers(endpoint), ...endpoint.headers },
      body,
      timeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
      ...(signal && { signal }),
    });
    if (!sent.ok) {
      const { ok: _, ...ending } = sent;
      return end({ ...ending, turns: turn });
    }
    const reply = format.read(sent.json, entries);
    if (!reply) return end({ code: 'bad_response', message: `The model server's reply is not a ${endpoint.format} reply.`, turns: turn });

    // The inputs as they may be sent back and shown: redacted by path, the values found there kept as secrets.
    const inputs = reply.calls.map((call) => {
      const info = call.decoded.ok ? tm.info(call.decoded.name) : undefined;
      if (call.decoded.ok && info) secrets = collectSecrets(call.decoded.input, info.sensitivePaths, secrets);
      return redactInput(call.decoded.ok ? call.decoded.input : call.raw, info);
    });
    history.push(...reply.history(inputs));
    if (reply.text) emit({ type: 'say', turn, text: reply.text });
    if (reply.calls.length === 0) return end({ code: 'answered', text: reply.text, turns: turn });

    // One at a time, in the model's order: a wizard's next step depends on the one before.
    const answers: ModelToolAnswer[] = [];
    for (const [index, call] of reply.calls.entries()) {
      if (!call.decoded.ok) {
        emit({ type: 'refused', turn, name: call.name, code: call.decoded.code, message: call.decoded.message });
        answers.push({ id: call.id, text: `Error (${call.decoded.code}): ${call.decoded.message}`, isError: true });
        continue;
      }
      const { name } = call.decoded;
      enter('calling', { tool: name });
      emit({ type: 'call', turn, name, input: inputs[index] });
      let reported: ProgressUpdate | undefined;
      const handle = tm.start(name, call.decoded.input, { caller, ...(signal && { signal }) });
      const result = await followCall(handle, ({ phase, progress }) => {
        if (phase === 'waiting-for-person') {
          if (state.phase !== 'waiting for confirmation') enter('waiting for confirmation', { tool: name });
        } else if (phase !== 'settled' && state.phase === 'waiting for confirmation') enter('calling', { tool: name });
        if (progress && progress !== reported) emit({ type: 'progress', turn, name, update: (reported = progress) });
      });
      emit({ type: 'result', turn, name, result });
      answers.push({ id: call.id, text: toolResultText(result), isError: result.isError === true });
      if (signal?.aborted) return end({ code: 'aborted', message: 'Stopped.', turns: turn });
    }
    history.push(...format.answers(answers));
  }
  return end({ code: 'max_turns', message: `The model was still calling tools after ${maxTurns} requests; stopped there.`, turns: maxTurns });
}

/**
 * Follows a call by its handle until it settles: `onChange` sees the handle as `start` returned it
 * (the synchronous steps have run by then: a call that asks the person is already waiting for them),
 * then after each change of its phase or progress.
 *
 * @param handle The call's handle.
 * @param onChange Called with the handle at each change.
 * @returns The call's result (the registry's, redacted).
 */
async function followCall(handle: CallHandle, onChange: (handle: CallHandle) => void): Promise<ToolResult> {
  onChange(handle);
  const stop = handle.subscribe(onChange);
  try {
    return await handle.result;
  } finally {
    stop();
  }
}
