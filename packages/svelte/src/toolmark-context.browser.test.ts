import { createToolmark } from '@toolmark/core';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import Parent from './test/Parent.svelte';
import { getToolmark, setToolmark } from './toolmark-context.js';

let mounted: Record<string, unknown> | undefined;
afterEach(() => {
  if (mounted) unmount(mounted);
  mounted = undefined;
});

describe('setToolmark / getToolmark', () => {
  it("a child reads the registry its parent set; a registry given explicitly wins", () => {
    const tm = createToolmark();
    const other = createToolmark();
    const found: unknown[] = [];
    mounted = mount(Parent, { target: document.body, props: { tm, setup: () => found.push(getToolmark(), getToolmark(other)) } });
    flushSync();
    expect(found).toEqual([tm, other]);
  });

  it('without a parent that set one, it throws a TypeError that says what to do', () => {
    expect(() => (mounted = mount(Parent, { target: document.body, props: { setup: () => getToolmark() } }))).toThrow(TypeError);
  });

  it('outside a component, only an explicit registry works; setToolmark needs a component', () => {
    const tm = createToolmark();
    expect(getToolmark(tm)).toBe(tm);
    expect(() => setToolmark(tm)).toThrow(/lifecycle_outside_component|setContext/);
  });
});
