import type { Toolmark, ToolResult } from '@toolmark/core';
import { generateText, streamText, type LanguageModel, type ToolSet } from 'ai';
import { describe, expectTypeOf, test } from 'vitest';
import { createAiSdkToolSet, toAiSdkTool, toAiSdkTools, toAiSdkToolOutput, type AiSdkTool, type AiSdkToolSet } from '@toolmark/agent/ai-sdk';

declare const tm: Toolmark;
declare const model: LanguageModel;

describe('@toolmark/agent/ai-sdk types', () => {
  test('toAiSdkTools gives a ToolSet whose outputs are the registry results', () => {
    const tools = toAiSdkTools(tm, { caller: { kind: 'in-page', id: 'x' }, timeoutMs: 1000 });
    expectTypeOf(tools).toExtend<ToolSet>();
    expectTypeOf(tools['any']).toEqualTypeOf<AiSdkTool | undefined>();
    void generateText({ model, tools, prompt: 'p' });
    void streamText({ model, tools, prompt: 'p' });
    // @ts-expect-error the caller must be a Caller
    toAiSdkTools(tm, { caller: 'me' });
  });

  test("createAiSdkToolSet's tools and prepareStep fit generateText and streamText", () => {
    const set = createAiSdkToolSet(tm);
    expectTypeOf(set).toEqualTypeOf<AiSdkToolSet>();
    void generateText({ model, tools: set.tools, prepareStep: set.prepareStep, prompt: 'p' });
    void streamText({ model, tools: set.tools, prepareStep: set.prepareStep, prompt: 'p' });
    expectTypeOf(set.prepareStep().activeTools).toEqualTypeOf<string[]>();
  });

  test('one tool, and the output mapping', () => {
    const entry = tm.manifest()[0]!;
    expectTypeOf(toAiSdkTool(tm, entry)).toEqualTypeOf<AiSdkTool>();
    expectTypeOf(toAiSdkToolOutput).parameter(0).toEqualTypeOf<ToolResult>();
  });
});
