import { createToolmark, ok } from '@toolmark/core';
import { toAiSdkTools } from '@toolmark/agent/ai-sdk';
import { confirmWith } from '@toolmark/ui';
import { generateText, stepCountIs } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';

const tm = createToolmark();
tm.register({ name: 'account.close', description: 'Closes the account', hints: { destructive: true }, run: () => ok('closed') });
confirmWith(tm, { armDelayMs: 0 });

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
export const model = new MockLanguageModelV3({
  doGenerate: [
    { content: [{ type: 'tool-call', toolCallId: 'c1', toolName: 'account__close', input: '{}' }], finishReason: { unified: 'tool-calls', raw: undefined }, usage, warnings: [] },
    { content: [{ type: 'text', text: 'I left your account open.' }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] },
  ],
});

const result = await generateText({ model, tools: toAiSdkTools(tm), prompt: 'Close my account', stopWhen: stepCountIs(5) });

// The person pressed Deny: the model read the SDK's own "execution denied", with the registry's reason.
const prompt = model.doGenerateCalls[1]!.prompt;
const toolMessage = prompt.find((message) => message.role === 'tool');
console.log(toolMessage?.content[0]?.type === 'tool-result' && toolMessage.content[0].output.type); // 'execution-denied'
const output = result.steps[0]?.toolResults[0]?.output as { code?: string } | undefined;
console.log(output?.code); // 'declined'
console.log(result.text); // 'I left your account open.'
