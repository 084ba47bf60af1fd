import { createToolmark, ok } from '@toolmark/core';
import { flushSync, mount, unmount } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import LegacyTools from './test/LegacyTools.svelte';

let mounted: Record<string, unknown> | undefined;
afterEach(() => {
  if (mounted) unmount(mounted);
  mounted = undefined;
  document.body.replaceChildren();
});

describe('the stores in a legacy-mode component ($store)', () => {
  it('show the tools and the calls under way, and follow them', async () => {
    const tm = createToolmark();
    tm.register({ name: 'b', description: 'B', run: () => ok({}) });
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    mounted = mount(LegacyTools, { target: document.body, props: { tm } });
    flushSync();
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['b']);
    const handle = tm.register({ name: 'a', description: 'A', run: async () => (await held, ok({})) });
    flushSync();
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['a', 'b']);
    const call = tm.call('a', {});
    await expect.poll(() => (flushSync(), document.querySelector('p')?.textContent)).toBe('a: running');
    finish();
    await call;
    flushSync();
    expect(document.querySelector('p')?.textContent).toBe('');
    handle.dispose();
    flushSync();
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['b']);
  });
});
