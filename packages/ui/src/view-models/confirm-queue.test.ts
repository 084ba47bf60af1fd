import { expect, test } from 'vitest';
import { callsFromCaller, endOf, isSameCaller, shownCalls } from './confirm-queue.js';

test('a queue shows the oldest waiting call only', () => {
  expect(shownCalls(['a', 'b', 'c'], 'queue')).toEqual(['a']);
  expect(shownCalls([], 'queue')).toEqual([]);
});

test('a stack shows every waiting call, oldest first', () => {
  expect(shownCalls(['a', 'b', 'c'], 'stack')).toEqual(['a', 'b', 'c']);
});

test('one caller is the same kind, origin and id, each equal or absent on both', () => {
  expect(isSameCaller({ kind: 'webmcp' }, { kind: 'webmcp' })).toBe(true);
  expect(isSameCaller({ kind: 'bridge', origin: 'https://a.test', id: 'x' }, { kind: 'bridge', origin: 'https://a.test', id: 'x' })).toBe(true);
  expect(isSameCaller({ kind: 'webmcp' }, { kind: 'in-page' })).toBe(false);
  expect(isSameCaller({ kind: 'bridge', origin: 'https://a.test' }, { kind: 'bridge', origin: 'https://b.test' })).toBe(false);
  expect(isSameCaller({ kind: 'bridge', origin: 'https://a.test' }, { kind: 'bridge' })).toBe(false);
  expect(isSameCaller({ kind: 'in-page', id: 'agent-1' }, { kind: 'in-page', id: 'agent-2' })).toBe(false);
  expect(isSameCaller({ kind: 'in-page', id: 'agent-1' }, { kind: 'in-page' })).toBe(false);
});

test('the calls of one caller, oldest first, the asking one included', () => {
  const calls = [
    { n: 1, caller: { kind: 'webmcp' } },
    { n: 2, caller: { kind: 'bridge', origin: 'https://a.test' } },
    { n: 3, caller: { kind: 'webmcp' } },
    { n: 4, caller: { kind: 'webmcp', id: 'ext' } },
    { n: 5, caller: { kind: 'webmcp' } },
  ];
  expect(callsFromCaller(calls, { kind: 'webmcp' }, (c) => c.caller).map((c) => c.n)).toEqual([1, 3, 5]);
  expect(callsFromCaller(calls, { kind: 'bridge', origin: 'https://a.test' }, (c) => c.caller).map((c) => c.n)).toEqual([2]);
  expect(callsFromCaller([], { kind: 'webmcp' }, (c: { caller: { kind: string } }) => c.caller)).toEqual([]);
});

test('why a waiting call ended, from its signal\'s reason: a TimeoutError is a timeout, anything else an abort', () => {
  expect(endOf(new DOMException('late', 'TimeoutError'))).toBe('timeout');
  expect(endOf(AbortSignal.timeout(0).reason ?? new DOMException('x', 'TimeoutError'))).toBe('timeout');
  expect(endOf(new DOMException('gone', 'AbortError'))).toBe('aborted');
  expect(endOf(undefined)).toBe('aborted');
  expect(endOf('TimeoutError')).toBe('aborted');
  const hostile = new Proxy({}, { get: () => { throw new Error('no'); } });
  expect(endOf(hostile)).toBe('aborted');
});
