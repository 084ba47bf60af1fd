// @vitest-environment happy-dom
// A file of its own: each sample publishes to the document's one model context.
import { act } from 'react';
import { describe, expect, test } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('guide: React, tools per route with TanStack Router', () => {
  test("react-tanstack-routes: the loader's products are tools; a call that navigates swaps the route's tools", async () => {
    type Sample = typeof import('./samples/react-tanstack-routes.tsx');
    let sample!: Sample;
    await act(async () => {
      sample = await import('./samples/react-tanstack-routes.tsx');
    });
    const { tm, publication, router, cart } = sample;
    const published = async () => {
      await publication.settled();
      return (await (publication.modelContext as unknown as { getTools(): Promise<readonly { name: string }[]> }).getTools()).map((tool) => tool.name);
    };
    // The route loads its data, then renders: its tools come once it is shown.
    await expect.poll(() => tm.manifest().map((entry) => entry.name)).toEqual(['cart.add_tm_cap', 'cart.add_tm_mug', 'cart.open']);
    expect(await published()).toEqual(['cart.add_tm_cap', 'cart.add_tm_mug', 'cart.open']);
    await act(async () => void (await tm.call('cart.add_tm_mug', { quantity: 2 })));
    expect(cart).toEqual(['TM-MUG', 'TM-MUG']);
    await act(async () => void (await tm.call('cart.open', {})));
    expect(router.state.location.pathname).toBe('/cart');
    await expect.poll(() => tm.manifest().map((entry) => entry.name)).toEqual(['cart.checkout']);
    expect(await published()).toEqual(['cart.checkout']);
    await act(async () => void (await router.navigate({ to: '/' })));
    await expect.poll(published).toEqual(['cart.add_tm_cap', 'cart.add_tm_mug', 'cart.open']);
  });
});
