import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import type { ToolmarkEvent } from '../registry/events.js';
import { createToolmark } from '../registry/create-toolmark.js';
import { fail, isToolResult, ok, type ToolResult } from '../result.js';

const CODES = ['unknown_tool', 'invalid_input', 'permission_denied', 'declined', 'aborted', 'timeout', 'run_failed', 'invalid_output'];

// Values that break code which trusts its input: throwing traps and getters, revoked proxies, cycles.
function weirdValues(): unknown[] {
  const thrower = () => { throw new Error('trap'); };
  const hostile = new Proxy({}, { get: thrower, ownKeys: thrower, getPrototypeOf: thrower, has: thrower, getOwnPropertyDescriptor: thrower });
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  const getter = Object.defineProperty({}, 'card', { enumerable: true, get: thrower });
  const cyclic: Record<string, unknown> = { card: 'abcd' };
  cyclic.self = cyclic;
  const nullProto = Object.assign(Object.create(null) as object, { card: 'x' });
  const arrayProxy = new Proxy([1, 2], { get: thrower });
  return [hostile, revocable.proxy, getter, cyclic, nullProto, arrayProxy, Symbol('s'), 10n, () => 1, new Map([[1, 2]])];
}
// Weird values are built inside the property (by index): fast-check itself would trip on their traps.
const WEIRD_COUNT = weirdValues().length;
const anyInput = fc.oneof(
  fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true, withDate: true, withTypedArray: true, withSparseArray: true, withBoxedValues: true }).map((value) => ({ value })),
  fc.integer({ min: 0, max: WEIRD_COUNT - 1 }).map((weird) => ({ weird })),
  fc.record({ card: fc.anything(), qty: fc.anything() }).map((value) => ({ value })),
);
const inputOf = (drawn: { value: unknown } | { weird: number }) => ('weird' in drawn ? weirdValues()[drawn.weird] : drawn.value);

function callsNeverThrow(call: () => Promise<ToolResult>): Promise<ToolResult> {
  let promise: Promise<ToolResult>;
  try {
    promise = call();
  } catch (error) {
    throw new Error(`call threw synchronously: ${String(error)}`);
  }
  return promise;
}

describe('spec §3 call never throws, never rejects (property)', () => {
  const tm = createToolmark({ dev: true, toJsonSchema: () => ({ type: 'object' }), confirm: () => true });
  const echo = ({ ...args }: object) => ok(args);
  tm.register({ name: 'typed', description: 'd', input: v.object({ card: v.string(), qty: v.number() }), run: echo as never, sensitivePaths: () => ['card'] });
  tm.register({ name: 'loose', description: 'd', run: (value) => ok(value), sensitivePaths: () => ['card', '*.x', 'list[0]'] });
  tm.register({ name: 'confirmed', description: 'd', hints: { destructive: true }, run: (value) => ok(value), summary: (value) => JSON.stringify(value) });
  tm.register({ name: 'badpaths', description: 'd', run: (value) => ok(value), sensitivePaths: () => ['ok'] });

  test('for arbitrary input and names', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('typed', 'loose', 'confirmed', 'badpaths', 'missing'), anyInput, async (name, drawn) => {
        const result = await callsNeverThrow(() => tm.call(name, inputOf(drawn), { timeoutMs: 50 }));
        expect(isToolResult(result)).toBe(true);
        if (result.isError) expect(CODES).toContain(result.code);
      }),
      { numRuns: 300 },
    );
  });

  // Regression: a name whose String() throws (null prototype, non-callable toString) once made call()
  // reject, from formatting the name in the unknown_tool message and again in the safety catch.
  test('for a name that cannot be converted to a string', async () => {
    for (const name of [Object.create(null), { toString: '' }, { toString: () => { throw new Error('x'); } }]) {
      const result = await callsNeverThrow(() => tm.call(name as string, {}));
      expect(result).toMatchObject({ isError: true, code: 'unknown_tool' });
    }
  });

  test('for arbitrary names and options', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), async (name, options) => {
        const result = await callsNeverThrow(() => tm.call(name as string, {}, options as never));
        expect(isToolResult(result)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

type Behaviour =
  | { kind: 'throw'; error: unknown }
  | { kind: 'reject'; error: unknown }
  | { kind: 'hang' }
  | { kind: 'garbage'; value: unknown }
  | { kind: 'late'; ms: number }
  | { kind: 'fail' };

const behaviour: fc.Arbitrary<Behaviour> = fc.oneof(
  fc.record({ kind: fc.constant('throw' as const), error: fc.anything() }),
  fc.record({ kind: fc.constant('reject' as const), error: fc.anything() }),
  fc.record({ kind: fc.constant('hang' as const) }),
  fc.record({ kind: fc.constant('garbage' as const), value: fc.anything() }),
  fc.record({ kind: fc.constant('late' as const), ms: fc.integer({ min: 0, max: 12 }) }),
  fc.record({ kind: fc.constant('fail' as const) }),
);

function perform(b: Behaviour, signal: AbortSignal): ToolResult | Promise<ToolResult> {
  switch (b.kind) {
    case 'throw':
      throw b.error;
    case 'reject':
      return Promise.reject(b.error);
    case 'hang':
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    case 'garbage':
      return b.value as ToolResult;
    case 'late':
      return new Promise((resolve) => setTimeout(() => resolve(ok('late')), b.ms));
    case 'fail':
      return fail('own_code', 'tool failure');
  }
}

describe('spec §3.5 call never throws for misbehaving runs (property)', () => {
  test('each run outcome maps to its code; events start and finish once', async () => {
    const tm = createToolmark({ dev: true });
    let current: Behaviour = { kind: 'fail' };
    tm.register({ name: 'wild', description: 'd', hints: { readOnly: true }, run: (_value, ctx) => perform(current, ctx.signal) });
    const events: ToolmarkEvent[] = [];
    tm.subscribe((event) => events.push(event));
    await fc.assert(
      fc.asyncProperty(behaviour, async (b) => {
        current = b;
        events.length = 0;
        const result = await callsNeverThrow(() => tm.call('wild', {}, { timeoutMs: 6 }));
        expect(isToolResult(result)).toBe(true);
        const expected = {
          throw: ['run_failed'], reject: ['run_failed'], hang: ['timeout'], fail: ['own_code'],
          garbage: [isToolResult(b.kind === 'garbage' && b.value) ? undefined : 'run_failed'],
          late: [undefined, 'timeout'],
        }[b.kind];
        expect(expected).toContain(result.code);
        const types = events.filter((event) => 'callId' in event).map((event) => event.type);
        expect(types[0]).toBe('call:started');
        expect(types.at(-1)).toBe('call:finished');
        expect(types.filter((type) => type === 'call:finished')).toHaveLength(1);
      }),
      { numRuns: 250 },
    );
  });
});

describe('spec §3 / §8 many calls at once', () => {
  test('1,000 concurrent calls each resolve once with their own result', async () => {
    const tm = createToolmark({ dev: true });
    tm.register({
      name: 'safe', description: 'd', hints: { readOnly: true },
      run: async (value: { id: number }) => (await new Promise((r) => setTimeout(r, value.id % 4)), ok(value.id)),
    });
    tm.register({
      name: 'exclusive', description: 'd',
      run: async (value: { id: number }) => (await Promise.resolve(), ok(value.id)),
    });
    const finished = new Map<string, number>();
    tm.subscribe((event) => {
      if (event.type === 'call:finished') finished.set(event.callId, (finished.get(event.callId) ?? 0) + 1);
    });
    const settledCount = new Array<number>(1000).fill(0);
    const calls = Array.from({ length: 1000 }, (_, id) => {
      const promise = tm.call(id % 2 ? 'safe' : 'exclusive', { id });
      void promise.then(() => settledCount[id]!++);
      return promise;
    });
    const results = await Promise.all(calls);
    expect(results.map((result) => result.structuredContent)).toEqual(Array.from({ length: 1000 }, (_, id) => id));
    expect(settledCount.every((count) => count === 1)).toBe(true);
    expect(finished.size).toBe(1000);
    expect([...finished.values()].every((count) => count === 1)).toBe(true);
  });
});
