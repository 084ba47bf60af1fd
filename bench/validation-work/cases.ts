/**
 * The worst schemas we could build against the work meter (spec §13.8), each with an input at the
 * registry's default limits (at most 1,000,000 bytes of JSON, 64 levels, strings of 100,000
 * characters, arrays of 10,000 items), and one ordinary schema on a large valid input. Plain data and
 * functions: the same cases run in Node and, bundled, in a Chromium page.
 */

/** One case: a schema and the input it is validated against. */
export interface WorkCase {
  readonly name: string;
  readonly schema: Record<string, unknown>;
  readonly input: () => unknown;
  /** Whether the schema needs the `unevaluated` keyword rule. */
  readonly unevaluated?: boolean;
}

/** `count` copies of a value made by `make`, as an array. */
const many = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index));

/** A binary tree of objects `{ a, b }`, `depth` levels. */
const tree = (depth: number): unknown => (depth ? { a: tree(depth - 1), b: tree(depth - 1) } : {});

/** A chain of `anyOf`s, each trying the next link twice, ending in `false`: 2^links tries per value. */
function anyOfChain(links: number): Record<string, unknown> {
  const defs: Record<string, unknown> = { [`l${links}`]: false };
  for (let i = 0; i < links; i++) defs[`l${i}`] = { anyOf: [{ $ref: `#/$defs/l${i + 1}` }, { $ref: `#/$defs/l${i + 1}` }] };
  return defs;
}

const ref = (name: string) => ({ $ref: `#/$defs/${name}` });

export const CASES: readonly WorkCase[] = [
  {
    name: 'ordinary: 8,000 orders (valid)',
    schema: {
      type: 'object',
      properties: {
        orders: {
          type: 'array',
          maxItems: 10_000,
          items: {
            type: 'object',
            required: ['id', 'email', 'lines'],
            additionalProperties: false,
            properties: {
              id: { type: 'string', pattern: '^ORD-[0-9]{4}-[0-9]{4}$' },
              email: { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
              status: { enum: ['open', 'paid', 'shipped'] },
              lines: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string', minLength: 3 }, qty: { type: 'integer', minimum: 1 } }, required: ['sku', 'qty'] } },
            },
          },
        },
      },
    },
    input: () => ({ orders: many(8_000, (i) => ({ id: `ORD-${String(i % 10_000).padStart(4, '0')}-0001`, email: `buyer${i}@example.com`, status: 'paid', lines: [{ sku: 'SKU-1', qty: 2 }, { sku: 'SKU-22', qty: 1 }] })) }),
  },
  {
    name: 'recursive anyOf over a tree (2^n without memo)',
    schema: {
      type: 'object',
      properties: { t: ref('n') },
      $defs: { n: { anyOf: [{ type: 'object', properties: { a: ref('n'), b: ref('n') }, required: ['z'] }, { type: 'object', properties: { a: ref('n'), b: ref('n') } }] } },
    },
    input: () => ({ t: tree(16) }),
  },
  {
    name: 'anyOf chain ×2^40 on 10,000 strings',
    schema: { type: 'object', properties: { s: { type: 'array', items: ref('l0') } }, $defs: anyOfChain(40) },
    input: () => ({ s: many(10_000, () => 'a'.repeat(90)) }),
  },
  {
    name: 'uniqueItems, 10,000 near-equal objects',
    schema: { type: 'object', properties: { u: { type: 'array', uniqueItems: true } } },
    input: () => ({ u: many(10_000, (i) => ({ name: 'x'.repeat(60), tags: ['a', 'b', 'c'], n: [1, 2, { i }] })) }),
  },
  {
    name: 'pattern of 507 states on 10 × 100,000 characters',
    schema: { type: 'object', properties: { s: { type: 'array', items: { type: 'string', pattern: '.{505}x' } } } },
    input: () => ({ s: many(10, () => 'a'.repeat(99_990)) }),
  },
  {
    name: 'pattern of 503 states on 10,000 × 98 characters',
    schema: { type: 'object', properties: { s: { type: 'array', items: { type: 'string', pattern: '[ab]{0,250}x' } } } },
    input: () => ({ s: many(10_000, () => 'ab'.repeat(49)) }),
  },
  {
    name: 'patternProperties: 20 patterns × 10,000 keys',
    schema: { type: 'object', properties: { o: { type: 'object', patternProperties: Object.fromEntries(many(20, (i) => [`[a-z]{0,${20 + i}}${i}`, { type: 'string' }])) } } },
    input: () => ({ o: Object.fromEntries(many(10_000, (i) => [`${'k'.repeat(80)}${i}`, ''])) }),
  },
  {
    name: '1,000 declared properties × 300,000 empty objects',
    schema: { type: 'object', properties: { e: { type: 'array', items: { type: 'array', items: { type: 'object', properties: Object.fromEntries(many(1_000, (i) => [`p${i}`, { type: 'string', default: 'x' }])) } } } } },
    input: () => ({ e: many(100, () => many(3_000, () => ({}))) }),
  },
  {
    name: 'enum of 200 objects × 10,000 objects',
    schema: { type: 'object', properties: { v: { type: 'array', items: { enum: many(200, (i) => ({ a: i, b: 'x'.repeat(10), c: [1, 2, 3] })) } } } },
    input: () => ({ v: many(10_000, (i) => ({ a: i + 1_000, b: 'x'.repeat(10), c: [1, 2, 3], d: 'y'.repeat(20) })) }),
  },
  {
    name: 'allOf doubling problems over 64 levels',
    schema: { type: 'object', properties: { d: ref('d') }, $defs: { d: { type: 'object', allOf: [{ properties: { a: ref('d') } }, { properties: { a: ref('d') } }], required: ['z'] } } },
    input: () => {
      let deep: unknown = {};
      for (let i = 0; i < 62; i++) deep = { a: deep };
      return { d: deep };
    },
  },
  {
    name: 'unevaluatedProperties × recursive anyOf',
    schema: {
      type: 'object',
      properties: { t: ref('u') },
      $defs: { u: { anyOf: [{ properties: { a: ref('u'), b: ref('u') }, required: ['z'] }, { properties: { a: ref('u'), b: ref('u') } }], unevaluatedProperties: false } },
    },
    input: () => ({ t: tree(16) }),
    unevaluated: true,
  },
  {
    name: 'contains + items + if/then on 10,000 objects',
    schema: {
      type: 'object',
      properties: {
        c: {
          type: 'array',
          contains: { type: 'object', required: ['never'] },
          items: { if: { properties: { k: { const: 1 } } }, then: { required: ['a'] }, else: { required: ['b'] }, propertyNames: { pattern: '^[a-z]{1,20}$' } },
        },
      },
    },
    input: () => ({ c: many(10_000, () => ({ k: 2, b: 1, abcdefghijklmnop: 'x'.repeat(40) })) }),
  },
];
