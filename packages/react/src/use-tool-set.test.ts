// @vitest-environment happy-dom
import { createToolmark, defineTool, ok, type Toolmark, type ToolmarkEvent } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { act, createElement, StrictMode, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolmarkProvider } from './toolmark-context.js';
import { useToolSet } from './use-tool-set.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => act(() => root?.unmount()));

/** Renders `element` under a provider of `tm`, and records the registry's tool events. */
function render(tm: Toolmark, element: ReactNode, strict = false) {
  const events: string[] = [];
  tm.subscribe((event: ToolmarkEvent) => event.type.startsWith('tool:') && events.push(`${event.type} ${(event as { name: string }).name}`));
  root = createRoot(document.createElement('div'));
  const tree = createElement(ToolmarkProvider, { tm }, element);
  act(() => root!.render(strict ? createElement(StrictMode, null, tree) : tree));
  return events;
}

/** One tool per product shown, as a catalogue page's would be. */
function Products({ skus, price }: { skus: readonly string[]; price: number }) {
  useToolSet(
    skus.map((sku) =>
      defineTool({ name: `cart.add_${sku}`, description: `Adds ${sku} at ${price}`, input: v.object({ quantity: v.number() }), run: ({ quantity }) => ok({ sku, total: quantity * price }) }),
    ),
  );
  return null;
}

describe('useToolSet (spec §20.2)', () => {
  it('under StrictMode: each tool registered once at the end, all gone on unmount', () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    const events = render(tm, createElement(Products, { skus: ['mug', 'cap'], price: 1 }), true);
    expect(events).toEqual(['tool:added cart.add_mug', 'tool:added cart.add_cap', 'tool:removed cart.add_mug', 'tool:removed cart.add_cap', 'tool:added cart.add_mug', 'tool:added cart.add_cap']);
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['cart.add_cap', 'cart.add_mug']);
    act(() => root!.unmount());
    root = undefined;
    expect(tm.manifest()).toEqual([]);
  });

  it('a name that enters the list is registered, one that leaves is disposed of, the others are not touched', () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    let setSkus!: (skus: readonly string[]) => void;
    function Host() {
      const [skus, set] = useState<readonly string[]>(['mug', 'cap']);
      setSkus = set;
      return createElement(Products, { skus, price: 1 });
    }
    const events = render(tm, createElement(Host));
    events.length = 0;
    act(() => setSkus(['cap', 'tee']));
    expect(events).toEqual(['tool:removed cart.add_mug', 'tool:added cart.add_tee']);
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['cart.add_cap', 'cart.add_tee']);
  });

  it('a change agents see updates each tool in place; run is the latest render\'s', async () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    let setPrice!: (price: number) => void;
    function Host() {
      const [price, set] = useState(1);
      setPrice = set;
      return createElement(Products, { skus: ['mug', 'cap'], price });
    }
    const events = render(tm, createElement(Host));
    events.length = 0;
    act(() => setPrice(3));
    expect(events).toEqual(['tool:changed cart.add_mug', 'tool:changed cart.add_cap']);
    expect(tm.entry('cart.add_mug')?.description).toBe('Adds mug at 3');
    expect(await tm.call('cart.add_cap', { quantity: 2 })).toMatchObject({ structuredContent: { sku: 'cap', total: 6 } });
    // The same data again, in new objects: nothing changes.
    act(() => setPrice(3));
    expect(events).toHaveLength(2);
  });

  it('deps that only the functions read tell the registry each tool changed', () => {
    const tm = createToolmark({ dev: true, toJsonSchema });
    let setOwner!: (owner: string) => void;
    function Owned() {
      const [owner, set] = useState('ann');
      setOwner = set;
      useToolSet(['a', 'b'].map((name) => defineTool({ name, description: name, state: () => ({ owner }), run: () => ok(null) })), [owner]);
      return null;
    }
    const events = render(tm, createElement(Owned));
    events.length = 0;
    act(() => setOwner('bob'));
    expect(events).toEqual(['tool:changed a', 'tool:changed b']);
    expect(tm.state('b')).toEqual({ owner: 'bob' });
  });

  it('a provider given another registry moves every tool to it', () => {
    const first = createToolmark({ dev: true, toJsonSchema });
    const second = createToolmark({ dev: true, toJsonSchema });
    let setTm!: (tm: Toolmark) => void;
    function Host() {
      const [tm, set] = useState(first);
      setTm = set;
      return createElement(ToolmarkProvider, { tm }, createElement(Products, { skus: ['mug'], price: 1 }));
    }
    root = createRoot(document.createElement('div'));
    act(() => root!.render(createElement(Host)));
    act(() => setTm(second));
    expect(first.manifest()).toEqual([]);
    expect(second.manifest().map((entry) => entry.name)).toEqual(['cart.add_mug']);
  });
});
