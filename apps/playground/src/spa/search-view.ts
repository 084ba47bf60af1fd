// The flight search form: a tool form (`toolname`, `toolautosubmit`) that @toolmark/forms registers.
// Its submit handler serves the person and the agent alike: it renders the flights and answers the
// agent's run with them through `formResponse`.
import { formResponse } from '@toolmark/forms';
import { h } from '../site/dom';
import { AIRPORTS, CABINS, describeFlight, searchFlights, type Airport, type Cabin, type Flight, type FlightQuery } from './flights';

/**
 * Reads a flight query from the search form's data.
 *
 * @param data The form's data.
 * @returns The query, or `undefined` when a field does not hold a value the form offers.
 */
export function readQuery(data: FormData): FlightQuery | undefined {
  const from = String(data.get('from'));
  const to = String(data.get('to'));
  const cabin = String(data.get('cabin'));
  const passengers = Number(data.get('passengers'));
  const date = String(data.get('date'));
  if (!(from in AIRPORTS) || !(to in AIRPORTS) || !CABINS.includes(cabin as Cabin)) return undefined;
  if (!Number.isInteger(passengers) || passengers < 1 || passengers > 9 || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  return { from: from as Airport, to: to as Airport, date, passengers, cabin: cabin as Cabin };
}

/**
 * Renders the flights found, each with a Book button.
 *
 * @param container Where the results go.
 * @param query The query.
 * @param flights The flights.
 * @param onBook Called with the flight a person chose.
 */
function renderFlights(container: HTMLElement, query: FlightQuery, flights: readonly Flight[], onBook: (flight: Flight) => void): void {
  if (flights.length === 0) {
    container.replaceChildren(h('p', { class: 'muted' }, `No flights from ${AIRPORTS[query.from]} to ${AIRPORTS[query.to]}.`));
    return;
  }
  container.replaceChildren(
    h('h2', {}, `${flights.length} flights on ${query.date}`),
    h(
      'ul',
      { class: 'flights' },
      ...flights.map((flight) => {
        const book = h('button', { type: 'button' }, 'Book');
        book.addEventListener('click', () => onBook(flight));
        return h('li', {}, h('span', {}, describeFlight(flight)), h('strong', {}, `€${flight.total}`), book);
      }),
    ),
  );
}

/**
 * Handles the search form: every submit, a person's or an agent's, searches and renders the flights;
 * an agent's run gets them as its result.
 *
 * @param form The search form.
 * @param results Where the flights are shown.
 * @param onSearch Told about each query (the booking books from the last one).
 * @param onBook Called with the flight a person chose.
 */
export function handleSearch(form: HTMLFormElement, results: HTMLElement, onSearch: (query: FlightQuery) => void, onBook: (flight: Flight) => void): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = readQuery(new FormData(form));
    if (!query) return;
    const flights = searchFlights(query);
    onSearch(query);
    renderFlights(results, query, flights, onBook);
    formResponse(event, { flights });
  });
}
