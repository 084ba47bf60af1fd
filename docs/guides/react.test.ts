// @vitest-environment happy-dom
import type { Toolmark } from '@toolmark/core';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { describe, expect, test } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('guide: React', () => {
  test('react-counter registers its tool once under StrictMode, shows the card, and the call updates the component', async () => {
    let sample!: { tm: Toolmark; root: Root };
    await act(async () => {
      sample = await import('./samples/react-counter.tsx');
    });
    const { tm, root } = sample;
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['counter.add']);
    expect(document.querySelector('output')?.textContent).toBe('0');
    let result!: Promise<unknown>;
    await act(async () => {
      result = tm.call('counter.add', { by: 2 });
    });
    // The card is open, with the summary the latest render wrote; the component shows the call waiting.
    const card = document.querySelector('tm-confirm-card')!;
    await expect.poll(() => card.shadowRoot?.textContent ?? '').toContain('Add 2 to the counter (now 0)');
    expect(document.body.textContent).toContain('counter.add: waiting-for-person');
    // happy-dom has no layout, so the card never arms by itself (spec §17.2 Arming): turn it off here.
    (card as HTMLElement & { armDelayMs: number }).armDelayMs = 0;
    await (card as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    await act(async () => card.shadowRoot!.querySelector<HTMLButtonElement>('[part~="approve"]')!.click());
    await act(async () => void (await result));
    expect(document.querySelector('output')?.textContent).toBe('2');
    act(() => root.unmount());
    expect(tm.manifest()).toEqual([]);
  });
});

describe('guide: React, tools per route', () => {
  test("react-routes: each route's tools come with it and go when it is left; the published list follows", async () => {
    type Sample = typeof import('./samples/react-routes.tsx');
    let sample!: Sample;
    await act(async () => {
      sample = await import('./samples/react-routes.tsx');
    });
    const { tm, publication, router } = sample;
    const published = async () => {
      await publication.settled();
      return (await (publication.modelContext as unknown as { getTools(): Promise<readonly { name: string }[]> }).getTools()).map((tool) => tool.name);
    };
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['catalog.checkout', 'catalog.search']);
    expect(await published()).toEqual(['catalog.checkout', 'catalog.search']);
    // The agent's call navigates; the route's tools change with the page.
    await act(async () => void (await tm.call('catalog.checkout', {})));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['checkout.pay']);
    expect(await published()).toEqual(['checkout.pay']);
    await act(async () => void (await router.navigate('/')));
    expect(await published()).toEqual(['catalog.checkout', 'catalog.search']);
  });
});
