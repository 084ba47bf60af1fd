// @vitest-environment happy-dom
import { createToolmark, ok, type Toolmark, type ToolResult } from '@toolmark/core';
import { describe, expect, it } from 'vitest';
import { isReadonly, isRef, nextTick } from 'vue';
import { mountWith } from './test-support.js';
import { useCallsInFlight, type CallInFlight } from './use-calls-in-flight.js';
import { useTools } from './use-tools.js';

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
  it('follows the manifest as a read-only ref; the same array between changes; no subscription left once unmounted', () => {
    const tm = createToolmark({ dev: true });
    const subscriptions = countSubscriptions(tm);
    const { app, value: tools } = mountWith(tm, () => useTools());
    expect(isRef(tools) && isReadonly(tools)).toBe(true);
    expect(subscriptions()).toBe(1);
    expect(tools.value).toEqual([]);
    const handle = tm.register({ name: 'a', description: 'A', run: () => ok(1) });
    expect(tools.value.map((entry) => entry.name)).toEqual(['a']);
    const before = tools.value;
    void tm.call('missing', {});
    expect(tools.value, 'a call is no tool change').toBe(before);
    handle.dispose();
    expect(tools.value).toEqual([]);
    app.unmount();
    expect(subscriptions()).toBe(0);
  });

  it('renders the list, again after a change', async () => {
    const tm = createToolmark({ dev: true });
    tm.register({ name: 'a', description: 'A', run: () => ok(1) });
    const host = document.createElement('div');
    const { createApp, defineComponent, h } = await import('vue');
    const app = createApp(
      defineComponent(() => {
        const tools = useTools(tm);
        return () => h('ul', tools.value.map((tool) => h('li', tool.name)));
      }),
    );
    app.mount(host);
    expect(host.textContent).toBe('a');
    tm.register({ name: 'b', description: 'B', run: () => ok(1) });
    await nextTick();
    expect(host.textContent).toBe('ab');
    app.unmount();
  });
});

describe('useCallsInFlight (spec §20.3)', () => {
  it('lists a call from its start, through the person and running, to its end', async () => {
    const tm = createToolmark({ dev: true });
    let approve!: (yes: boolean) => void;
    tm.setConfirm(() => new Promise((resolve) => (approve = resolve)));
    let finish!: () => void;
    tm.register({ name: 'pay', description: 'Pays', hints: { destructive: true }, run: () => new Promise<ToolResult>((resolve) => (finish = () => resolve(ok('paid')))) });
    const { app, value: calls } = mountWith(tm, () => useCallsInFlight());
    const phases = () => calls.value.map((call: CallInFlight) => `${call.name} ${call.phase}`);
    const result = tm.call('pay', {});
    await expect.poll(phases).toEqual(['pay waiting-for-person']);
    approve(true);
    await expect.poll(phases).toEqual(['pay running']);
    finish();
    await result;
    expect(phases()).toEqual([]);
    app.unmount();
  });

  it('sees a call that began before the component mounted, with its progress; the same array between changes; nothing followed once unmounted', async () => {
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
    const subscriptions = countSubscriptions(tm);
    const { app, value: calls } = mountWith(tm, () => useCallsInFlight());
    expect(calls.value).toEqual([{ callId: 'call-1', name: 'upload', phase: 'running', progress: { progress: 1, total: 4 } }]);
    const before = calls.value;
    void tm.call('missing', {});
    expect(calls.value, 'a call that never waits moves nothing').toBe(before);
    report(3);
    expect(calls.value[0]!.progress).toEqual({ progress: 3, total: 4 });
    app.unmount();
    expect(subscriptions()).toBe(0);
    finish();
    await result;
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
    const { app, value: calls } = mountWith(tm, () => useCallsInFlight());
    const phases = () => calls.value.map((call: CallInFlight) => `${call.callId} ${call.phase}`);
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
    app.unmount();
  });
});
