// OpenAI Responses (spec §21.2): the same strict function tools as Chat Completions (spec §12.3),
// flattened into the Responses shape; a reply is a list of output items, results go back as
// `function_call_output` items. The schema logic stays core's: only the envelope differs.
import { isRecord } from '@toolmark/core/internal';
import { decodeOpenAiToolCall, toOpenAiTool } from '@toolmark/core/providers';
import { bearer } from './openai-chat.js';
import { parseArguments, type WireFormat } from './wire-format.js';

/** A Responses `function_call` output item, as far as the loop reads it. */
type FunctionCallItem = { readonly type: 'function_call'; readonly call_id: string; readonly name: string; readonly arguments: string };

/** The Responses wire format (spec §21.2). */
export const openAiResponses: WireFormat = {
  path: '/responses',
  headers: (endpoint) => bearer(endpoint.apiKey),
  start: (messages) => messages.map((message) => ({ role: message.role, content: message.content })),
  body: (endpoint, system, history, entries) => ({
    model: endpoint.model,
    instructions: system,
    input: history,
    tools: entries.map((entry) => ({ type: 'function', ...toOpenAiTool(entry).function })),
    tool_choice: 'auto',
    // The loop sends the whole conversation each turn; nothing needs to be kept on the server.
    store: false,
    ...(endpoint.maxTokens && { max_output_tokens: endpoint.maxTokens }),
  }),
  read: (json, entries) => {
    const output = isRecord(json) && Array.isArray(json['output']) ? (json['output'] as unknown[]) : undefined;
    if (!output || !output.every(isRecord)) return undefined;
    const calls = output.filter((item): item is FunctionCallItem => item['type'] === 'function_call' && typeof item['name'] === 'string');
    const texts = output.flatMap((item) =>
      item['type'] === 'message' && Array.isArray(item['content'])
        ? (item['content'] as unknown[]).flatMap((part) => (isRecord(part) && part['type'] === 'output_text' && typeof part['text'] === 'string' ? [part['text']] : []))
        : [],
    );
    const text = texts.join('\n');
    return {
      text,
      calls: calls.map((call) => ({ id: String(call.call_id), name: call.name, decoded: decodeOpenAiToolCall(call, entries), raw: parseArguments(call.arguments) })),
      history: (inputs) => [
        ...(text ? [{ role: 'assistant', content: text }] : []),
        ...calls.map((call, index) => ({ type: 'function_call', call_id: call.call_id, name: call.name, arguments: JSON.stringify(inputs[index]) })),
      ],
    };
  },
  answers: (answers) => answers.map((answer) => ({ type: 'function_call_output', call_id: answer.id, output: answer.text })),
};
