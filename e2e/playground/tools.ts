/** Every tool of the travel shop (apps/playground/README.md), sorted as the manifest and getTools() sort them. */
export const TOOLS = [
  'travel.account.sign_in',
  'travel.booking.back',
  'travel.booking.cancel',
  'travel.booking.passenger',
  'travel.booking.payment',
  'travel.booking.review',
  'travel.booking.start',
  'travel.cart.add',
  'travel.cart.empty',
  'travel.cart.list',
  'travel.flights.search',
  'travel.orders.status',
];

/** What native WebMCP lists before a booking starts: the wizard offers only its current step. */
export const PUBLISHED_BEFORE_START = TOOLS.filter((name) => !/^travel\.booking\.(passenger|payment|review)$/.test(name));
