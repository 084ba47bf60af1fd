// The shop's tools, with valibot schemas: what an app written against the npm packages registers.
import { createToolmark, defineTool, ok } from '@toolmark/core'
import { toJsonSchema } from '@toolmark/core/to-json-schema'
import * as v from 'valibot'

/** The cart: SKU → quantity. */
export const cart = new Map<string, number>()
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** Calls `listener` after every change of the cart. */
export function onCartChange(listener: () => void): void {
  listeners.add(listener)
}

/** How many items the cart holds. */
export function itemCount(): number {
  let count = 0
  for (const qty of cart.values()) count += qty
  return count
}

// toJsonSchema describes the valibot schemas in the manifest and in document.modelContext.
export const tm = createToolmark({ toJsonSchema })
const shop = tm.scope('shop')

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
      cart.set(sku, (cart.get(sku) ?? 0) + qty)
      changed()
      return ok({ sku, qty: cart.get(sku) ?? 0 })
    },
  }),
)

export const emptyCart = shop.register(
  defineTool({
    name: 'cart.empty',
    title: 'Empty the cart',
    description: 'Removes every product from the cart.',
    // Destructive: a person confirms every call in a card.
    hints: { destructive: true },
    summary: () => `Remove all ${itemCount()} items from the cart`,
    run: () => {
      const removed = itemCount()
      cart.clear()
      changed()
      return ok({ removed })
    },
  }),
)
