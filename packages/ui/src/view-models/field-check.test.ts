import { describe, expect, test } from 'vitest';
import { checkField } from './field-check.js';
import { toFormFields, type FormField } from './schema-form.js';

const field = (property: Record<string, unknown>, required = false): FormField =>
  toFormFields({ type: 'object', properties: { p: property }, required: required ? ['p'] : [] })![0]!;

describe('checkField: what the form can tell before an answer is sent (spec §17.2 Asking)', () => {
  test('an empty required field; an empty optional one is fine; a checkbox is never empty', () => {
    expect(checkField(field({ type: 'string' }, true), '')).toEqual({ code: 'required' });
    expect(checkField(field({ type: 'string' }, true), undefined)).toEqual({ code: 'required' });
    expect(checkField(field({ type: 'string' }), '')).toBeUndefined();
    expect(checkField(field({ type: 'boolean' }, true), false)).toBeUndefined();
  });

  test('numbers: parse, whole for an integer, inside inclusive and exclusive bounds', () => {
    expect(checkField(field({ type: 'number' }), 'ten')).toEqual({ code: 'number' });
    expect(checkField(field({ type: 'number' }), ' ')).toEqual({ code: 'number' });
    expect(checkField(field({ type: 'number' }), 'Infinity')).toEqual({ code: 'number' });
    expect(checkField(field({ type: 'integer' }), '2.5')).toEqual({ code: 'integer' });
    expect(checkField(field({ type: 'integer', minimum: 1, maximum: 9 }), '0')).toEqual({ code: 'min', limit: 1, exclusive: false });
    expect(checkField(field({ type: 'integer', minimum: 1, maximum: 9 }), '10')).toEqual({ code: 'max', limit: 9, exclusive: false });
    expect(checkField(field({ type: 'integer', minimum: 1, maximum: 9 }), '9')).toBeUndefined();
    // An exclusive bound off the grid: the bound itself is refused here, though the browser allows it.
    expect(checkField(field({ type: 'number', exclusiveMinimum: 0 }), '0')).toEqual({ code: 'min', limit: 0, exclusive: true });
    expect(checkField(field({ type: 'number', exclusiveMinimum: 0 }), '0.001')).toBeUndefined();
    expect(checkField(field({ type: 'number', exclusiveMaximum: 1 }), '1')).toEqual({ code: 'max', limit: 1, exclusive: true });
  });

  test('text lengths count code points, as JSON Schema does', () => {
    expect(checkField(field({ type: 'string', minLength: 3 }), 'ab')).toEqual({ code: 'minLength', limit: 3 });
    expect(checkField(field({ type: 'string', maxLength: 2 }), 'abc')).toEqual({ code: 'maxLength', limit: 2 });
    // Two emoji: four UTF-16 units, two code points.
    expect(checkField(field({ type: 'string', maxLength: 2 }), '😀😀')).toBeUndefined();
    expect(checkField(field({ type: 'string', writeOnly: true, minLength: 4 }), '123')).toEqual({ code: 'minLength', limit: 4 });
  });

  test('JSON that does not parse; a choice that is not one of the options', () => {
    expect(checkField(field({ type: 'array' }), '[1,')).toEqual({ code: 'json' });
    expect(checkField(field({ type: 'array' }), '[1]')).toBeUndefined();
    const choice = field({ enum: ['a', 'b'] }, true);
    expect(checkField(choice, '1')).toBeUndefined();
    for (const raw of ['2', '-1', '01', 'length', '1.0']) expect(checkField(choice, raw)).toEqual({ code: 'required' });
  });
});
