import { createToolmark } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { expect, test } from 'vitest';
import { createOrders, registerOrderTools } from './orders';

const booking = { flight: 'SK 278 Lisbon → Copenhagen', passenger: 'Ada Lovelace', total: 147, card: '•••• 1111' };

test('orders count up from TM-1001 and are ticketed once', () => {
  const orders = createOrders();
  expect(orders.place(booking)).toMatchObject({ id: 'TM-1001', status: 'confirmed' });
  expect(orders.place(booking).id).toBe('TM-1002');
  expect(orders.ticket('TM-1001')?.status).toBe('ticketed');
  expect(orders.ticket('TM-9999')).toBeUndefined();
  expect(orders.list().map((order) => order.status)).toEqual(['ticketed', 'confirmed']);
});

test('status reports one order, every order, or what is wrong', async () => {
  const tm = createToolmark({ toJsonSchema });
  const orders = createOrders();
  registerOrderTools(tm.scope('travel').scope('orders'), orders);
  orders.place(booking);
  expect((await tm.call('travel.orders.status', { order: 'TM-1001' })).structuredContent).toMatchObject({ id: 'TM-1001', status: 'confirmed' });
  expect((await tm.call('travel.orders.status', {})).structuredContent).toEqual({ orders: orders.list() });
  expect(await tm.call('travel.orders.status', { order: 'TM-2000' })).toMatchObject({ isError: true, code: 'unknown_order' });
  expect(await tm.call('travel.orders.status', { order: '1001' })).toMatchObject({ isError: true, code: 'invalid_input' });
  expect(tm.info('travel.orders.status')?.hints).toMatchObject({ readOnly: true });
  expect(tm.state('travel.orders.status')).toEqual({ orders: orders.list() });
});
