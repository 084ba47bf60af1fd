import { REDACTED } from '@toolmark/core';
import { expect, test } from 'vitest';
import { redactInput } from './redact-input';

const input = { cardholder: 'Ada', cardNumber: '4111 1111 1111 1111', nested: { cvc: '737' } };

test('redacts the tool’s sensitive paths and leaves the rest readable', () => {
  expect(redactInput(input, { sensitivePaths: ['cardNumber', 'nested.cvc'] })).toEqual({
    cardholder: 'Ada', cardNumber: REDACTED, nested: { cvc: REDACTED },
  });
  expect(input.cardNumber).toBe('4111 1111 1111 1111');
});

test('masks every value of a tool the registry does not know (fail closed)', () => {
  expect(redactInput({ ...input, list: [1, 'x'] }, undefined)).toEqual({
    cardholder: REDACTED, cardNumber: REDACTED, nested: { cvc: REDACTED }, list: [REDACTED, REDACTED],
  });
});

test('a path that does not parse redacts everything, as the registry does', () => {
  expect(redactInput(input, { sensitivePaths: ['a..b'] })).toBe(REDACTED);
});
