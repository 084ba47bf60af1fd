// The three-step booking wizard: passenger → payment → review. Its steps are tools an agent calls in
// order (spec §15); the page shows the same wizard to the person, who can do every step by hand.
import { fail, ok, type ToolResult } from '@toolmark/core';
import type { WizardDefinition } from '@toolmark/wizard';
import * as v from 'valibot';
import { describeFlight, findFlight, type Flight, type FlightQuery } from './flights';
import type { Orders } from './orders';
import { isUnexpired, isValidCardNumber, maskCard } from './payment';

/** What the booking needs from the rest of the page. */
export interface BookingDependencies {
  /** The query of the last flight search, whose flights can be booked. */
  readonly lastSearch: () => FlightQuery | undefined;
  readonly orders: Orders;
  /** Today, for the card's expiry. */
  readonly now?: () => Date;
}

/** The passenger step's input. */
export const PassengerInput = v.object({
  flight: v.pipe(v.string(), v.regex(/^SK ?\d{3}$/), v.description('A flight number from the last search, such as SK 241')),
  fullName: v.pipe(v.string(), v.minLength(2), v.maxLength(80), v.description("The passenger's full name, as on the passport")),
  email: v.pipe(v.string(), v.email(), v.description('Where the ticket is sent')),
});

/** The payment step's input; `cardNumber` and `cvc` are sensitive. */
export const PaymentInput = v.object({
  cardholder: v.pipe(v.string(), v.minLength(2), v.maxLength(80), v.description('The name on the card')),
  cardNumber: v.pipe(v.string(), v.regex(/^[\d -]{12,23}$/), v.description('The card number')),
  expiry: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/), v.description('Expiry as MM/YY')),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/), v.description('The 3 or 4 digits on the back')),
});

/** The review step's input: the person's go-ahead, given in the confirmation card. */
export const ReviewInput = v.object({
  acceptFareRules: v.pipe(v.literal(true), v.description('Must be true: the passenger accepts the fare rules (no refunds)')),
});

type Passenger = v.InferOutput<typeof PassengerInput>;
type Payment = v.InferOutput<typeof PaymentInput>;

/** What the wizard keeps between steps, for the page, the summary and the order: never the card number. */
export interface Trip {
  readonly flight: Flight | undefined;
  readonly passenger: Passenger | undefined;
  /** The card, masked (`•••• 1111`). */
  readonly card: string | undefined;
}

/** The booking wizard's definition and what it has gathered so far. */
export interface Booking {
  readonly definition: WizardDefinition;
  /** The trip so far. */
  trip(): Trip;
}

/**
 * Creates the booking wizard's definition (register it with `registerWizard(tm.scope('travel'), …)`,
 * which names its tools `travel.booking.*`). The flight must come from the last search; the card
 * must pass the Luhn check and not be expired; the review charges it and places the order, so it
 * is consequential and always asks a person first (`consequential: true, confirm: 'always'`).
 *
 * @param deps The last search, the order book and the clock.
 * @returns The wizard's definition and its trip.
 */
export function bookingWizard(deps: BookingDependencies): Booking {
  const now = deps.now ?? (() => new Date());
  let trip: Trip = { flight: undefined, passenger: undefined, card: undefined };
  const definition: WizardDefinition = {
    name: 'booking',
    title: 'Book a flight',
    description: 'the booking of a flight found by travel.flights.search: passenger, payment, then review and pay',
    steps: [
      {
        id: 'passenger',
        title: 'Passenger',
        description: 'Chooses a flight of the last search and names the passenger.',
        input: PassengerInput,
        // Entered after start, and after going back to it: what was chosen before is dropped.
        enter: () => void (trip = { flight: undefined, passenger: undefined, card: undefined }),
        submit(input: Passenger): ToolResult | { value: unknown } {
          const query = deps.lastSearch();
          if (!query) return fail('no_search', "Search for flights first with 'travel.flights.search'; then book one of its flights");
          const flight = findFlight(query, input.flight);
          if (!flight) return fail('unknown_flight', `Flight '${input.flight}' is not among the results of the last search`);
          trip = { ...trip, flight, passenger: input };
          return { value: { flight: describeFlight(flight), total: flight.total, currency: 'EUR' } };
        },
      },
      {
        id: 'payment',
        title: 'Payment',
        description: 'Takes the card that pays for the flight. Nothing is charged before the review.',
        input: PaymentInput,
        sensitivePaths: () => ['cardNumber', 'cvc'],
        enter: () => void (trip = { ...trip, card: undefined }),
        submit(input: Payment): ToolResult | { value: unknown } {
          if (!isValidCardNumber(input.cardNumber)) return fail('card_invalid', 'The card number is not valid; check the digits');
          if (!isUnexpired(input.expiry, now())) return fail('card_expired', `The card expired (${input.expiry})`);
          trip = { ...trip, card: maskCard(input.cardNumber) };
          // Echoed as sites often do; the registry scrubs the call's secrets from every result
          // (spec §6), so what leaves says '[redacted]' where the number was.
          return { value: { cardholder: input.cardholder, card: input.cardNumber, charged: false } };
        },
      },
      {
        id: 'review',
        title: 'Review and pay',
        description: 'Charges the card and books the flight. A person confirms it.',
        input: ReviewInput,
        // A payment and a booking: consequential (WebMCP's consequentialHint), and a person confirms every one.
        hints: { consequential: true, confirm: 'always' },
        summary: () =>
          trip.flight && trip.passenger
            ? `Pay €${trip.flight.total} for ${describeFlight(trip.flight)}, passenger ${trip.passenger.fullName}, with the card ${trip.card ?? ''}`
            : 'Pay for the flight and book it',
        // The card's primary button says what approving does (issue #36), not just "Approve".
        actionLabel: () => (trip.flight ? `Pay €${trip.flight.total}` : 'Pay and book'),
      },
    ],
    finish() {
      const { flight, passenger, card } = trip;
      if (!flight || !passenger || !card) return fail('incomplete', 'The booking is missing a step; start it again');
      const order = deps.orders.place({ flight: describeFlight(flight), passenger: passenger.fullName, total: flight.total, card });
      return ok({ booked: true, order: order.id, status: order.status, flight: order.flight, passenger: order.passenger, total: order.total, card });
    },
  };
  return { definition, trip: () => trip };
}
