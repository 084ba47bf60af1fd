import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { fromJsonSchema } from '../json-schema/from-json-schema.js';
import type { ConfirmRequest } from '../options.js';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';
import type { StandardSchemaV1 } from '@standard-schema/spec';

// docs/security.md T5: what the person approves is what runs. The caller keeps every reference it
// handed in and may change it, or answer differently on each read, while the card is open.

const payment = { type: 'object', properties: { to: { type: 'string', maxLength: 50 }, amount: { type: 'number' } }, required: ['to', 'amount'] };

/** The schemas the issue saw this through: JSON Schema, valibot objects, valibot `any`, an async one. */
type Payment = { to?: unknown; amount?: unknown };
const schemas: Record<string, () => StandardSchemaV1<unknown, Payment> | undefined> = {
  fromJsonSchema: () => fromJsonSchema(payment),
  'valibot object': () => v.object({ to: v.pipe(v.string(), v.maxLength(50)), amount: v.number() }),
  'valibot looseObject': () => v.looseObject({ to: v.pipe(v.string(), v.maxLength(50)), amount: v.number() }),
  'valibot any': () => v.any(),
  'valibot async': () => v.objectAsync({ to: v.pipe(v.string(), v.maxLength(50)), amount: v.number() }),
  'no schema': () => undefined,
};

// A registry whose card hands the request to the test and waits for its answer.
function payTool(schema: StandardSchemaV1<unknown, Payment> | undefined) {
  const cards: { request: ConfirmRequest; answer: (yes: boolean) => void }[] = [];
  const runs: unknown[] = [];
  const tm = createToolmark({
    toJsonSchema: () => payment,
    confirm: (request) => new Promise<boolean>((answer) => cards.push({ request, answer })),
  });
  tm.register({
    name: 'pay',
    description: 'Pays',
    ...(schema && { input: schema }),
    hints: { destructive: true },
    summary: (input: Payment) => `Pay ${String(input.amount)} EUR to ${String(input.to)}`,
    run: (input) => (runs.push(structuredClone(input)), ok()),
  });
  return { tm, cards, runs };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('docs/security.md T5: the input a person confirms is the input run receives', () => {
  test.each(Object.keys(schemas))('%s: changing the input while the card is open changes nothing that runs', async (kind) => {
    const { tm, cards, runs } = payTool(schemas[kind]!());
    const input: Record<string, unknown> = { to: 'alice', amount: 1 };
    const call = tm.call('pay', input);
    await settle();
    expect(cards[0]!.request.summary).toBe('Pay 1 EUR to alice');
    input['to'] = 'mallory';
    input['amount'] = 99_999;
    const shown = cards[0]!.request.input;
    cards[0]!.answer(true);
    expect((await call).isError).toBeUndefined();
    expect(runs).toEqual([{ to: 'alice', amount: 1 }]);
    expect(shown).toEqual({ to: 'alice', amount: 1 });
  });

  test.each(Object.keys(schemas))('%s: a getter that answers short, then long, is read once', async (kind) => {
    const { tm, cards, runs } = payTool(schemas[kind]!());
    let reads = 0;
    const input = {
      amount: 1,
      get to() {
        return reads++ === 0 ? 'alice' : 'x'.repeat(5_000_000);
      },
    };
    const call = tm.call('pay', input);
    await settle();
    cards[0]?.answer(true);
    await call;
    expect(reads).toBe(1);
    expect(runs).toEqual([{ to: 'alice', amount: 1 }]);
  });

  test('a proxy answering differently on each read is read once per property', async () => {
    const { tm, cards, runs } = payTool(schemas['valibot any']!());
    let gets = 0;
    const input = new Proxy({ to: 'alice', amount: 1 } as Record<string, unknown>, {
      get: (target, key) => (key === 'to' && gets++ > 0 ? 'mallory' : target[key as string]),
    });
    const call = tm.call('pay', input);
    await settle();
    cards[0]!.answer(true);
    await call;
    expect(gets).toBe(1);
    expect(runs).toEqual([{ to: 'alice', amount: 1 }]);
  });

  test('a nested object and an array changed after the call started: run sees them as they were (property)', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 3 })), fc.jsonValue({ maxDepth: 2 }), async (extra, junk) => {
        cases++;
        const { tm, cards, runs } = payTool(schemas['valibot any']!());
        const input: Record<string, unknown> = { to: 'alice', amount: 1, extra: structuredClone(extra), list: [structuredClone(extra)] };
        const before = structuredClone(input);
        const call = tm.call('pay', input);
        await settle();
        // The caller changes every object it still holds, at every level.
        const mutate = (value: unknown): void => {
          if (typeof value !== 'object' || value === null) return;
          for (const key of Object.keys(value)) {
            mutate((value as Record<string, unknown>)[key]);
            (value as Record<string, unknown>)[key] = junk;
          }
        };
        mutate(input);
        cards[0]!.answer(true);
        await call;
        expect(runs).toEqual([before]);
      }),
      { numRuns: 200 },
    );
    console.log(`[security] input changed while the card is open: ${cases} cases, 0 failures`);
  });
});

describe('docs/security.md T6: what the snapshot refuses', () => {
  test('a property name longer than maxStringLength is refused before anything runs', async () => {
    const { tm, runs } = payTool(schemas['valibot any']!());
    const result = await tm.call('pay', { to: 'alice', amount: 1, ['k'.repeat(150_000)]: 1 });
    expect(result.code).toBe('invalid_input');
    expect(result.content[0]).toMatchObject({ text: expect.stringContaining('has a name too long: at most 100000 characters') });
    expect(runs).toEqual([]);
  });

  test.each([
    ['a Map', new Map([['to', 'alice']])],
    ['a function', () => 'alice'],
    ['a class instance', new (class Payee {
      to = 'alice';
    })()],
  ])('%s is not plain data: refused, so nothing can change it behind the copy', async (_, payee) => {
    const { tm, runs } = payTool(schemas['valibot any']!());
    const result = await tm.call('pay', { to: 'alice', amount: 1, payee });
    expect(result).toMatchObject({ code: 'invalid_input', issues: [{ path: 'payee', message: expect.stringContaining("'payee' is not plain data") }] });
    expect(runs).toEqual([]);
  });

  test('a date is copied: changing it after the call started changes nothing', async () => {
    const { tm, cards, runs } = payTool(schemas['valibot any']!());
    const when = new Date(0);
    const call = tm.call('pay', { to: 'alice', amount: 1, when });
    await settle();
    when.setTime(1e12);
    cards[0]!.answer(true);
    await call;
    expect((runs[0] as { when: Date }).when.getTime()).toBe(0);
  });

  test('a getter that throws: the input cannot be read, invalid_input, nothing runs', async () => {
    const { tm, runs } = payTool(schemas['valibot any']!());
    const result = await tm.call('pay', {
      get to(): string {
        throw new Error('boom');
      },
    });
    expect(result).toMatchObject({ code: 'invalid_input', content: [{ text: "Invalid input for 'pay': Input could not be read" }] });
    expect(runs).toEqual([]);
  });
});

describe('docs/security.md T5: scrubbing cannot be turned against the card', () => {
  function cardTool() {
    const requests: ConfirmRequest[] = [];
    const tm = createToolmark({ confirm: (request) => (requests.push(request), true) });
    tm.register({
      name: 'pay',
      description: 'Pays',
      hints: { destructive: true },
      sensitivePaths: () => ['cvc'],
      summary: (input: { amount?: unknown; to?: unknown; cvc?: unknown }) => `Pay ${String(input.amount)} EUR to ${String(input.to)} (cvc ${String(input.cvc)})`,
      run: () => ok(),
    });
    return { tm, requests };
  }

  test("a caller's cvc equal to the amount does not mask the amount on the card", async () => {
    const { tm, requests } = cardTool();
    await tm.call('pay', { to: 'alice', amount: 9999, cvc: '9999' });
    expect(requests[0]!.input).toEqual({ to: 'alice', amount: 9999, cvc: '[redacted]' });
    // The summary is made from what the card shows: the cvc is never in it, the amount always is.
    expect(requests[0]!.summary).toBe('Pay 9999 EUR to alice (cvc [redacted])');
  });

  test("a caller's literal '[redacted]' is not a mask: the request names only the sensitive places", async () => {
    const { tm, requests } = cardTool();
    await tm.call('pay', { to: '[redacted]', amount: 1, cvc: '123' });
    expect(requests[0]!.input).toEqual({ to: '[redacted]', amount: 1, cvc: '[redacted]' });
    expect(requests[0]!.redacted).toEqual([['cvc']]);
  });

  test('whatever the caller sends at the sensitive path, every other field is shown as sent (property)', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 12 }), fc.double({ noNaN: true }), fc.nat({ max: 2 }), async (to, amount, pick) => {
        cases++;
        const { tm, requests } = cardTool();
        // The caller plants as its "secret" the very text the person must read.
        const cvc = [to, String(amount), `${to} ${amount}`][pick]!;
        await tm.call('pay', { to, amount, cvc });
        expect(requests[0]!.input).toEqual({ to, amount, cvc: '[redacted]' });
        expect(requests[0]!.summary).toBe(`Pay ${String(amount)} EUR to ${to} (cvc [redacted])`);
      }),
      { numRuns: 300 },
    );
    console.log(`[security] secrets chosen to mask the card: ${cases} cases, 0 failures`);
  });
});
