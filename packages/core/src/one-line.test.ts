import { expect, test } from 'vitest';
import { oneLine } from './one-line.js';

test('one line: line breaks and control characters are spaces, white space one space, the ends trimmed', () => {
  expect(oneLine('  too\nexpensive\u0007 today \u2028 sorry ', 500)).toBe('too expensive today sorry');
  expect(oneLine('  Skyway\n\tassistant\u0007 ', 60)).toBe('Skyway assistant');
  expect(oneLine('\u0000\r\n', 500)).toBeUndefined();
  expect(oneLine(' \n ', 60)).toBeUndefined();
});

test('cut at the limit in code points, never inside a surrogate pair, the ellipsis counted', () => {
  expect([...oneLine('😀'.repeat(600), 500)!]).toHaveLength(500);
  expect(oneLine('😀'.repeat(600), 500)).toBe('😀'.repeat(500));
  expect(oneLine('é'.repeat(200), 60, '…')).toBe(`${'é'.repeat(59)}…`);
  expect(oneLine('ab cd', 4, '…')).toBe('ab…');
  expect(oneLine('abcd', 4, '…')).toBe('abcd');
});
