// A real tool-calling loop against an OpenAI-compatible chat endpoint (a local model server, say):
// the manifest goes out as strict function tools (spec §12.3), each tool call comes back through
// `decodeOpenAiToolCall` and runs as an ordinary `tm.call`, until the model answers in words.
import type { Caller, ManifestEntry, Toolmark, ToolResult } from '@toolmark/core';
import { decodeOpenAiToolCall, toOpenAiTool, type OpenAiToolCall } from '@toolmark/core/providers';
import { chatCompletionsUrl } from './chat-endpoint';
import { contentText } from './format';
import { redactInput } from './redact-input';

/** The model server to talk to. */
export interface ChatSettings {
  /** The endpoint's URL, base (`…/v1`) or full (`…/v1/chat/completions`). */
  readonly endpoint: string;
  readonly model: string;
  /** Sent as `Authorization: Bearer …` when given. */
  readonly apiKey?: string;
}

/** A chat message as the Chat Completions API exchanges them. */
export type ChatMessage =
  | { readonly role: 'system' | 'user'; readonly content: string }
  | { readonly role: 'assistant'; readonly content: string | null; readonly tool_calls?: readonly ChatToolCall[] }
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string };

/** A tool call in an assistant message. */
type ChatToolCall = Extract<OpenAiToolCall, { function: unknown }> & { readonly id: string };

/** The model's reply: an assistant message. */
type AssistantMessage = Extract<ChatMessage, { role: 'assistant' }>;

/** What the loop reports while it runs; inputs are redacted (spec §6) before they are reported. */
export type AgentEvent =
  | { readonly type: 'request'; readonly turn: number; readonly tools: number }
  | { readonly type: 'say'; readonly text: string }
  | { readonly type: 'call'; readonly name: string; readonly input: unknown }
  | { readonly type: 'result'; readonly name: string; readonly result: ToolResult }
  | { readonly type: 'refused'; readonly name: string; readonly message: string };

/** How the loop ended. */
export type AgentOutcome =
  | { readonly status: 'answered'; readonly text: string; readonly messages: readonly ChatMessage[] }
  | { readonly status: 'failed'; readonly message: string; readonly messages: readonly ChatMessage[] };

/** Options of {@link runAgentLoop}. */
export interface AgentLoopOptions {
  readonly tm: Pick<Toolmark, 'manifest' | 'call' | 'info'>;
  readonly settings: ChatSettings;
  /** What the person asks. */
  readonly prompt: string;
  /** The system message; default {@link SYSTEM_PROMPT}. */
  readonly system?: string;
  /** Default `globalThis.fetch`; tests pass a scripted model. */
  readonly fetch?: typeof fetch;
  readonly signal?: AbortSignal;
  /** The most model requests before giving up; default 12. */
  readonly maxTurns?: number;
  /** Who the calls come from; default `{ kind: 'in-page', id: 'model' }`. */
  readonly caller?: Caller;
  readonly onEvent?: (event: AgentEvent) => void;
}

/** The default system message. */
export const SYSTEM_PROMPT =
  'You act on the web page the person has open, only through its tools. Call the tools that do what the person asks, ' +
  'one step at a time, and read each result before the next call. Wizards are called in order, starting with their start tool. ' +
  'Some calls wait for the person to approve them on the page; a declined call means no. When done, answer briefly in words.';

/**
 * Creates the text a model reads for a tool result: its text blocks, prefixed with the error code
 * when the call failed.
 *
 * @param result The (redacted) result.
 * @returns The text.
 */
function resultMessage(result: ToolResult): string {
  const text = contentText(result, '\n');
  return result.isError ? `Error${result.code ? ` (${result.code})` : ''}: ${text}` : text;
}

/**
 * Sends one Chat Completions request.
 *
 * @param options The loop's options.
 * @param url The endpoint.
 * @param messages The conversation.
 * @param entries The manifest the tools are made of.
 * @returns The assistant's message, or a message saying what went wrong.
 */
async function complete(
  options: AgentLoopOptions,
  url: string,
  messages: readonly ChatMessage[],
  entries: readonly ManifestEntry[],
): Promise<{ readonly message: AssistantMessage } | { readonly error: string }> {
  const { settings } = options;
  const body = { model: settings.model, messages, tools: entries.map(toOpenAiTool), tool_choice: 'auto' };
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(settings.apiKey && { Authorization: `Bearer ${settings.apiKey}` }) },
      body: JSON.stringify(body),
      ...(options.signal && { signal: options.signal }),
    });
  } catch (error) {
    if (options.signal?.aborted) return { error: 'Stopped.' };
    return { error: `Could not reach ${url}: ${String(error)}. Is the server running, and does it allow this page's origin (CORS)?` };
  }
  if (!response.ok) return { error: `The model server answered ${response.status}: ${(await response.text()).slice(0, 300)}` };
  const reply = (await response.json().catch(() => undefined)) as { choices?: { message?: ChatMessage }[] } | undefined;
  const message = reply?.choices?.[0]?.message;
  if (message?.role !== 'assistant') return { error: 'The model server answered without an assistant message.' };
  return { message };
}

/**
 * Runs the tool-calling loop: sends the conversation with every tool of the manifest (read anew
 * each turn: wizards and forms change it), runs each tool call the model makes through `tm.call`
 * (validation, confirmation and redaction included), answers it with the result, and repeats until
 * the model replies without tool calls. Never throws: every failure is the outcome's message.
 *
 * @param options The registry, the server, the prompt and the listeners.
 * @returns The model's answer, or why there is none.
 */
export async function runAgentLoop(options: AgentLoopOptions): Promise<AgentOutcome> {
  const url = chatCompletionsUrl(options.settings.endpoint);
  const messages: ChatMessage[] = [
    { role: 'system', content: options.system ?? SYSTEM_PROMPT },
    { role: 'user', content: options.prompt },
  ];
  const failed = (message: string): AgentOutcome => ({ status: 'failed', message, messages });
  if (!url) return failed(`'${options.settings.endpoint}' is not an http(s) URL.`);
  const caller = options.caller ?? { kind: 'in-page', id: 'model' };
  const maxTurns = options.maxTurns ?? 12;

  for (let turn = 1; turn <= maxTurns; turn++) {
    const entries = options.tm.manifest();
    options.onEvent?.({ type: 'request', turn, tools: entries.length });
    const reply = await complete(options, url, messages, entries);
    if ('error' in reply) return failed(reply.error);
    const { message } = reply;
    messages.push(message);
    const calls = message.tool_calls ?? [];
    const text = typeof message.content === 'string' ? message.content : '';
    if (text) options.onEvent?.({ type: 'say', text });
    if (calls.length === 0) return { status: 'answered', text, messages };

    // One at a time, in the model's order: a wizard's next step depends on the one before.
    for (const call of calls) {
      const decoded = decodeOpenAiToolCall(call, entries);
      if (!decoded.ok) {
        options.onEvent?.({ type: 'refused', name: call.function.name, message: decoded.message });
        messages.push({ role: 'tool', tool_call_id: call.id, content: `Error (${decoded.code}): ${decoded.message}` });
        continue;
      }
      options.onEvent?.({ type: 'call', name: decoded.name, input: redactInput(decoded.input, options.tm.info(decoded.name)) });
      const result = await options.tm.call(decoded.name, decoded.input, { caller, ...(options.signal && { signal: options.signal }) });
      options.onEvent?.({ type: 'result', name: decoded.name, result });
      messages.push({ role: 'tool', tool_call_id: call.id, content: resultMessage(result) });
      if (options.signal?.aborted) return failed('Stopped.');
    }
  }
  return failed(`The model was still calling tools after ${maxTurns} requests; stopped there.`);
}
