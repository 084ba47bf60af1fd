import { describe, expect, test, vi } from 'vitest';
import { callsInFlight, movesCallsInFlight, readCallsInFlight, watchCallsInFlight } from './calls-in-flight.js';
import { createToolmark } from './registry/create-toolmark.js';
import { ok } from './result.js';

describe('calls in flight (spec §20.3): one rule for the framework bindings', () => {
  test('read from the handles, in the order the calls started, with their phase and progress', async () => {
    const tm = createToolmark({ confirm: () => new Promise(() => {}) });
    let report!: () => void;
    tm.register({ name: 'slow', description: 'd', hints: { readOnly: true }, run: (_input, ctx) => new Promise<never>(() => (report = () => ctx.progress({ progress: 1, total: 2 }))) });
    tm.register({ name: 'pay', description: 'd', hints: { destructive: true }, run: () => ok() });
    void tm.call('slow', {});
    void tm.call('pay', {});
    await Promise.resolve();
    report();
    expect(callsInFlight(tm)).toEqual([
      { callId: 'call-1', name: 'slow', phase: 'running', progress: { progress: 1, total: 2 } },
      { callId: 'call-2', name: 'pay', phase: 'waiting-for-person' },
    ]);
  });

  test('every call event may move them; the other events do not', () => {
    expect(movesCallsInFlight({ type: 'call:progress', callId: 'a', name: 'x', update: { progress: 1 } })).toBe(true);
    expect(movesCallsInFlight({ type: 'tool:added', name: 'x' })).toBe(false);
  });
});

describe('watchCallsInFlight and readCallsInFlight', () => {
  test('a change no event tells (a call waiting for its turn) is heard through the handle; an unchanged list is the same array', async () => {
    const tm = createToolmark();
    let release!: () => void;
    tm.register({ name: 'save', description: 'd', run: () => new Promise<ReturnType<typeof ok>>((resolve) => (release = () => resolve(ok()))) });
    const first = tm.start('save', {});
    const second = tm.start('save', {});
    let list = readCallsInFlight(tm);
    const changes: (readonly unknown[])[] = [];
    const stop = watchCallsInFlight(tm, () => changes.push((list = readCallsInFlight(tm, list))));
    expect(list.map((call) => call.phase)).toEqual(['running', 'waiting-for-turn']);
    expect(readCallsInFlight(tm, list)).toBe(list);
    release();
    await first.result;
    await vi.waitFor(() => expect(second.phase).toBe('running'));
    expect(list).toEqual([{ callId: second.id, name: 'save', phase: 'running' }]);
    stop();
    release();
    await second.result;
    const heard = changes.length;
    void tm.start('save', {});
    expect(changes).toHaveLength(heard);
  });
});
