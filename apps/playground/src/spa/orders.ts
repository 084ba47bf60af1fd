// Orders the booking wizard created, and the read-only tool that reports their status.
import { defineTool, fail, ok, type Registrar, type ToolResult } from '@toolmark/core';
import * as v from 'valibot';

/** Where an order stands. */
export type OrderStatus = 'confirmed' | 'ticketed';

/** A booked flight. */
export interface Order {
  /** `TM-1001`, `TM-1002` … */
  readonly id: string;
  readonly status: OrderStatus;
  /** The flight, as people read it. */
  readonly flight: string;
  readonly passenger: string;
  /** What was charged, in euros. */
  readonly total: number;
  /** Where the card stands, masked (`•••• 1111`): never the number. */
  readonly card: string;
}

/** The orders of this visit. */
export interface Orders {
  list(): readonly Order[];
  /** Places an order; it starts `confirmed` and is ticketed by {@link Orders.ticket}. */
  place(order: Omit<Order, 'id' | 'status'>): Order;
  /** Moves a confirmed order to `ticketed` (the airline issued the ticket). */
  ticket(id: string): Order | undefined;
  subscribe(listener: (orders: readonly Order[]) => void): () => void;
}

/** The pattern of an order id. */
export const ORDER_ID = /^TM-\d{4}$/;

/**
 * Creates an empty order book; ids count up from `TM-1001`.
 *
 * @returns The orders.
 */
/* @__NO_SIDE_EFFECTS__ */
export function createOrders(): Orders {
  let orders: readonly Order[] = [];
  const listeners = new Set<(orders: readonly Order[]) => void>();
  const replace = (next: readonly Order[]) => {
    orders = next;
    for (const listener of listeners) listener(orders);
  };
  return {
    list: () => orders,
    place(details) {
      const order: Order = { id: `TM-${1001 + orders.length}`, status: 'confirmed', ...details };
      replace([...orders, order]);
      return order;
    },
    ticket(id) {
      const order = orders.find((candidate) => candidate.id === id);
      if (!order) return undefined;
      const ticketed: Order = { ...order, status: 'ticketed' };
      replace(orders.map((candidate) => (candidate === order ? ticketed : candidate)));
      return ticketed;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Registers `status`, a read-only tool that reports one order, or every order of this visit.
 *
 * @param registrar Where to register it (the shop registers it as `travel.orders.status`).
 * @param orders The order book it reads.
 */
export function registerOrderTools(registrar: Registrar, orders: Orders): void {
  registrar.register(
    defineTool({
      name: 'status',
      title: 'Order status',
      description: 'Reports the status of a booking (confirmed, then ticketed) by its order id such as TM-1001; without an id, every booking of this visit.',
      input: v.object({
        order: v.optional(v.pipe(v.string(), v.regex(ORDER_ID), v.description('The order id, such as TM-1001'))),
      }),
      hints: { readOnly: true, idempotent: true },
      anchors: { orders: '#orders' },
      state: () => ({ orders: orders.list() }),
      run({ order }): ToolResult<unknown> {
        if (order === undefined) return ok({ orders: orders.list() });
        const found = orders.list().find((candidate) => candidate.id === order);
        return found ? ok(found) : fail('unknown_order', `There is no order '${order}' in this visit`);
      },
    }),
  );
}
