import { createToolmark, ok } from '@toolmark/core';
import { get } from 'svelte/store';
import { describe, expect, it } from 'vitest';
import { toolsStore } from './tools-store.js';

describe('toolsStore', () => {
  it("follows the registry's manifest, sorted by name, through additions, changes and removals; one store per registry", () => {
    const tm = createToolmark();
    const store = toolsStore(tm);
    expect(toolsStore(tm)).toBe(store);
    const seen: string[][] = [];
    const stop = store.subscribe((tools) => seen.push(tools.map((tool) => `${tool.name}: ${tool.description}`)));
    const b = tm.register({ name: 'b', description: 'B', run: () => ok({}) });
    tm.register({ name: 'a', description: 'A', run: () => ok({}) });
    b.update({ name: 'b', description: 'B2', run: () => ok({}) });
    b.dispose();
    expect(seen).toEqual([[], ['b: B'], ['a: A', 'b: B'], ['a: A', 'b: B2'], ['a: A']]);
    stop();
    expect(get(store).map((tool) => tool.name)).toEqual(['a']);
  });

  it('without a registry outside a component, it throws', () => {
    expect(() => toolsStore()).toThrow();
  });
});
