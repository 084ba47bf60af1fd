import { createToolmark, type ProgressUpdate } from '@toolmark/core';
import { describe, expectTypeOf, test } from 'vitest';
import { runAgent, type AgentEvent, type AgentOutcome, type AgentState } from './index';

describe('runAgent types (spec §21.1, §21.3)', () => {
  test('the outcome narrows by code: only http_error has a status, only answered has text', async () => {
    const outcome = await runAgent({ tm: createToolmark(), endpoint: { url: 'http://x', model: 'm', format: 'anthropic-messages' }, prompt: 'hi' });
    expectTypeOf(outcome).toEqualTypeOf<AgentOutcome>();
    if (outcome.code === 'http_error') expectTypeOf(outcome.status).toEqualTypeOf<number>();
    if (outcome.code === 'answered') expectTypeOf(outcome.text).toEqualTypeOf<string>();
    // @ts-expect-error: a timeout has no status
    if (outcome.code === 'timed_out') void outcome.status;
  });

  test('the wire format is one of three names; the state phase is a closed union', () => {
    // @ts-expect-error: not a wire format
    void runAgent({ tm: createToolmark(), endpoint: { url: 'http://x', model: 'm', format: 'gemini' }, prompt: 'hi' });
    expectTypeOf<AgentState['phase']>().toEqualTypeOf<'requesting' | 'calling' | 'waiting for confirmation' | 'done' | 'failed' | 'aborted' | 'timed out'>();
  });

  test("a progress event carries the turn, the tool's full name and the redacted update", () => {
    expectTypeOf<Extract<AgentEvent, { type: 'progress' }>>().toEqualTypeOf<{ readonly type: 'progress'; readonly turn: number; readonly name: string; readonly update: ProgressUpdate }>();
  });
});
