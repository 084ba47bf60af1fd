// The cart, as a tiny external store that both the tools and the components read.
const items = new Map<string, number>()
const listeners = new Set<() => void>()
let total = 0

function changed(): void {
  total = [...items.values()].reduce((sum, qty) => sum + qty, 0)
  listeners.forEach((listener) => listener())
}

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
