// The cards load on need (spec §18.2 step 4, D220): tests of lazy-cards.ts against a real registry.
import { createToolmark, ok, type Toolmark } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { lazyCards, type InstallCards } from './lazy-cards.js';

/** Cards that answer every confirmation with `answer` and every question with `value`. */
const cardsAnswering = (answer: boolean, value?: unknown): InstallCards => (slots) => {
  const offConfirm = slots.setConfirm(() => answer);
  const offAsk = slots.setAsk(() => (value === undefined ? undefined : { value }));
  return () => (offConfirm(), offAsk());
};

function registry(): { tm: Toolmark; run: ReturnType<typeof vi.fn> } {
  const tm = createToolmark({ toJsonSchema });
  const run = vi.fn(() => ok('emptied'));
  tm.register({ name: 'search', description: 'Searches', hints: { readOnly: true }, run: () => ok('found') });
  tm.register({ name: 'empty', description: 'Empties the cart', hints: { destructive: true }, run });
  return { tm, run };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyCards', () => {
  test('nothing is imported until a call asks a person; then once, and the cards answer', async () => {
    const { tm, run } = registry();
    const load = vi.fn(async () => cardsAnswering(true));
    lazyCards(tm, load);
    expect(await tm.call('search')).toMatchObject({ structuredContent: 'found' });
    expect(load).not.toHaveBeenCalled();
    expect(await tm.call('empty')).toMatchObject({ structuredContent: 'emptied' });
    expect(await tm.call('empty')).toMatchObject({ structuredContent: 'emptied' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  test('the cards’ answer is the call’s: a person who declines stops the run', async () => {
    const { tm, run } = registry();
    lazyCards(tm, async () => cardsAnswering(false));
    expect(await tm.call('empty')).toMatchObject({ isError: true, code: 'declined' });
    expect(run).not.toHaveBeenCalled();
  });

  test('a question (ctx.ask) waits for the cards and gets their answer', async () => {
    const { tm } = registry();
    const load = vi.fn(async () => cardsAnswering(true, 'teal'));
    lazyCards(tm, load);
    tm.register({ name: 'pick', description: 'Picks', hints: { readOnly: true }, run: async (_input, ctx) => ok(await ctx.ask({ message: 'Colour?', input: v.string() })) });
    expect(await tm.call('pick')).toMatchObject({ structuredContent: { ok: true, value: 'teal' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('cards that cannot be loaded decline the call (nothing runs), and the next call tries again', async () => {
    const { tm, run } = registry();
    const load = vi.fn<() => Promise<InstallCards>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(cardsAnswering(true));
    lazyCards(tm, load);
    expect(await tm.call('empty')).toMatchObject({ isError: true, code: 'declined' });
    expect(run).not.toHaveBeenCalled();
    expect(await tm.call('empty')).toMatchObject({ structuredContent: 'emptied' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('warm() imports the cards when idle only if a registered tool may ask a person', async () => {
    vi.useFakeTimers();
    const tm = createToolmark();
    tm.register({ name: 'search', description: 'Searches', hints: { readOnly: true }, run: () => ok() });
    const load = vi.fn(async () => cardsAnswering(true));
    const cards = lazyCards(tm, load);
    cards.warm();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).not.toHaveBeenCalled();
    tm.register({ name: 'empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ok() });
    cards.warm();
    // When the browser is idle, not at once.
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).toHaveBeenCalledTimes(1);
    // Warm already: a call does not load them again.
    vi.useRealTimers();
    expect((await tm.call('empty')).isError).toBeFalsy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('remove() takes the handlers off and removes loaded cards; cards arriving after it are not installed', async () => {
    const { tm } = registry();
    const removed = vi.fn();
    const install = vi.fn<InstallCards>((slots) => (slots.setConfirm(() => true), removed));
    const cards = lazyCards(tm, async () => install);
    await tm.call('empty');
    cards.remove();
    expect(removed).toHaveBeenCalledTimes(1);
    // No handler any more: the registry declines by itself, and nothing is loaded again.
    expect(await tm.call('empty')).toMatchObject({ isError: true, code: 'declined' });
    expect(install).toHaveBeenCalledTimes(1);

    let arrive!: (cards: InstallCards) => void;
    const late = vi.fn<InstallCards>(() => () => {});
    const { tm: other } = registry();
    const pending = lazyCards(other, () => new Promise((resolve) => (arrive = resolve)));
    const call = other.call('empty');
    pending.remove();
    arrive(late);
    await call;
    expect(late).not.toHaveBeenCalled();
  });
});
