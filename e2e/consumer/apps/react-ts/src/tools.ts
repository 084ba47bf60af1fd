// The shop's tool definitions with valibot schemas. Components register them while they are mounted;
// the toolmarkManifest Vite plugin (vite.config.ts) reads the same exports at build time.
import { defineTool, ok } from '@toolmark/core'
import * as v from 'valibot'
import { cart } from './cart.ts'

export const addToCart = defineTool({
  name: 'cart.add',
  title: 'Add to cart',
  description: 'Adds a product to the cart. SKUs look like TM-MUG.',
  input: v.object({
    sku: v.pipe(v.string(), v.regex(/^TM-[A-Z]+$/)),
    qty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)), 1),
  }),
  run: ({ sku, qty }) => ok({ sku, qty: cart.add(sku, qty) }),
})

export const emptyCart = defineTool({
  name: 'cart.empty',
  title: 'Empty the cart',
  description: 'Removes every product from the cart.',
  // Destructive: a person confirms every call in a card.
  hints: { destructive: true },
  summary: () => `Remove all ${cart.count()} items from the cart`,
  run: () => ok({ removed: cart.clear() }),
})
