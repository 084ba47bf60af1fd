/**
 * The schemas of the validation benchmark, each with a valid input, an invalid input and a valibot
 * schema written by hand that accepts the same inputs.
 *
 * Every schema sticks to keywords that all the libraries enforce (TypeBox through the conversion of
 * `typebox.ts`). What still differs: `format` checks are each library's own (they agree on these
 * inputs), and valibot's and TypeBox's `minLength` / `maxLength` count UTF-16 units where JSON
 * Schema counts code points (the inputs are ASCII).
 */
import * as v from 'valibot';
import type { JsonSchema } from '../../packages/core/src/json-schema/types';

export interface Case {
  readonly name: string;
  readonly schema: JsonSchema;
  readonly valibot: v.GenericSchema;
  readonly valid: unknown;
  readonly invalid: unknown;
}

// ---------------------------------------------------------------------------------------------
// flat: a flat object with patterns and bounds.

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

// ---------------------------------------------------------------------------------------------
// order: `$defs` / `$ref`, a format and `multipleOf`.

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

// ---------------------------------------------------------------------------------------------
// 1,000 items behind a `$ref`.

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

// ---------------------------------------------------------------------------------------------
// checkout: a realistic checkout form, as a shop would expose it to an agent.

const COUNTRIES = ['FR', 'DE', 'ES', 'IT', 'NL', 'BE', 'GB', 'US', 'CA'] as const;
const checkoutSchema: JsonSchema = {
  type: 'object',
  description: 'Places the order of the cart, paid on delivery.',
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254, description: 'Where the receipt goes.' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    address: {
      type: 'object',
      properties: {
        line1: { type: 'string', minLength: 1, maxLength: 200 },
        line2: { type: 'string', maxLength: 200 },
        city: { type: 'string', minLength: 1, maxLength: 100 },
        postalCode: { type: 'string', pattern: '^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$' },
        country: { enum: [...COUNTRIES], description: 'ISO 3166-1 alpha-2.' },
      },
      required: ['line1', 'city', 'postalCode', 'country'],
      additionalProperties: false,
    },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        properties: { sku: { type: 'string', pattern: '^[A-Z0-9-]{4,12}$' }, quantity: { type: 'integer', minimum: 1, maximum: 99 } },
        required: ['sku', 'quantity'],
        additionalProperties: false,
      },
    },
    amount: { type: 'number', exclusiveMinimum: 0, description: 'The total the customer saw, in euros.' },
    coupon: { type: 'string', pattern: '^[A-Z0-9]{4,12}$' },
    giftWrap: { type: 'boolean' },
  },
  required: ['email', 'name', 'address', 'items', 'amount'],
  additionalProperties: false,
};
const checkoutValibot = v.strictObject({
  email: v.pipe(v.string(), v.maxLength(254), v.email()),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  address: v.strictObject({
    line1: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    line2: v.optional(v.pipe(v.string(), v.maxLength(200))),
    city: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    postalCode: v.pipe(v.string(), v.regex(/^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/u)),
    country: v.picklist(COUNTRIES),
  }),
  items: v.pipe(
    v.array(v.strictObject({ sku: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,12}$/u)), quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)) })),
    v.minLength(1),
    v.maxLength(20),
  ),
  amount: v.pipe(v.number(), v.gtValue(0)),
  coupon: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{4,12}$/u))),
  giftWrap: v.optional(v.boolean()),
});
const checkout = {
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  address: { line1: '1 rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' },
  items: [
    { sku: 'MUG-0042', quantity: 2 },
    { sku: 'TEE-1337', quantity: 1 },
  ],
  amount: 44.5,
  coupon: 'WELCOME10',
};
// What a model gets wrong: an obfuscated email, a country name, a zero quantity, a zero amount.
const checkoutInvalid = {
  ...checkout,
  email: 'ada(at)example.com',
  address: { ...checkout.address, country: 'France' },
  items: [{ sku: 'MUG-0042', quantity: 0 }],
  amount: 0,
};

// ---------------------------------------------------------------------------------------------
// payment: `anyOf` of three `$ref`s to `$defs`, each an object with a discriminating `const`.

const paymentSchema: JsonSchema = {
  type: 'object',
  properties: {
    orderId: { type: 'string', pattern: '^ORD-[0-9]{4}-[0-9]{4}$' },
    amount: { type: 'integer', minimum: 1, description: 'In cents.' },
    currency: { enum: ['EUR', 'USD', 'GBP'] },
    method: { anyOf: [{ $ref: '#/$defs/card' }, { $ref: '#/$defs/bankTransfer' }, { $ref: '#/$defs/wallet' }] },
  },
  required: ['orderId', 'amount', 'currency', 'method'],
  additionalProperties: false,
  $defs: {
    card: {
      type: 'object',
      properties: {
        kind: { const: 'card' },
        number: { type: 'string', pattern: '^[0-9]{12,19}$' },
        expMonth: { type: 'integer', minimum: 1, maximum: 12 },
        expYear: { type: 'integer', minimum: 2026, maximum: 2100 },
        cvc: { type: 'string', pattern: '^[0-9]{3,4}$' },
        holder: { type: 'string', minLength: 1, maxLength: 100 },
      },
      required: ['kind', 'number', 'expMonth', 'expYear', 'cvc'],
      additionalProperties: false,
    },
    bankTransfer: {
      type: 'object',
      properties: {
        kind: { const: 'bank_transfer' },
        iban: { type: 'string', pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' },
        bic: { type: 'string', pattern: '^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$' },
        holder: { type: 'string', minLength: 1, maxLength: 100 },
      },
      required: ['kind', 'iban', 'holder'],
      additionalProperties: false,
    },
    wallet: {
      type: 'object',
      properties: {
        kind: { const: 'wallet' },
        provider: { enum: ['apple_pay', 'google_pay', 'paypal'] },
        token: { type: 'string', minLength: 16, maxLength: 4096 },
      },
      required: ['kind', 'provider', 'token'],
      additionalProperties: false,
    },
  },
};
// By hand, a discriminated union is a `variant` (it looks at `kind` first); it accepts what the `anyOf` does.
const paymentValibot = v.strictObject({
  orderId: v.pipe(v.string(), v.regex(/^ORD-[0-9]{4}-[0-9]{4}$/u)),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  currency: v.picklist(['EUR', 'USD', 'GBP']),
  method: v.variant('kind', [
    v.strictObject({
      kind: v.literal('card'),
      number: v.pipe(v.string(), v.regex(/^[0-9]{12,19}$/u)),
      expMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
      expYear: v.pipe(v.number(), v.integer(), v.minValue(2026), v.maxValue(2100)),
      cvc: v.pipe(v.string(), v.regex(/^[0-9]{3,4}$/u)),
      holder: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
    }),
    v.strictObject({
      kind: v.literal('bank_transfer'),
      iban: v.pipe(v.string(), v.regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/u)),
      bic: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/u))),
      holder: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    }),
    v.strictObject({
      kind: v.literal('wallet'),
      provider: v.picklist(['apple_pay', 'google_pay', 'paypal']),
      token: v.pipe(v.string(), v.minLength(16), v.maxLength(4096)),
    }),
  ]),
});
// The valid input takes the last branch, so an `anyOf` tries all three; the invalid one is a card
// with a month out of range, which no branch accepts.
const payment = { orderId: 'ORD-2026-0042', amount: 4450, currency: 'EUR', method: { kind: 'wallet', provider: 'apple_pay', token: 'tok_3f9a8c2e1b7d4a60' } };
const paymentInvalid = { ...payment, method: { kind: 'card', number: '4242424242424242', expMonth: 13, expYear: 2028, cvc: '123' } };

// ---------------------------------------------------------------------------------------------
// 50 properties: ten kinds of property, five of each, 40 required.

interface Kind {
  readonly name: string;
  readonly schema: JsonSchema;
  readonly valibot: v.GenericSchema;
  readonly optional?: boolean;
  readonly sample: (i: number) => unknown;
}
const PRIORITIES = ['low', 'medium', 'high'] as const;
const KINDS: readonly Kind[] = [
  { name: 'label', schema: { type: 'string', minLength: 1, maxLength: 80 }, valibot: v.pipe(v.string(), v.minLength(1), v.maxLength(80)), sample: (i) => `Label number ${i}` },
  { name: 'count', schema: { type: 'integer', minimum: 0, maximum: 1000 }, valibot: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)), sample: (i) => i * 7 },
  { name: 'ratio', schema: { type: 'number', minimum: -1e6, maximum: 1e6 }, valibot: v.pipe(v.number(), v.minValue(-1e6), v.maxValue(1e6)), sample: (i) => i * 1.5 - 20 },
  { name: 'enabled', schema: { type: 'boolean' }, valibot: v.boolean(), optional: true, sample: (i) => i % 2 === 0 },
  { name: 'priority', schema: { enum: [...PRIORITIES] }, valibot: v.picklist(PRIORITIES), sample: (i) => PRIORITIES[i % 3] },
  { name: 'tags', schema: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 20 } }, valibot: v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(10)), sample: (i) => ['alpha', `tag-${i}`] },
  { name: 'slug', schema: { type: 'string', pattern: '^[a-z0-9-]{1,32}$' }, valibot: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,32}$/u)), sample: (i) => `slug-${i}` },
  { name: 'point', schema: { type: 'object', properties: { x: { type: 'number' }, y: { type: 'number' } }, required: ['x', 'y'] }, valibot: v.object({ x: v.number(), y: v.number() }), sample: (i) => ({ x: i, y: -i }) },
  { name: 'note', schema: { type: ['string', 'null'], maxLength: 40 }, valibot: v.nullable(v.pipe(v.string(), v.maxLength(40))), optional: true, sample: (i) => (i % 3 === 0 ? null : `note ${i}`) },
  { name: 'date', schema: { type: 'string', format: 'date' }, valibot: v.pipe(v.string(), v.isoDate()), sample: (i) => `2026-${String((i % 12) + 1).padStart(2, '0')}-15` },
];
const FIELDS = Array.from({ length: 5 }, (_, round) => KINDS.map((kind, k) => ({ key: `${kind.name}_${round + 1}`, kind, i: round * KINDS.length + k }))).flat();
const wideSchema: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(FIELDS.map(({ key, kind }) => [key, kind.schema])),
  required: FIELDS.filter(({ kind }) => !kind.optional).map(({ key }) => key),
  additionalProperties: false,
};
const wideValibot = v.strictObject(Object.fromEntries(FIELDS.map(({ key, kind }) => [key, kind.optional ? v.optional(kind.valibot) : kind.valibot])));
const wide = Object.fromEntries(FIELDS.map(({ key, kind, i }) => [key, kind.sample(i)]));
// Two mistakes near the end, where the libraries that stop at the first error get last.
const wideInvalid = { ...wide, priority_5: 'urgent', count_5: 1001 };

export const cases: readonly Case[] = [
  { name: 'flat', schema: flightSchema, valibot: flightValibot, valid: { origin: 'CDG', destination: 'JFK', passengers: 2, cabin: 'eco' }, invalid: { origin: 'cdg', destination: 'JFK', passengers: 12, extra: 1 } },
  { name: 'order ($defs)', schema: orderSchema, valibot: orderValibot, valid: order, invalid: { ...order, customer: { name: 'Ada', email: 'not-an-email' }, lines: [{ sku: 'x', qty: 0, price: 1.234 }] } },
  { name: '1,000 items', schema: bulkSchema, valibot: bulkValibot, valid: bulk, invalid: { items: bulk.items.map((item, i) => (i === 999 ? { ...item, id: -1 } : item)) } },
  { name: 'checkout', schema: checkoutSchema, valibot: checkoutValibot, valid: checkout, invalid: checkoutInvalid },
  { name: 'payment (anyOf/$ref)', schema: paymentSchema, valibot: paymentValibot, valid: payment, invalid: paymentInvalid },
  { name: '50 properties', schema: wideSchema, valibot: wideValibot, valid: wide, invalid: wideInvalid },
];
