import type { JsonSchema } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import { readAnswer, toAskForm } from './ask-form.js';
import type { FieldValue } from './schema-form.js';

const payment: JsonSchema = {
  type: 'object',
  properties: {
    card: { enum: ['visa-4242', 'amex-0005'], title: 'Card' },
    cvc: { type: 'string', minLength: 3, maxLength: 4 },
    billing: { type: 'object', properties: { zip: { type: 'string' } } },
    save: { type: 'boolean' },
    tip: { type: 'number', minimum: 0 },
  },
  required: ['card', 'cvc'],
};

const sensitiveOf = (schema: JsonSchema, paths: readonly string[]) =>
  toAskForm(schema, paths, 'Answer').fields.filter((field) => field.sensitive).map((field) => field.name);

describe('toAskForm (spec §17.2 Asking)', () => {
  test('an object answer gets the tool list\'s fields, in schema order', () => {
    const form = toAskForm(payment, [], 'Answer');
    expect(form.object).toBe(true);
    expect(form.fields.map(({ name, kind, required }) => [name, kind, required])).toEqual([
      ['card', 'choice', true],
      ['cvc', 'text', true],
      ['billing', 'json', false],
      ['save', 'boolean', false],
      ['tip', 'number', false],
    ]);
  });

  test('a field is sensitive when a path names it or a place inside it; a path that does not read makes every field sensitive', () => {
    expect(sensitiveOf(payment, ['cvc'])).toEqual(['cvc']);
    expect(sensitiveOf(payment, ['billing.zip'])).toEqual(['billing']);
    expect(sensitiveOf(payment, ['["cvc"]'])).toEqual(['cvc']);
    expect(sensitiveOf(payment, ['*'])).toEqual(['card', 'cvc', 'billing', 'save', 'tip']);
    expect(sensitiveOf(payment, ['[*].x'])).toHaveLength(5);
    expect(sensitiveOf(payment, ['["cvc'])).toHaveLength(5);
    expect(sensitiveOf(payment, ['.cvc'])).toHaveLength(5);
    expect(sensitiveOf(payment, [])).toEqual([]);
    // A schema's own password field is sensitive without a path.
    expect(sensitiveOf({ properties: { pin: { type: 'string', writeOnly: true } } }, [])).toEqual(['pin']);
  });

  test('an answer that is one value gets one field; one no plain field expresses is JSON', () => {
    const one = toAskForm({ type: 'string', title: 'Code' }, [], 'Answer');
    expect(one).toEqual({ object: false, fields: [{ name: '', label: 'Code', kind: 'text', required: true, sensitive: false }] });
    expect(toAskForm({ type: 'integer' }, ['[*]'], 'Answer').fields[0]).toMatchObject({ kind: 'integer', sensitive: true });
    expect(toAskForm({ type: 'array' }, [], 'Answer').fields).toEqual([{ name: '', label: 'Answer', kind: 'json', required: true, sensitive: false }]);
  });
});

describe('readAnswer', () => {
  const read = (values: readonly FieldValue[]) => (index: number) => values[index];

  test('types each value as the schema says and leaves empty optional fields out', () => {
    const form = toAskForm(payment, ['cvc'], 'Answer');
    expect(readAnswer(form, read(['1', '123', '', true, '2.5']))).toEqual({ value: { card: 'amex-0005', cvc: '123', save: true, tip: 2.5 } });
    expect(readAnswer(form, read(['0', '1234', '{"zip":"75001"}', false, '']))).toEqual({
      value: { card: 'visa-4242', cvc: '1234', billing: { zip: '75001' }, save: false },
    });
  });

  test('names every field that is wrong, by index, and sends nothing', () => {
    const form = toAskForm(payment, [], 'Answer');
    const answer = readAnswer(form, read(['', '12', '{', false, '-1']));
    expect('issues' in answer && [...answer.issues]).toEqual([
      [0, { code: 'required' }],
      [1, { code: 'minLength', limit: 3 }],
      [2, { code: 'json' }],
      [4, { code: 'min', limit: 0, exclusive: false }],
    ]);
  });

  test('a one-value answer is the value itself; empty, it is required', () => {
    expect(readAnswer(toAskForm({ enum: [1, 2] }, [], 'Answer'), read(['1']))).toEqual({ value: 2 });
    expect(readAnswer(toAskForm({ type: 'boolean' }, [], 'Answer'), read([true]))).toEqual({ value: true });
    expect(readAnswer(toAskForm({ type: 'array' }, [], 'Answer'), read([' [1] ']))).toEqual({ value: [1] });
    const empty = readAnswer(toAskForm({ type: 'string' }, [], 'Answer'), read(['']));
    expect('issues' in empty && [...empty.issues]).toEqual([[0, { code: 'required' }]]);
  });

  test('writes a property named __proto__ as an own property', () => {
    const schema = JSON.parse('{"properties":{"__proto__":{"type":"string"}}}') as JsonSchema;
    const answer = readAnswer(toAskForm(schema, [], 'Answer'), read(['x']));
    expect('value' in answer && Object.hasOwn(answer.value as object, '__proto__')).toBe(true);
  });
});
