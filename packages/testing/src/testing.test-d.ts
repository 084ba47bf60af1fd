import { createToolmark, type ToolResult } from '@toolmark/core';
import { describe, expectTypeOf, test } from 'vitest';
import { createFakeAgent, recordCalls, replayCalls, type BadInputCall, type CallRecording, type ReplayDifference, type RetriedCall, type TranscriptEntry } from './index';

describe('@toolmark/testing types (spec §22)', () => {
  test("the fake agent's calls are typed by the structured content asked for", async () => {
    const agent = createFakeAgent(createToolmark());
    expectTypeOf(await agent.call<{ sku: string }>('cart.add', {})).toEqualTypeOf<ToolResult<{ sku: string }>>();
    expectTypeOf(await agent.call('cart.add')).toEqualTypeOf<ToolResult<unknown>>();
    expectTypeOf(await agent.callUntilValid<number>('n', [1])).toEqualTypeOf<RetriedCall<number>>();
    expectTypeOf(await agent.callWithBadInput('n', 'not-in-enum')).toEqualTypeOf<BadInputCall | undefined>();
    // @ts-expect-error: not a way to break input
    void agent.callWithBadInput('n', 'too-long');
    // @ts-expect-error: not a channel
    createFakeAgent(createToolmark(), { channel: 'mcp' });
  });

  test('a transcript line narrows by step; a call line has an outcome and text', () => {
    const entry = {} as TranscriptEntry;
    if (entry.step === 'call') expectTypeOf(entry.outcome).toEqualTypeOf<string>();
    if (entry.step === 'list') expectTypeOf(entry.tools).toEqualTypeOf<readonly string[]>();
    // @ts-expect-error: a list line has no outcome
    if (entry.step === 'list') void entry.outcome;
  });

  test('a recording is version 1 of calls; a replay answers its differences', async () => {
    const recording = recordCalls(createToolmark()).recording();
    expectTypeOf(recording).toEqualTypeOf<CallRecording>();
    expectTypeOf(recording.version).toEqualTypeOf<1>();
    expectTypeOf(recording.calls[0]!.redacted).toEqualTypeOf<readonly string[]>();
    expectTypeOf(await replayCalls(createToolmark(), recording)).toEqualTypeOf<ReplayDifference[]>();
    expectTypeOf<ReplayDifference['problem']>().toEqualTypeOf<'result_differs' | 'missing_value'>();
    // @ts-expect-error: values are a record by path, not a list
    void replayCalls(createToolmark(), recording, { values: ['4111'] });
  });
});
