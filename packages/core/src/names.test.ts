import { describe, expect, test } from 'vitest';
import { isValidToolName, joinName } from './names.js';

describe('spec §1.1 names', () => {
  test.each(['a', 'shop.cart.add', 'A-z_0.9', 'x'.repeat(128)])('%j is valid', (name) => {
    expect(isValidToolName(name)).toBe(true);
  });

  test.each(['', '.a', 'a.', 'a..b', 'a b', 'ä', 'x'.repeat(129), 7, null])('%j is not', (name) => {
    expect(isValidToolName(name)).toBe(false);
  });

  test('joinName prefixes the scope path', () => {
    expect(joinName('', 'add')).toBe('add');
    expect(joinName('shop.cart', 'add')).toBe('shop.cart.add');
  });
});
