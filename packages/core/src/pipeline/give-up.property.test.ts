// A call its caller gave up on never runs afterwards (docs/security.md, spec §3.10): generated
// timelines of a caller giving up (its signal, `abort()`, its timeout) against a person deciding, a
// slow schema, a lane held by an earlier call and a permission check that takes its time.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { ConfirmRequest } from '../options.js';
import { createToolmark } from '../registry/create-toolmark.js';
import { ok } from '../result.js';

const SEED = 34;
const RUNS = 300;

const timeline = fc.record({
  /** How the caller gives up. */
  how: fc.constantFrom('signal', 'abort', 'timeout'),
  /** When it gives up, in ms from the start. */
  giveUpAt: fc.integer({ min: 0, max: 60 }),
  /** When the person approves (or declines), in ms. */
  decideAt: fc.integer({ min: 0, max: 60 }),
  approve: fc.boolean(),
  /** The schema answers after this many ms (0: synchronously). */
  schemaMs: fc.integer({ min: 0, max: 20 }),
  /** The permission check answers after this many ms (-1: no check). */
  permissionMs: fc.integer({ min: -1, max: 20 }),
  /** An earlier exclusive call holds the lane this long (-1: none). */
  laneMs: fc.integer({ min: -1, max: 60 }),
  confirmed: fc.boolean(),
});

describe('a call its caller gave up on', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  test(`never runs afterwards, and its card closes (${RUNS} generated timelines, seed ${SEED})`, async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(timeline, async (t) => {
        cases++;
        const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        const requests: ConfirmRequest[] = [];
        const tm = createToolmark({
          confirm: (request) => (requests.push(request), sleep(t.decideAt).then(() => t.approve)),
          ...(t.permissionMs >= 0 && { checkPermission: () => sleep(t.permissionMs).then(() => true) }),
        });
        const runs: number[] = [];
        const schema = { '~standard': { version: 1 as const, vendor: 'x', validate: (value: unknown) => (t.schemaMs ? sleep(t.schemaMs).then(() => ({ value })) : { value }) } };
        tm.register({ name: 'hold', description: 'd', lane: 'shared', run: async () => (await sleep(t.laneMs), ok()) });
        tm.register({ name: 'act', description: 'd', lane: 'shared', input: schema, jsonSchema: { type: 'object' }, hints: { destructive: t.confirmed }, run: () => (runs.push(Date.now()), ok()) });
        const start = Date.now();
        if (t.laneMs >= 0) void tm.call('hold', {});
        const controller = new AbortController();
        const call = tm.start('act', {}, t.how === 'signal' ? { signal: controller.signal } : t.how === 'timeout' ? { timeoutMs: t.giveUpAt } : {});
        let gaveUp = Infinity;
        setTimeout(() => {
          if (t.how === 'signal') controller.abort();
          else if (t.how === 'abort') call.abort();
          if (call.phase !== 'settled') gaveUp = Date.now();
        }, t.giveUpAt);
        await vi.advanceTimersByTimeAsync(200);
        const result = await call.result;
        // Nothing ran at or after the moment the caller gave up; a call given up on ends as aborted or timeout.
        expect(runs.filter((at) => at >= gaveUp)).toEqual([]);
        if (gaveUp !== Infinity && runs.length === 0) expect(result.code).toBe(t.how === 'timeout' ? 'timeout' : 'aborted');
        // A card still open when the caller gave up was told so.
        for (const request of requests) if (gaveUp !== Infinity && start + t.decideAt > gaveUp) expect(request.signal.aborted).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    console.log(`[security] give-up: ${cases} timelines (signal, abort(), timeout × schema, permission, lane, confirmation), seed ${SEED}, 0 failures`);
  });
});
