import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';
import type { Caller } from '../types.js';
import { KEEP_OUTCOME_MS, KEEP_OUTCOMES } from './pending-reply.js';

const AGENT: Caller = { kind: 'webmcp' };

// A registry whose person decides when the test says, a 40 s tool that reports progress, and the status tool.
function registry() {
  const decisions: ((approved: boolean) => void)[] = [];
  const tm = createToolmark({ confirm: () => new Promise<boolean>((resolve) => decisions.push(resolve)) });
  const ran: string[] = [];
  tm.register({ name: 'shop.buy', description: 'd', hints: { consequential: true }, run: () => (ran.push('buy'), ok({ order: 7 })) });
  tm.register({
    name: 'report.build',
    description: 'd',
    hints: { readOnly: true },
    run: async (_input, ctx) => {
      ctx.progress({ progress: 1, total: 4, message: 'collecting' });
      await new Promise((resolve) => setTimeout(resolve, 40_000));
      ran.push('report');
      return ok('built');
    },
  });
  return { tm, ran, decide: (approved: boolean) => decisions.shift()!(approved) };
}

describe('spec §3.11 outcomes that survive a deadline', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test('a call done before its deadline replies with its result, and is not kept', async () => {
    const { tm, decide } = registry();
    const call = tm.start('shop.buy', {}, { caller: AGENT, deadlineMs: 25_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    decide(true);
    expect(await call.reply).toEqual(ok({ order: 7 }));
    expect(vi.getTimerCount()).toBe(0);
    expect(tm.findCall(call.id)).toBeUndefined();
  });

  test.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('a deadline of %s is none: reply is the result', (deadlineMs) => {
    const { tm } = registry();
    const call = tm.start('shop.buy', {}, { deadlineMs });
    expect(call.reply).toBe(call.result);
  });

  test(`a kept outcome is dropped ${KEEP_OUTCOME_MS / 60_000} minutes after it settled; at most ${KEEP_OUTCOMES} are kept, the oldest leaving first`, async () => {
    const { tm, decide } = registry();
    const calls = Array.from({ length: KEEP_OUTCOMES + 1 }, () => tm.start('shop.buy', {}, { caller: AGENT, deadlineMs: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(tm.findCall(calls[0]!.id)).toBe(calls[0]);
    // The first of 101 is still under way, so it is found; once settled, only the store holds it.
    decide(true);
    await calls[0]!.result;
    expect(tm.findCall(calls[0]!.id)).toBeUndefined();
    expect(tm.findCall(calls[1]!.id)).toBe(calls[1]);
    for (let i = 1; i < calls.length; i++) decide(true);
    await Promise.all(calls.map((call) => call.result));
    expect(tm.findCall(calls[1]!.id)).toBe(calls[1]);
    await vi.advanceTimersByTimeAsync(KEEP_OUTCOME_MS);
    expect(tm.findCall(calls[1]!.id)).toBeUndefined();
  });
});
