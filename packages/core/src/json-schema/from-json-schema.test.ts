import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isToolmarkError } from '../errors.js';
import { formats } from './formats.js';
import { fromJsonSchema } from './from-json-schema.js';
import type { JsonSchema } from './types.js';

const flight = {
  type: 'object',
  properties: {
    origin: { type: 'string', pattern: '^[A-Z]{3}$' },
    passengers: { type: 'integer', minimum: 1, maximum: 9, default: 1 },
    cabin: { enum: ['eco', 'business'], default: 'eco' },
    email: { type: 'string', format: 'email' },
    items: { type: 'array', items: { type: 'object', properties: { qty: { type: 'integer' } }, required: ['qty'] } },
    options: { type: 'object', properties: { meal: { type: 'string', default: 'none' } }, default: {} },
  },
  required: ['origin'],
  additionalProperties: false,
} as const satisfies JsonSchema;

function messages(schema: JsonSchema, input: unknown): string[] {
  const result = fromJsonSchema(schema, { formats })['~standard'].validate(input);
  return result.issues?.map((issue) => issue.message) ?? [];
}

function refusal(action: () => unknown): { message: string; pointer: unknown } {
  try {
    action();
  } catch (error) {
    if (isToolmarkError(error) && error.code === 'schema_conversion_failed') return { message: error.message, pointer: error.details?.['pointer'] };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('fromJsonSchema', () => {
  it('creates a synchronous Standard Schema validator', () => {
    const validator = fromJsonSchema(flight, { formats });
    expect(validator['~standard'].version).toBe(1);
    expect(validator['~standard'].vendor).toBe('toolmark');
    expect(validator.jsonSchema).toBe(flight);
    expect(validator['~standard'].validate({ origin: 'CDG' })).not.toBeInstanceOf(Promise);
  });

  it('writes messages that name the path', () => {
    expect(messages(flight, {})).toEqual(["Missing required parameter 'origin'"]);
    expect(messages(flight, { origin: 'CDG', passengers: 12 })).toEqual(["'passengers' must be at most 9"]);
    expect(messages(flight, { origin: 'CDG', cabin: 'first' })).toEqual(["'cabin' must be one of: eco, business"]);
    expect(messages(flight, { origin: 'CDG', email: 'nope' })).toEqual(["'email' must be a valid email"]);
    expect(messages(flight, { origin: 'CDG', items: [{ qty: 1 }, { qty: 2 }, { qty: 2.5 }] })).toEqual(["'items[2].qty' must be an integer"]);
    expect(messages(flight, { origin: 'CDG', foo: 1 })).toEqual(["Unexpected parameter 'foo'"]);
    expect(messages(flight, { origin: 'cdg' })).toEqual(["'origin' must match the pattern ^[A-Z]{3}$"]);
    expect(messages(flight, [])).toEqual(['Input must be an object']);
    expect(messages(flight, { origin: 'CDG', items: [{}] })).toEqual(["Missing required parameter 'items[0].qty'"]);
  });

  it('returns paths as arrays of keys and indexes', () => {
    const result = fromJsonSchema(flight, { formats })['~standard'].validate({ origin: 'CDG', items: [{ qty: 1 }, { qty: 'x' }] });
    expect(result.issues).toEqual([{ message: "'items[1].qty' must be an integer", path: ['items', 1, 'qty'] }]);
  });

  it('reports every problem, not only the first', () => {
    expect(messages(flight, { passengers: 0, foo: 1 })).toEqual([
      "Missing required parameter 'origin'",
      "'passengers' must be at least 1",
      "Unexpected parameter 'foo'",
    ]);
  });

  it('fills in defaults on a copy and never mutates the input', () => {
    const input = { origin: 'CDG', items: [{ qty: 1 }] };
    const frozen = structuredClone(input);
    const result = fromJsonSchema(flight, { formats })['~standard'].validate(input);
    expect(result.issues).toBeUndefined();
    expect(result).toEqual({ value: { origin: 'CDG', items: [{ qty: 1 }], passengers: 1, cabin: 'eco', options: {} } });
    expect(input).toEqual(frozen);
    const second = fromJsonSchema(flight, { formats })['~standard'].validate(input);
    // Defaults are cloned per call, so changing one result cannot leak into the next.
    expect((second as { value: { options: object } }).value.options).not.toBe((result as { value: { options: object } }).value.options);
  });

  it('counts string length in code points', () => {
    const schema: JsonSchema = { type: 'object', properties: { name: { type: 'string', minLength: 2, maxLength: 2 } } };
    expect(messages(schema, { name: '😀😀' })).toEqual([]);
    expect(messages(schema, { name: '😀' })).toEqual(["'name' must be at least 2 characters long"]);
    expect(messages(schema, { name: 'abc' })).toEqual(["'name' must be at most 2 characters long"]);
  });

  it('checks multipleOf on decimals', () => {
    const schema: JsonSchema = { type: 'object', properties: { price: { type: 'number', multipleOf: 0.01 } } };
    expect(messages(schema, { price: 19.99 })).toEqual([]);
    expect(messages(schema, { price: 0.07 })).toEqual([]);
    expect(messages(schema, { price: 19.999 })).toEqual(["'price' must be a multiple of 0.01"]);
  });

  it('treats 1.0 as an integer and lists several types in words', () => {
    const schema: JsonSchema = { type: 'object', properties: { n: { type: 'integer' }, s: { type: ['string', 'null'] } } };
    expect(messages(schema, { n: 1.0 })).toEqual([]);
    expect(messages(schema, { s: 1 })).toEqual(["'s' must be a string or null"]);
  });

  it('validates recursive $defs', () => {
    const tree: JsonSchema = {
      type: 'object',
      properties: { root: { $ref: '#/$defs/node' } },
      $defs: { node: { type: 'object', properties: { value: { type: 'integer' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } } } },
    };
    expect(messages(tree, { root: { value: 1, children: [{ value: 2, children: [{ value: 'x' }] }] } })).toEqual([
      "'root.children[0].children[0].value' must be an integer",
    ]);
  });

  it('stops deep recursive input with an issue instead of overflowing the stack', () => {
    const list: JsonSchema = { type: 'object', properties: { next: { $ref: '#' } } };
    let input: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i++) input = { next: input };
    expect(messages(list, input)).toHaveLength(1);
    expect(messages(list, input)[0]).toMatch(/is nested too deeply$/);
  });

  it('matches anyOf, oneOf and allOf', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        any: { anyOf: [{ type: 'string' }, { type: 'integer', default: 3 }] },
        one: { oneOf: [{ type: 'integer' }, { type: 'number', minimum: 2 }] },
        all: { allOf: [{ type: 'string' }, { minLength: 2 }] },
      },
    };
    expect(messages(schema, { any: true, one: 3, all: 'a' })).toEqual([
      "'any' must match at least one of the allowed schemas",
      "'one' must match exactly one of the allowed schemas",
      "'all' must be at least 2 characters long",
    ]);
    expect(messages(schema, { any: 'x', one: 2.5, all: 'ab' })).toEqual([]);
  });

  it('never lets __proto__, constructor or prototype reach a prototype', () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"object","default":{"polluted":true}},"constructor":{"default":{"prototype":{"polluted":true}}},"prototype":{"default":1}},"$defs":{"__proto__":{"type":"string"}}}',
    ) as JsonSchema;
    const validator = fromJsonSchema(schema);
    const result = validator['~standard'].validate({}) as { value: Record<string, unknown> };
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(Object.hasOwn(result.value, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const hostile = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown;
    expect(validator['~standard'].validate(hostile).issues).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('says the same in every build: no source of the compiler reads import.meta.env', () => {
    const folder = new URL('.', import.meta.url);
    const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !/\.test(-support)?\.ts$|\.test\.ts$/.test(file));
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.filter((file) => readFileSync(new URL(file, folder), 'utf8').includes('import.meta.env'))).toEqual([]);
  });

  it('judges the input as it came: a default filled in never decides a verdict (§13.3)', () => {
    const validate = (schema: JsonSchema, input: unknown) => fromJsonSchema(schema, { root: 'any' })['~standard'].validate(input);
    // A default does not meet `dependentRequired`…
    const card = { type: 'object', properties: { cvc: { type: 'string', default: '000' } }, dependentRequired: { card: ['cvc'] } } as const;
    expect(validate(card, { card: '4242' }).issues?.map((issue) => issue.message)).toEqual(["Missing required parameter 'cvc'"]);
    // …nor tip a `oneOf` into two matches; the output still has it.
    const either = { properties: { a: { default: null } }, oneOf: [{ minProperties: 1 }, { maxProperties: 0 }] } as const;
    expect(validate(either, {})).toEqual({ value: { a: null } });
  });

  it('refuses a keyword it does not enforce, at its pointer: a schema is never loosened silently', () => {
    for (const [schema, pointer] of [
      [{ type: 'object', properties: { q: { type: 'string', minLenght: 3 } } }, '/properties/q/minLenght'],
      [{ type: 'object', properties: { a: { contentEncoding: 'base64' } } }, '/properties/a/contentEncoding'],
      [{ type: 'object', $defs: { a: { $dynamicRef: '#a' } } }, '/$defs/a/$dynamicRef'],
      [{ type: 'object', additionalItems: false }, '/additionalItems'],
    ] as const) {
      const error = refusal(() => fromJsonSchema(schema as JsonSchema));
      const keyword = pointer.split('/').pop()!;
      expect(error).toEqual({ pointer, message: `Cannot convert JSON Schema at #${pointer}: '${keyword}' is not a keyword Toolmark enforces: name it in the \`ignore\` option to accept it unenforced` });
    }
  });

  it('refuses a nested $id, which would change where the references below it resolve', () => {
    const error = refusal(() => fromJsonSchema({ $id: 'https://a.example/s', type: 'object', properties: { a: { $id: 'b', type: 'string' } } }));
    expect(error.pointer).toBe('/properties/a/$id');
  });

  it('accepts the keywords named in `ignore` without enforcing them, and lists where they were', () => {
    const validator = fromJsonSchema(
      { type: 'object', 'x-order': 1, properties: { q: { type: 'string', 'x-order': 2, contentMediaType: 'text/html' } } },
      { ignore: ['x-order', 'contentMediaType'] },
    );
    expect(validator.ignoredKeywords).toEqual([
      { keyword: 'x-order', pointer: '' },
      { keyword: 'x-order', pointer: '/properties/q' },
      { keyword: 'contentMediaType', pointer: '/properties/q' },
    ]);
    expect(validator['~standard'].validate({ q: 1 }).issues?.map((issue) => issue.message)).toEqual(["'q' must be a string"]);
  });

  it('keeps enforcing a keyword it enforces even when `ignore` names it', () => {
    const validator = fromJsonSchema({ type: 'object', properties: { n: { type: 'number', minimum: 1 } } }, { ignore: ['minimum'] });
    expect(validator.ignoredKeywords).toEqual([]);
    expect(validator['~standard'].validate({ n: 0 }).issues?.map((issue) => issue.message)).toEqual(["'n' must be at least 1"]);
  });

  it('checks hostname, ipv4, ipv6 and uuid formats', () => {
    const valid = (format: string, text: string): boolean =>
      !fromJsonSchema({ type: 'string', format }, { root: 'any', formats })['~standard'].validate(text).issues;
    expect(valid('hostname', 'api.example.com')).toBe(true);
    expect(valid('hostname', '-bad.example')).toBe(false);
    expect(valid('hostname', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}`)).toBe(false);
    expect(valid('ipv4', '192.168.0.1')).toBe(true);
    expect(valid('ipv4', '256.1.1.1')).toBe(false);
    expect(valid('ipv4', '01.1.1.1')).toBe(false);
    expect(valid('ipv6', '::1')).toBe(true);
    expect(valid('ipv6', '2001:db8::ff00:42:8329')).toBe(true);
    expect(valid('ipv6', '::ffff:192.0.2.1')).toBe(true);
    expect(valid('ipv6', '1::2::3')).toBe(false);
    expect(valid('ipv6', '12345::')).toBe(false);
    expect(valid('uuid', '2eb8aa08-aa98-11ea-b4aa-73b441d16380')).toBe(true);
    expect(valid('uuid', '2EB8AA08-AA98-11EA-B4AA-73B441D16380')).toBe(true);
    expect(valid('uuid', '2eb8aa08aa9811eab4aa73b441d16380')).toBe(false);
    expect(valid('uuid', '2eb8aa08-aa98-11ea-b4aa-73b441d1638')).toBe(false);
  });

  it('refuses a format it does not check', () => {
    const error = refusal(() => fromJsonSchema({ type: 'object', properties: { q: { type: 'string', format: 'uri-reference' } } }, { formats }));
    expect(error.pointer).toBe('/properties/q/format');
    expect(error.message).toBe(
      "Cannot convert JSON Schema at #/properties/q/format: 'format' must be a known format",
    );
  });

  it('refuses every format without options.formats, saying where the standard ones are', () => {
    const schema: JsonSchema = { type: 'object', properties: { q: { type: 'string', format: 'email' } } };
    const error = refusal(() => fromJsonSchema(schema));
    expect(error.pointer).toBe('/properties/q/format');
    expect(error.message).toBe(
      "Cannot convert JSON Schema at #/properties/q/format: 'format' must be a known format: pass `formats` from '@toolmark/core/json-schema/formats' to fromJsonSchema",
    );
  });

  it('checks the formats it is given, standard or custom, on strings only', () => {
    const sku = (text: string): boolean => /^[A-Z]{2}-\d{3}$/.test(text);
    const validator = fromJsonSchema({ type: 'object', properties: { s: { format: 'sku' }, e: { format: 'email' } } }, { formats: { sku, email: formats['email']! } });
    expect(validator['~standard'].validate({ s: 'AB-123', e: 'a@b.example' }).issues).toBeUndefined();
    expect(validator['~standard'].validate({ s: 5, e: true }).issues).toBeUndefined();
    expect(validator['~standard'].validate({ s: 'ab-123', e: 'nope' }).issues?.map((issue) => issue.message)).toEqual([
      "'s' must be a valid sku",
      "'e' must be a valid email",
    ]);
    expect(refusal(() => fromJsonSchema({ type: 'object', properties: { d: { format: 'date' } } }, { formats: { sku } })).pointer).toBe('/properties/d/format');
  });

  it('reads uniqueItems as a boolean, like every keyword of a kind', () => {
    expect(refusal(() => fromJsonSchema({ type: 'object', properties: { a: { uniqueItems: 1 } } })).message).toBe(
      "Cannot convert JSON Schema at #/properties/a/uniqueItems: 'uniqueItems' must be a boolean",
    );
  });

  it('accepts any root schema when asked', () => {
    const validator = fromJsonSchema({ type: 'integer' }, { root: 'any' });
    expect(validator['~standard'].validate(3)).toEqual({ value: 3 });
    expect(validator['~standard'].validate('3').issues).toEqual([{ message: 'Input must be an integer', path: [] }]);
  });

  it.each([
    ['a root that is not an object schema', { type: 'string' }, ''],
    ['a root without type or properties', {}, ''],
    ['draft-07 tuple items', { type: 'object', properties: { a: { items: [{ type: 'string' }] } } }, '/properties/a/items'],
    ['properties that are not an object', { type: 'object', properties: 5 }, '/properties'],
    ['required that is not an array', { type: 'object', required: 'x' }, '/required'],
    ['a remote $ref', { type: 'object', properties: { a: { $ref: 'https://example.com/s.json' } } }, '/properties/a/$ref'],
    ['a $ref that does not resolve', { type: 'object', properties: { a: { $ref: '#/$defs/missing' } } }, '/properties/a/$ref'],
    ['a pattern that does not compile with u', { type: 'object', properties: { a: { pattern: '\\-' } } }, '/properties/a/pattern'],
    ['a pattern the linear matcher cannot run (a backreference)', { type: 'object', properties: { a: { pattern: '(a)\\1' } } }, '/properties/a/pattern'],
    ['an unknown type', { type: 'object', properties: { a: { type: 'float' } } }, '/properties/a/type'],
    ['a negative minLength', { type: 'object', properties: { a: { minLength: -1 } } }, '/properties/a/minLength'],
    ['uniqueItems that is not a boolean', { type: 'object', properties: { a: { uniqueItems: {} } } }, '/properties/a/uniqueItems'],
    ['a format it does not check', { type: 'object', properties: { a: { format: 'idn-email' } } }, '/properties/a/format'],
    ['a format that is not a string', { type: 'object', properties: { a: { format: 5 } } }, '/properties/a/format'],
    ['a format inherited from Object.prototype', { type: 'object', properties: { a: { format: 'toString' } } }, '/properties/a/format'],
  ] as [string, JsonSchema, string][])('refuses %s', (_, schema, pointer) => {
    const error = refusal(() => fromJsonSchema(schema, { formats }));
    expect(error.pointer).toBe(pointer);
    expect(error.message).toContain(`#${pointer}`);
  });
});
