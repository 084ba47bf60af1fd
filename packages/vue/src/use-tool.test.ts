// @vitest-environment happy-dom
import { createToolmark, defineTool, ok, type Toolmark, type ToolmarkEvent } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp, defineComponent, effectScope, h, nextTick, reactive, ref } from 'vue';
import { mountWith } from './test-support.js';
import { useTool } from './use-tool.js';

/** Records the registry's tool events. */
function toolEvents(tm: Toolmark): string[] {
  const events: string[] = [];
  tm.subscribe((event: ToolmarkEvent) => event.type.startsWith('tool:') && events.push(`${event.type} ${(event as { name: string }).name}`));
  return events;
}

describe('useTool (spec §20.2)', () => {
  it('registers at mount, runs, and is gone at unmount', async () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    const events = toolEvents(tm);
    const { app, value: tool } = mountWith(tm, () =>
      useTool({ name: 'counter.add', description: 'Adds', input: v.object({ by: v.number() }), run: ({ by }) => ok({ added: by }) }),
    );
    expect(tool.name).toBe('counter.add');
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['counter.add']);
    expect(await tool.call({ by: 2 })).toMatchObject({ structuredContent: { added: 2 } });
    app.unmount();
    expect(events).toEqual(['tool:added counter.add', 'tool:removed counter.add']);
    expect(tm.manifest()).toEqual([]);
  });

  it('a getter: updated in place when what agents see changes; run reads the latest refs; nothing when only run changes', async () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    const events = toolEvents(tm);
    const count = ref(0);
    const label = ref('one');
    mountWith(tm, () =>
      useTool(() =>
        defineTool({ name: 'counter.read', description: `Shows ${count.value}`, input: v.object({}), run: () => ok({ count: count.value, label: label.value }) }),
      ),
    );
    label.value = 'two';
    await nextTick();
    expect(events, 'the same data: no update').toEqual(['tool:added counter.read']);
    expect(await tm.call('counter.read', {})).toMatchObject({ structuredContent: { count: 0, label: 'two' } });
    count.value = 5;
    await nextTick();
    expect(events).toEqual(['tool:added counter.read', 'tool:changed counter.read']);
    expect(tm.entry('counter.read')?.description).toBe('Shows 5');
  });

  it('a ref or reactive definition: its fields are followed; a new name is a new tool', async () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    const definition = reactive({ name: 'a', description: 'Tool a', run: () => ok('a') });
    const { value: tool } = mountWith(tm, () => useTool(definition));
    definition.description = 'Tool a, again';
    await nextTick();
    expect(tm.entry('a')?.description).toBe('Tool a, again');
    definition.name = 'b';
    await nextTick();
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['b']);
    expect(tool.name).toBe('b');
    const swapped = ref(defineTool({ name: 'c', description: 'C', run: () => ok('c1') }));
    mountWith(tm, () => useTool(swapped));
    swapped.value = defineTool({ name: 'c', description: 'C', run: () => ok('c2') });
    expect(await tm.call('c', {}), 'run is read at call time').toMatchObject({ structuredContent: 'c2' });
  });

  it('tells the registry when what state returns changes', async () => {
    const tm = createToolmark({ dev: true });
    const events: string[] = [];
    tm.subscribe((event) => event.type === 'tool:changed' && events.push(event.type));
    const owner = ref('ann');
    mountWith(tm, () => useTool({ name: 'owner', description: 'Owner', state: () => ({ owner: owner.value }), run: () => ok(1) }));
    owner.value = 'bob';
    await nextTick();
    expect(events).toHaveLength(1);
    expect(tm.state('owner')).toEqual({ owner: 'bob' });
  });

  it('follows v-if: gone when hidden, back when shown; an explicit registry wins over the provided one', async () => {
    const provided = createToolmark({ dev: true });
    const explicit = createToolmark({ dev: true });
    const Tool = defineComponent(() => {
      useTool({ name: 'shown', description: 'Shown', run: () => ok(1) }, explicit);
      return () => h('p');
    });
    const shown = ref(true);
    const app = createApp(() => (shown.value ? h(Tool) : null));
    app.provide('unused', 1);
    app.mount(document.createElement('div'));
    expect(explicit.manifest().map((entry) => entry.name)).toEqual(['shown']);
    expect(provided.manifest()).toEqual([]);
    shown.value = false;
    await nextTick();
    expect(explicit.manifest()).toEqual([]);
    shown.value = true;
    await nextTick();
    expect(explicit.manifest().map((entry) => entry.name)).toEqual(['shown']);
    app.unmount();
    expect(explicit.manifest()).toEqual([]);
  });

  it('outside a component, lives with its effect scope', () => {
    const tm = createToolmark({ dev: true });
    const scope = effectScope();
    scope.run(() => useTool({ name: 'scoped', description: 'Scoped', run: () => ok(1) }, tm));
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['scoped']);
    scope.stop();
    expect(tm.manifest()).toEqual([]);
  });

  it('without a registry it says what is missing', () => {
    const app = createApp(defineComponent(() => {
      useTool({ name: 'x', description: 'X', run: () => ok(1) });
      return () => null;
    }));
    let error: unknown;
    app.config.errorHandler = (caught) => void (error = caught);
    app.mount(document.createElement('div'));
    expect(String(error)).toMatch(/no registry; call provideToolmark/);
  });
});
