// OpenAI Chat Completions (spec §21.2): tools are core's strict function tools (spec §12.3), a reply
// is `choices[0].message`, results go back as `tool` messages.
import { isRecord } from '@toolmark/core/internal';
import { decodeOpenAiToolCall, toOpenAiTool, type OpenAiToolCall } from '@toolmark/core/providers';
import { parseArguments, type WireFormat } from './wire-format.js';

/** A Chat Completions tool call, as far as the loop reads it. */
type ChatToolCall = { readonly id: string; readonly type?: 'function'; readonly function: { readonly name: string; readonly arguments: string } };

/**
 * Creates the bearer header of an OpenAI-style endpoint.
 *
 * @param apiKey The key, if any.
 * @returns The headers.
 */
export function bearer(apiKey: string | undefined): Record<string, string> {
  return apiKey ? { Authorization: `Bearer ${apiKey}` } : {};
}

/** The Chat Completions wire format (spec §21.2). */
export const openAiChat: WireFormat = {
  path: '/chat/completions',
  headers: (endpoint) => bearer(endpoint.apiKey),
  start: (messages) => [...messages],
  body: (endpoint, system, history, entries) => ({
    model: endpoint.model,
    messages: [{ role: 'system', content: system }, ...history],
    tools: entries.map(toOpenAiTool),
    tool_choice: 'auto',
    ...(endpoint.maxTokens && { max_tokens: endpoint.maxTokens }),
  }),
  read: (json, entries) => {
    const message: unknown = isRecord(json) && Array.isArray(json['choices']) && isRecord(json['choices'][0]) ? json['choices'][0]['message'] : undefined;
    if (!isRecord(message) || message['role'] !== 'assistant') return undefined;
    const toolCalls = (Array.isArray(message['tool_calls']) ? message['tool_calls'] : []) as ChatToolCall[];
    if (!toolCalls.every((call) => isRecord(call) && isRecord(call.function) && typeof call.function.name === 'string')) return undefined;
    const text = typeof message['content'] === 'string' ? message['content'] : '';
    return {
      text,
      calls: toolCalls.map((call) => ({ id: String(call.id), name: call.function.name, decoded: decodeOpenAiToolCall(call as OpenAiToolCall, entries), raw: parseArguments(call.function.arguments) })),
      history: (inputs) => [
        {
          role: 'assistant',
          content: text || null,
          ...(toolCalls.length > 0 && {
            tool_calls: toolCalls.map((call, index) => ({ id: call.id, type: 'function', function: { name: call.function.name, arguments: JSON.stringify(inputs[index]) } })),
          }),
        },
      ],
    };
  },
  answers: (answers) => answers.map((answer) => ({ role: 'tool', tool_call_id: answer.id, content: answer.text })),
};
