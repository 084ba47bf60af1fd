import { createToolmark, ok, type ToolResult } from '@toolmark/core';
import { describe, expect, it } from 'vitest';
import { callsInFlightStore, type CallInFlight } from './calls-in-flight-store.js';

describe('callsInFlightStore', () => {
  it('lists the calls under way in the order they started, with their phase, until they finish', async () => {
    const tm = createToolmark();
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    tm.register({ name: 'slow', description: 'Slow', run: async () => (await held, ok({})) });
    tm.register({ name: 'fast', description: 'Fast', run: () => ok({}) });
    const seen: (readonly CallInFlight[])[] = [];
    const stop = callsInFlightStore(tm).subscribe((calls) => seen.push(calls));
    const slow = tm.call('slow', {});
    await tm.call('fast', {});
    const during = seen.at(-1)!.map((call) => `${call.name}: ${call.phase}`);
    finish();
    await slow;
    stop();
    expect(during).toEqual(['slow: running']);
    expect(seen.at(-1)).toEqual([]);
    expect(seen.flat().every((call) => typeof call.callId === 'string')).toBe(true);
  });

  it('has a call that began before its first subscriber, with its progress; a new array only when something changed', async () => {
    const tm = createToolmark();
    let report!: (progress: number) => void;
    let finish!: () => void;
    tm.register({
      name: 'upload',
      description: 'Uploads',
      hints: { readOnly: true },
      run: (_input, ctx) => {
        report = (progress) => ctx.progress({ progress, total: 4 });
        return new Promise<ToolResult>((resolve) => (finish = () => resolve(ok())));
      },
    });
    // Nobody listens yet: the call is listed from its first wait.
    const result = tm.call('upload', {});
    await Promise.resolve();
    report(1);
    const seen: (readonly CallInFlight[])[] = [];
    const stop = callsInFlightStore(tm).subscribe((calls) => seen.push(calls));
    expect(seen).toEqual([[{ callId: 'call-1', name: 'upload', phase: 'running', progress: { progress: 1, total: 4 } }]]);
    void tm.call('missing', {});
    expect(seen, 'a call that never waits moves nothing').toHaveLength(1);
    report(3);
    expect(seen.at(-1)![0]!.progress).toEqual({ progress: 3, total: 4 });
    finish();
    await result;
    expect(seen.at(-1)).toEqual([]);
    stop();
  });

  it('follows what no event tells: a call waiting for its turn, and running again after the person answered', async () => {
    const tm = createToolmark();
    let asked!: (answer: { value: unknown }) => void;
    tm.setAsk(() => new Promise((resolve) => (asked = resolve)));
    let finish!: () => void;
    tm.register({
      name: 'ship',
      description: 'Ships',
      run: async (_input, ctx) => {
        await ctx.ask({ message: 'Which day?', input: { '~standard': { version: 1, vendor: 'test', validate: (value) => ({ value }) } }, jsonSchema: { type: 'string' } });
        await new Promise<void>((resolve) => (finish = resolve));
        return ok();
      },
    });
    let calls: readonly CallInFlight[] = [];
    const stop = callsInFlightStore(tm).subscribe((value) => (calls = value));
    const phases = () => calls.map((call) => `${call.callId} ${call.phase}`);
    const results = [tm.call('ship', {}), tm.call('ship', {})];
    await expect.poll(phases).toEqual(['call-1 waiting-for-person', 'call-2 waiting-for-turn']);
    asked({ value: 'tue' });
    await expect.poll(phases).toEqual(['call-1 running', 'call-2 waiting-for-turn']);
    finish();
    await expect.poll(phases).toEqual(['call-2 waiting-for-person']);
    asked({ value: 'wed' });
    await expect.poll(phases).toEqual(['call-2 running']);
    finish();
    await Promise.all(results);
    expect(phases()).toEqual([]);
    stop();
  });
});
