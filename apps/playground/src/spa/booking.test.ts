import { createToolmark, type ToolContext, type ToolDefinition, type ToolResult } from '@toolmark/core';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import type { StepContext, WizardStep } from '@toolmark/wizard';
import { describe, expect, test } from 'vitest';
import { bookingWizard, PassengerInput, PaymentInput, ReviewInput } from './booking';
import type { FlightQuery } from './flights';
import { createOrders } from './orders';

const search: FlightQuery = { from: 'LIS', to: 'CPH', date: '2026-06-12', passengers: 1, cabin: 'economy' };
const passenger = { flight: 'SK 278', fullName: 'Ada Lovelace', email: 'ada@example.com' };
const payment = { cardholder: 'Ada Lovelace', cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvc: '737' };
const ctx = {} as StepContext;

function wizard(searched = true) {
  const orders = createOrders();
  const booking = bookingWizard({ lastSearch: () => (searched ? search : undefined), orders, now: () => new Date(2026, 0, 1) });
  const step = (id: string) => booking.definition.steps.find((each) => each.id === id) as WizardStep;
  return { orders, booking, step };
}

describe('bookingWizard', () => {
  test('has three steps; only the review asks a person, always', () => {
    const { booking } = wizard();
    expect(booking.definition.steps.map((step) => [step.id, step.hints?.confirm])).toEqual([
      ['passenger', undefined],
      ['payment', undefined],
      ['review', 'always'],
    ]);
    expect(booking.definition.steps.find((step) => step.id === 'review')?.hints?.consequential).toBe(true);
  });

  test("every step's schema can be advertised as JSON Schema (no transforms)", () => {
    const tm = createToolmark({ toJsonSchema });
    const schemas: [string, ToolDefinition['input']][] = [['passenger', PassengerInput], ['payment', PaymentInput], ['review', ReviewInput]];
    for (const [name, input] of schemas) {
      expect(tm.register({ name, description: name, ...(input && { input }), run: () => ({ content: [] }) }).registered).toBe(true);
    }
    expect(tm.manifest().find((entry) => entry.name === 'payment')?.inputSchema).toMatchObject({
      required: ['cardholder', 'cardNumber', 'expiry', 'cvc'],
    });
  });

  test('the passenger must pick a flight of the last search', async () => {
    expect(await wizard(false).step('passenger').submit?.(passenger, ctx)).toMatchObject({ isError: true, code: 'no_search' });
    expect(await wizard().step('passenger').submit?.({ ...passenger, flight: 'SK 999' }, ctx)).toMatchObject({ isError: true, code: 'unknown_flight' });
    const { step, booking } = wizard();
    expect(await step('passenger').submit?.(passenger, ctx)).toEqual({
      value: { flight: 'SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00', total: 147, currency: 'EUR' },
    });
    expect(booking.trip().passenger).toEqual(passenger);
  });

  test('payment checks the card, keeps it only masked, and declares its secrets', async () => {
    const { step, booking } = wizard();
    expect(step('payment').sensitivePaths?.()).toEqual(['cardNumber', 'cvc']);
    expect(await step('payment').submit?.({ ...payment, cardNumber: '4111 1111 1111 1112' }, ctx)).toMatchObject({ code: 'card_invalid' });
    expect(await step('payment').submit?.({ ...payment, expiry: '12/25' }, ctx)).toMatchObject({ code: 'card_expired' });
    await step('payment').submit?.(payment, ctx);
    expect(booking.trip().card).toBe('•••• 1111');
    expect(JSON.stringify(booking.trip())).not.toContain('4111');
  });

  test('the review summary and the order name the masked card, never the number', async () => {
    const { step, booking, orders } = wizard();
    await step('passenger').submit?.(passenger, ctx);
    await step('payment').submit?.(payment, ctx);
    expect(step('review').summary?.({ acceptFareRules: true })).toBe(
      'Pay €147 for SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00, passenger Ada Lovelace, with the card •••• 1111',
    );
    const result = (await booking.definition.finish?.({}, ctx)) as ToolResult;
    expect(result.structuredContent).toEqual({
      booked: true, order: 'TM-1001', status: 'confirmed', flight: 'SK 278 Lisbon → Copenhagen, 2026-06-12 07:05–10:00',
      passenger: 'Ada Lovelace', total: 147, card: '•••• 1111',
    });
    expect(orders.list()).toHaveLength(1);
    expect(JSON.stringify(result)).not.toContain('4111 1111');
  });

  test('entering the passenger step again forgets the trip', async () => {
    const { step, booking } = wizard();
    await step('passenger').submit?.(passenger, ctx);
    await step('passenger').enter?.({} as never);
    expect(booking.trip()).toEqual({ flight: undefined, passenger: undefined, card: undefined });
    expect(await booking.definition.finish?.({}, ctx as ToolContext as StepContext)).toMatchObject({ code: 'incomplete' });
  });
});
