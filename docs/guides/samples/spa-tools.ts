// tools.ts: the shop's tools, registered once when the app starts.
import { createToolmark, defineTool, fail, ok } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';

const cart = new Map<string, number>();

// toJsonSchema describes valibot schemas in the manifest (spec §5.1).
export const tm = createToolmark({ toJsonSchema });
const shop = tm.scope('shop');

export const addToCart = shop.register(
  defineTool({
    name: 'cart.add',
    title: 'Add to cart',
    description: 'Adds a product to the cart. SKUs look like TM-MUG.',
    input: v.object({
      sku: v.pipe(v.string(), v.regex(/^TM-[A-Z]+$/)),
      qty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)), 1),
    }),
    run: ({ sku, qty }) => {
      if (sku === 'TM-GONE') return fail('out_of_stock', `${sku} is out of stock`);
      cart.set(sku, (cart.get(sku) ?? 0) + qty);
      return ok({ sku, qty: cart.get(sku) ?? 0 });
    },
  }),
);

shop.register(
  defineTool({
    name: 'cart.show',
    description: 'Lists the products in the cart with their quantities.',
    hints: { readOnly: true },
    run: () => ok({ items: Object.fromEntries(cart) }),
  }),
);

shop.register(
  defineTool({
    name: 'cart.empty',
    title: 'Empty the cart',
    description: 'Removes every product from the cart.',
    // Destructive: a person confirms every call (spec §3.4).
    hints: { destructive: true },
    summary: () => `Remove all ${cart.size} products from the cart`,
    run: () => {
      cart.clear();
      return ok();
    },
  }),
);
