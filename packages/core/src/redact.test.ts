import { describe, expect, test } from 'vitest';
import { REDACTED, redactPaths } from './redact.js';

describe('spec §6 redactPaths', () => {
  test('replaces the value at a dotted path and copies only along it', () => {
    const input = { payment: { card: { number: '4111111111111111', name: 'Ann' } }, other: { a: 1 } };
    const out = redactPaths(input, ['payment.card.number']) as typeof input;
    expect(out).toEqual({ payment: { card: { number: REDACTED, name: 'Ann' } }, other: { a: 1 } });
    expect(out.other).toBe(input.other);
    expect(input.payment.card.number).toBe('4111111111111111');
  });

  test('[n] picks one index, * and [*] every key or index', () => {
    const input = { p: [{ passport: 'X1' }, { passport: 'X2' }], m: { a: { pin: 1 }, b: { pin: 2 } } };
    expect(redactPaths(input, ['p[1].passport'])).toEqual({ p: [{ passport: 'X1' }, { passport: REDACTED }], m: input.m });
    expect(redactPaths(input, ['p[*].passport', 'm.*.pin'])).toEqual({
      p: [{ passport: REDACTED }, { passport: REDACTED }],
      m: { a: { pin: REDACTED }, b: { pin: REDACTED } },
    });
  });

  test('an index picks the key that is its text, and no key that only equals it as a number', () => {
    expect(redactPaths({ m: { '0': 's', '00': 'a', '': 'b', ' 0': 'c' } }, ['m[0]'])).toEqual({ m: { '0': REDACTED, '00': 'a', '': 'b', ' 0': 'c' } });
    expect(redactPaths({ m: ['s', 't'] }, ['m[1]'])).toEqual({ m: ['s', REDACTED] });
  });

  test('redacts a whole subtree, and quoted names with dots', () => {
    expect(redactPaths({ card: { n: 1, c: 2 } }, ['card'])).toEqual({ card: REDACTED });
    expect(redactPaths({ f: { 'billing.zip': '12345', zip: 'x' } }, ['f["billing.zip"]'])).toEqual({
      f: { 'billing.zip': REDACTED, zip: 'x' },
    });
  });

  test('returns the same value when no path matches', () => {
    const input = { a: { b: 1 } };
    expect(redactPaths(input, ['x.y', 'a.c', 'a.b.c', 'a[0]'])).toBe(input);
    expect(redactPaths(input, [])).toBe(input);
    expect(redactPaths('text', ['a'])).toBe('text');
    expect(redactPaths(undefined, ['a'])).toBe(undefined);
  });

  test('leaves non-plain objects alone', () => {
    const date = new Date(0);
    const map = new Map([['a', 'secret']]);
    expect(redactPaths({ d: date, m: map }, ['d.x', 'm.a'])).toEqual({ d: date, m: map });
  });

  // Regression: Object.hasOwn([], 'length') is true, and redefining an array's length throws, which once
  // failed tm.state and turned valid calls into run_failed. Only enumerable own keys are followed now.
  test("a path reaching an array's length does not throw", () => {
    const input = { items: [1, 2], dims: { a: [3], b: { length: 'secret-len' } } };
    expect(() => redactPaths(input, ['items.length'])).not.toThrow();
    expect(() => redactPaths(input, ['dims.*.length'])).not.toThrow();
  });

  test('an unparsable path fails closed: the whole value is redacted', () => {
    expect(redactPaths({ a: 'secret', b: 2 }, ['a', 'b[x]'])).toBe(REDACTED);
    expect(redactPaths({ a: 1 }, [''])).toBe(REDACTED);
  });

  test('cyclic input: only the path is followed', () => {
    const input: Record<string, unknown> = { secret: 'hunter22' };
    input.self = input;
    const out = redactPaths(input, ['self.self.secret']) as Record<string, any>;
    expect(out.self.self.secret).toBe(REDACTED);
    expect(input.secret).toBe('hunter22');
  });
});

describe('spec §6 __proto__ keys never touch Object.prototype', () => {
  test('redacting under an own __proto__ key writes an own property', () => {
    const input = JSON.parse('{"__proto__": {"polluted": "secret"}, "a": 1}') as object;
    const out = redactPaths(input, ['__proto__.polluted']) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ polluted: REDACTED });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect('polluted' in Object.prototype).toBe(false);
  });

  test('redacting __proto__ itself or via * keeps the prototype', () => {
    const input = JSON.parse('{"__proto__": {"x": 1}}') as object;
    const whole = redactPaths(input, ['__proto__']) as object;
    expect(Object.getPrototypeOf(whole)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(whole, '__proto__')?.value).toBe(REDACTED);
    const star = redactPaths(input, ['*.x']) as object;
    expect(Object.getOwnPropertyDescriptor(star, '__proto__')?.value).toEqual({ x: REDACTED });
    expect('x' in Object.prototype).toBe(false);
  });

  test('a path through an inherited __proto__ finds nothing', () => {
    const input = { a: 1 };
    expect(redactPaths(input, ['__proto__.toString', 'constructor.prototype.x'])).toBe(input);
    expect(typeof Object.prototype.toString).toBe('function');
  });
});
