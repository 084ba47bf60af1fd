import { createToolmark, ok, type Toolmark, type ToolmarkEvent } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { flushSync, mount, unmount } from 'svelte';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import Counter from './test/Counter.svelte';
import Parent from './test/Parent.svelte';
import { useTool, type UseToolResult } from './use-tool.js';

let mounted: Record<string, unknown> | undefined;
afterEach(() => {
  if (mounted) unmount(mounted);
  mounted = undefined;
  document.body.replaceChildren();
});

/** Mounts `component` with `props` and runs its effects. */
function render(component: unknown, props: Record<string, unknown>): Record<string, unknown> {
  mounted = mount(component as never, { target: document.body, props: props as never });
  flushSync();
  return mounted;
}

/** Records the registry's tool events. */
function toolEvents(tm: Toolmark): string[] {
  const events: string[] = [];
  tm.subscribe((event: ToolmarkEvent) => event.type.startsWith('tool:') && events.push(`${event.type} ${(event as { name: string }).name}`));
  return events;
}

describe('useTool', () => {
  it("registers on mount with the parent's registry, and disposes of the tool when the component is destroyed", async () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    const events = toolEvents(tm);
    let tool!: UseToolResult<{ by: number }, unknown>;
    const setup = () => (tool = useTool({ name: 'counter.add', description: 'Adds', input: v.object({ by: v.number() }), run: ({ by }) => ok({ added: by }) }));
    render(Parent, { tm, setup });
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['counter.add']);
    expect(tool.name).toBe('counter.add');
    expect(await tool.call({ by: 2 })).toMatchObject({ structuredContent: { added: 2 } });
    unmount(mounted!);
    mounted = undefined;
    expect(tm.manifest()).toEqual([]);
    expect(events).toEqual(['tool:added counter.add', 'tool:removed counter.add']);
  });

  it('takes a registry given explicitly, without a context', () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    render(Parent, { setup: () => useTool({ name: 'a', description: 'A', run: () => ok({}) }, tm) });
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['a']);
  });

  it('says what is missing without a registry', () => {
    expect(() => render(Parent, { setup: () => useTool({ name: 'a', description: 'A', run: () => ok({}) }) })).toThrow(/no registry; call setToolmark\(tm\)/);
  });

  it('destroyed and created again (as a hot update does): one tool, never two', () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    const events = toolEvents(tm);
    let description = 'first';
    const setup = () => useTool({ name: 'a', description, run: () => ok({}) });
    const first = render(Parent, { tm, setup });
    unmount(first);
    description = 'second';
    render(Parent, { tm, setup });
    expect(tm.manifest().map((entry) => entry.description)).toEqual(['second']);
    expect(events).toEqual(['tool:added a', 'tool:removed a', 'tool:added a']);
  });

  it("a getter's run is read at call time; refresh updates what agents see in place, says changed for state, else nothing", async () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    const events = toolEvents(tm);
    let label = 'one';
    let owner = 'ann';
    let tool!: UseToolResult<Record<string, unknown>, unknown>;
    render(Parent, { tm, setup: () => (tool = useTool(() => ({ name: 'label.read', description: `Reads ${label.length} letters`, state: () => ({ owner }), run: () => ok({ label }) }))) });
    label = 'two';
    expect(await tm.call('label.read', {})).toMatchObject({ structuredContent: { label: 'two' } });
    tool.refresh();
    expect(events, 'the same data and state: no event').toEqual(['tool:added label.read']);
    owner = 'bob';
    tool.refresh();
    expect(events).toEqual(['tool:added label.read', 'tool:changed label.read']);
    expect(tm.state('label.read')).toEqual({ owner: 'bob' });
    label = 'three';
    tool.refresh();
    expect(tm.entry('label.read')?.description).toBe('Reads 5 letters');
    expect(events).toEqual(['tool:added label.read', 'tool:changed label.read', 'tool:changed label.read']);
  });

  it('a getter that changes the name makes a new tool; the old one goes', () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    let name = 'a';
    let tool!: UseToolResult<Record<string, unknown>, unknown>;
    render(Parent, { tm, setup: () => (tool = useTool(() => ({ name, description: `Tool ${name}`, run: () => ok({}) }))) });
    name = 'b';
    tool.refresh();
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['b']);
    expect(tool.name).toBe('b');
  });

  it('in a runes component, $effect(tool.refresh) follows the $state the getter reads', async () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    const events = toolEvents(tm);
    render(Counter, { tm });
    expect(tm.manifest().map((entry) => entry.description)).toEqual(['Adds one to the counter (now 0)']);
    expect(await tm.call('counter.increment', {})).toMatchObject({ structuredContent: { count: 1 } });
    flushSync();
    expect(document.querySelector('output')?.textContent).toBe('1');
    expect(tm.manifest().map((entry) => entry.description)).toEqual(['Adds one to the counter (now 1)']);
    expect(tm.state('counter.increment')).toEqual({ count: 1 });
    expect(events).toEqual(['tool:added counter.increment', 'tool:changed counter.increment']);
  });
});
