import { describe, expect, test } from 'vitest';
import type { JsonSchema } from '../types.js';
import { toWebMcpSafeSchema } from './webmcp-safe-schema.js';

/** Freezes a schema all the way down, so a fold that wrote into its input would throw. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const key of Reflect.ownKeys(value)) frozen((value as Record<PropertyKey, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

const fold = (schema: JsonSchema) => toWebMcpSafeSchema(frozen(schema));
/** Folds a schema as the property `p` of an object, the way it usually sits in an input schema. */
const foldProperty = (schema: unknown) => (fold({ type: 'object', properties: { p: schema } })['properties'] as Record<string, unknown>)['p'];

describe('toWebMcpSafeSchema (spec §12.5): the subset stays as it is', () => {
  test('every keyword of PR #289’s subset is kept', () => {
    const schema = {
      type: 'object',
      description: 'A booking',
      properties: {
        code: { type: 'string', pattern: '^[A-Z]{3}$', minLength: 3, maxLength: 3, default: 'LHR' },
        seats: { type: 'integer', minimum: 1, maximum: 9, exclusiveMinimum: 0, exclusiveMaximum: 10 },
        cabin: { enum: ['eco', 'business'] },
        legs: { type: 'array', prefixItems: [{ type: 'string' }], items: { type: 'number' } },
      },
      required: ['code'],
      additionalProperties: false,
    };
    expect(fold(schema)).toEqual(schema);
  });

  test('a type array stays, a one-name array becomes the name', () => {
    expect(foldProperty({ type: ['string', 'null'] })).toEqual({ type: ['string', 'null'] });
    expect(foldProperty({ type: ['string'] })).toEqual({ type: 'string' });
  });

  test('values of the wrong kind are left out (looser), unknown type names with them', () => {
    expect(foldProperty({ type: 'strng', minLength: -1, minimum: '3', exclusiveMinimum: true, enum: [], required: [1] })).toEqual({});
  });
});

describe('toWebMcpSafeSchema: keywords folded into the subset', () => {
  test('const becomes a one-value enum, and wins over an enum beside it', () => {
    expect(foldProperty({ const: 'fast' })).toEqual({ enum: ['fast'] });
    expect(foldProperty({ const: null, enum: [null, 1] })).toEqual({ enum: [null] });
  });

  test('$ref is inlined from $defs or definitions, merged with the keywords beside it; $defs go', () => {
    const schema = {
      type: 'object',
      properties: {
        to: { $ref: '#/$defs/email', description: 'Who gets it' },
        cc: { type: 'array', items: { $ref: '#/definitions/email' } },
        qty: { $ref: '#/$defs/count', maximum: 5 },
      },
      $defs: { email: { type: 'string', format: 'email', description: 'An address' }, count: { type: 'integer', minimum: 1, maximum: 99 } },
      definitions: { email: { $ref: '#/$defs/email' } },
    };
    expect(fold(schema)).toEqual({
      type: 'object',
      properties: {
        to: { type: 'string', description: 'Who gets it. An address (email)' },
        cc: { type: 'array', items: { type: 'string', description: 'An address (email)' } },
        qty: { type: 'integer', minimum: 1, maximum: 5 },
      },
    });
  });

  test('a recursive $ref accepts anything there, with a note naming what it repeats', () => {
    const tree = {
      type: 'object',
      properties: { root: { $ref: '#/$defs/node' } },
      $defs: { node: { type: 'object', properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } } } },
    };
    expect(fold(tree)).toEqual({
      type: 'object',
      properties: {
        root: { type: 'object', properties: { label: { type: 'string' }, children: { type: 'array', items: { description: 'recursive: same as node' } } } },
      },
    });
    expect(fold({ type: 'object', title: 'Category', properties: { parent: { $ref: '#' } } })).toEqual({
      type: 'object',
      description: 'Category',
      properties: { parent: { description: 'recursive: same as Category' } },
    });
    expect(fold({ type: 'object', properties: { parent: { $ref: '#' } } })['properties']).toEqual({ parent: { description: 'recursive: same as the input' } });
  });

  test('a $ref that is remote, an anchor or does not resolve accepts anything', () => {
    for (const $ref of ['https://example.com/s.json', '#anchor', '#/$defs/missing', '#/$defs/__proto__']) {
      expect(fold({ type: 'object', properties: { p: { $ref, description: 'd' } }, $defs: {} })['properties']).toEqual({ p: { description: 'd' } });
    }
  });

  test('references that fan out stay bounded', () => {
    const $defs: Record<string, unknown> = { d30: { type: 'string' } };
    for (let level = 0; level < 30; level++) $defs[`d${level}`] = { type: 'object', properties: { a: { $ref: `#/$defs/d${level + 1}` }, b: { $ref: `#/$defs/d${level + 1}` } } };
    expect(JSON.stringify(fold({ $ref: '#/$defs/d0', $defs })).length).toBeLessThan(200_000);
  });

  test('allOf is merged: bounds, types, required and properties exactly; of two patterns the first stays', () => {
    expect(
      foldProperty({
        allOf: [
          { type: ['number', 'string'], minimum: 0, maxLength: 9, pattern: '^a', properties: { a: { type: 'string' } }, required: ['a'] },
          { type: 'integer', minimum: 5, maxLength: 4, pattern: 'b$', properties: { a: { minLength: 2 }, b: {} }, required: ['b'] },
        ],
      }),
    ).toEqual({ type: 'integer', minimum: 5, maxLength: 4, pattern: '^a', properties: { a: { type: 'string', minLength: 2 }, b: {} }, required: ['a', 'b'] });
  });

  test('allOf merges items position by position and enums by intersection', () => {
    expect(foldProperty({ allOf: [{ prefixItems: [{ type: 'string' }], items: { minimum: 0 } }, { items: { maximum: 9 } }, { enum: [[], ['a'], 'x'] }, { enum: [['a'], 'y'] }] })).toEqual({
      prefixItems: [{ type: 'string', maximum: 9 }],
      items: { minimum: 0, maximum: 9 },
      enum: [['a']],
    });
  });

  test('anyOf of enums and consts becomes one enum', () => {
    expect(foldProperty({ anyOf: [{ const: 'a', title: 'A' }, { enum: ['b', 'a'] }, { type: 'null' }] })).toEqual({ enum: ['a', 'b', null], description: 'A' });
  });

  test('anyOf of one type and null keeps the type’s keywords (the nullable form)', () => {
    expect(foldProperty({ anyOf: [{ type: 'string', minLength: 1, format: 'date' }, { type: 'null' }], description: 'Due' })).toEqual({
      type: ['string', 'null'],
      minLength: 1,
      description: 'Due. date',
    });
  });

  test('oneOf of objects (a tagged union) joins them: shared keys joined, required in common, the rest described', () => {
    expect(
      foldProperty({
        oneOf: [
          { type: 'object', properties: { kind: { const: 'card' }, number: { type: 'string', description: 'Card number' } }, required: ['kind', 'number'] },
          { type: 'object', properties: { kind: { const: 'iban' }, iban: { type: 'string' } }, required: ['kind', 'iban'] },
        ],
      }),
    ).toEqual({ type: 'object', properties: { kind: { enum: ['card', 'iban'] }, number: { description: 'Card number' }, iban: {} }, required: ['kind'] });
  });

  test('anyOf of closed objects keeps every key’s schema and stays closed', () => {
    expect(foldProperty({ anyOf: [{ properties: { a: { type: 'string' } }, additionalProperties: false }, { properties: { b: { type: 'number' } }, additionalProperties: false }] })).toEqual({
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      additionalProperties: false,
    });
  });

  test('anyOf of different types keeps each one’s keywords; descriptions are joined with "or"', () => {
    expect(foldProperty({ anyOf: [{ type: 'string', pattern: '^\\d{4}-', description: 'an ISO date' }, { type: 'integer', minimum: 0, description: 'a Unix timestamp' }] })).toEqual({
      type: ['string', 'integer'],
      pattern: '^\\d{4}-',
      minimum: 0,
      description: 'an ISO date or a Unix timestamp',
    });
  });

  test('anyOf whose branches constrain the same values in ways the subset cannot join is dropped', () => {
    expect(foldProperty({ anyOf: [{ minLength: 2 }, { pattern: '^a' }] })).toEqual({});
    expect(foldProperty({ type: 'string', oneOf: [{ pattern: '^a' }, { pattern: '^b' }] })).toEqual({ type: 'string' });
  });

  test('title leads the description', () => {
    expect(foldProperty({ title: 'Email', description: 'Where we write' })).toEqual({ description: 'Email. Where we write' });
    expect(foldProperty({ title: 'Email?', description: 'Where we write' })).toEqual({ description: 'Email? Where we write' });
    expect(foldProperty({ title: 'Email' })).toEqual({ description: 'Email' });
    expect(foldProperty({ title: 'Same', description: 'Same' })).toEqual({ description: 'Same' });
  });
});

describe('toWebMcpSafeSchema: keywords left out, some said in words', () => {
  test.each([
    [{ type: 'string', format: 'email' }, { type: 'string', description: '(email)' }],
    [{ type: 'number', multipleOf: 0.01 }, { type: 'number', description: '(multiple of 0.01)' }],
    [{ type: 'array', minItems: 1 }, { type: 'array', description: '(at least 1 item)' }],
    [{ type: 'array', minItems: 0, maxItems: 5 }, { type: 'array', description: '(at most 5 items)' }],
    [{ type: 'array', uniqueItems: true }, { type: 'array', description: '(unique items)' }],
    [{ type: 'object', minProperties: 2, maxProperties: 1 }, { type: 'object', description: '(at least 2 properties; at most 1 property)' }],
    [{ type: 'object', dependentRequired: { card: ['cvc', 'expiry'], none: [] } }, { type: 'object', description: '(card requires cvc, expiry)' }],
    [{ type: 'string', deprecated: true }, { type: 'string', description: '(deprecated)' }],
  ])('%j → %j', (schema, expected) => {
    const withoutDescription = { ...expected, description: expected.description.slice(1, -1) };
    expect(foldProperty(schema)).toEqual(withoutDescription);
    expect(foldProperty({ ...schema, description: 'Text' })).toEqual({ ...expected, description: `Text ${expected.description}` });
  });

  test('the words come in a fixed order, whatever the schema’s', () => {
    expect(foldProperty({ uniqueItems: true, format: 'uuid', maxItems: 3, description: 'Ids' })).toEqual({ description: 'Ids (uuid; at most 3 items; unique items)' });
  });

  test.each([
    'not', 'if', 'then', 'else', 'dependentSchemas', 'propertyNames', 'patternProperties', 'contains', 'minContains', 'maxContains',
    'unevaluatedProperties', 'unevaluatedItems', 'examples', 'readOnly', 'writeOnly', '$comment', '$schema', '$id', '$anchor',
    '$dynamicRef', 'contentEncoding', 'contentMediaType', 'additionalItems', 'x-vendor',
  ])('%s is left out silently', (keyword) => {
    expect(foldProperty({ type: 'string', [keyword]: keyword === 'examples' ? ['a'] : { type: 'string' } })).toEqual({ type: 'string' });
  });

  test('additionalProperties: false stays; true or a schema is left out (absent means open)', () => {
    expect(foldProperty({ type: 'object', additionalProperties: false })).toEqual({ type: 'object', additionalProperties: false });
    expect(foldProperty({ type: 'object', additionalProperties: true })).toEqual({ type: 'object' });
    expect(foldProperty({ type: 'object', additionalProperties: { type: 'string' } })).toEqual({ type: 'object' });
  });

  test('additionalProperties: false goes with patternProperties, whose keys it would otherwise refuse', () => {
    expect(foldProperty({ type: 'object', properties: { a: {} }, patternProperties: { '^x-': {} }, additionalProperties: false })).toEqual({ type: 'object', properties: { a: {} } });
  });

  test('a draft-07 tuple (items as an array) is left out', () => {
    expect(foldProperty({ type: 'array', items: [{ type: 'string' }] })).toEqual({ type: 'array' });
  });
});

describe('toWebMcpSafeSchema: boolean schemas, own keys, the input', () => {
  test('true accepts anything ({}); false becomes a description, the subset having no schema a browser takes for it', () => {
    expect(fold({ type: 'object', properties: { any: true, never: false }, prefixItems: [true], items: true })).toEqual({
      type: 'object',
      properties: { any: {}, never: { description: 'not allowed' } },
      prefixItems: [{}],
    });
    expect(foldProperty({ anyOf: [false, { type: 'string' }] })).toEqual({ type: 'string' });
    expect(foldProperty({ anyOf: [false] })).toEqual({ description: 'not allowed' });
  });

  test('a property named __proto__ is an own property of the result; nothing is inherited or polluted', () => {
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string","const":"x"}},"required":["__proto__"]}') as JsonSchema;
    const properties = fold(schema)['properties'] as Record<string, unknown>;
    expect(Object.hasOwn(properties, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(properties['__proto__']).toEqual({ type: 'string', enum: ['x'] });
    expect(({} as Record<string, unknown>)['type']).toBeUndefined();
  });

  test('keywords named like Object.prototype members are not mistaken for schema keywords', () => {
    expect(foldProperty({ type: 'string', constructor: 1, toString: 'x', hasOwnProperty: {} })).toEqual({ type: 'string' });
  });

  test('the input is never changed (it is frozen in every test here)', () => {
    const schema = { type: 'object', properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: { allOf: [{ type: 'string' }, { minLength: 1 }] } } };
    const before = structuredClone(schema);
    fold(schema);
    expect(schema).toEqual(before);
  });
});
