import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_NAME_LENGTH } from '../names.js';
import { decodeToolName, encodeToolName } from './tool-name.js';

const PROVIDER_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** Valid full names (spec §1.1), biased towards underscores and dots, where the encoding is subtle. */
const part = fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/).map((text) => text.replace(/[a-m]/g, '_'));
const fullName = fc
  .array(fc.oneof(part, fc.constantFrom('_', '__', '___', 'a', 'u', 'd', 'ud', '-')), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join('.'))
  .filter((name) => name.length <= MAX_NAME_LENGTH);

describe('tool name encoding (spec §12.3)', () => {
  test('every encoding fits the providers’ name rule', () => {
    fc.assert(fc.property(fullName, (name) => {
        expect(encodeToolName(name)).toMatch(PROVIDER_NAME);
      }));
  });

  test('decoding an encoding that was not shortened gives the name back', () => {
    fc.assert(
      fc.property(fullName, (name) => {
        const encoded = encodeToolName(name);
        if (!encoded.includes('____')) expect(decodeToolName(encoded)).toBe(name);
        else expect(decodeToolName(encoded)).toBeUndefined();
      }),
    );
  });

  test('distinct names never share an encoding', () => {
    fc.assert(fc.property(fullName, fullName, (a, b) => a === b || encodeToolName(a) !== encodeToolName(b)));
  });

  test('a decoded name encodes back to the same provider name, and only valid names decode', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z_ud.-]{1,40}$/), (text) => {
        const decoded = decodeToolName(text);
        if (decoded !== undefined) expect(encodeToolName(decoded)).toBe(text);
      }),
    );
  });
});

describe('tool name encoding examples', () => {
  test('common names read naturally', () => {
    expect(encodeToolName('search')).toBe('search');
    expect(encodeToolName('shop.cart.add_item')).toBe('shop__cart__add_item');
    expect(decodeToolName('shop__cart__add_item')).toBe('shop.cart.add_item');
  });

  test('runs that would be ambiguous are spelled out', () => {
    expect(encodeToolName('a__b')).toBe('a___uu___b');
    expect(encodeToolName('a_.b')).toBe('a___ud___b');
    expect(encodeToolName('a._b')).toBe('a___du___b');
    expect(decodeToolName('a___du___b')).toBe('a._b');
  });

  test('names too long for 64 characters end with a hash and decode only through a table', () => {
    const name = `${'catalogue.'.repeat(7)}search`;
    const encoded = encodeToolName(name);
    expect(encoded).toHaveLength(64);
    expect(encoded).toMatch(/^catalogue__catalogue__.*____[0-9a-f]{8}$/);
    expect(encodeToolName(`${name}2`)).not.toBe(encoded);
    expect(decodeToolName(encoded)).toBeUndefined();
  });

  test('refuses what is no encoding', () => {
    for (const text of ['a____b', 'a___x___b', '___uu', 'a___dd___b', '', '__a']) expect(decodeToolName(text)).toBeUndefined();
  });
});
