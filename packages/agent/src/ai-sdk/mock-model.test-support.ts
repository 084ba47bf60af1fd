// A scripted model for the tests: the SDK's own MockLanguageModelV3, answering one turn per step.
import aiPackage from 'ai/package.json' with { type: 'json' };
import { convertArrayToReadableStream, MockLanguageModelV3 } from 'ai/test';

/**
 * The major version of the `ai` the tests import: 6 in the `unit` project, 7 in the `ai7` lane
 * (`vitest.ai7.config.ts`, which aliases `ai` to `ai7`). The MockLanguageModelV3 is in both.
 */
export const aiMajor = Number(aiPackage.version.split('.')[0]);

// The model interface's types, read off the mock (`@ai-sdk/provider` is not a dependency of ours).
type LanguageModelV3CallOptions = Parameters<MockLanguageModelV3['doGenerate']>[0];
type LanguageModelV3GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
type LanguageModelV3StreamPart = Awaited<ReturnType<MockLanguageModelV3['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

/** One turn of the model: a tool call (name, JSON input) or a final text. */
export type Turn = { readonly call: string; readonly input: unknown } | { readonly text: string };

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

function toResult(turn: Turn, index: number): LanguageModelV3GenerateResult {
  if ('text' in turn) return { content: [{ type: 'text', text: turn.text }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] };
  const input = typeof turn.input === 'string' ? turn.input : JSON.stringify(turn.input);
  return {
    content: [{ type: 'tool-call', toolCallId: `call-${index}`, toolName: turn.call, input }],
    finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
    usage,
    warnings: [],
  };
}

function toStream(result: LanguageModelV3GenerateResult): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
  for (const part of result.content) {
    if (part.type === 'text') parts.push({ type: 'text-start', id: 't' }, { type: 'text-delta', id: 't', delta: part.text }, { type: 'text-end', id: 't' });
    else if (part.type === 'tool-call') parts.push(part);
  }
  parts.push({ type: 'finish', finishReason: result.finishReason, usage: result.usage });
  return parts;
}

/**
 * Creates a mock model that plays `turns` in order, one per step, through `doGenerate` and `doStream`.
 *
 * @param turns The model's turns.
 * @returns The model and the prompts it was sent (each step's options).
 */
export function scriptedModel(...turns: Turn[]): { model: MockLanguageModelV3; calls: LanguageModelV3CallOptions[] } {
  const calls: LanguageModelV3CallOptions[] = [];
  const next = (options: LanguageModelV3CallOptions) => {
    calls.push(options);
    const turn = turns[calls.length - 1] ?? { text: 'done' };
    return toResult(turn, calls.length - 1);
  };
  const model = new MockLanguageModelV3({
    // Image URLs go to the model as URLs: the SDK downloads those a model does not take.
    supportedUrls: { 'image/*': [/^https:\/\//] },
    doGenerate: async (options) => next(options),
    doStream: async (options) => ({ stream: convertArrayToReadableStream(toStream(next(options))) }),
  });
  return { model, calls };
}

/**
 * Finds the tool result a prompt carries for a tool call.
 *
 * @param options The options a step was sent.
 * @param toolCallId The call.
 * @returns The output the model reads.
 */
export function toolOutputIn(options: LanguageModelV3CallOptions | undefined, toolCallId: string): unknown {
  for (const message of options?.prompt ?? []) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) if (part.type === 'tool-result' && part.toolCallId === toolCallId) return part.output;
  }
  return undefined;
}
