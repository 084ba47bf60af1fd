import { createToolmark, ok } from '@toolmark/core';
import { describe, expect, it } from 'vitest';
import { callsInFlightStore, type CallInFlight } from './calls-in-flight-store.js';

describe('callsInFlightStore', () => {
  it('lists the calls under way in the order they started, with their phase, until they finish', async () => {
    const tm = createToolmark();
    let finish!: () => void;
    const held = new Promise<void>((resolve) => (finish = resolve));
    tm.register({ name: 'slow', description: 'Slow', run: async () => (await held, ok({})) });
    tm.register({ name: 'fast', description: 'Fast', run: () => ok({}) });
    const seen: (readonly CallInFlight[])[] = [];
    const stop = callsInFlightStore(tm).subscribe((calls) => seen.push(calls));
    const slow = tm.call('slow', {});
    await tm.call('fast', {});
    const during = seen.at(-1)!.map((call) => `${call.name}: ${call.phase}`);
    finish();
    await slow;
    stop();
    expect(during).toEqual(['slow: running']);
    expect(seen.at(-1)).toEqual([]);
    expect(seen.flat().every((call) => typeof call.callId === 'string')).toBe(true);
  });
});
