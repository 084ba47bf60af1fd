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
  it('lists a call from its start, through confirmation and running, to its end', async () => {
    const tm = createToolmark({ dev: true });
    let approve!: (yes: boolean) => void;
    tm.setConfirm(() => new Promise((resolve) => (approve = resolve)));
    let finish!: () => void;
    tm.register({ name: 'pay', description: 'Pays', hints: { destructive: true }, run: () => new Promise<ToolResult>((resolve) => (finish = () => resolve(ok('paid')))) });
    const { app, value: calls } = mountWith(tm, () => useCallsInFlight());
    const phases = () => calls.value.map((call: CallInFlight) => `${call.name} ${call.phase}`);
    const result = tm.call('pay', {});
    await expect.poll(phases).toEqual(['pay confirming']);
    approve(true);
    await expect.poll(phases).toEqual(['pay running']);
    finish();
    await result;
    expect(phases()).toEqual([]);
    app.unmount();
  });
});
