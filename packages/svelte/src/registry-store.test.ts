import { createToolmark, ok } from '@toolmark/core';
import { get } from 'svelte/store';
import { describe, expect, it } from 'vitest';
import { eventsWhere } from '@toolmark/core/internal';
import { registryStore } from './registry-store.js';

/** Counts the registry's live subscriptions, by wrapping its `subscribe`. */
function countSubscriptions(tm: ReturnType<typeof createToolmark>): () => number {
  let live = 0;
  const subscribe = tm.subscribe;
  (tm as { subscribe: typeof subscribe }).subscribe = (listener) => {
    live++;
    const stop = subscribe(listener);
    return () => {
      live--;
      stop();
    };
  };
  return () => live;
}

describe('registryStore', () => {
  it('reads anew when the first subscriber comes, after each event that matters, and holds one subscription while read', () => {
    const tm = createToolmark();
    const live = countSubscriptions(tm);
    const store = registryStore(tm, eventsWhere((event) => event.type === 'tool:added'), () => tm.manifest().length);
    tm.register({ name: 'a', description: 'A', run: () => ok({}) });
    expect(get(store), 'what happened before anyone subscribed is read anew').toBe(1);
    const seen: number[] = [];
    const stopFirst = store.subscribe((value) => seen.push(value));
    const stopSecond = store.subscribe(() => {});
    expect(live()).toBe(1);
    tm.register({ name: 'b', description: 'B', run: () => ok({}) });
    expect(seen).toEqual([1, 2]);
    stopFirst();
    stopSecond();
    expect(live()).toBe(0);
  });
});
