import { REDACTED } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import { MAX_REVIEW_CHARS, MAX_REVIEW_ROWS, toCardInput } from './card-input.js';

describe('toCardInput (spec §17.2 What the card lists)', () => {
  test('an input too large to show whole cannot be approved; one at the bound is listed whole', () => {
    const many = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
    expect(toCardInput({ input: many(MAX_REVIEW_ROWS), redacted: [] })).toMatchObject({ tooLarge: false });
    expect(toCardInput({ input: many(MAX_REVIEW_ROWS), redacted: [] }).rows).toHaveLength(MAX_REVIEW_ROWS);
    expect(toCardInput({ input: many(MAX_REVIEW_ROWS + 1), redacted: [] }).tooLarge).toBe(true);
    expect(toCardInput({ input: { note: 'x'.repeat(MAX_REVIEW_CHARS - 4) }, redacted: [] }).tooLarge).toBe(false);
    expect(toCardInput({ input: { note: 'x'.repeat(MAX_REVIEW_CHARS - 3) }, redacted: [] }).tooLarge).toBe(true);
  });

  test('a cycle or nesting too deep to list cannot be approved (a request made by hand)', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(toCardInput({ input: cyclic }).tooLarge).toBe(true);
  });

  test('masks only where `redacted` says; without it, nothing is masked', () => {
    const input = { password: REDACTED, note: REDACTED };
    expect(toCardInput({ input, redacted: [['password']] }).rows.map((row) => row.masked)).toEqual([true, false]);
    expect(toCardInput({ input }).rows.map((row) => [row.masked, row.value])).toEqual([
      [false, '“[redacted]”'],
      [false, '“[redacted]”'],
    ]);
  });

  test('an object a schema made lists as the data run receives; one holding a cycle cannot be approved', () => {
    const input = { site: new URL('https://shop.example/pay'), when: new Date(Date.UTC(2030, 0, 2)) };
    expect(toCardInput({ input, redacted: [] }).rows.map((row) => [row.key, row.value])).toEqual([
      ['site', 'https://shop.example/pay'],
      ['when', '2030-01-02T00:00:00.000Z'],
    ]);
    const tags = new Map<string, unknown>();
    tags.set('self', tags);
    expect(toCardInput({ input: { tags }, redacted: [] }).tooLarge).toBe(true);
  });
});
