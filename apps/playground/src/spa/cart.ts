// The cart of travel extras and its tools: add (code, valibot schema), list (read-only, with state)
// and empty (destructive: a person confirms it).
import { defineTool, fail, ok, type Registrar } from '@toolmark/core';
import * as v from 'valibot';

/** The extras the shop sells next to flights, with their prices in euros. */
export const EXTRAS = {
  insurance: { name: 'Travel insurance', price: 19 },
  bag: { name: 'Checked bag', price: 35 },
  seat: { name: 'Extra legroom seat', price: 15 },
  lounge: { name: 'Lounge pass', price: 29 },
} as const;

/** An extra's id. */
export type Extra = keyof typeof EXTRAS;

/** One line of the cart. */
export interface CartLine {
  readonly item: Extra;
  readonly name: string;
  readonly qty: number;
  /** The line's price in euros. */
  readonly amount: number;
}

/** What the cart holds now. */
export interface CartSnapshot {
  readonly lines: readonly CartLine[];
  /** The sum of the lines, in euros. */
  readonly total: number;
}

/** A cart: a snapshot, two changes, and listeners told after each change. */
export interface Cart {
  snapshot(): CartSnapshot;
  /** Adds `qty` of an extra; refuses to go past 9 of one. */
  add(item: Extra, qty: number): CartSnapshot | undefined;
  empty(): CartSnapshot;
  subscribe(listener: (cart: CartSnapshot) => void): () => void;
}

/** The most of one extra per order. */
export const MAX_PER_EXTRA = 9;

/**
 * Creates an empty cart.
 *
 * @returns The cart.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createCart(): Cart {
  let quantities = new Map<Extra, number>();
  const listeners = new Set<(cart: CartSnapshot) => void>();
  const snapshot = (): CartSnapshot => {
    const lines = [...quantities].map(([item, qty]) => ({ item, name: EXTRAS[item].name, qty, amount: EXTRAS[item].price * qty }));
    return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
  };
  const changed = () => {
    const cart = snapshot();
    for (const listener of listeners) listener(cart);
    return cart;
  };
  return {
    snapshot,
    add(item, qty) {
      const next = (quantities.get(item) ?? 0) + qty;
      if (next > MAX_PER_EXTRA) return undefined;
      quantities = new Map(quantities).set(item, next);
      return changed();
    },
    empty() {
      quantities = new Map();
      return changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Registers the cart's tools in a registrar: `add`, `list` and `empty`.
 *
 * @param registrar Where to register them (the shop registers them as `travel.cart.*`).
 * @param cart The cart they act on.
 */
export function registerCartTools(registrar: Registrar, cart: Cart): void {
  registrar.register(
    defineTool({
      name: 'add',
      title: 'Add an extra to the cart',
      description: 'Adds a travel extra (insurance, a checked bag, a legroom seat or a lounge pass) to the cart. Quantity defaults to 1.',
      input: v.object({
        item: v.pipe(v.picklist(Object.keys(EXTRAS) as Extra[]), v.description('Which extra: insurance, bag, seat or lounge')),
        qty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PER_EXTRA), v.description('How many')), 1),
      }),
      // What the spotlight outlines while a call waits or runs (spec §1.9, §17.6): the cart it changes.
      anchors: { cart: '#cart' },
      run({ item, qty }) {
        const next = cart.add(item, qty);
        if (next) return ok(next);
        const has = cart.snapshot().lines.find((line) => line.item === item)?.qty ?? 0;
        return fail('limit_reached', `At most ${MAX_PER_EXTRA} of '${item}' per order; the cart has ${has}`);
      },
    }),
  );
  registrar.register(
    defineTool({
      name: 'list',
      title: 'Show the cart',
      description: 'Lists the extras in the cart with their prices and the total, in euros.',
      hints: { readOnly: true, idempotent: true },
      anchors: { cart: '#cart' },
      state: () => cart.snapshot(),
      run: () => ok(cart.snapshot()),
    }),
  );
  registrar.register(
    defineTool({
      name: 'empty',
      title: 'Empty the cart',
      description: 'Removes every extra from the cart. Only when the person asks for it: it cannot be undone.',
      hints: { destructive: true },
      anchors: { cart: '#cart' },
      summary: () => {
        // Counts the extras, not the cart's lines: 2 bags are 2 extras.
        const { lines, total } = cart.snapshot();
        const count = lines.reduce((sum, line) => sum + line.qty, 0);
        return `Remove ${count === 1 ? 'the 1 extra' : `all ${count} extras`} (€${total}) from the cart`;
      },
      actionLabel: () => 'Empty the cart',
      run: () => ok(cart.empty()),
    }),
  );
}
