import { describe, expect, test } from 'vitest';
import { dropOptionalNulls } from './drop-nulls.js';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    note: { type: ['string', 'null'] },
    owner: { $ref: '#' },
    pick: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'string' }] },
    either: { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object', properties: { b: { type: 'string' } } }] },
    level: { enum: ['low', null] },
    required: { type: 'string' },
  },
  required: ['required'],
};
const drop = (value: unknown): unknown => dropOptionalNulls(value, schema, schema);

describe('dropOptionalNulls (spec §12.3)', () => {
  test('drops nulls of optional properties that do not accept null, and keeps the others', () => {
    expect(drop({ name: null, note: null, level: null, required: null, extra: null })).toEqual({ note: null, level: null, required: null, extra: null });
  });

  test('follows $ref recursion and the one anyOf branch that fits', () => {
    expect(drop({ owner: { name: null, owner: { name: null, required: 'x' } }, pick: { a: null } })).toEqual({ owner: { owner: { required: 'x' } }, pick: {} });
  });

  test('leaves values alone where the branch is ambiguous', () => {
    expect(drop({ either: { a: null } })).toEqual({ either: { a: null } });
  });

  test('writes own properties only and does not mutate its input', () => {
    const input = JSON.parse('{"__proto__":{"polluted":true},"name":null}') as Record<string, unknown>;
    const output = drop(input) as Record<string, unknown>;
    expect(Object.hasOwn(output, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(input['name']).toBeNull();
  });
});
