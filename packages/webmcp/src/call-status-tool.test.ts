import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CALL_STATUS, createToolmark, DEFAULT_DEADLINE_MS, fail, ok, type Caller } from '@toolmark/core';
import { registerCallStatus } from './call-status-tool.js';

const AGENT: Caller = { kind: 'webmcp' };
const OTHER: Caller = { kind: 'bridge', origin: 'https://other.example' };

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
  registerCallStatus(tm);
  return { tm, ran, decide: (approved: boolean) => decisions.shift()!(approved) };
}

describe('spec §3.11 outcomes that survive a deadline', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test('a person deciding after 35 s: the caller is answered pending before its deadline, and the status tool hands over the true outcome', async () => {
    const { tm, ran, decide } = registry();
    const call = tm.start('shop.buy', {}, { caller: AGENT, deadlineMs: DEFAULT_DEADLINE_MS });
    let replied: unknown;
    void call.reply.then((reply) => (replied = reply));
    await vi.advanceTimersByTimeAsync(DEFAULT_DEADLINE_MS - 1);
    expect(replied).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(replied).toEqual({
      content: [
        {
          type: 'text',
          text:
            "'shop.buy' is waiting for the person to decide: call call-1 has not failed and is not over. Do not call 'shop.buy' again for this. " +
            'Call toolmark.call_status with {"callId":"call-1"} to wait for its outcome.',
        },
      ],
      structuredContent: { status: 'pending', callId: 'call-1', name: 'shop.buy', phase: 'waiting-for-person' },
      code: 'pending',
    });
    // The agent asks; the person decides while it waits, 35 s after the call began.
    const status = tm.call(CALL_STATUS, { callId: call.id }, { caller: AGENT, deadlineMs: DEFAULT_DEADLINE_MS });
    await vi.advanceTimersByTimeAsync(35_000 - DEFAULT_DEADLINE_MS - 1);
    expect(ran).toEqual([]);
    decide(true);
    expect(await status).toEqual(ok({ order: 7 }));
    expect(ran).toEqual(['buy']);
    // Asked again, the outcome is the same.
    expect(await tm.call(CALL_STATUS, { callId: call.id }, { caller: AGENT })).toEqual(ok({ order: 7 }));
  });

  test('a 40 s run: pending with its phase and progress, status answers pending again until it is done', async () => {
    const { tm, ran } = registry();
    const reply = tm.call('report.build', {}, { caller: AGENT, deadlineMs: 25_000 });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(await reply).toMatchObject({
      code: 'pending',
      structuredContent: { status: 'pending', callId: 'call-1', phase: 'running', progress: { progress: 1, total: 4, message: 'collecting' } },
    });
    expect((await reply).content[0]).toMatchObject({ text: expect.stringMatching(/^'report\.build' is still running \(collecting\): call call-1/) });
    const first = tm.call(CALL_STATUS, { callId: 'call-1', waitMs: 5_000 }, { caller: AGENT });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await first).toMatchObject({ code: 'pending', structuredContent: { callId: 'call-1' } });
    const second = tm.call(CALL_STATUS, { callId: 'call-1' }, { caller: AGENT });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await second).toEqual(ok('built'));
    expect(ran).toEqual(['report']);
  });

  test('only the caller that started a call reads its outcome; others are told no such call is theirs', async () => {
    const { tm, decide } = registry();
    const call = tm.start('shop.buy', {}, { caller: AGENT, deadlineMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    decide(true);
    await call.result;
    for (const caller of [OTHER, { kind: 'webmcp', id: 'another agent' }, { kind: 'in-page' }]) {
      expect(await tm.call(CALL_STATUS, { callId: call.id }, { caller })).toEqual(fail('unknown_call', `No call '${call.id}' of yours is under way or waiting to be collected`));
    }
    expect(await tm.call(CALL_STATUS, { callId: 'call-999' }, { caller: AGENT })).toMatchObject({ code: 'unknown_call' });
    expect(await tm.call(CALL_STATUS, { callId: 7 }, { caller: AGENT })).toMatchObject({ code: 'invalid_input' });
    expect(await tm.call(CALL_STATUS, { callId: call.id, waitMs: 60_000 }, { caller: AGENT })).toMatchObject({ code: 'invalid_input' });
  });

  test('registerCallStatus registers the tool once however many publishers ask', () => {
    const { tm } = registry();
    expect(registerCallStatus(tm)).toBeUndefined();
    expect(tm.entry(CALL_STATUS)).toMatchObject({ name: CALL_STATUS, hints: expect.objectContaining({ readOnly: true }) });
  });
});
