// @vitest-environment happy-dom
// What the person approves is what runs (docs/security.md T5, T6; issue #17 class 1), through the
// entry points of this package: the polyfill's `executeTool`, publish's native `execute` and the
// bridge. A caller keeps a reference to its input and changes it while the card is open, or hands a
// getter that answers short on its first read and long after: `run` must receive, value for value,
// what the confirmation request showed, and what passed the schema.
import { executeByName } from './polyfill.test-support.js';
import { createToolmark, ok, type ConfirmRequest, type Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import * as v from 'valibot';
import { afterEach, describe, expect, test } from 'vitest';
import { createBridge, type Bridge } from './bridge/create-bridge.js';
import { createEnvelope } from './bridge/wire.js';
import type { ModelContextTool } from './model-context.js';
import { createModelContextPolyfill } from './polyfill.js';
import { publish } from './publish.js';

const PAGE = 'https://shop.example';
const LONG = 5_000_000;

/** A pending confirmation: what the card showed, and the person's answer, given later. */
interface Card {
  readonly request: ConfirmRequest;
  /** A deep copy of `request.input` as it was when the card opened. */
  readonly shown: unknown;
  approve(): void;
}

/** A registry with one payment tool (JSON Schema) and one with a valibot `v.any()` field; every run's input kept. */
function shop() {
  const runs: Record<string, unknown>[] = [];
  const cards: Card[] = [];
  const waiting: ((card: Card) => void)[] = [];
  const tm = createToolmark({
    dev: true,
    compileJsonSchema: fromJsonSchema,
    confirm: (request) =>
      new Promise<boolean>((resolve) => {
        const card = { request, shown: structuredClone(request.input), approve: () => resolve(true) };
        cards.push(card);
        waiting.shift()?.(card);
      }),
  });
  const summary = (input: { to: unknown; amount: unknown }) => `Pay ${String(input.amount)} EUR to ${String(input.to)}`;
  const run = (input: Record<string, unknown>) => {
    // What run sees, read now and deep: a later change by the caller must not reach it either.
    runs.push(structuredClone(input));
    return ok({ paid: true });
  };
  tm.register({
    name: 'pay',
    description: 'Pays someone',
    hints: { destructive: true },
    jsonSchema: {
      type: 'object',
      properties: { to: { type: 'string', maxLength: 50 }, amount: { type: 'number', maximum: 100 }, memo: { type: 'object', properties: { note: { type: 'string', maxLength: 50 } } } },
      required: ['to', 'amount'],
    },
    summary,
    run,
  });
  tm.register({
    name: 'pay.any',
    description: 'Pays someone, with free-form details',
    hints: { destructive: true },
    input: v.object({ to: v.pipe(v.string(), v.maxLength(50)), amount: v.pipe(v.number(), v.maxValue(100)), memo: v.any() }),
    // What agents are told; the valibot schema is what validates.
    jsonSchema: { type: 'object', properties: { to: { type: 'string', maxLength: 50 }, amount: { type: 'number', maximum: 100 }, memo: {} }, required: ['to', 'amount'] },
    summary,
    run,
  });
  const nextCard = () => (cards.length > waiting.length ? Promise.resolve(cards[cards.length - 1]!) : new Promise<Card>((resolve) => waiting.push(resolve)));
  return { tm, runs, nextCard };
}

/** An input the caller keeps: 1 EUR to alice, with a nested memo. */
const alice = () => ({ to: 'alice', amount: 1, memo: { note: 'lunch' } });

/** Changes every value of the kept input, nested ones included, as a hostile caller would once the card is open. */
function tamper(input: { to: string; amount: number; memo: { note: string } }) {
  input.to = 'mallory';
  input.amount = 99999;
  input.memo.note = 'x'.repeat(LONG);
}

/** An input whose `to` and `memo.note` answer short on their first `shortReads` reads and 5,000,000 characters on every later one. */
function shifty(shortReads: number) {
  let reads = 0;
  let noteReads = 0;
  const memo = {
    get note() {
      return noteReads++ < shortReads ? 'lunch' : 'y'.repeat(LONG);
    },
  };
  return {
    get to() {
      return reads++ < shortReads ? 'alice' : 'z'.repeat(LONG);
    },
    amount: 1,
    memo,
  };
}

/** One entry point: how a caller hands an input to a tool, the call's result as a promise. */
type EntryPoint = (tm: Toolmark, name: string, input: unknown) => Promise<unknown>;

const bridges: Bridge[] = [];
afterEach(() => bridges.splice(0).forEach((bridge) => bridge.dispose()));

const ENTRY_POINTS: Record<string, EntryPoint> = {
  async 'polyfill executeTool'(tm, name, input) {
    const context = createModelContextPolyfill();
    await publish(tm, { modelContext: context }).settled();
    return executeByName(context, name, input);
  },
  async "publish's native execute"(tm, name, input) {
    const registered: ModelContextTool[] = [];
    const context = createModelContextPolyfill();
    const registerTool = context.registerTool.bind(context);
    context.registerTool = (tool, options) => (registered.push(tool), registerTool(tool, options));
    await publish(tm, { modelContext: context }).settled();
    return registered.find((tool) => tool.name === name)!.execute(input as object, { signal: new AbortController().signal });
  },
  // A window that hands the bridge its own object, not a clone (a browser always clones what is
  // posted, and the bridge reads no MessageEvent a page script made itself).
  bridge(tm, name, input) {
    const listeners: ((event: MessageEvent) => void)[] = [];
    const host = { location: { origin: PAGE }, addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.push(listener), removeEventListener() {} };
    bridges.push(createBridge(tm, { window: host }));
    return new Promise((resolve) => {
      const peer = { get window() { return peer; }, postMessage: (data: { message: unknown }) => resolve(data.message) };
      const data = createEnvelope('client', 'toolmark', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: input } });
      for (const listener of listeners) listener({ origin: PAGE, source: peer, data } as unknown as MessageEvent);
    });
  },
};

describe('issue #17 class 1: the input a person confirmed is the input run receives', () => {
  describe.each(Object.keys(ENTRY_POINTS))('%s', (entryPoint) => {
    const call = ENTRY_POINTS[entryPoint]!;

    test.each(['pay', 'pay.any'])('%s: a caller that changes its input while the card is open does not change what runs', async (name) => {
      const { tm, runs, nextCard } = shop();
      const input = alice();
      const result = call(tm, name, input);
      const card = await nextCard();
      expect(card.request.summary).toBe('Pay 1 EUR to alice');
      tamper(input);
      card.approve();
      await result;
      expect(runs).toEqual([{ to: 'alice', amount: 1, memo: { note: 'lunch' } }]);
      expect(runs[0]).toEqual(card.shown);
    });

    // However many reads the pipeline makes before the one that counts, the value it checked is the one that runs.
    test.each([1, 2, 3, 4].flatMap((shortReads) => ['pay', 'pay.any'].map((name) => [name, shortReads] as const)))(
      '%s: a getter short for %i reads, long after: run receives the short value the limits, the schema and the card saw',
      async (name, shortReads) => {
        const { tm, runs, nextCard } = shop();
        const result = call(tm, name, shifty(shortReads));
        // Refused before the card (the schema saw the long value) is safe too; a card is approved.
        const card = await Promise.race([nextCard(), result.then(() => undefined)]);
        card?.approve();
        await result;
        expect(runs.length).toBeLessThanOrEqual(1);
        for (const ran of runs as { to: string; memo: { note: string } }[]) {
          expect(ran.to.length).toBeLessThanOrEqual(50);
          expect(ran.memo.note.length).toBeLessThanOrEqual(50);
          expect(ran).toEqual(card?.shown);
          expect(card?.request.summary).toBe(`Pay 1 EUR to ${ran.to}`);
        }
      },
    );
  });
});

describe('issue #17 class 1: the polyfill hands execute a copy, as Chromium does', () => {
  /** A tool registered on the polyfill itself (not through publish): it reads its input only after a tick. */
  async function direct() {
    const context = createModelContextPolyfill();
    const seen: unknown[] = [];
    await context.registerTool({
      name: 'pay',
      description: 'Pays',
      execute: async (input: unknown) => {
        await new Promise((resolve) => setTimeout(resolve));
        seen.push(structuredClone(input));
        return 'ok';
      },
    });
    return { context, seen };
  }

  test('a caller that changes its input after executeTool started changes nothing execute reads', async () => {
    const { context, seen } = await direct();
    const input = alice();
    const record = (await context.getTools()).find((tool) => tool.name === 'pay')!;
    const done = context.executeTool(record, input);
    tamper(input);
    await done;
    expect(seen).toEqual([{ to: 'alice', amount: 1, memo: { note: 'lunch' } }]);
  });

  test('a getter is read once, when executeTool is called; what JSON cannot hold is refused with a TypeError, as in Chromium', async () => {
    const { context, seen } = await direct();
    await executeByName(context, 'pay', shifty(1));
    expect(seen).toEqual([{ to: 'alice', amount: 1, memo: { note: 'lunch' } }]);
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    for (const input of [cycle, { amount: 1n }, { get to() { throw new Error('no'); } }, 'text']) {
      await expect(executeByName(context, 'pay', input)).rejects.toThrow(TypeError);
    }
    // JSON's own reading: a date becomes its text, undefined and functions go, toJSON is honoured.
    await executeByName(context, 'pay', { when: new Date(0), gone: undefined, run: () => 1, card: { toJSON: () => '[card]' } });
    expect(seen[1]).toEqual({ when: '1970-01-01T00:00:00.000Z', card: '[card]' });
  });
});
