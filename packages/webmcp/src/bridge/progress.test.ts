import type { CallHandle, CallListener, ProgressUpdate } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardProgress, progressTokenOf, type ProgressParams } from './progress.js';

/** A call whose progress the test reports, as core's handle tells its followers. */
function fakeCall() {
  const listeners = new Set<CallListener>();
  const call = { progress: undefined as ProgressUpdate | undefined, subscribe: (listener: CallListener) => (listeners.add(listener), () => void listeners.delete(listener)) };
  const report = (update: ProgressUpdate) => {
    call.progress = update;
    listeners.forEach((listener) => listener(call as unknown as CallHandle));
  };
  return { call: call as unknown as CallHandle, report, listeners };
}

describe('progressTokenOf', () => {
  it.each([
    [{ progressToken: 'a' }, 'a'],
    [{ progressToken: 0 }, 0],
    [{ progressToken: Number.NaN }, undefined],
    [{ progressToken: null }, undefined],
    [{ progressToken: { id: 1 } }, undefined],
    [{}, undefined],
    [undefined, undefined],
    ['text', undefined],
  ])('%j: %j', (meta, token) => expect(progressTokenOf(meta)).toBe(token));
});

describe('forwardProgress', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends the latest report of a task once; progress always grows, a total only with the report’s own number', async () => {
    const { call, report } = fakeCall();
    const sent: ProgressParams[] = [];
    forwardProgress(call, 't', (params) => sent.push(params));
    report({ progress: 1, total: 10, message: 'one' });
    report({ progress: 2, total: 10, message: 'two' });
    await vi.advanceTimersByTimeAsync(1);
    report({ message: 'thinking' });
    await vi.advanceTimersByTimeAsync(1);
    report({ progress: 2, total: 10 });
    await vi.advanceTimersByTimeAsync(1);
    report({ progress: 9, total: 10 });
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      { progressToken: 't', progress: 2, total: 10, message: 'two' },
      { progressToken: 't', progress: 3, message: 'thinking' },
      { progressToken: 't', progress: 4 },
      { progressToken: 't', progress: 9, total: 10 },
    ]);
  });

  it('sends a report made before it started; nothing after it is stopped, not even a report already scheduled', async () => {
    const { call, report, listeners } = fakeCall();
    report({ progress: 1 });
    const sent: ProgressParams[] = [];
    const stop = forwardProgress(call, 7, (params) => sent.push(params));
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ progressToken: 7, progress: 1 }]);
    report({ progress: 2 });
    stop();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(listeners.size).toBe(0);
  });
});
