// spotlight.ts: outline what a call touches while a person decides and while it runs (spec §17.6).
import { defineTool, ok } from '@toolmark/core';
import '@toolmark/ui/define';
import { tm } from './spa-tools';

document.body.insertAdjacentHTML('beforeend', '<button id="checkout">Check out</button><p id="total">€42</p>');

// `anchors` names the places in the page (spec §1.9): a CSS selector, or a getter for an element
// your view holds (a ref). The spotlight finds them by the tool's full name, scope included.
tm.scope('shop').register(
  defineTool({
    name: 'checkout.start',
    title: 'Check out',
    description: 'Starts the checkout with the cart as it is.',
    hints: { confirm: 'always' },
    anchors: { button: '#checkout', total: () => document.getElementById('total') },
    run: () => ok({ started: true }),
  }),
);

// One spotlight for the page, over everything (a fixed layer that lets the pointer through).
export const spotlight = document.createElement('tm-spotlight');
spotlight.tm = tm;
document.body.append(spotlight);

console.log(tm.anchor('shop.checkout.start').map((element) => element.id)); // ['checkout', 'total']
