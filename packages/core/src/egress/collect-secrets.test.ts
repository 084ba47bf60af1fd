import { describe, expect, test } from 'vitest';
import { collectSecrets } from './collect-secrets.js';
import { secretForms } from './secret-encodings.js';

describe('spec §6.2 collectSecrets', () => {
  test('collects string and number leaves of 3+ characters, in every form, longest first', () => {
    const input = { card: { number: '4111', cvc: '12', pin: 98765 }, name: 'Ann Lee' };
    const secrets = collectSecrets(input, ['card', 'name']);
    expect(new Set(secrets)).toEqual(new Set([...secretForms('4111'), ...secretForms('98765'), ...secretForms('Ann Lee')]));
    expect(secrets).toContain('Ann+Lee');
    expect(secrets.some((form) => form.includes('12') && form.length < 3)).toBe(false);
    expect(secrets.map((form) => form.length)).toEqual([...secrets.map((form) => form.length)].sort((a, b) => b - a));
  });

  test('reads the input as plain data: a value inside a Map, a class instance or a Date counts too', () => {
    class Card {
      constructor(readonly number: string) {}
    }
    expect(collectSecrets({ card: new Card('4111-x') }, ['card.number'])).toContain('4111-x');
    expect(collectSecrets({ card: new Map([['n', 'secret-in-map']]) }, ['card'])).toContain('secret-in-map');
  });

  test('follows wildcards and indexes; an unparsable path makes every value a secret (fail closed)', () => {
    const input = { p: [{ s: 'abc' }, { s: 'defg' }], other: 'public' };
    expect(collectSecrets(input, ['p[*].s', 'p[9].s'])).toEqual(expect.arrayContaining(['defg', 'abc']));
    expect(collectSecrets(input, ['p[*].s'])).not.toContain('public');
    expect(collectSecrets(input, ['p[0'])).toEqual(expect.arrayContaining(['public', 'defg', 'abc']));
  });

  test('ignores booleans, null and missing values; terminates on cycles; visits a shared value once', () => {
    expect(collectSecrets({ a: true, b: null }, ['a', 'b', 'c'])).toEqual([]);
    const node: Record<string, unknown> = { v: 'deep-secret' };
    node['self'] = node;
    expect(collectSecrets({ s: node }, ['s'])).toContain('deep-secret');
    let reads = 0;
    let shared: Record<string, unknown> = Object.defineProperty({}, 'leaf', { enumerable: true, get: () => (reads++, 'shared-secret') });
    for (let depth = 0; depth < 16; depth++) shared = { l: shared, r: shared };
    expect(collectSecrets({ s: shared }, ['s'])).toContain('shared-secret');
    // The check for plain data meets a shared value each time, within its budget of 1,000 objects;
    // the conversion then reads it once: never 2^16 times.
    expect(reads).toBeLessThan(1_100);
  });

  test('the validated input adds the forms of the texts it changed, and keeps the known ones', () => {
    const raw = collectSecrets({ card: ' 4111-x ' }, ['card']);
    const validated = collectSecrets({ card: '4111-X' }, ['card'], raw);
    expect(validated).toEqual(expect.arrayContaining([...raw, ...secretForms('4111-X')]));
  });

  test('no form that is part of a marker the egress writes', () => {
    expect(collectSecrets({ card: 'redacted' }, ['card'])).not.toContain('redacted');
  });
});
