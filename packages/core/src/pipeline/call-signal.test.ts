import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';
import { CallControl, CUT_SHORT } from './call-signal.js';

// The call's signal as a tool sees it (`ctx.signal`) and as its result tells it.
function slowTool() {
  const tm = createToolmark();
  const seen: { signal?: AbortSignal } = {};
  tm.register({
    name: 'slow',
    description: 'd',
    hints: { readOnly: true },
    run: (_input, ctx) => {
      seen.signal = ctx.signal;
      return new Promise<never>(() => {});
    },
  });
  return { tm, seen };
}

describe('spec §3 call signal', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test('no caller signal, no timeout: never aborts', async () => {
    const { tm, seen } = slowTool();
    void tm.call('slow', {});
    await vi.advanceTimersByTimeAsync(1e9);
    expect(seen.signal?.aborted).toBe(false);
  });

  test('times out after timeoutMs with reason timeout', async () => {
    const { tm, seen } = slowTool();
    const result = tm.call('slow', {}, { timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(99);
    expect(seen.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.signal?.aborted).toBe(true);
    expect(await result).toMatchObject({ code: 'timeout' });
    expect((seen.signal?.reason as DOMException).name).toBe('TimeoutError');
    expect((seen.signal?.reason as DOMException).message).toBe("'slow' timed out after 100 ms");
  });

  test('follows the caller signal with reason aborted', async () => {
    const { tm, seen } = slowTool();
    const controller = new AbortController();
    const result = tm.call('slow', {}, { signal: controller.signal, timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort('stop');
    expect(seen.signal?.aborted).toBe(true);
    expect(seen.signal?.reason).toBe('stop');
    // Regression: the timer firing after the caller's abort once made the call a timeout.
    vi.advanceTimersByTime(200);
    expect(await result).toMatchObject({ code: 'aborted' });
  });

  test('an already-aborted caller signal aborts at once and starts no timer', async () => {
    const { tm, seen } = slowTool();
    const result = tm.call('slow', {}, { signal: AbortSignal.abort('gone'), timeoutMs: 10 });
    expect(vi.getTimerCount()).toBe(0);
    expect(await result).toMatchObject({ code: 'aborted' });
    expect(seen.signal).toBeUndefined();
  });

  test.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('timeout %s is ignored', async (timeoutMs) => {
    const { tm, seen } = slowTool();
    void tm.call('slow', {}, { timeoutMs });
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(seen.signal?.aborted).toBe(false);
  });

  test('the end of the call clears the timer and stops following the caller', async () => {
    const tm = createToolmark();
    let signal: AbortSignal | undefined;
    tm.register({ name: 'quick', description: 'd', run: (_input, ctx) => ((signal = ctx.signal), ok()) });
    const controller = new AbortController();
    expect(await tm.call('quick', {}, { signal: controller.signal, timeoutMs: 50 })).toEqual(ok());
    expect(vi.getTimerCount()).toBe(0);
    controller.abort();
    await vi.advanceTimersByTimeAsync(100);
    expect(signal?.aborted).toBe(false);
  });
});

describe('spec §3 CallControl.wait', () => {
  test('resolves and rejects with the work', async () => {
    const control = new CallControl('t');
    await expect(control.wait(Promise.resolve(1))).resolves.toBe(1);
    await expect(control.wait(Promise.reject(new Error('x')))).rejects.toThrow('x');
  });

  test('rejects with CUT_SHORT when aborted first, or already aborted; every wait under way is cut', async () => {
    const control = new CallControl('t');
    const first = control.wait(new Promise(() => {}));
    const second = control.wait(new Promise(() => {}));
    control.abort('stop');
    await expect(first).rejects.toBe(CUT_SHORT);
    await expect(second).rejects.toBe(CUT_SHORT);
    await expect(control.wait(Promise.resolve(1))).rejects.toBe(CUT_SHORT);
  });

  test('adopts thenables, and a throwing then becomes a rejection', async () => {
    const control = new CallControl('t');
    await expect(control.wait({ then: (r: (v: number) => void) => r(3) } as never)).resolves.toBe(3);
    const hostile = { then: () => { throw new Error('then'); } };
    await expect(control.wait(hostile as never)).rejects.toThrow('then');
  });

  test('makes its AbortSignal only when read, aborted when the call already is', () => {
    const control = new CallControl('t');
    expect(control.controller).toBeUndefined();
    control.abort('why');
    expect(control.signal().aborted).toBe(true);
    expect(control.signal().reason).toBe('why');
  });
});
