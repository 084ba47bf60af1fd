import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { planTitle, readPlan } from './plan';

describe('readPlan', () => {
  test('reads steps, an absent input being {}', () => {
    expect(readPlan('t', [{ tool: 'a.b', note: 'why' }, { tool: 'c', input: { x: 1 } }])).toEqual({
      plan: { title: 't', steps: [{ tool: 'a.b', input: {}, note: 'why' }, { tool: 'c', input: { x: 1 } }] },
    });
  });

  test.each([
    [{ tool: 'a' }, "The plan 't' is not a list of { tool, input } steps: Invalid type: Expected Array but received Object"],
    [[], "The plan 't' is not a list of { tool, input } steps: Invalid length: Expected !0 but received 0"],
    [[{ tool: 'a', input: [] }], "The plan 't' is not a list of { tool, input } steps (at 0.input): Expected an object, not an array"],
    [[{ tool: 'a', extra: 1 }], "The plan 't' is not a list of { tool, input } steps (at 0.extra): Invalid key: Expected never but received \"extra\""],
  ])('refuses %j with a message', (value, message) => {
    expect(readPlan('t', value)).toEqual({ message });
  });
});

test('planTitle reads a file name as words', () => {
  expect(planTitle('../../plans/book-a-flight.json')).toBe('book a flight');
});

test('every shipped plan reads, and the booking plan pays with a card the console must hide', () => {
  const dir = new URL('../../plans/', import.meta.url);
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  expect(files).toContain('book-a-flight.json');
  for (const file of files) expect(readPlan(file, JSON.parse(readFileSync(new URL(file, dir), 'utf8')))).toHaveProperty('plan');
  const booking = readPlan('b', JSON.parse(readFileSync(new URL('book-a-flight.json', dir), 'utf8')));
  expect('plan' in booking && booking.plan.steps.map((step) => step.tool)).toEqual([
    'travel.flights.search',
    'travel.booking.start',
    'travel.booking.passenger',
    'travel.booking.payment',
    'travel.booking.review',
    'travel.orders.status',
  ]);
});
