import { describe, expect, test } from 'vitest';
import { readField, readFormInput, toFormFields, toValueField, type FieldValue } from './schema-form.js';

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

describe('toFormFields: what a field shows and allows (issue #23)', () => {
  const field = (property: Record<string, unknown>) => toFormFields({ type: 'object', properties: { p: property } })![0]!;

  test('options read without JSON quotes, and keep their JSON type as values', () => {
    expect(field({ enum: ['bag', 2, null, true, { a: 1 }] })).toMatchObject({
      kind: 'choice',
      options: ['bag', 2, null, true, { a: 1 }],
      optionLabels: ['bag', '2', 'null', 'true', '{"a":1}'],
    });
    expect(field({ const: 'bag' })).toMatchObject({ options: ['bag'], optionLabels: ['bag'] });
  });

  test('a oneOf / anyOf of consts reads each titled variant as its title', () => {
    expect(field({ oneOf: [{ const: 'eco', title: 'Economy' }, { const: 'biz', title: 'Business' }, { const: 'first' }] })).toMatchObject({
      options: ['eco', 'biz', 'first'],
      optionLabels: ['Economy', 'Business', 'first'],
    });
    expect(field({ anyOf: [{ const: 1, title: 'One' }, { const: 2, title: '' }] }).optionLabels).toEqual(['One', '2']);
  });

  test('number fields carry min, max and step', () => {
    expect(field({ type: 'integer', minimum: 1, maximum: 9 })).toMatchObject({ min: 1, max: 9, step: '1' });
    expect(field({ type: 'number' })).toEqual({ name: 'p', label: 'p', required: false, kind: 'number', step: 'any' });
    expect(field({ type: 'number', minimum: 0.5, maximum: 10 })).toMatchObject({ min: 0.5, max: 10, step: 'any' });
    expect(field({ type: 'number', multipleOf: 0.01 })).toMatchObject({ step: '0.01' });
    expect(field({ type: 'integer', multipleOf: 5 })).toMatchObject({ step: '5' });
  });

  test('exclusive bounds: the next integer for an integer, the bound itself for a number; the tighter bound wins', () => {
    expect(field({ type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 })).toMatchObject({ min: 1, max: 9 });
    expect(field({ type: 'integer', minimum: 1.5, maximum: 8.5 })).toMatchObject({ min: 2, max: 8 });
    expect(field({ type: 'number', exclusiveMinimum: 0 })).toMatchObject({ min: 0, minExclusive: true });
    // On a grid the bound moved inward: the input says it, no flag needed.
    expect(field({ type: 'integer', exclusiveMinimum: 0 }).minExclusive).toBeUndefined();
    expect(field({ type: 'number', maximum: 1, exclusiveMaximum: true })).toMatchObject({ max: 1, maxExclusive: true });
    expect(field({ type: 'integer', minimum: 5, exclusiveMinimum: 2 })).toMatchObject({ min: 5 });
    expect(field({ type: 'integer', minimum: 2, exclusiveMinimum: 5 })).toMatchObject({ min: 6 });
    // Draft 4: a boolean beside the inclusive bound.
    expect(field({ type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 3, exclusiveMaximum: true })).toMatchObject({ min: 1, max: 2 });
    // Bounds that are not numbers are no bounds.
    const loose = field({ type: 'integer', minimum: '1', maximum: Number.POSITIVE_INFINITY });
    expect(loose.min).toBeUndefined();
    expect(loose.max).toBeUndefined();
  });

  test('with multipleOf, the bounds move in to its multiples, since the browser counts steps from min', () => {
    expect(field({ type: 'integer', minimum: 1, maximum: 23, multipleOf: 5 })).toMatchObject({ min: 5, max: 20, step: '5' });
    expect(field({ type: 'number', minimum: 0.05, multipleOf: 0.1 })).toMatchObject({ min: 0.1, step: '0.1' });
    // An exclusive bound on the grid leaves the bound out: the next multiple inside.
    expect(field({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 2, multipleOf: 0.5 })).toMatchObject({ min: 0.5, max: 1.5 });
    // An integer's fractional multipleOf cannot be a step of whole numbers.
    expect(field({ type: 'integer', multipleOf: 0.5 })).toMatchObject({ step: '1' });
  });

  test('text and secret fields carry minlength and maxlength, never a pattern', () => {
    expect(field({ type: 'string', minLength: 3, maxLength: 8, pattern: '^(a+)+$' })).toEqual({
      name: 'p',
      label: 'p',
      required: false,
      kind: 'text',
      minLength: 3,
      maxLength: 8,
    });
    expect(field({ type: 'string', writeOnly: true, maxLength: 64 })).toMatchObject({ kind: 'secret', maxLength: 64 });
    expect(field({ type: 'string', format: 'email', minLength: -1, maxLength: 2.5 })).toEqual({ name: 'p', label: 'p', required: false, kind: 'text', inputType: 'email' });
  });
});

describe('toValueField and readField: an answer that is one value (spec §17.2 Asking)', () => {
  test('a value that is not an object gets one required field named after the label, or the schema\'s title', () => {
    expect(toValueField({ type: 'string', maxLength: 4 }, 'Answer')).toEqual({ name: '', label: 'Answer', required: true, kind: 'text', maxLength: 4 });
    expect(toValueField({ enum: ['visa', 'amex'], title: 'Card', description: 'Which one' }, 'Answer')).toMatchObject({
      label: 'Card',
      kind: 'choice',
      options: ['visa', 'amex'],
      description: 'Which one',
    });
    expect(toValueField({ type: 'integer', minimum: 1 }, 'Answer')).toMatchObject({ kind: 'integer', min: 1 });
    // An object, an array or a union: no plain field expresses it.
    expect(toValueField({ type: 'object' }, 'Answer')).toBeUndefined();
    expect(toValueField({ type: 'array' }, 'Answer')).toBeUndefined();
  });

  test('reads one field as its schema types it', () => {
    const [integer, choice, flag, json, text] = toFormFields({
      properties: { n: { type: 'integer' }, c: { enum: [1, 'two'] }, b: { type: 'boolean' }, j: { type: 'array' }, t: { type: 'string' } },
    })!;
    expect(readField(integer!, '3')).toEqual({ value: 3 });
    expect(readField(integer!, 'x')).toEqual({ value: 'x' });
    expect(readField(choice!, '0')).toEqual({ value: 1 });
    expect(readField(flag!, false)).toEqual({ value: false });
    expect(readField(json!, '[1]')).toEqual({ value: [1] });
    expect(readField(json!, '[1')).toEqual({ invalid: true });
    expect(readField(text!, '')).toBeUndefined();
    expect(readField(text!, ' a ')).toEqual({ value: ' a ' });
  });
});
