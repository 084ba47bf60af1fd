import { describe, expect, test } from 'vitest';
import { findLeak, secretForms } from './find-leak.js';

const secret = 'SECRET-4111 "é" <b>&';

function base64(text: string, urlSafe = false): string {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  return urlSafe ? encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : encoded;
}

describe('findLeak (spec §22.4)', () => {
  test('finds the secret as it is, in a string, a key and inside JSON text', () => {
    expect(findLeak({ a: [1, `paid with ${secret}`] }, secret)).toBe('$.a[1]');
    expect(findLeak({ [secret]: 1 }, secret)).toBe(`$.${secret}(key)`);
    expect(findLeak({ text: JSON.stringify({ card: secret }) }, secret)).toBe('$.text');
    // JSON text of JSON text: the secret escaped twice is one of its forms, and parsing finds it too.
    expect(findLeak(JSON.stringify(JSON.stringify({ card: secret })), secret)).toBe('$');
  });

  test('finds every escaped form it lists, each embedded in other text', () => {
    for (const form of secretForms(secret)) expect(findLeak({ at: `x${form}y` }, secret), form).toBe('$.at');
  });

  test('finds URL-encoded, form-encoded and HTML-escaped forms written by other encoders', () => {
    const escaped = [
      encodeURIComponent(secret),
      encodeURIComponent(secret).replace(/%20/g, '+'),
      new URLSearchParams({ q: secret }).toString(),
      // Only some characters escaped, as a text node's serializer does: decoding finds it.
      secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
      secret.replace(/"/g, '&#x22;').replace(/&(?!#)/g, '&#38;').replace(/</g, '&#60;'),
      `https://shop.test/pay?card=${encodeURIComponent(secret)}&x=1`,
    ];
    for (const text of escaped) expect(findLeak([text], secret), text).toBe('$[0]');
  });

  test('finds base64 of the secret at each offset in the encoded text, standard and URL-safe', () => {
    for (const prefix of ['', 'a', 'ab', 'abc', 'abcd']) {
      expect(findLeak(base64(`${prefix}${secret}tail`), secret), prefix).toBe('$');
      expect(findLeak(base64(`${prefix}${secret}`, true), secret), prefix).toBe('$');
    }
  });

  test('finds a number equal to the secret', () => {
    expect(findLeak({ cvc: 7373 }, '7373')).toBe('$.cvc');
  });

  test('finds nothing in a redacted payload, and walks a cycle once', () => {
    const payload: Record<string, unknown> = { card: '[redacted]', text: 'paid with [redacted]', image: base64('an unrelated picture') };
    payload['self'] = payload;
    expect(findLeak(payload, secret)).toBeUndefined();
    expect(findLeak({ card: 'SECRET-4111' }, secret)).toBeUndefined();
  });

  test('refuses a secret too short to be told from chance', () => {
    expect(() => findLeak({}, 'abc')).toThrow(RangeError);
  });
});
