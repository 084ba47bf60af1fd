import { expect, test } from 'vitest';
import { shownCalls } from './confirm-queue.js';

test('a queue shows the oldest waiting call only', () => {
  expect(shownCalls(['a', 'b', 'c'], 'queue')).toEqual(['a']);
  expect(shownCalls([], 'queue')).toEqual([]);
});

test('a stack shows every waiting call, oldest first', () => {
  expect(shownCalls(['a', 'b', 'c'], 'stack')).toEqual(['a', 'b', 'c']);
});
