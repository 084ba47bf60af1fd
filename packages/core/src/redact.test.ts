import { describe, expect, test } from 'vitest';
import { collectSecrets, formsOf, REDACTED, redactPaths, scrubSecrets } from './redact.js';

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

  test('scrubSecrets copies own __proto__ keys as data', () => {
    const input = JSON.parse('{"__proto__": {"p": "my-secret"}}') as object;
    const out = scrubSecrets(input, ['my-secret']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).toEqual({ p: REDACTED });
    expect('p' in Object.prototype).toBe(false);
  });
});

describe('spec §6 collectSecrets', () => {
  test('collects string and number leaves of 3+ characters, longest first', () => {
    const input = { card: { number: '4111', cvc: '12', pin: 98765 }, name: 'Ann Lee' };
    expect(collectSecrets(input, ['card', 'name'])).toEqual(['Ann%20Lee', 'Ann Lee', '98765', '4111']);
  });

  test('each secret in every form text made from it holds: trimmed, JSON-escaped three times over, URI, HTML', () => {
    expect([...formsOf(' pa"ss\n')]).toEqual([
      ' pa"ss\n',
      ' pa\\"ss\\n',
      ' pa\\\\\\"ss\\\\n',
      ' pa\\\\\\\\\\\\\\"ss\\\\\\\\n',
      '%20pa%22ss%0A',
      ' pa&quot;ss\n',
      'pa"ss',
      'pa\\"ss',
      'pa\\\\\\"ss',
      'pa\\\\\\\\\\\\\\"ss',
      'pa%22ss',
      'pa&quot;ss',
      'pa"ss\n',
      'pa\\"ss\\n',
      'pa\\\\\\"ss\\\\n',
      'pa\\\\\\\\\\\\\\"ss\\\\\\\\n',
      'pa%22ss%0A',
      'pa&quot;ss\n',
      ' pa"ss',
      ' pa\\"ss',
      ' pa\\\\\\"ss',
      ' pa\\\\\\\\\\\\\\"ss',
      '%20pa%22ss',
      ' pa&quot;ss',
    ]);
    // Letters, digits and the few marks no form changes: the secret alone (and nothing under 3 characters).
    expect([...formsOf('TM-MUG_1.x(~)!*')]).toEqual(['TM-MUG_1.x(~)!*']);
    expect([...formsOf('ab')]).toEqual([]);
    // A lone surrogate has no URI form; short trimmed forms are not secrets.
    expect(formsOf('\ud800ab')).toEqual(new Set(['\ud800ab', '\\ud800ab', '\\\\ud800ab', '\\\\\\\\ud800ab']));
    expect(formsOf('  ab  ')).toEqual(new Set(['  ab  ', '%20%20ab%20%20', '  ab', '%20%20ab', 'ab  ', 'ab%20%20']));
  });

  test('follows wildcards and indexes, deduplicates', () => {
    const input = { p: [{ s: 'abc' }, { s: 'abc' }, { s: 'defg' }], other: 'public' };
    expect(collectSecrets(input, ['p[*].s', 'p[9].s'])).toEqual(['defg', 'abc']);
  });

  test('an unparsable path makes every value of the input a secret (fail closed)', () => {
    const input = { p: [{ s: 'abc' }, { s: 'defg' }], other: 'public' };
    expect(collectSecrets(input, ['p[0'])).toEqual(['public', 'defg', 'abc']);
    expect(collectSecrets(input, ['['])).toEqual(['public', 'defg', 'abc']);
  });

  test('ignores booleans, null and missing values', () => {
    expect(collectSecrets({ a: true, b: null }, ['a', 'b', 'c'])).toEqual([]);
  });

  test('terminates on a self-referencing value', () => {
    const node: Record<string, unknown> = { v: 'deep-secret' };
    node.self = node;
    expect(collectSecrets({ s: node }, ['s'])).toEqual(['deep-secret']);
  });

  // Regression: without a `seen` set a shared (DAG) value was walked once per path to it, 2^depth visits.
  test('visits a shared value once, not once per path to it', () => {
    let reads = 0;
    let node: Record<string, unknown> = {};
    Object.defineProperty(node, 'leaf', { enumerable: true, get: () => (reads++, 'shared-secret') });
    for (let depth = 0; depth < 16; depth++) node = { l: node, r: node };
    expect(collectSecrets({ s: node }, ['s'])).toEqual(['shared-secret']);
    expect(reads).toBe(1);
  });
});

describe('spec §6 scrubSecrets', () => {
  test('replaces every occurrence inside strings and equal numbers, without mutating', () => {
    const value = { text: 'a hunter2 b hunter2', n: 12345, m: 123, list: ['hunter2'], ok: true };
    const out = scrubSecrets(value, ['hunter2', '12345']);
    expect(out).toEqual({ text: `a ${REDACTED} b ${REDACTED}`, n: REDACTED, m: 123, list: [REDACTED], ok: true });
    expect(value.text).toBe('a hunter2 b hunter2');
  });

  test('longest secrets first so overlapping ones go whole', () => {
    const secrets = collectSecrets({ a: 'abcdef', b: 'abc' }, ['a', 'b']);
    expect(scrubSecrets('x abcdef y', secrets)).toBe(`x ${REDACTED} y`);
  });

  test('no secrets: the same value', () => {
    const value = { a: 'x' };
    expect(scrubSecrets(value, [])).toBe(value);
  });

  test('cycles are copied as cycles of the scrubbed copy', () => {
    const value: Record<string, unknown> = { s: 'top-secret' };
    value.self = value;
    const out = scrubSecrets(value, ['top-secret']) as Record<string, unknown>;
    expect(out.s).toBe(REDACTED);
    expect(out.self).toBe(out);
    expect(value.s).toBe('top-secret');
  });

  test('very deep structures are cut off with the marker (fail closed)', () => {
    let deep: unknown = 'top-secret';
    for (let i = 0; i < 100; i++) deep = { d: deep };
    expect(JSON.stringify(scrubSecrets(deep, ['top-secret']))).not.toContain('top-secret');
  });

  test('non-plain objects are passed through', () => {
    const date = new Date(0);
    expect(scrubSecrets({ d: date }, ['1970']).d).toBe(date);
  });
});
