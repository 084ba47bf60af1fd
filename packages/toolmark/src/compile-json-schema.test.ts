import { createToolmark, isToolmarkError, type JsonSchema } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileJsonSchema } from './compile-json-schema.js';

/** A Standard Schema validator (typed through core, which depends on the spec package). */
type Validator = ReturnType<typeof compileJsonSchema>;
/** What a synchronous `validate` returns. */
type Result = Exclude<ReturnType<Validator['~standard']['validate']>, Promise<unknown>>;

/** Validates synchronously, as both compilers do. */
function run(validator: Validator, value: unknown): Result {
  return validator['~standard'].validate(value) as Result;
}

const issuesOf = (schema: JsonSchema, value: unknown) => run(compileJsonSchema(schema), value).issues ?? [];
const messages = (schema: JsonSchema, value: unknown) => issuesOf(schema, value).map((issue) => issue.message);

/** The issue paths of a result, sorted (one per issue: a set with its counts), so the two compilers' can be compared. */
function pathSet(result: Result): string[] {
  return (result.issues ?? []).map((issue) => JSON.stringify(issue.path ?? [])).sort();
}

/** Catches the refusal of a schema. */
function refusal(schema: unknown): { code: string; pointer: unknown; message: string } {
  try {
    compileJsonSchema(schema as JsonSchema);
  } catch (error) {
    if (!isToolmarkError(error)) throw error;
    return { code: error.code, pointer: error.details?.['pointer'], message: error.message };
  }
  throw new Error('the schema compiled');
}

// Generators: schemas within the vocabulary (without the keywords `fromJsonSchema` does not enforce,
// `exclusiveMinimum` and `exclusiveMaximum`, tested on their own below) and inputs near them.
const KEYS = ['a', 'b', 'c', 'd'] as const;
const STRINGS = ['', 'a', 'ab', 'abc', 'TM-1234', 'TM-12', '12', 'b', 'x', '😀😀', 'é'];
const NUMBERS = [0, 1, 2, 3, -3, 1.5, 0.3, 19.99, 10, 100, 2.5, -0.01];
const PATTERNS = ['^[a-c]+$', 'b', '^\\d{2}$', '^TM-\\d{4}$', '[xy]', '😀', '^.{0,2}$'];
const TYPE_NAMES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;

const primitive = fc.oneof(fc.constantFrom(...STRINGS), fc.constantFrom(...NUMBERS), fc.boolean(), fc.constant(null));

const { value: valueArb } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    primitive,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS, 'e'), tie('value'), { maxKeys: 4 }),
  ),
}));

const countArb = fc.integer({ min: 0, max: 4 });
const divisorArb = fc.constantFrom(1, 2, 3, 0.5, 0.01, 0.1, 2.5);

const { schema: schemaArb } = fc.letrec<{ schema: unknown; keyword: [string, unknown] }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.boolean(),
    // A few keywords per schema, so one problem does not hide another at the same path.
    fc.uniqueArray(tie('keyword'), { maxLength: 3, selector: ([keyword]) => keyword }).map((entries) => Object.fromEntries(entries)),
  ),
  keyword: fc.oneof(
    fc.tuple(fc.constant('type'), fc.oneof(fc.constantFrom(...TYPE_NAMES), fc.uniqueArray(fc.constantFrom(...TYPE_NAMES), { minLength: 1, maxLength: 3 }))),
    fc.tuple(fc.constant('enum'), fc.array(fc.oneof(primitive, fc.constant([1, 2]), fc.constant({ a: 1 })), { minLength: 1, maxLength: 4 })),
    fc.tuple(fc.constant('const'), fc.oneof(primitive, fc.constant({ b: 'x', a: 1 }))),
    fc.tuple(fc.constantFrom('minimum', 'maximum'), fc.constantFrom(...NUMBERS)),
    fc.tuple(fc.constant('multipleOf'), divisorArb),
    fc.tuple(fc.constantFrom('minLength', 'maxLength', 'minItems', 'maxItems'), countArb),
    fc.tuple(fc.constant('pattern'), fc.constantFrom(...PATTERNS)),
    fc.tuple(fc.constant('uniqueItems'), fc.boolean()),
    fc.tuple(fc.constantFrom('items', 'additionalProperties'), tie('schema')),
    fc.tuple(fc.constant('properties'), fc.dictionary(fc.constantFrom(...KEYS), tie('schema'), { maxKeys: 3 })),
    fc.tuple(fc.constant('required'), fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 3 })),
    fc.tuple(fc.constantFrom('title', 'description'), fc.constant('Annotation')),
  ),
}));

/** A root schema: an object, as tool input always is. */
const rootArb = fc.tuple(schemaArb, fc.boolean()).map(([schema, typed]) => {
  const { type: _type, ...rest } = typeof schema === 'object' ? (schema as Record<string, unknown>) : {};
  // Without `type`, `fromJsonSchema` takes `properties` as the sign of an object root.
  return { ...rest, ...(typed && { type: 'object' }), properties: rest['properties'] ?? { a: schema } };
});

const inputArb = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...KEYS, 'e'), valueArb, { maxKeys: 5 }) },
  { weight: 1, arbitrary: valueArb },
);

describe('compileJsonSchema agrees with fromJsonSchema (the reference)', () => {
  test('same verdict and the same issue paths, for schemas within the vocabulary (property)', () => {
    fc.assert(
      fc.property(rootArb, fc.array(inputArb, { minLength: 1, maxLength: 8 }), (schema, inputs) => {
        const reference = fromJsonSchema(schema as JsonSchema);
        const small = compileJsonSchema(schema as JsonSchema);
        for (const input of inputs) {
          const expected = run(reference, input);
          const actual = run(small, input);
          expect({ valid: !actual.issues, paths: pathSet(actual) }).toEqual({ valid: !expected.issues, paths: pathSet(expected) });
          if (!actual.issues) expect((actual as { value: unknown }).value).toBe(input);
        }
      }),
      { numRuns: 1500 },
    );
  });

  test('reports every problem, each with its path, and never quotes the value', () => {
    const schema = {
      type: 'object',
      properties: { pin: { type: 'string', pattern: '^\\d{4}$' }, items: { type: 'array', items: { type: 'integer', minimum: 1 } } },
      required: ['pin', 'name'],
      additionalProperties: false,
    };
    const issues = issuesOf(schema, { pin: 'hunter2-secret', items: [1, 0, 'x'], extra: 'hunter2-secret' });
    expect(issues).toEqual([
      { message: "'pin' must match the pattern ^\\d{4}$", path: ['pin'] },
      { message: "'items[1]' must be at least 1", path: ['items', 1] },
      { message: "'items[2]' must be an integer", path: ['items', 2] },
      { message: "'name' is required", path: ['name'] },
      { message: "'extra' is not allowed", path: ['extra'] },
    ]);
    expect(JSON.stringify(issues)).not.toContain('hunter2');
  });
});

describe('compileJsonSchema enforces', () => {
  test("the playground's schemas: a pattern, an enum, an integer with bounds", () => {
    const status = { type: 'object', properties: { order: { type: 'string', pattern: '^TM-\\d{4}$', description: 'The order id' } }, additionalProperties: false };
    expect(messages(status, { order: 'TM-1001' })).toEqual([]);
    expect(messages(status, {})).toEqual([]);
    expect(messages(status, { order: 'TM-10012' })).toEqual(["'order' must match the pattern ^TM-\\d{4}$"]);
    const add = {
      type: 'object',
      properties: { item: { enum: ['insurance', 'bag', 'seat', 'lounge'], description: 'Which extra' }, qty: { type: 'integer', minimum: 1, maximum: 9 } },
      required: ['item'],
      additionalProperties: false,
    };
    expect(messages(add, { item: 'bag', qty: 2 })).toEqual([]);
    expect(messages(add, { item: 'bag', qty: 2.0 })).toEqual([]);
    expect(messages(add, { item: 'car', qty: 10 })).toEqual(["'item' must be one of: insurance, bag, seat, lounge", "'qty' must be at most 9"]);
    expect(messages(add, { qty: 1.5 })).toEqual(["'qty' must be an integer", "'item' is required"]);
  });

  test('exclusiveMinimum and exclusiveMaximum (which fromJsonSchema only lists as ignored)', () => {
    const schema = { type: 'object', properties: { n: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 } } };
    expect(messages(schema, { n: 5 })).toEqual([]);
    expect(messages(schema, { n: 0 })).toEqual(["'n' must be greater than 0"]);
    expect(messages(schema, { n: 10 })).toEqual(["'n' must be less than 10"]);
  });

  test('lengths in code points, multipleOf exactly for decimals, JSON equality, types as a list', () => {
    const schema = {
      type: 'object',
      properties: {
        s: { minLength: 2, maxLength: 2 },
        price: { multipleOf: 0.01 },
        tags: { uniqueItems: true, minItems: 1, maxItems: 2 },
        v: { const: { a: 1, b: [1, 'x'] } },
        n: { type: ['string', 'null'] },
      },
    };
    expect(messages(schema, { s: '😀😀', price: 19.99, tags: [{ a: 1 }], v: { b: [1.0, 'x'], a: 1 }, n: null })).toEqual([]);
    expect(messages(schema, { s: '😀', price: 19.999, tags: [{ a: 1, b: 2 }, { b: 2, a: 1 }, 3], v: { a: 1 }, n: 0 })).toEqual([
      "'s' must have at least 2 characters",
      "'price' must be a multiple of 0.01",
      "'tags' must not contain duplicate items",
      "'tags' must have at most 2 items",
      `'v' must be {"a":1,"b":[1,"x"]}`,
      "'n' must be a string or null",
    ]);
    expect(messages(schema, { tags: [] })).toEqual(["'tags' must have at least 1 item"]);
    expect(messages({ type: 'object', properties: { flag: { enum: [0, 'false'] } } }, { flag: false })).toEqual(["'flag' must be one of: 0, false"]);
  });

  test('multipleOf: every true decimal multiple passes, up to 2^53; near misses fail, large ones too (D129)', () => {
    const of = (divisor: number, value: number) => messages({ type: 'object', properties: { n: { multipleOf: divisor } } }, { n: value });
    for (const [divisor, value] of [[0.01, 19.99], [0.1, 0.3], [0.01, 123456789.12], [0.125, 3669133.125], [1e-7, 3e-7], [2.5, -7.5], [3, 3 * 2 ** 58], [0.05, 90071992547.4]]) {
      expect(of(divisor!, value!), `${value} of ${divisor}`).toEqual([]);
    }
    // fromJsonSchema's tolerance (1e-9 of the scaled value) lets 3702466.433 and 1e-12 pass.
    for (const [divisor, value] of [[0.01, 3702466.433], [0.125, 3669133.124], [0.01, 19.999], [3, 1e20], [0.5, 1e-12], [1, 2.5]]) {
      expect(of(divisor!, value!), `${value} of ${divisor}`).toEqual([`'n' must be a multiple of ${divisor}`]);
    }
  });

  test('input is an object; properties are own ones', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } }, required: ['toString'] };
    expect(messages(schema, 'text')).toEqual(['Input must be an object']);
    expect(messages(schema, [])).toEqual(['Input must be an object']);
    expect(messages(schema, null)).toEqual(['Input must be an object']);
    expect(messages(schema, {})).toEqual(["'toString' is required"]);
    const proto = JSON.parse('{"__proto__": 1, "toString": "x"}') as object;
    const schemaWithProto = JSON.parse('{"type": "object", "properties": {"__proto__": {"type": "string"}}, "additionalProperties": false}') as JsonSchema;
    expect(messages(schemaWithProto, proto)).toEqual([
      "'__proto__' must be a string",
      "'toString' is not allowed",
    ]);
    expect(Object.prototype).not.toHaveProperty('type');
  });

  test('annotations are ignored, the value is returned as given', () => {
    const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', $comment: 'x', title: 'T', description: 'D', examples: [{}], deprecated: false, readOnly: false, writeOnly: false, type: 'object', properties: { a: { default: 1 } } };
    const input = {};
    expect(run(compileJsonSchema(schema), input)).toEqual({ value: input });
    expect(compileJsonSchema(schema)['~standard'].vendor).toBe('toolmark');
  });
});

describe('compileJsonSchema refuses (fail closed)', () => {
  test.each([
    ['format', { type: 'object', properties: { e: { type: 'string', format: 'email' } } }, '/properties/e/format'],
    ['$ref', { type: 'object', properties: { e: { $ref: '#/$defs/x' } } }, '/properties/e/$ref'],
    ['$defs', { type: 'object', $defs: {} }, '/$defs'],
    ['anyOf', { anyOf: [{ type: 'object' }] }, '/anyOf'],
    ['allOf', { allOf: [{ type: 'object' }] }, '/allOf'],
    ['oneOf', { oneOf: [{ type: 'object' }] }, '/oneOf'],
    ['not', { type: 'object', not: { required: ['a'] } }, '/not'],
    ['patternProperties', { type: 'object', patternProperties: { '^a': {} } }, '/patternProperties'],
    ['a typo', { type: 'object', properties: { a: { minLenght: 2 } } }, '/properties/a/minLenght'],
    ['a key of Object.prototype', { type: 'object', constructor: {} }, '/constructor'],
    ['$id', { type: 'object', $id: 'https://a.example/s' }, '/$id'],
  ])('a keyword outside the vocabulary: %s', (_name, schema, pointer) => {
    const refused = refusal(schema);
    expect(refused).toMatchObject({ code: 'schema_conversion_failed', pointer });
    expect(refused.message).toContain('Standard Schema as `input`');
    expect(refused.message).toContain('fromJsonSchema');
  });

  test.each([
    ['a tuple items', { type: 'object', properties: { t: { items: [{ type: 'string' }] } } }, '/properties/t/items'],
    ['an unknown type', { type: 'object', properties: { t: { type: 'float' } } }, '/properties/t/type'],
    ['an empty type list', { type: [] }, '/type'],
    ['a negative minLength', { type: 'object', properties: { t: { minLength: -1 } } }, '/properties/t/minLength'],
    ['a fractional maxItems', { type: 'object', properties: { t: { maxItems: 1.5 } } }, '/properties/t/maxItems'],
    ['a minimum that is not a number', { type: 'object', properties: { t: { minimum: '3' } } }, '/properties/t/minimum'],
    ['a zero multipleOf', { type: 'object', properties: { t: { multipleOf: 0 } } }, '/properties/t/multipleOf'],
    ['an enum that is not an array', { type: 'object', properties: { t: { enum: 'a' } } }, '/properties/t/enum'],
    ['required with a number', { type: 'object', required: [1] }, '/required'],
    ['properties that are not an object', { type: 'object', properties: [] }, '/properties'],
    ['a non-boolean uniqueItems', { type: 'object', properties: { t: { uniqueItems: 1 } } }, '/properties/t/uniqueItems'],
    ['a pattern that is not a string', { type: 'object', properties: { t: { pattern: 1 } } }, '/properties/t/pattern'],
    ['a string where a schema belongs', { type: 'object', properties: { t: 'string' } }, '/properties/t'],
    ['a property name with / and ~, escaped in the pointer', { type: 'object', properties: { 'a/b~': { minimum: 'x' } } }, '/properties/a~1b~0/minimum'],
  ])('a malformed schema: %s', (_name, schema, pointer) => {
    expect(refusal(schema)).toMatchObject({ code: 'schema_conversion_failed', pointer });
  });

  test('a pattern that does not compile with the u flag', () => {
    expect(refusal({ type: 'object', properties: { t: { pattern: '(' } } })).toMatchObject({ code: 'schema_conversion_failed', pointer: '/properties/t/pattern' });
    expect(refusal({ type: 'object', properties: { t: { pattern: '\\-' } } }).message).toContain('u flag');
    expect(refusal({ type: 'object', properties: { t: { pattern: '(' } } }).message).toContain('u flag');
  });

  test.each(['(a+)+$', '(a|a)*$', '(\\w+\\s?)*$', '^(a|ab)*c$', '(.*a){12}', '\\d+x', '^\\d+\\d$', '^[^@]+@[^@]+\\.[^@]+$'])('an unsafe or unsupported pattern, with its reason: %s', (pattern) => {
    const refused = refusal({ type: 'object', properties: { t: { pattern } } });
    expect(refused).toMatchObject({ code: 'schema_conversion_failed', pointer: '/properties/t/pattern' });
    expect(refused.message).toMatch(/is unsafe: \S/);
  });

  test('the registry reports a refused schema as a registration error with the same code', () => {
    const tm = createToolmark({ compileJsonSchema });
    const register = () => tm.register({ name: 'mail', description: 'Mails', jsonSchema: { type: 'object', properties: { to: { type: 'string', format: 'email' } } }, run: () => ({ content: [] }) });
    expect(register).toThrow(expect.objectContaining({ code: 'schema_conversion_failed' }));
  });

  test('a tool on the registry validates through it', async () => {
    const tm = createToolmark({ compileJsonSchema });
    tm.register({ name: 'status', description: 'Order status', jsonSchema: { type: 'object', properties: { order: { type: 'string', pattern: '^TM-\\d{4}$' } } }, run: (input) => ({ content: [], structuredContent: input as Record<string, unknown> }) });
    expect(await tm.call('status', { order: 'TM-1001' })).toMatchObject({ structuredContent: { order: 'TM-1001' } });
    expect(await tm.call('status', { order: 'nope' })).toMatchObject({ isError: true, code: 'invalid_input', issues: [{ path: 'order', message: "'order' must match the pattern ^TM-\\d{4}$" }] });
  });
});
