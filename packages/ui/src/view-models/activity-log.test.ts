import { fail, ok, type ToolmarkEvent } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import { reduceActivity, type ActivityEntry } from './activity-log.js';

const fold = (events: ToolmarkEvent[], limit = 50) =>
  events.reduce<readonly ActivityEntry[]>((log, event) => reduceActivity(log, event, limit), []);

const started = (callId: string, name = 'cart.add'): ToolmarkEvent => ({
  type: 'call:started',
  callId,
  name,
  input: {},
  caller: { kind: 'webmcp' },
});

describe('reduceActivity', () => {
  test('follows a call from started to finished in one entry', () => {
    const log = fold([
      started('call-1'),
      { type: 'call:confirming', callId: 'call-1', name: 'cart.add' },
      { type: 'call:running', callId: 'call-1', name: 'cart.add' },
      { type: 'call:progress', callId: 'call-1', name: 'cart.add', update: { progress: 1, total: 2 } },
    ]);
    expect(log).toEqual([
      { id: 'call-1', status: 'running', name: 'cart.add', caller: { kind: 'webmcp' }, progress: { progress: 1, total: 2 } },
    ]);
    const done = reduceActivity(log, { type: 'call:finished', callId: 'call-1', name: 'cart.add', result: ok('Added'), durationMs: 12 }, 50);
    expect(done).toEqual([
      { id: 'call-1', status: 'finished', name: 'cart.add', caller: { kind: 'webmcp' }, message: 'Added', durationMs: 12 },
    ]);
  });

  test('tells declined and failed calls apart, with their codes', () => {
    const log = fold([
      started('call-1'),
      started('call-2'),
      { type: 'call:finished', callId: 'call-1', name: 'cart.add', result: fail('declined', 'The person declined'), durationMs: 1 },
      { type: 'call:finished', callId: 'call-2', name: 'cart.add', result: fail('out_of_stock', 'Gone'), durationMs: 1 },
    ]);
    expect(log.map(({ status, code }) => [status, code])).toEqual([
      ['declined', 'declined'],
      ['failed', 'out_of_stock'],
    ]);
  });

  test('logs registry errors as entries of their own, each with its own id', () => {
    const error: ToolmarkEvent = { type: 'error', code: 'state_failed', message: 'Reading the state failed', name: 'cart' };
    const log = fold([error, error, started('call-1'), error], 3);
    expect(log.map((entry) => entry.id)).toEqual(['error-1', 'call-1', 'error-2']);
    expect(log[0]).toEqual({ id: 'error-1', status: 'error', message: 'Reading the state failed', code: 'state_failed', name: 'cart' });
  });

  test('keeps the newest entries up to the limit', () => {
    const log = fold([started('call-1'), started('call-2'), started('call-3')], 2);
    expect(log.map((entry) => entry.id)).toEqual(['call-2', 'call-3']);
  });

  test('returns the same log for events that change nothing', () => {
    const log = fold([started('call-1')]);
    expect(reduceActivity(log, { type: 'tool:added', name: 'x' }, 50)).toBe(log);
    expect(reduceActivity(log, { type: 'call:running', callId: 'call-9', name: 'x' }, 50)).toBe(log);
  });

  test('cuts long messages', () => {
    const log = fold([started('call-1'), { type: 'call:finished', callId: 'call-1', name: 'x', result: ok('y'.repeat(1000)), durationMs: 1 }]);
    expect(log[0]?.message).toHaveLength(301);
  });

  test('a limit that is not a number of 0 or more keeps the default 50 (issue #17)', () => {
    const events = Array.from({ length: 120 }, (_, n) => started(`call-${n}`));
    for (const limit of [Number.NaN, -1, Number.POSITIVE_INFINITY]) expect(fold(events, limit)).toHaveLength(50);
    expect(fold(events, 2.5).map((entry) => entry.id)).toEqual(['call-118', 'call-119']);
  });

  test('progress and error messages are cut at 300 characters like results (issue #17)', () => {
    const huge = 'z'.repeat(100_000);
    const log = fold([
      started('call-1'),
      { type: 'call:progress', callId: 'call-1', name: 'cart.add', update: { progress: 1, message: huge } },
      { type: 'error', code: 'run_failed', message: huge },
    ]);
    expect(log[0]!.progress).toEqual({ progress: 1, message: `${'z'.repeat(300)}…` });
    expect(log[1]!.message).toBe(`${'z'.repeat(300)}…`);
  });
});
