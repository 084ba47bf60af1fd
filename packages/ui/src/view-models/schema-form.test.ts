import { describe, expect, test } from 'vitest';
import { readFormInput, toFormFields, type FieldValue } from './schema-form.js';

const schema = {
  type: 'object',
  properties: {
    origin: { type: 'string', title: 'From', description: 'IATA code' },
    passengers: { type: 'integer' },
    price: { type: 'number' },
    direct: { type: 'boolean' },
    cabin: { enum: ['eco', 'business'] },
    seats: { anyOf: [{ const: 1 }, { const: 2 }] },
    email: { type: 'string', format: 'email' },
    password: { type: 'string', writeOnly: true },
    note: { type: ['string', 'null'] },
    items: { type: 'array', items: { type: 'string' } },
  },
  required: ['origin', 'passengers'],
};

describe('toFormFields', () => {
  test('makes one field per property, in schema order', () => {
    const fields = toFormFields(schema)!;
    expect(fields.map(({ name, kind }) => [name, kind])).toEqual([
      ['origin', 'text'],
      ['passengers', 'integer'],
      ['price', 'number'],
      ['direct', 'boolean'],
      ['cabin', 'choice'],
      ['seats', 'choice'],
      ['email', 'text'],
      ['password', 'secret'],
      ['note', 'text'],
      ['items', 'json'],
    ]);
    expect(fields[0]).toEqual({ name: 'origin', label: 'From', kind: 'text', required: true, description: 'IATA code' });
    expect(fields[5]?.options).toEqual([1, 2]);
    expect(fields[6]?.inputType).toBe('email');
  });

  test('a format named after an Object member is a plain text field (issue #17)', () => {
    for (const format of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const fields = toFormFields({ type: 'object', properties: { a: { type: 'string', format } } });
      expect(fields).toEqual([{ name: 'a', label: 'a', kind: 'text', required: false }]);
    }
  });

  test('reads format: password as a secret field', () => {
    expect(toFormFields({ properties: { pin: { type: 'string', format: 'password' } } })?.[0]?.kind).toBe('secret');
  });

  test('has no fields for input that is not an object with properties', () => {
    expect(toFormFields({ type: 'object', properties: {} })).toBeUndefined();
    expect(toFormFields({ type: 'array' })).toBeUndefined();
    expect(toFormFields({ type: 'object', properties: [] })).toBeUndefined();
  });
});

describe('readFormInput', () => {
  const fields = toFormFields(schema)!;
  const reader = (values: Record<string, FieldValue>) => (name: string) => values[name];

  test('reads typed values, leaving empty fields out', () => {
    const read = reader({ origin: 'PAR', passengers: '2', price: '', direct: true, cabin: '1', seats: '0', items: '["a"]', note: '' });
    expect(readFormInput(fields, read)).toEqual({
      input: { origin: 'PAR', passengers: 2, direct: true, cabin: 'business', seats: 1, items: ['a'] },
    });
  });

  test('sends numbers that do not parse as typed, for the registry to refuse', () => {
    expect(readFormInput(fields, reader({ passengers: 'two' }))).toEqual({ input: { passengers: 'two', direct: false } });
  });

  test('names the field whose JSON does not parse', () => {
    expect(readFormInput(fields, reader({ items: '[oops' }))).toEqual({ invalid: 'items' });
  });

  test('reads a whole input as JSON when there are no fields', () => {
    expect(readFormInput(undefined, () => ' [1, 2] ')).toEqual({ input: [1, 2] });
    expect(readFormInput(undefined, () => '')).toEqual({ input: {} });
    expect(readFormInput(undefined, () => '{')).toEqual({ invalid: '' });
  });

  test('writes a property named __proto__ as an own property', () => {
    const read = readFormInput([{ name: '__proto__', label: 'p', kind: 'text', required: false }], () => 'x');
    expect('input' in read && Object.hasOwn(read.input as object, '__proto__')).toBe(true);
  });
});
