import { describe, expect, test } from 'vitest';
import { breakInput, exampleInput } from './bad-input.js';

const schema = {
  type: 'object',
  properties: {
    cabin: { type: 'string', enum: ['economy', 'business'] },
    passengers: { type: 'integer', minimum: 1 },
    email: { type: 'string', format: 'email' },
    note: { type: 'string' },
  },
  required: ['passengers', 'cabin', 'email'],
};

describe('breakInput (spec §22.1)', () => {
  test('exampleInput gives each required property a plausible value', () => {
    expect(exampleInput(schema)).toEqual({ passengers: 1, cabin: 'economy', email: 'ada@example.com' });
  });

  test('missing-required leaves out the first required property', () => {
    expect(breakInput(schema, 'missing-required')).toEqual({ kind: 'missing-required', path: 'passengers', input: { cabin: 'economy', email: 'ada@example.com' } });
  });

  test('wrong-type gives text for a number and a number for text', () => {
    expect(breakInput(schema, 'wrong-type')).toMatchObject({ path: 'passengers', input: { passengers: 'not a number' } });
    expect(breakInput({ type: 'object', properties: { q: { type: 'string' } } }, 'wrong-type')).toMatchObject({ path: 'q', input: { q: 12345 } });
  });

  test('not-in-enum gives a string the enum does not list, on a given base', () => {
    expect(breakInput(schema, 'not-in-enum', { passengers: 2, cabin: 'business', email: 'a@b.c' })).toEqual({
      kind: 'not-in-enum',
      path: 'cabin',
      input: { passengers: 2, cabin: 'not-one-of-these', email: 'a@b.c' },
    });
  });

  test('answers undefined when the schema has nothing to break that way', () => {
    const open = { type: 'object', properties: {} };
    expect(breakInput(open, 'missing-required')).toBeUndefined();
    expect(breakInput(open, 'wrong-type')).toBeUndefined();
    expect(breakInput(open, 'not-in-enum')).toBeUndefined();
  });
});
