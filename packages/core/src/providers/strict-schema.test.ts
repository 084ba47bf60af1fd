import { describe, expect, test } from 'vitest';
import { toStrictSchema } from './strict-schema.js';

describe('toStrictSchema (spec §12.3)', () => {
  test('requires every property, sorted, makes optional ones nullable and closes objects', () => {
    expect(
      toStrictSchema({
        type: 'object',
        properties: {
          origin: { type: 'string', pattern: '^[A-Z]{3}$', description: 'IATA code' },
          cabin: { enum: ['eco', 'business'], type: 'string' },
          passengers: { type: 'integer', minimum: 1, maximum: 9, default: 1 },
        },
        required: ['origin'],
      }),
    ).toEqual({
      type: 'object',
      properties: {
        cabin: { type: ['string', 'null'], enum: ['eco', 'business', null] },
        origin: { type: 'string', pattern: '^[A-Z]{3}$', description: 'IATA code' },
        passengers: { type: ['integer', 'null'], minimum: 1, maximum: 9 },
      },
      required: ['cabin', 'origin', 'passengers'],
      additionalProperties: false,
    });
  });

  test('rewrites nested objects, arrays of objects, $defs and anyOf; oneOf becomes anyOf', () => {
    const strict = toStrictSchema({
      type: 'object',
      properties: {
        customer: { $ref: '#/$defs/customer' },
        lines: { type: 'array', minItems: 1, items: { type: 'object', properties: { sku: { type: 'string' }, qty: { type: 'integer' } }, required: ['sku'] } },
        payment: { oneOf: [{ type: 'object', properties: { card: { type: 'string' } }, required: ['card'] }, { type: 'string', const: 'cash' }] },
      },
      required: ['customer', 'lines', 'payment'],
      $defs: { customer: { type: 'object', properties: { email: { type: 'string', format: 'email' }, name: { type: 'string', minLength: 1 } }, required: ['email'] } },
    });
    expect(strict).toEqual({
      type: 'object',
      properties: {
        customer: { $ref: '#/$defs/customer' },
        lines: {
          type: 'array',
          minItems: 1,
          items: { type: 'object', properties: { qty: { type: ['integer', 'null'] }, sku: { type: 'string' } }, required: ['qty', 'sku'], additionalProperties: false },
        },
        payment: {
          anyOf: [
            { type: 'object', properties: { card: { type: 'string' } }, required: ['card'], additionalProperties: false },
            { type: 'string', const: 'cash' },
          ],
        },
      },
      required: ['customer', 'lines', 'payment'],
      additionalProperties: false,
      $defs: {
        customer: {
          type: 'object',
          properties: { email: { type: 'string', format: 'email' }, name: { type: ['string', 'null'] } },
          required: ['email', 'name'],
          additionalProperties: false,
        },
      },
    });
  });

  test('wraps optional references, constants and unions in anyOf with null, keeping the description outside', () => {
    const strict = toStrictSchema({
      type: 'object',
      properties: {
        address: { $ref: '#/$defs/address', description: 'Where to ship' },
        mode: { const: 'fast' },
        id: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      },
      $defs: { address: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
    });
    expect(strict?.['properties']).toEqual({
      address: { description: 'Where to ship', anyOf: [{ $ref: '#/$defs/address' }, { type: 'null' }] },
      id: { anyOf: [{ anyOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'null' }] },
      mode: { anyOf: [{ const: 'fast' }, { type: 'null' }] },
    });
  });

  test('leaves out keywords strict mode does not enforce, and unlisted formats', () => {
    const strict = toStrictSchema({
      type: 'object',
      properties: { tags: { type: 'array', uniqueItems: true, maxItems: 3, items: { type: 'string', maxLength: 10, format: 'uri', examples: ['x'] } } },
      required: ['tags'],
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $comment: 'x',
    });
    expect(strict).toEqual({
      type: 'object',
      properties: { tags: { type: 'array', maxItems: 3, items: { type: 'string' } } },
      required: ['tags'],
      additionalProperties: false,
    });
  });

  test('keeps a nullable property nullable without adding null twice', () => {
    const strict = toStrictSchema({ type: 'object', properties: { note: { type: ['string', 'null'] } } });
    expect(strict?.['properties']).toEqual({ note: { type: ['string', 'null'] } });
  });

  test('gives up on what strict mode cannot express', () => {
    const inexpressible = [
      { type: 'object', additionalProperties: { type: 'string' } },
      { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true },
      { type: 'object', properties: { a: { allOf: [{ type: 'string' }] } } },
      { type: 'object', properties: { a: { not: { type: 'string' } } } },
      { type: 'object', properties: { a: {} } },
      { type: 'object', properties: { a: true } },
      { type: 'object', properties: { a: { type: 'object', patternProperties: { '^x': { type: 'string' } } } } },
      { type: 'string' },
    ];
    for (const schema of inexpressible) expect(toStrictSchema(schema), JSON.stringify(schema)).toBeUndefined();
  });

  test('does not modify the schema it is given', () => {
    const schema = Object.freeze({ type: 'object', properties: Object.freeze({ a: Object.freeze({ type: 'string' }) }) });
    expect(() => toStrictSchema(schema)).not.toThrow();
    expect(schema).toEqual({ type: 'object', properties: { a: { type: 'string' } } });
  });
});
