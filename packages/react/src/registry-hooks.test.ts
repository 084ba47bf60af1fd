// @vitest-environment happy-dom
import { createToolmark, ok, type Toolmark, type ToolResult } from '@toolmark/core';
import { act, createElement, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolmarkProvider } from './toolmark-context.js';
import { useCallsInFlight, type CallInFlight } from './use-calls-in-flight.js';
import { useToolState } from './use-tool-state.js';
import { useTools } from './use-tools.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

/** Renders a hook under a provider (in StrictMode) and records what each render read. */
function renderHook<T>(tm: Toolmark, hook: () => T): T[] {
  const seen: T[] = [];
  function Probe() {
    seen.push(hook());
    return null;
  }
  root = createRoot(document.createElement('div'));
  act(() => root!.render(createElement(StrictMode, null, createElement(ToolmarkProvider, { tm }, createElement(Probe)))));
  return seen;
}

/** Counts the registry's live subscriptions, by wrapping its `subscribe`. */
function countSubscriptions(tm: Toolmark): () => number {
  let live = 0;
  const subscribe = tm.subscribe;
  (tm as { subscribe: Toolmark['subscribe'] }).subscribe = (listener) => {
    live++;
    const stop = subscribe(listener);
    return () => {
      live--;
      stop();
    };
  };
  return () => live;
}

describe('useTools (spec §20.3)', () => {
  it('follows the manifest; the same array between changes; no subscription left once unmounted', () => {
    const tm = createToolmark({ dev: true });
    const subscriptions = countSubscriptions(tm);
    const seen = renderHook(tm, useTools);
    // StrictMode subscribes twice and unsubscribes once: one is left, for the one component.
    expect(subscriptions()).toBe(1);
    expect(seen.at(-1)).toEqual([]);
    let handle!: ReturnType<Toolmark['register']>;
    act(() => void (handle = tm.register({ name: 'a', description: 'A', run: () => ok(1) })));
    expect(seen.at(-1)!.map((entry) => entry.name)).toEqual(['a']);
    const renders = seen.length;
    act(() => void tm.call('missing', {}));
    expect(seen.length, 'a call is no tool change').toBe(renders);
    act(() => handle.dispose());
    expect(seen.at(-1)).toEqual([]);
    act(() => root!.unmount());
    root = undefined;
    expect(subscriptions()).toBe(0);
  });
});

describe('useToolState (spec §20.3)', () => {
  it("reads the tool's redacted state again when the page says it changed", () => {
    const tm = createToolmark({ dev: true });
    let count = 1;
    const handle = tm.register({ name: 'cart', description: 'Cart', sensitivePaths: () => ['card'], state: () => ({ count, card: '4242' }), run: () => ok(1) });
    const seen = renderHook(tm, () => useToolState('cart'));
    expect(seen.at(-1)).toEqual({ count: 1, card: '[redacted]' });
    count = 2;
    act(() => handle.changed());
    expect(seen.at(-1)).toEqual({ count: 2, card: '[redacted]' });
    act(() => handle.dispose());
    expect(seen.at(-1)).toBeUndefined();
  });
});

describe('useCallsInFlight (spec §20.3)', () => {
  it('lists a call from its start, through the person and running, to its end', async () => {
    const tm = createToolmark({ dev: true });
    let approve!: (yes: boolean) => void;
    tm.setConfirm(() => new Promise((resolve) => (approve = resolve)));
    let finish!: () => void;
    tm.register({ name: 'pay', description: 'Pays', hints: { destructive: true }, run: () => new Promise<ToolResult>((resolve) => (finish = () => resolve(ok('paid')))) });
    const seen = renderHook(tm, useCallsInFlight);
    const phases = () => seen.at(-1)!.map((call: CallInFlight) => `${call.name} ${call.phase}`);
    let result!: Promise<unknown>;
    await act(async () => {
      result = tm.call('pay', {});
    });
    expect(phases()).toEqual(['pay waiting-for-person']);
    await act(async () => approve(true));
    expect(phases()).toEqual(['pay running']);
    await act(async () => finish());
    await result;
    expect(phases()).toEqual([]);
  });

  it('sees a call that began before the component mounted, with its progress, and the same array between changes', async () => {
    const tm = createToolmark({ dev: true });
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
    const seen = renderHook(tm, useCallsInFlight);
    expect(seen.at(-1)).toEqual([{ callId: 'call-1', name: 'upload', phase: 'running', progress: { progress: 1, total: 4 } }]);
    const renders = seen.length;
    act(() => void tm.call('missing', {}));
    expect(seen.length, 'a call that never waits moves nothing').toBe(renders);
    act(() => report(3));
    expect(seen.at(-1)![0]!.progress).toEqual({ progress: 3, total: 4 });
    await act(async () => finish());
    await result;
    expect(seen.at(-1)).toEqual([]);
  });

  it('follows what no event tells: a call waiting for its turn, and running again after the person answered', async () => {
    const tm = createToolmark({ dev: true });
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
    const seen = renderHook(tm, useCallsInFlight);
    const phases = () => seen.at(-1)!.map((call: CallInFlight) => `${call.callId} ${call.phase}`);
    let results!: Promise<unknown>[];
    await act(async () => {
      results = [tm.call('ship', {}), tm.call('ship', {})];
    });
    expect(phases()).toEqual(['call-1 waiting-for-person', 'call-2 waiting-for-turn']);
    await act(async () => asked({ value: 'tue' }));
    expect(phases()).toEqual(['call-1 running', 'call-2 waiting-for-turn']);
    await act(async () => finish());
    expect(phases()).toEqual(['call-2 waiting-for-person']);
    await act(async () => asked({ value: 'wed' }));
    await act(async () => finish());
    await Promise.all(results);
    expect(phases()).toEqual([]);
  });
});
