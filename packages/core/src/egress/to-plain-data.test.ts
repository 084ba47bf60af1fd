import { describe, expect, test } from 'vitest';
import { REDACTED } from '../redact.js';
import { CYCLE, toPlainData } from './to-plain-data.js';

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
  get length(): number {
    return Math.hypot(this.x, this.y);
  }
  describe(): string {
    return `${this.x},${this.y}`;
  }
}

describe('spec §6.1 toPlainData: every value as the plain JSON data it stands for', () => {
  test('plain data is handed on as it is; anything else is a fresh copy', () => {
    const plain = { a: [1, 'two', true, null, { b: {} }], c: Object.assign(Object.create(null) as object, { d: 1 }) };
    expect(toPlainData(plain)).toBe(plain);
    const mixed = { a: { b: 1 }, d: new Date(0) };
    const out = toPlainData(mixed) as typeof mixed;
    expect(out).toEqual({ a: { b: 1 }, d: '1970-01-01T00:00:00.000Z' });
    expect(out.a).not.toBe(mixed.a);
  });

  test('an Error is its name, message, cause and own data, never its stack', () => {
    const error = Object.assign(new TypeError('bad card', { cause: new RangeError('inner') }), { code: 'E_CARD' });
    expect(toPlainData(error)).toEqual({ name: 'TypeError', message: 'bad card', cause: { name: 'RangeError', message: 'inner' }, code: 'E_CARD' });
    expect(JSON.stringify(toPlainData({ error }))).not.toContain('at ');
    expect(toPlainData(new DOMException('gone', 'AbortError'))).toEqual({ name: 'AbortError', message: 'gone' });
  });

  test('URL, URLSearchParams, Date, RegExp, bigint, NaN and Infinity', () => {
    expect(
      toPlainData({
        url: new URL('https://shop.test/pay?card=4111'),
        query: new URLSearchParams({ q: 'a b!' }),
        date: new Date(0),
        invalid: new Date(Number.NaN),
        pattern: /a+b/giu,
        big: 12345678901234567890n,
        numbers: [Number.NaN, Infinity, -Infinity, -0, 1.5],
      }),
    ).toEqual({
      url: 'https://shop.test/pay?card=4111',
      query: 'q=a+b%21',
      date: '1970-01-01T00:00:00.000Z',
      invalid: null,
      pattern: '/a+b/giu',
      big: '12345678901234567890',
      numbers: [null, null, null, -0, 1.5],
    });
  });

  test('Map as [key, value] pairs, Set and typed arrays as arrays, buffers as bytes, boxed primitives as values', () => {
    const bytes = new Uint8Array([1, 2, 255]);
    expect(
      toPlainData({
        map: new Map<unknown, unknown>([['k', new Set([1, 2])], [{ o: 1 }, 'v']]),
        typed: new Float64Array([0.5, Number.NaN]),
        wide: new BigInt64Array([5n]),
        buffer: bytes.buffer,
        view: new DataView(bytes.buffer, 1, 2),
        boxed: [Object('text'), Object(3), Object(false)],
      }),
    ).toEqual({ map: [['k', [1, 2]], [{ o: 1 }, 'v']], typed: [0.5, null], wide: ['5'], buffer: [1, 2, 255], view: [2, 255], boxed: ['text', 3, false] });
  });

  test('a class instance is its own enumerable data; toJSON is called as JSON calls it', () => {
    expect(toPlainData(new Point(3, 4))).toEqual({ x: 3, y: 4 });
    expect(toPlainData({ money: { toJSON: () => '12.00 EUR' } })).toEqual({ money: '12.00 EUR' });
  });

  // The check reads `constructor`, not the prototype (Chromium paid twice the check for that): an own
  // data key named `constructor` is data, and the value is copied; only page code that sets a class's
  // `constructor` to `Object` is handed on as made, which the text rewrite (secrets) always copies.
  test('an own key named constructor is data; a class that claims Object is copied when there is text to rewrite', () => {
    const data = JSON.parse('{"constructor":{"name":"x"},"n":1}') as object;
    expect(toPlainData(data)).toEqual({ constructor: { name: 'x' }, n: 1 });
    expect(toPlainData(data)).not.toBe(data);
    class Claims {
      constructor(readonly x: number) {}
      toJSON() {
        return { json: this.x };
      }
    }
    Object.defineProperty(Claims.prototype, 'constructor', { value: Object });
    const claims = new Claims(1);
    expect(toPlainData(claims)).toBe(claims);
    expect(toPlainData(claims, (text) => text)).toEqual({ json: 1 });
  });

  test('functions, symbols and undefined are dropped: left out of objects, null in arrays, undefined at the root', () => {
    const symbol = Symbol('s');
    expect(toPlainData({ f: () => 1, s: symbol, u: undefined, [symbol]: 1, k: 1 })).toEqual({ k: 1 });
    expect(toPlainData([() => 1, symbol, undefined, 1])).toEqual([null, null, null, 1]);
    expect(toPlainData(() => 1)).toBeUndefined();
  });

  test('a getter, a proxy or a toJSON that throws drops its value, not the whole', () => {
    const getter = Object.defineProperty({ ok: 1 }, 'bad', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = { toJSON: () => { throw new Error('no'); } };
    expect(toPlainData({ getter, proxy, throwing, ok: 2 })).toEqual({ getter: { ok: 1 }, ok: 2 });
  });

  test('cycles become a marker; a shared value is converted once; deep values are cut off (fail closed)', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic['self'] = cyclic;
    expect(toPlainData(cyclic)).toEqual({ a: 1, self: CYCLE });
    let reads = 0;
    let node: Record<string, unknown> = Object.defineProperty({}, 'leaf', { enumerable: true, get: () => (reads++, 'x') });
    for (let depth = 0; depth < 40; depth++) node = { l: node, r: node, d: new Date(0) };
    const out = toPlainData(node) as { l: unknown; r: unknown; d: string };
    // Converted once and shared, as JSON would write it twice: 2^40 paths, one conversion.
    expect(out.l).toBe(out.r);
    expect(reads).toBeLessThan(100);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 300; i++) deep = [deep];
    expect(JSON.stringify(toPlainData(deep))).toContain(REDACTED);
  });

  test('keys are data: the text rewrite applies to keys, and a rewritten key never replaces another', () => {
    const out = toPlainData({ 'card-4111': 1, '[redacted]': 2, b: 'card-4111 x' }, (text) => text.replace('card-4111', REDACTED));
    expect(out).toEqual({ [REDACTED]: 1, [`${REDACTED}#2`]: 2, b: `${REDACTED} x` });
  });

  test('__proto__ keys stay own data and never set a prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "d": "1970-01-01"}') as object;
    const out = toPlainData({ input, date: new Date(0) }) as { input: object };
    expect(Object.getPrototypeOf(out.input)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out.input, '__proto__')?.value).toEqual({ polluted: true });
    expect('polluted' in {}).toBe(false);
  });
});
