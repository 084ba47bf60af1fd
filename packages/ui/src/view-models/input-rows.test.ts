import { REDACTED } from '@toolmark/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { toInputRows } from './input-rows.js';

describe('toInputRows', () => {
  test('flattens nested objects and arrays to paths', () => {
    const { rows, hidden } = toInputRows({ from: 'PAR', passengers: [{ name: 'Ada', age: 36 }], direct: true, note: null });
    expect(rows).toEqual([
      { key: 'from', value: 'PAR', masked: false },
      { key: 'passengers[0].name', value: 'Ada', masked: false },
      { key: 'passengers[0].age', value: '36', masked: false },
      { key: 'direct', value: 'true', masked: false },
      { key: 'note', value: 'null', masked: false },
    ]);
    expect(hidden).toBe(0);
  });

  test('masks a redacted value and never carries its text', () => {
    const { rows } = toInputRows({ user: 'ada', password: REDACTED, card: { number: REDACTED } });
    expect(rows).toEqual([
      { key: 'user', value: 'ada', masked: false },
      { key: 'password', value: '', masked: true },
      { key: 'card.number', value: '', masked: true },
    ]);
  });

  test('shows a single value, empty containers and dates', () => {
    expect(toInputRows('hello').rows).toEqual([{ key: '', value: 'hello', masked: false }]);
    expect(toInputRows(REDACTED).rows).toEqual([{ key: '', value: '', masked: true }]);
    expect(toInputRows({ a: [], b: {} }).rows.map((row) => row.value)).toEqual(['[]', '{}']);
    expect(toInputRows({ at: new Date(Date.UTC(2030, 0, 2)) }).rows[0]?.value).toBe('2030-01-02T00:00:00.000Z');
    expect(toInputRows({}).rows).toEqual([]);
    expect(toInputRows(undefined).rows).toEqual([]);
  });

  test('leaves out undefined properties', () => {
    expect(toInputRows({ a: undefined, b: 1 }).rows).toEqual([{ key: 'b', value: '1', masked: false }]);
  });

  test('cuts the list at the limit and counts what it left out', () => {
    const input = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, i]));
    const { rows, hidden } = toInputRows(input, 5);
    expect(rows.map((row) => row.key)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
    expect(hidden).toBe(3);
  });

  test('survives cycles and deep nesting', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(toInputRows(cyclic).rows).toEqual([
      { key: 'a', value: '1', masked: false },
      { key: 'self', value: '[circular]', masked: false },
    ]);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i++) deep = { d: deep };
    const { rows } = toInputRows(deep);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toBe('…');
  });

  test('a shared (not cyclic) object is listed at each place', () => {
    const shared = { x: 1 };
    expect(toInputRows({ a: shared, b: shared }).rows.map((row) => row.key)).toEqual(['a.x', 'b.x']);
  });

  test('never puts the marker in a value, and masks one row per redacted leaf', () => {
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, tie('leaf'), tie('array'), tie('object')),
      leaf: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(REDACTED)),
      array: fc.array(tie('tree'), { maxLength: 4 }),
      object: fc.dictionary(fc.string(), tie('tree'), { maxKeys: 4 }),
    }));
    const countRedacted = (value: unknown): number =>
      value === REDACTED ? 1 : typeof value === 'object' && value !== null ? Object.values(value).reduce<number>((n, v) => n + countRedacted(v), 0) : 0;
    fc.assert(
      fc.property(tree, (input) => {
        const { rows, hidden } = toInputRows(input, 10_000);
        expect(hidden).toBe(0);
        expect(rows.some((row) => row.value.includes(REDACTED))).toBe(false);
        expect(rows.filter((row) => row.masked)).toHaveLength(countRedacted(input));
      }),
    );
  });
});
