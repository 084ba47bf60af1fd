// The rest of the shop as the person sees it: extras and the cart, the sign-in form, the bookings.
// Buttons call the same tools an agent calls, so the person's cart and the agent's are one cart.
import type { Toolmark } from '@toolmark/core';
import { formResponse } from '@toolmark/forms';
import { h, must } from '../site/dom';
import { EXTRAS, type Cart, type Extra } from './cart';
import type { Orders } from './orders';

const CALLER = { kind: 'ui' } as const;

/**
 * Shows the extras, the cart and its Empty button; both buttons go through the cart's tools.
 *
 * @param tm The registry.
 * @param cart The cart.
 */
export function mountCartView(tm: Toolmark, cart: Cart): void {
  const list = must('#cart');
  const total = must('#cart-total');
  must('#extras').replaceChildren(
    ...Object.entries(EXTRAS).map(([item, extra]) => {
      const add = h('button', { type: 'button', 'aria-label': `Add ${extra.name}` }, 'Add');
      add.addEventListener('click', () => void tm.call('travel.cart.add', { item: item as Extra }, { caller: CALLER }));
      return h('li', {}, h('span', {}, extra.name), h('span', { class: 'muted' }, `€${extra.price}`), add);
    }),
  );
  must('#empty-cart').addEventListener('click', () => void tm.call('travel.cart.empty', {}, { caller: CALLER }));
  const render = () => {
    const { lines, total: sum } = cart.snapshot();
    list.replaceChildren(...lines.map((line) => h('li', {}, `${line.qty} × ${line.name}`, h('span', { class: 'muted' }, `€${line.amount}`))));
    total.textContent = lines.length === 0 ? 'The cart is empty.' : `Total €${sum}`;
  };
  cart.subscribe(render);
  render();
}

/**
 * Shows the bookings of this visit with their status.
 *
 * @param orders The order book.
 */
export function mountOrdersView(orders: Orders): void {
  const list = must('#orders');
  const render = () =>
    list.replaceChildren(
      ...(orders.list().length === 0
        ? [h('li', { class: 'muted' }, 'No bookings yet.')]
        : orders.list().map((order) => h('li', {}, h('strong', {}, order.id), ` ${order.flight} · ${order.passenger} · €${order.total} · `, h('span', { class: `status ${order.status}` }, order.status)))),
    );
  orders.subscribe(render);
  render();
}

/**
 * Handles the sign-in form. The password never reaches an agent: the form tool leaves sensitive
 * fields out (spec §14.7), and the field has no `name`, so native WebMCP, which serves the form
 * itself, leaves it out of its schema too (spec §19.1); a person types it and submits. The field is
 * emptied once used.
 *
 * @param form The sign-in form.
 */
export function handleSignIn(form: HTMLFormElement): void {
  const status = must('#signed-in');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const email = String(new FormData(form).get('email'));
    must<HTMLInputElement>('#sign-in-password', form).value = '';
    status.textContent = `Signed in as ${email}.`;
    formResponse(event, { signedIn: email });
  });
}
