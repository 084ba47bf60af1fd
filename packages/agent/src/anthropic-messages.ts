// Anthropic Messages (spec §21.2): tools are core's Anthropic tools (spec §12.4), a reply is a
// list of content blocks, results go back as `tool_result` blocks of one user message.
import { isRecord } from '@toolmark/core/internal';
import { decodeAnthropicToolUse, toAnthropicTool, type AnthropicToolUse } from '@toolmark/core/providers';
import type { WireFormat } from './wire-format.js';

/** The API version the loop writes. */
const ANTHROPIC_VERSION = '2023-06-01';

/** The Messages wire format (spec §21.2). */
export const anthropicMessages: WireFormat = {
  path: '/messages',
  headers: (endpoint) => ({
    'anthropic-version': ANTHROPIC_VERSION,
    // The loop runs in the page: Anthropic asks a browser caller to say so.
    'anthropic-dangerous-direct-browser-access': 'true',
    ...(endpoint.apiKey && { 'x-api-key': endpoint.apiKey }),
  }),
  start: (messages) => [...messages],
  body: (endpoint, system, history, entries) => ({
    model: endpoint.model,
    max_tokens: endpoint.maxTokens ?? 1024,
    system,
    messages: history,
    tools: entries.map(toAnthropicTool),
  }),
  read: (json, entries) => {
    const content = isRecord(json) && Array.isArray(json['content']) ? (json['content'] as unknown[]) : undefined;
    if (!content || !content.every(isRecord)) return undefined;
    const uses = content.filter((block): block is AnthropicToolUse & Record<string, unknown> => block['type'] === 'tool_use' && typeof block['name'] === 'string');
    const text = content.flatMap((block) => (block['type'] === 'text' && typeof block['text'] === 'string' ? [block['text']] : [])).join('\n');
    return {
      text,
      calls: uses.map((use) => ({ id: String(use.id), name: use.name, decoded: decodeAnthropicToolUse(use, entries), raw: use.input })),
      history: (inputs) => [
        {
          role: 'assistant',
          content: [
            ...(text ? [{ type: 'text', text }] : []),
            ...uses.map((use, index) => ({ type: 'tool_use', id: use.id, name: use.name, input: inputs[index] })),
          ],
        },
      ],
    };
  },
  answers: (answers) =>
    answers.length === 0 ? [] : [{ role: 'user', content: answers.map((answer) => ({ type: 'tool_result', tool_use_id: answer.id, content: answer.text, ...(answer.isError && { is_error: true }) })) }],
};
