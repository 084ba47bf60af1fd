// The shop both consumer apps sell from, copied into each as src/shop.ts (prepare.ts), as probes.ts
// is: a cart store that the tools and the page read, and the cart's tool definitions with valibot
// schemas. Each app registers them its own way (vanilla-ts at start, react-ts while a component is
// mounted); react-ts's toolmarkManifest plugin reads the same exports at build time.
import { defineTool, ok } from '@toolmark/core'
import * as v from 'valibot'

const items = new Map<string, number>()
const listeners = new Set<() => void>()
let total = 0

function changed(): void {
  total = [...items.values()].reduce((sum, qty) => sum + qty, 0)
  listeners.forEach((listener) => listener())
}

/** The cart, as a tiny external store (React reads it with useSyncExternalStore). */
export const cart = {
  add(sku: string, qty: number): number {
    items.set(sku, (items.get(sku) ?? 0) + qty)
    changed()
    return items.get(sku) ?? 0
  },
  clear(): number {
    const removed = total
    items.clear()
    changed()
    return removed
  },
  /** How many items the cart holds (the store's snapshot). */
  count: (): number => total,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

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
