import { expect, test } from 'vitest';
import { isUnexpired, isValidCardNumber, maskCard } from './payment';

test('isValidCardNumber checks the Luhn digit and the length, ignoring spaces and dashes', () => {
  expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
  expect(isValidCardNumber('4111-1111-1111-1111')).toBe(true);
  expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
  expect(isValidCardNumber('4111 1111 111')).toBe(false);
  expect(isValidCardNumber('4111 1111 1111 111a')).toBe(false);
});

test('maskCard keeps the last four digits only', () => {
  expect(maskCard('4111 1111 1111 1234')).toBe('•••• 1234');
});

test('isUnexpired accepts the current month and later, and refuses malformed dates', () => {
  const now = new Date(2026, 5, 15);
  expect(isUnexpired('06/26', now)).toBe(true);
  expect(isUnexpired('01/27', now)).toBe(true);
  expect(isUnexpired('05/26', now)).toBe(false);
  expect(isUnexpired('13/30', now)).toBe(false);
  expect(isUnexpired('6/30', now)).toBe(false);
});
