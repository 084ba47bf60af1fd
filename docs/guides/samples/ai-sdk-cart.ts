import { createToolmark, ok } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { createAiSdkToolSet } from '@toolmark/agent/ai-sdk';
import { confirmWith } from '@toolmark/ui';
import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

export const tm = createToolmark({ compileJsonSchema: fromJsonSchema });
const cart = ['tea', 'cups'];
tm.register({
  name: 'cart.empty',
  description: 'Removes every item from the cart',
  jsonSchema: { type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'], additionalProperties: false },
  hints: { destructive: true }, // the registry asks a person first
  run: () => ok({ removed: cart.splice(0).length }),
});
confirmWith(tm, { armDelayMs: 0 }); // armDelayMs: 0 only where nothing has layout (tests)

// In a page, `model` is a provider's (`openai('…')`); here the SDK's mock plays two turns.
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
const turns = [
  { content: [{ type: 'tool-call' as const, toolCallId: 'c1', toolName: 'cart__empty', input: '{"reason":"asked"}' }], finishReason: { unified: 'tool-calls' as const, raw: undefined }, usage, warnings: [] },
  { content: [{ type: 'text' as const, text: 'Your cart is empty.' }], finishReason: { unified: 'stop' as const, raw: undefined }, usage, warnings: [] },
];
export const model = new MockLanguageModelV3({ doGenerate: turns });

const { tools, prepareStep } = createAiSdkToolSet(tm);
const result = await generateText({ model, tools, prepareStep, prompt: 'Empty my cart', stopWhen: stepCountIs(5) });

console.log(Object.keys(tools)); // ['cart__empty']
// What `execute` returned: the registry's own result (the model read `toModelOutput`'s text of it).
const output = result.steps[0]?.toolResults[0]?.output as { isError?: boolean } | undefined;
console.log(output?.isError ?? false); // false
console.log(cart.length); // 0
console.log(result.text); // 'Your cart is empty.'
