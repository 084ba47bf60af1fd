import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CallCutShort, createCallSignal, untilAborted } from './call-signal';

describe('spec §3 call signal', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test('no caller signal, no timeout: never aborts', () => {
    const call = createCallSignal(undefined, undefined);
    vi.advanceTimersByTime(1e9);
    expect(call.signal.aborted).toBe(false);
  });

  test('times out after timeoutMs with reason timeout', () => {
    const call = createCallSignal(undefined, 100);
    vi.advanceTimersByTime(99);
    expect(call.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(call.signal.aborted).toBe(true);
    expect(call.reason()).toBe('timeout');
    expect((call.signal.reason as DOMException).name).toBe('TimeoutError');
    expect((call.signal.reason as DOMException).message).toBe('The call timed out after 100 ms');
  });

  test('follows the caller signal with reason aborted', () => {
    const controller = new AbortController();
    const call = createCallSignal(controller.signal, 100);
    controller.abort('stop');
    expect(call.signal.aborted).toBe(true);
    expect(call.signal.reason).toBe('stop');
    expect(call.reason()).toBe('aborted');
    // Regression: the timer firing after the caller's abort once flipped reason() to 'timeout'.
    vi.advanceTimersByTime(200);
    expect(call.reason()).toBe('aborted');
  });

  test('an already-aborted caller signal aborts at once and starts no timer', () => {
    const call = createCallSignal(AbortSignal.abort('gone'), 10);
    expect(call.signal.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(call.reason()).toBe('aborted');
  });

  test.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('timeout %s is ignored', (timeoutMs) => {
    const call = createCallSignal(undefined, timeoutMs);
    expect(vi.getTimerCount()).toBe(0);
    expect(call.signal.aborted).toBe(false);
  });

  test('dispose clears the timer and stops following the caller', () => {
    const controller = new AbortController();
    const call = createCallSignal(controller.signal, 50);
    call.dispose();
    expect(vi.getTimerCount()).toBe(0);
    controller.abort();
    vi.advanceTimersByTime(100);
    expect(call.signal.aborted).toBe(false);
  });
});

describe('spec §3 untilAborted', () => {
  test('resolves and rejects with the work', async () => {
    const signal = new AbortController().signal;
    await expect(untilAborted(Promise.resolve(1), signal)).resolves.toBe(1);
    await expect(untilAborted(2, signal)).resolves.toBe(2);
    await expect(untilAborted(Promise.reject(new Error('x')), signal)).rejects.toThrow('x');
  });

  test('rejects with CallCutShort when aborted first, or already aborted', async () => {
    const controller = new AbortController();
    const pending = untilAborted(new Promise(() => {}), controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CallCutShort);
    await expect(untilAborted(Promise.resolve(1), AbortSignal.abort())).rejects.toBeInstanceOf(CallCutShort);
  });

  test('adopts thenables, and a throwing then becomes a rejection', async () => {
    const signal = new AbortController().signal;
    await expect(untilAborted({ then: (r: (v: number) => void) => r(3) } as never, signal)).resolves.toBe(3);
    const hostile = { then: () => { throw new Error('then'); } };
    await expect(untilAborted(hostile as never, signal)).rejects.toThrow('then');
  });
});
