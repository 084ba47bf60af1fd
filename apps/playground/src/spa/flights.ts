// The travel shop's timetable: a small, deterministic catalogue, so a recorded plan finds the same
// flights on every run and every machine.

/** The airports the shop flies between, by IATA code. */
export const AIRPORTS = {
  LIS: 'Lisbon',
  CPH: 'Copenhagen',
  BCN: 'Barcelona',
  AMS: 'Amsterdam',
  BER: 'Berlin',
} as const;

/** An airport's IATA code. */
export type Airport = keyof typeof AIRPORTS;

/** The cabins, cheapest first. */
export const CABINS = ['economy', 'business'] as const;

/** A cabin class. */
export type Cabin = (typeof CABINS)[number];

/** What a person (or an agent) searches for. */
export interface FlightQuery {
  readonly from: Airport;
  readonly to: Airport;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly passengers: number;
  readonly cabin: Cabin;
}

/** One flight offered for a query. */
export interface Flight {
  /** The flight number, such as `SK 241`; with the date it identifies the flight. */
  readonly flight: string;
  readonly from: Airport;
  readonly to: Airport;
  readonly date: string;
  readonly departs: string;
  readonly arrives: string;
  readonly cabin: Cabin;
  /** The price per passenger, in euros. */
  readonly price: number;
  /** The price for every passenger of the query, in euros. */
  readonly total: number;
}

const DEPARTURES = ['07:05', '12:40', '18:15'] as const;

/**
 * Creates a small stable number from a route, so each route keeps its flight numbers, duration and fare.
 *
 * @param from The origin.
 * @param to The destination.
 * @returns A number in 0–9999.
 */
function routeSeed(from: Airport, to: Airport): number {
  let seed = 17;
  for (const char of `${from}${to}`) seed = (seed * 31 + char.charCodeAt(0)) % 10_000;
  return seed;
}

/**
 * Adds minutes to a `HH:MM` time of day, wrapping past midnight.
 *
 * @param time The time.
 * @param minutes The minutes to add.
 * @returns The new `HH:MM`.
 */
function addMinutes(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Searches the timetable: three flights a day on every route between two different airports.
 *
 * @param query The route, date, passengers and cabin.
 * @returns The flights, earliest first; none when origin and destination are the same.
 */
export function searchFlights(query: FlightQuery): Flight[] {
  if (query.from === query.to) return [];
  const seed = routeSeed(query.from, query.to);
  const duration = 95 + (seed % 6) * 20;
  const fare = 59 + (seed % 90);
  return DEPARTURES.map((departs, index) => {
    const price = (fare + index * 24) * (query.cabin === 'business' ? 3 : 1);
    return {
      flight: `SK ${100 + ((seed + index * 7) % 900)}`,
      from: query.from,
      to: query.to,
      date: query.date,
      departs,
      arrives: addMinutes(departs, duration),
      cabin: query.cabin,
      price,
      total: price * query.passengers,
    };
  });
}

/**
 * Finds one flight of the timetable by its number on a route and date.
 *
 * @param query The route, date, passengers and cabin the flight was offered for.
 * @param flight The flight number, with or without the space (`SK 241`, `SK241`).
 * @returns The flight, or `undefined` when the route has no such flight that day.
 */
export function findFlight(query: FlightQuery, flight: string): Flight | undefined {
  const wanted = flight.replace(/\s+/g, '').toUpperCase();
  return searchFlights(query).find((offer) => offer.flight.replace(' ', '') === wanted);
}

/**
 * Creates the one-line description of a flight that people read.
 *
 * @param flight The flight.
 * @returns Such as `SK 241 Lisbon → Copenhagen, 2026-06-12 07:05–10:40`.
 */
export function describeFlight(flight: Flight): string {
  return `${flight.flight} ${AIRPORTS[flight.from]} → ${AIRPORTS[flight.to]}, ${flight.date} ${flight.departs}–${flight.arrives}`;
}
