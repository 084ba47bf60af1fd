import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { AIRPORTS, CABINS, describeFlight, findFlight, searchFlights, type Airport, type FlightQuery } from './flights';

const query: FlightQuery = { from: 'LIS', to: 'CPH', date: '2026-06-12', passengers: 1, cabin: 'economy' };
const airport = fc.constantFrom(...(Object.keys(AIRPORTS) as Airport[]));
const anyQuery = fc.record({
  from: airport,
  to: airport,
  date: fc.constant('2026-06-12'),
  passengers: fc.integer({ min: 1, max: 9 }),
  cabin: fc.constantFrom(...CABINS),
});

describe('searchFlights', () => {
  test('offers the recorded plan its flight: SK 278 Lisbon → Copenhagen at 07:05', () => {
    expect(searchFlights(query)[0]).toEqual({
      flight: 'SK 278', from: 'LIS', to: 'CPH', date: '2026-06-12', departs: '07:05', arrives: '10:00', cabin: 'economy', price: 147, total: 147,
    });
  });

  test('finds nothing between an airport and itself', () => {
    expect(searchFlights({ ...query, to: 'LIS' })).toEqual([]);
  });

  test('is deterministic, three flights a day, business at three times the fare, totals per passenger', () => {
    fc.assert(
      fc.property(anyQuery, (q) => {
        const flights = searchFlights(q);
        expect(searchFlights(q)).toEqual(flights);
        if (q.from === q.to) {
          expect(flights).toEqual([]);
          return;
        }
        expect(flights.map((flight) => flight.departs)).toEqual(['07:05', '12:40', '18:15']);
        for (const flight of flights) {
          expect(flight.total).toBe(flight.price * q.passengers);
          expect(flight.arrives).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
          expect(flight.price).toBe(searchFlights({ ...q, cabin: 'economy' }).find((f) => f.flight === flight.flight)!.price * (q.cabin === 'business' ? 3 : 1));
        }
      }),
    );
  });
});

describe('findFlight', () => {
  test('finds a flight by its number with or without the space, in any case', () => {
    expect(findFlight(query, 'SK 278')?.departs).toBe('07:05');
    expect(findFlight(query, 'sk278')?.departs).toBe('07:05');
    expect(findFlight(query, 'SK 999')).toBeUndefined();
  });
});

test('describeFlight names the route by city', () => {
  expect(describeFlight(searchFlights(query)[0]!)).toBe('SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00');
});
