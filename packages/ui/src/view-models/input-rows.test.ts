import { REDACTED } from '@toolmark/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { toPlainData } from '@toolmark/core/internal';
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

  test('without masked places, a value equal to REDACTED is masked (events, scrubbed by value)', () => {
    const { rows } = toInputRows({ user: 'ada', password: REDACTED, card: { number: REDACTED } });
    expect(rows).toEqual([
      { key: 'user', value: 'ada', masked: false },
      { key: 'password', value: '', masked: true },
      { key: 'card.number', value: '', masked: true },
    ]);
  });

  test('with masked places, masks exactly there: a caller’s own "[redacted]" is a quoted value', () => {
    const input = { note: REDACTED, card: { number: REDACTED }, passengers: [{ passport: 'x' }, { passport: REDACTED }] };
    const { rows } = toInputRows(input, { redacted: [['card', 'number'], ['passengers', 1, 'passport']] });
    expect(rows).toEqual([
      { key: 'note', value: '“[redacted]”', masked: false },
      { key: 'card.number', value: '', masked: true },
      { key: 'passengers[0].passport', value: 'x', masked: false },
      { key: 'passengers[1].passport', value: '', masked: true },
    ]);
    expect(toInputRows(REDACTED, { redacted: [[]] }).rows).toEqual([{ key: '', value: '', masked: true }]);
  });

  test('given toData (the card), an object a schema made is listed as the data it stands for, not [object]; one holding a cycle is unlisted', () => {
    class Money {
      constructor(
        readonly amount: number,
        readonly currency: string,
      ) {}
    }
    const input = { site: new URL('https://shop.example/pay?to=alice'), tags: new Map([['gift', true]]), price: new Money(12, 'EUR'), seen: new Set(['a']) };
    expect(toInputRows({ site: input.site }).rows).toEqual([{ key: 'site', value: '[object]', masked: false }]);
    const { rows, unlisted } = toInputRows(input, { toData: toPlainData });
    expect(rows).toEqual([
      { key: 'site', value: 'https://shop.example/pay?to=alice', masked: false },
      { key: 'tags[0][0]', value: 'gift', masked: false },
      { key: 'tags[0][1]', value: 'true', masked: false },
      { key: 'price.amount', value: '12', masked: false },
      { key: 'price.currency', value: 'EUR', masked: false },
      { key: 'seen[0]', value: 'a', masked: false },
    ]);
    expect(unlisted).toBe(false);
    const loop = new Money(1, 'EUR') as Money & { self?: unknown };
    loop.self = { back: loop };
    expect(toInputRows({ loop }, { toData: toPlainData })).toEqual({ rows: [{ key: 'loop', value: '[circular]', masked: false }], hidden: 0, unlisted: true });
  });

  test('with a shape, declared keys come first in the schema’s order, then the others, marked', () => {
    const input = { zip: '75001', '2': 'b', extra: { deep: 1 }, amount: 5, items: [{ sku: 'A', note: 'n' }] };
    const shape = { declared: ['amount', 'zip', 'items', '2'], inner: { items: { inner: { 0: { declared: ['sku'] } } } } };
    expect(toInputRows(input, { shape }).rows).toEqual([
      { key: 'amount', value: '5', masked: false },
      { key: 'zip', value: '“75001”', masked: false },
      { key: 'items[0].sku', value: 'A', masked: false },
      { key: 'items[0].note', value: 'n', masked: false, undeclared: true },
      { key: '2', value: 'b', masked: false },
      { key: 'extra.deep', value: '1', masked: false, undeclared: true },
    ]);
    expect(toInputRows({ a: 1, b: 2 }, { shape: { declared: ['b'], open: true } }).rows.map((row) => row.key)).toEqual(['b', 'a']);
    expect(toInputRows({ a: 1 }, { shape: { declared: ['b'], open: true } }).rows[0]).not.toHaveProperty('undeclared');
  });

  test('shows a single value, empty containers, dates and undefined properties', () => {
    expect(toInputRows('hello').rows).toEqual([{ key: '', value: 'hello', masked: false }]);
    expect(toInputRows(REDACTED).rows).toEqual([{ key: '', value: '', masked: true }]);
    expect(toInputRows({ a: [], b: {} }).rows.map((row) => row.value)).toEqual(['[]', '{}']);
    expect(toInputRows({ at: new Date(Date.UTC(2030, 0, 2)) }).rows[0]?.value).toBe('2030-01-02T00:00:00.000Z');
    expect(toInputRows({}).rows).toEqual([]);
    expect(toInputRows(undefined).rows).toEqual([]);
    expect(toInputRows({ a: undefined, b: 1 }).rows).toEqual([
      { key: 'a', value: 'undefined', masked: false },
      { key: 'b', value: '1', masked: false },
    ]);
  });

  test('keys that hold dots, brackets, quotes or spaces are quoted: one text, one place', () => {
    const { rows } = toInputRows({ 'a.b': 1, a: { b: 2 }, '': 3, ' x': 4, list: ['y'], obj: { 0: 'z' } });
    expect(rows.map((row) => row.key)).toEqual(['["a.b"]', 'a.b', '[""]', '[" x"]', 'list[0]', 'obj.0']);
  });

  test('cuts the list at the limit and counts what it left out', () => {
    const input = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`k${i}`, i]));
    const { rows, hidden } = toInputRows(input, { limit: 5 });
    expect(rows.map((row) => row.key)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
    expect(hidden).toBe(3);
  });

  test('cycles and very deep nesting are not listed, and say so', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(toInputRows(cyclic)).toEqual({
      rows: [
        { key: 'a', value: '1', masked: false },
        { key: 'self', value: '[circular]', masked: false },
      ],
      hidden: 0,
      unlisted: true,
    });
    let deep: unknown = 'bottom';
    for (let i = 0; i < 120; i++) deep = { d: deep };
    const { rows, unlisted } = toInputRows(deep);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toBe('[…]');
    expect(unlisted).toBe(true);
    expect(toInputRows({ d: { d: 'x' } }).unlisted).toBe(false);
  });

  test('a shared (not cyclic) object is listed at each place', () => {
    const shared = { x: 1 };
    expect(toInputRows({ a: shared, b: shared }).rows.map((row) => row.key)).toEqual(['a.x', 'b.x']);
  });

  test('never puts the marker in a masked row, and masks one row per redacted leaf', () => {
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
        const { rows, hidden } = toInputRows(input, { limit: 10_000 });
        expect(hidden).toBe(0);
        expect(rows.some((row) => row.masked && row.value !== '')).toBe(false);
        expect(rows.filter((row) => row.masked)).toHaveLength(countRedacted(input));
      }),
    );
  });
});
