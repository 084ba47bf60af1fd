import { describe, expect, test } from 'vitest';
import { movesCallsInFlight, nextCallsInFlight, type CallInFlight } from './calls-in-flight.js';
import type { CallEvent, ToolmarkEvent } from './registry/events.js';

const event = (type: CallEvent['type'], callId: string, name = 'cart.add') => ({ type, callId, name }) as CallEvent;

describe('calls in flight (spec §20.3): one rule for the framework bindings', () => {
  test('added at call:started in order, moved on at confirming and running, gone at finished', () => {
    let calls: readonly CallInFlight[] = [];
    for (const step of [event('call:started', 'a'), event('call:started', 'b', 'cart.empty'), event('call:confirming', 'b', 'cart.empty'), event('call:running', 'a')]) calls = nextCallsInFlight(calls, step);
    expect(calls).toEqual([
      { callId: 'a', name: 'cart.add', phase: 'running' },
      { callId: 'b', name: 'cart.empty', phase: 'confirming' },
    ]);
    const before = calls;
    calls = nextCallsInFlight(calls, event('call:finished', 'a'));
    expect(calls).toEqual([{ callId: 'b', name: 'cart.empty', phase: 'confirming' }]);
    expect(before).toHaveLength(2);
  });

  test('progress and the other events move nothing', () => {
    expect(movesCallsInFlight({ type: 'call:progress', callId: 'a', name: 'x', update: { progress: 1 } } as ToolmarkEvent)).toBe(false);
    expect(movesCallsInFlight({ type: 'tool:added', name: 'x' })).toBe(false);
    expect(movesCallsInFlight(event('call:running', 'a'))).toBe(true);
  });
});
