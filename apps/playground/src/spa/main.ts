// The SPA flavour: the travel shop built from the npm packages. Forms become tools with scanForms,
// the booking is a programmatic wizard, the cart and the orders are tools in code with valibot
// schemas; everything is published to WebMCP and a person confirms what needs confirming.
import { createToolmark, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import { scanForms } from '@toolmark/forms';
import { confirmWith, type SpotlightElement } from '@toolmark/ui';
// The page defines the widgets it shows (the spotlight here, the console's log and tool list).
import '@toolmark/ui/define';
import { installModelContextPolyfill, publish } from '@toolmark/webmcp';
import { onlyCurrentSteps, registerWizard } from '@toolmark/wizard';
import { must } from '../site/dom';
import { bookingWizard } from './booking';
import { mountBookingView } from './booking-view';
import { createCart, registerCartTools } from './cart';
import type { FlightQuery } from './flights';
import { createOrders, registerOrderTools } from './orders';
import { handleSearch } from './search-view';
import { handleSignIn, mountCartView, mountOrdersView } from './shop-view';

declare global {
  interface Window {
    /** The page's registry, offered to in-page agents (the playground's console) and the browser console. */
    toolmark: Toolmark;
  }
}

/** How long the airline takes to issue a ticket after a booking, in milliseconds. */
const TICKETING_MS = 5_000;

const tm = createToolmark({ toJsonSchema, compileJsonSchema: fromJsonSchema });
// Cards first: a call that needs a person must find one from the start.
confirmWith(tm);

const travel = tm.scope('travel');
const cart = createCart();
registerCartTools(travel.scope('cart'), cart);
const orders = createOrders();
registerOrderTools(travel.scope('orders'), orders);
const ticketing = new Set<string>();
orders.subscribe((list) => {
  for (const { id, status } of list) {
    if (status !== 'confirmed' || ticketing.has(id)) continue;
    ticketing.add(id);
    setTimeout(() => orders.ticket(id), TICKETING_MS);
  }
});

let lastSearch: FlightQuery | undefined;
const booking = bookingWizard({ lastSearch: () => lastSearch, orders });
const wizard = registerWizard(travel, booking.definition);

// The search and sign-in forms carry tool attributes: scanForms makes them tools (their toolnames
// are full names, the names the browser serves them under natively).
scanForms(tm, document);
// Native WebMCP lists what is callable now: of the wizard's steps, only the current one (spec §15.5).
publish(tm, { modelContext: installModelContextPolyfill(), filter: onlyCurrentSteps(tm) });

const bookingView = mountBookingView(tm, wizard, booking.trip, () => {
  const order = orders.list().at(-1);
  return order ? `Booked: ${order.id}, ${order.flight}, ${order.passenger}, €${order.total}, paid with the card ${order.card}.` : '';
});
handleSearch(must('#flight-search'), must('#search-results'), (query) => (lastSearch = query), (flight) => void bookingView.book(flight));
handleSignIn(must('#sign-in'));
mountCartView(tm, cart);
mountOrdersView(orders);

must<SpotlightElement>('tm-spotlight').tm = tm;
window.toolmark = tm;
document.body.dataset['ready'] = 'true';
