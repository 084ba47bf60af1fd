import { createToolmark } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { expect, test } from 'vitest';
import { createCart, registerCartTools } from './cart';

function shop(confirm?: () => boolean) {
  const tm = createToolmark({ toJsonSchema, ...(confirm && { confirm }) });
  const cart = createCart();
  registerCartTools(tm.scope('travel').scope('cart'), cart);
  return { tm, cart };
}

test('add puts extras in the cart, one by default, and tells listeners', async () => {
  const { tm, cart } = shop();
  const seen: number[] = [];
  cart.subscribe((snapshot) => seen.push(snapshot.total));
  await tm.call('travel.cart.add', { item: 'insurance' });
  const result = await tm.call('travel.cart.add', { item: 'bag', qty: 2 });
  expect(result.structuredContent).toEqual({
    lines: [
      { item: 'insurance', name: 'Travel insurance', qty: 1, amount: 19 },
      { item: 'bag', name: 'Checked bag', qty: 2, amount: 70 },
    ],
    total: 89,
  });
  expect(seen).toEqual([19, 89]);
});

test('add refuses unknown extras before running, and more than nine of one', async () => {
  const { tm } = shop();
  expect((await tm.call('travel.cart.add', { item: 'pony' })).content[0]).toEqual({
    type: 'text',
    text: "Invalid input for 'travel.cart.add': 'item' must be one of: insurance, bag, seat, lounge",
  });
  await tm.call('travel.cart.add', { item: 'seat', qty: 9 });
  const over = await tm.call('travel.cart.add', { item: 'seat' });
  expect(over).toMatchObject({ isError: true, code: 'limit_reached' });
});

test('list is read-only and its state is the cart', async () => {
  const { tm } = shop();
  await tm.call('travel.cart.add', { item: 'lounge' });
  expect(tm.manifest().find((entry) => entry.name === 'travel.cart.list')?.hints).toMatchObject({ readOnly: true });
  expect(tm.state('travel.cart.list')).toEqual({ lines: [{ item: 'lounge', name: 'Lounge pass', qty: 1, amount: 29 }], total: 29 });
});

test('empty is destructive: declined without a person, run once one approves the summary', async () => {
  const declined = shop();
  await declined.tm.call('travel.cart.add', { item: 'bag' });
  expect(await declined.tm.call('travel.cart.empty', {})).toMatchObject({ isError: true, code: 'declined' });
  expect(declined.cart.snapshot().total).toBe(35);

  const summaries: (string | undefined)[] = [];
  const approved = shop();
  approved.tm.setConfirm((request) => (summaries.push(request.summary), true));
  await approved.tm.call('travel.cart.add', { item: 'bag', qty: 2 });
  expect((await approved.tm.call('travel.cart.empty', {})).isError).toBeUndefined();
  expect(summaries).toEqual(['Remove all 2 extras (€70) from the cart']);
  expect(approved.cart.snapshot()).toEqual({ lines: [], total: 0 });
});
