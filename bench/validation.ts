/**
 * Compares `fromJsonSchema` (with its standard formats) with ajv (compiled, with ajv-formats),
 * @cfworker/json-schema and valibot used directly, on the same schemas and inputs. Informative only: it never fails.
 *
 * Run: `pnpm --filter @toolmark/bench bench` (or `cd bench && npx tsx validation.ts`).
 * `ROUNDS=n` sets how many interleaved 40 ms rounds each library gets (default 15).
 */
import { Validator } from '@cfworker/json-schema';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import * as v from 'valibot';
import { formats } from '../packages/core/src/json-schema/formats';
import { fromJsonSchema, type JsonSchema } from '../packages/core/src/json-schema/index';

// ajv-formats is CommonJS; under ESM its callable export sits on `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

interface Case {
  readonly name: string;
  readonly schema: JsonSchema;
  readonly valibot: v.GenericSchema;
  readonly valid: unknown;
  readonly invalid: unknown;
}

const flightSchema: JsonSchema = {
  type: 'object',
  properties: {
    origin: { type: 'string', pattern: '^[A-Z]{3}$' },
    destination: { type: 'string', pattern: '^[A-Z]{3}$' },
    passengers: { type: 'integer', minimum: 1, maximum: 9 },
    cabin: { enum: ['eco', 'business'] },
    flexible: { type: 'boolean' },
  },
  required: ['origin', 'destination'],
  additionalProperties: false,
};
const iata = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/u));
const flightValibot = v.strictObject({
  origin: iata,
  destination: iata,
  passengers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9))),
  cabin: v.optional(v.picklist(['eco', 'business'])),
  flexible: v.optional(v.boolean()),
});

const orderSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', minLength: 8, maxLength: 36 },
    customer: { $ref: '#/$defs/customer' },
    lines: { type: 'array', minItems: 1, maxItems: 50, items: { $ref: '#/$defs/line' } },
    shipping: { $ref: '#/$defs/address' },
    note: { type: 'string', maxLength: 500 },
  },
  required: ['id', 'customer', 'lines', 'shipping'],
  additionalProperties: false,
  $defs: {
    customer: {
      type: 'object',
      properties: { name: { type: 'string', minLength: 1 }, email: { type: 'string', format: 'email' } },
      required: ['name', 'email'],
    },
    line: {
      type: 'object',
      properties: { sku: { type: 'string', pattern: '^[A-Z0-9-]{4,12}$' }, qty: { type: 'integer', minimum: 1 }, price: { type: 'number', minimum: 0, multipleOf: 0.25 } },
      required: ['sku', 'qty', 'price'],
    },
    address: {
      type: 'object',
      properties: { street: { type: 'string' }, city: { type: 'string' }, postcode: { type: 'string', pattern: '^[0-9]{5}$' }, country: { enum: ['FR', 'DE', 'ES', 'IT'] } },
      required: ['street', 'city', 'postcode', 'country'],
    },
  },
};
const lineValibot = v.object({
  sku: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,12}$/u)),
  qty: v.pipe(v.number(), v.integer(), v.minValue(1)),
  price: v.pipe(v.number(), v.minValue(0), v.multipleOf(0.25)),
});
const orderValibot = v.strictObject({
  id: v.pipe(v.string(), v.minLength(8), v.maxLength(36)),
  customer: v.object({ name: v.pipe(v.string(), v.minLength(1)), email: v.pipe(v.string(), v.email()) }),
  lines: v.pipe(v.array(lineValibot), v.minLength(1), v.maxLength(50)),
  shipping: v.object({ street: v.string(), city: v.string(), postcode: v.pipe(v.string(), v.regex(/^[0-9]{5}$/u)), country: v.picklist(['FR', 'DE', 'ES', 'IT']) }),
  note: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
const order = {
  id: 'ORD-2026-0001',
  customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
  lines: [
    { sku: 'AB-1234', qty: 2, price: 19.75 },
    { sku: 'CD-5678', qty: 1, price: 5.5 },
    { sku: 'EF-9012', qty: 3, price: 1.25 },
  ],
  shipping: { street: '1 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' },
};

const bulkSchema: JsonSchema = {
  type: 'object',
  properties: { items: { type: 'array', items: { $ref: '#/$defs/item' } } },
  required: ['items'],
  $defs: {
    item: {
      type: 'object',
      properties: { id: { type: 'integer', minimum: 0 }, name: { type: 'string', maxLength: 40 }, tags: { type: 'array', items: { type: 'string' } }, active: { type: 'boolean' } },
      required: ['id', 'name'],
    },
  },
};
const bulkValibot = v.object({
  items: v.array(v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(0)), name: v.pipe(v.string(), v.maxLength(40)), tags: v.optional(v.array(v.string())), active: v.optional(v.boolean()) })),
});
const bulk = { items: Array.from({ length: 1000 }, (_, id) => ({ id, name: `item ${id}`, tags: ['a', 'b'], active: id % 2 === 0 })) };

const cases: Case[] = [
  { name: 'flat', schema: flightSchema, valibot: flightValibot, valid: { origin: 'CDG', destination: 'JFK', passengers: 2, cabin: 'eco' }, invalid: { origin: 'cdg', destination: 'JFK', passengers: 12, extra: 1 } },
  { name: 'order ($defs)', schema: orderSchema, valibot: orderValibot, valid: order, invalid: { ...order, customer: { name: 'Ada', email: 'not-an-email' }, lines: [{ sku: 'x', qty: 0, price: 1.234 }] } },
  { name: '1,000 items', schema: bulkSchema, valibot: bulkValibot, valid: bulk, invalid: { items: bulk.items.map((item, i) => (i === 999 ? { ...item, id: -1 } : item)) } },
];

type Run = (input: unknown) => boolean;

function runners(testCase: Case): Record<string, Run> {
  const ajv = addFormats(new Ajv2020({ allErrors: false }));
  const ajvValidate = ajv.compile(testCase.schema);
  const cfworker = new Validator(testCase.schema as object, '2020-12');
  const toolmark = fromJsonSchema(testCase.schema, { formats })['~standard'];
  return {
    toolmark: (input) => !toolmark.validate(input).issues,
    ajv: (input) => ajvValidate(input),
    cfworker: (input) => cfworker.validate(input).valid,
    valibot: (input) => v.safeParse(testCase.valibot, input).success,
  };
}

/** Measures operations per second, interleaving libraries round by round to spread noise evenly. */
function measure(run: Record<string, Run>, input: unknown, rounds = Number(process.env['ROUNDS'] ?? 15), roundMs = 40): Record<string, number> {
  const names = Object.keys(run);
  const time: Record<string, number> = {};
  const ops: Record<string, number> = {};
  let sink = 0;
  for (const name of names) {
    time[name] = 0;
    ops[name] = 0;
    for (let i = 0; i < 200; i++) sink += run[name]!(input) ? 1 : 0; // warm-up
  }
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      const fn = run[name]!;
      const start = performance.now();
      let count = 0;
      let elapsed = 0;
      while (elapsed < roundMs) {
        for (let i = 0; i < 16; i++) sink += fn(input) ? 1 : 0;
        count += 16;
        elapsed = performance.now() - start;
      }
      time[name]! += elapsed;
      ops[name]! += count;
    }
  }
  if (sink < 0) console.log(sink);
  return Object.fromEntries(names.map((name) => [name, (ops[name]! / time[name]!) * 1000]));
}

const format = (n: number): string => (n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(0));
const rows: Record<string, string>[] = [];
for (const testCase of cases) {
  const run = runners(testCase);
  for (const [label, input, expected] of [['valid', testCase.valid, true], ['invalid', testCase.invalid, false]] as const) {
    for (const [name, fn] of Object.entries(run)) {
      if (fn(input) !== expected) console.warn(`! ${name} disagrees on ${testCase.name} ${label}`);
    }
    const result = measure(run, input);
    rows.push({
      case: `${testCase.name} ${label}`,
      toolmark: format(result['toolmark']!),
      ajv: format(result['ajv']!),
      cfworker: format(result['cfworker']!),
      valibot: format(result['valibot']!),
      'toolmark/ajv': `${(result['toolmark']! / result['ajv']!).toFixed(2)}×`,
      'toolmark/cfworker': `${(result['toolmark']! / result['cfworker']!).toFixed(1)}×`,
    });
  }
}
console.log('ops/s (higher is better)');
console.table(rows);
