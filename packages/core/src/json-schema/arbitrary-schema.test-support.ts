// Test support for ajv-differential.property.test.ts (issue 16): random draft 2020-12 schemas over
// a vocabulary, and random values aimed at each schema's edges. Not part of the package build.
//
// Kept out, so that ajv stays a faithful oracle:
// - `multipleOf` divisors are integers or exact binary fractions (0.5, 0.25 …): Toolmark is exact for
//   decimal divisors (`19.99` is a multiple of `0.01`, §13.1) where ajv divides in floating point;
//   for these divisors the exact answer is also ajv's. Numbers stay within ±1e6 and are never
//   subnormal: ajv tests `x / d === parseInt(x / d)`, which breaks from 1e21 on, loses exactness
//   above 2^53 / d, and takes `5e-324 / 5`, which underflows to 0, for a multiple.
// - `pattern`s come from a fixed list of safe ones: Toolmark refuses patterns prone to catastrophic
//   backtracking (§13.5), which ajv compiles.
// - `format` only names formats the test gives ajv as Toolmark's own checks (ajv ships none without
//   ajv-formats, which is not a dependency): it tests where a `format` applies, not the checks.
// - `$ref` points only into the root's `$defs`: `A`; `B`, which may refer to `A`; and `Tree`, which
//   refers to itself below `properties` and `items` only, so validation always ends.
// - Property names include `__proto__` and `constructor` (the oracle must read own properties only),
//   but `__proto__` is no key of `properties` and the `dependent…` keywords, which ajv skips (see
//   `schemaKeyArb`), and a `constructor` key holds no object (see `object`).
// Two more bugs of ajv are worked around in the schema ajv sees, see `forAjv`.
import fc from 'fast-check';
import { isRecord } from '../is-record.js';

/** A JSON Schema: an object or a boolean. */
export type Schema = boolean | { [keyword: string]: unknown };

// ---------------------------------------------------------------------------------------------
// The vocabulary, by family. `booleans` stands for the boolean schemas `true` and `false`.

export const FAMILIES = {
  core: ['type', 'enum', 'const'],
  numbers: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  strings: ['minLength', 'maxLength', 'pattern'],
  arrays: ['items', 'prefixItems', 'contains', 'minContains', 'maxContains', 'minItems', 'maxItems', 'uniqueItems'],
  objects: ['properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames', 'minProperties', 'maxProperties', 'dependentRequired', 'dependentSchemas'],
  applicators: ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'booleans'],
  ref: ['$ref'],
  unevaluated: ['unevaluatedProperties', 'unevaluatedItems'],
  annotations: ['title', 'description', 'default'],
  format: ['format'],
} as const;

/** The keywords of the first subset Toolmark enforced (spec §13.1 before issue 16). */
export const FIRST_SUBSET = ['type', 'enum', 'const', 'minimum', 'maximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'items', 'minItems', 'maxItems', 'uniqueItems', 'properties', 'required', 'additionalProperties', 'allOf', 'anyOf', 'oneOf', 'booleans', '$ref'];

/** The formats schemas name; the test must give the oracle a check for each. */
export const FORMAT_NAMES = ['date', 'ipv4', 'uuid', 'email'] as const;

// ---------------------------------------------------------------------------------------------
// Building blocks shared by schemas and values.

const TYPES = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'] as const;

/** Safe patterns (§13.5), each with strings that match it and strings that do not. */
export const PATTERNS: Readonly<Record<string, readonly string[]>> = {
  '^[a-z]+$': ['abc', 'a', '', 'aB', 'é', 'a1'],
  '^\\d{3}$': ['123', '12', '1234', 'abc', '١٢٣'],
  a: ['a', 'bab', 'b', '', 'A'],
  '^[A-Z]{2,4}$': ['AB', 'ABCD', 'A', 'ABCDE', 'ab'],
  '^x': ['x', 'xyz', 'yx', ''],
  'b$': ['b', 'ab', 'ba'],
  '^$': ['', 'a'],
  '\\.': ['.', 'a.b', 'ab'],
  é: ['é', 'e\u0301', 'café'],
  '^\\p{Lu}': ['Ab', 'É', 'a'],
  '^.{2}$': ['ab', '😀😀', '😀', 'abc', '\uD800b'],
  '😀': ['😀', 'a😀', 'a'],
  '^(ab|cd)$': ['ab', 'cd', 'abcd'],
};
/** Patterns for `patternProperties`, with keys each matches or not. */
export const KEY_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  '^a': ['a', 'ab', 'ba'],
  '^x': ['x', 'x1', 'yx'],
  '\\d': ['1', 'x1', 'a'],
  '^[a-z]+$': ['foo', 'a', 'A'],
  '^$': ['', 'a'],
  é: ['é', 'e'],
};
/** Property names: few, so that schemas and values meet; some that name `Object.prototype` members. */
const KEYS = ['a', 'b', 'c', 'foo', 'x1', 'A', '', '1', 'é', '😀', 'constructor', '__proto__'] as const;
const keyArb = fc.oneof({ arbitrary: fc.constantFrom('a', 'b', 'c'), weight: 4 }, { arbitrary: fc.constantFrom(...KEYS), weight: 1 });
/**
 * Keys of `properties`, `dependentRequired` and `dependentSchemas`: not `__proto__`, which ajv 8.20
 * skips there (`allSchemaProperties`, `dependencies.js`). Values and `required` keep it.
 */
const schemaKeyArb = keyArb.filter((key) => key !== '__proto__');

const STRINGS = ['', 'a', 'ab', 'abc', 'x', 'foo', 'A', 'AB', '1', '123', 'é', '😀', '😀😀', '\uD800', ' ', 'a.b', '2024-02-29', '192.168.0.1', 'a@b.co'];
const CHARS = ['a', 'b', 'x', 'A', '1', 'é', '😀', '\uD800', '.', ' '];

/** Keeps numbers where ajv's `multipleOf` is exact (see above). */
const numberArb = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.constantFrom(0, -0, 0.5, -0.5, 1.25, 2.5, 1e-7, 19.99, 1e6, -1e6),
  // No subnormals: ajv's `x / d` underflows to 0, a multiple of anything.
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((x) => (Math.abs(x) < 1e-300 ? 0 : x)),
);
const scalarArb = fc.oneof(fc.constant(null), fc.boolean(), numberArb, fc.constantFrom(...STRINGS), fc.string({ maxLength: 4 }));

/**
 * Creates an object value, own keys only (`__proto__` included). A `constructor` key holds only
 * scalars: ajv's deep equality (fast-deep-equal) compares `a.constructor` by identity, so two equal
 * objects under it would differ for `enum`, `const` and `uniqueItems`.
 *
 * @param entries The keys and values.
 * @returns The object.
 */
const object = (entries: readonly (readonly [string, unknown])[]): Record<string, unknown> =>
  Object.fromEntries(entries.map(([key, value]) => [key, key === 'constructor' && typeof value === 'object' && value ? 'c' : value]));

/** Any JSON value, small: the part of the values that knows nothing of the schema. */
const jsonArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    scalarArb,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.uniqueArray(fc.tuple(keyArb, tie('value')), { selector: ([key]) => key, maxLength: 3 }).map(object),
  ),
})).value;

/** Values for `enum` and `const`: scalars, and containers to compare key by key. */
const literalArb = fc.oneof(
  { arbitrary: fc.constantFrom<unknown>(null, true, false, 0, 1, -1, 1.5, 'a', '', 'foo', '😀', [], [1, 'a'], {}, { a: 1 }, { a: null, b: [true] }), weight: 3 },
  { arbitrary: jsonArb, weight: 1 },
);

const countArb = fc.nat({ max: 4 });
const boundArb = fc.oneof(fc.integer({ min: -5, max: 10 }), fc.constantFrom(0.5, -1.5, 2.25, 19.99, 100));
/** Integers and exact binary fractions only (see above). */
const DIVISORS = [1, 2, 3, 5, 7, 10, 0.5, 0.25, 0.125, 1.5, 2.5] as const;

// ---------------------------------------------------------------------------------------------
// Schemas.

interface SchemaOptions {
  /** The keywords a schema may use. */
  readonly keywords: ReadonlySet<string>;
  /** The definitions a `$ref` may name. */
  readonly refs: readonly string[];
}

const merge = (fragments: readonly Record<string, unknown>[]): Record<string, unknown> => Object.assign({}, ...fragments) as Record<string, unknown>;

/**
 * Creates the schemas of a vocabulary, nested at most `depth` levels below the one made.
 *
 * @param options The vocabulary and the definitions to refer to.
 * @returns The schemas at each depth.
 */
function schemaArbs({ keywords, refs }: SchemaOptions): (depth: number) => fc.Arbitrary<Schema> {
  const cache = new Map<number, fc.Arbitrary<Schema>>();
  const has = (keyword: string): boolean => keywords.has(keyword);
  const node = (depth: number): fc.Arbitrary<Schema> => {
    const cached = cache.get(depth);
    if (cached) return cached;
    const child = depth > 0 ? node(depth - 1) : undefined;
    const fragments: fc.Arbitrary<Record<string, unknown>>[] = [];
    const add = (keyword: string, arb: fc.Arbitrary<Record<string, unknown>>, weight = 1): void => {
      if (has(keyword)) for (let i = 0; i < weight; i++) fragments.push(arb);
    };
    add('type', fc.oneof(fc.constantFrom(...TYPES), fc.uniqueArray(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 3 })).map((type) => ({ type })), 3);
    add('enum', fc.uniqueArray(literalArb, { minLength: 1, maxLength: 4, comparator: (a, b) => JSON.stringify(a) === JSON.stringify(b) }).map((values) => ({ enum: values })));
    add('const', literalArb.map((value) => ({ const: value })));
    for (const keyword of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']) add(keyword, boundArb.map((bound) => ({ [keyword]: bound })));
    add('multipleOf', fc.constantFrom(...DIVISORS).map((divisor) => ({ multipleOf: divisor })));
    for (const keyword of ['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']) add(keyword, countArb.map((count) => ({ [keyword]: count })));
    add('pattern', fc.constantFrom(...Object.keys(PATTERNS)).map((pattern) => ({ pattern })), 2);
    add('uniqueItems', fc.boolean().map((unique) => ({ uniqueItems: unique })));
    add('required', fc.uniqueArray(keyArb, { minLength: 1, maxLength: 3 }).map((required) => ({ required })), 2);
    add('dependentRequired', fc.uniqueArray(fc.tuple(schemaKeyArb, fc.uniqueArray(keyArb, { minLength: 1, maxLength: 2 })), { selector: ([key]) => key, minLength: 1, maxLength: 2 }).map((entries) => ({ dependentRequired: Object.fromEntries(entries) })), 2);
    // Without `contains`, `minContains` and `maxContains` do nothing (2020-12 §10.3.1.3 … .4): rarely.
    for (const keyword of ['minContains', 'maxContains']) add(keyword, countArb.map((count) => ({ [keyword]: count })));
    for (const keyword of ['title', 'description']) add(keyword, fc.constantFrom('A title', '', 'Über 😀').map((text) => ({ [keyword]: text })));
    add('default', literalArb.map((value) => ({ default: value })), 2);
    add('format', fc.constantFrom(...FORMAT_NAMES).map((format) => ({ format })), 2);
    if (refs.length) add('$ref', fc.constantFrom(...refs).map((name) => ({ $ref: refTo(name) })), 3);
    if (child) {
      const list = fc.array(child, { minLength: 1, maxLength: 3 });
      add('items', child.map((items) => ({ items })), 2);
      add('prefixItems', list.map((prefixItems) => ({ prefixItems })));
      add('contains', fc.record({ contains: child, minContains: countArb, maxContains: countArb }, { requiredKeys: ['contains'] }), 2);
      // A property's schema often declares a `default`, which Toolmark fills in when it is missing (§13.3).
      const property = has('default')
        ? fc.tuple(child, fc.option(literalArb, { nil: undefined, freq: 2 })).map(([schema, value]) => (value === undefined || typeof schema === 'boolean' ? schema : { ...schema, default: value }))
        : child;
      add('properties', fc.uniqueArray(fc.tuple(schemaKeyArb, property), { selector: ([key]) => key, minLength: 1, maxLength: 3 }).map((entries) => ({ properties: Object.fromEntries(entries) })), 3);
      add('additionalProperties', fc.oneof(fc.boolean(), child).map((additional) => ({ additionalProperties: additional })), 2);
      add('patternProperties', fc.uniqueArray(fc.tuple(fc.constantFrom(...Object.keys(KEY_PATTERNS)), child), { selector: ([key]) => key, minLength: 1, maxLength: 2 }).map((entries) => ({ patternProperties: Object.fromEntries(entries) })));
      const nameSchema = fc.oneof(
        fc.constantFrom(...Object.keys(KEY_PATTERNS)).map((pattern): Schema => ({ pattern })),
        countArb.map((count): Schema => ({ maxLength: count })),
        fc.uniqueArray(keyArb, { minLength: 1, maxLength: 3 }).map((names): Schema => ({ enum: names })),
        fc.boolean(),
        child,
      );
      add('propertyNames', nameSchema.map((names) => ({ propertyNames: names })));
      add('dependentSchemas', fc.uniqueArray(fc.tuple(schemaKeyArb, child), { selector: ([key]) => key, minLength: 1, maxLength: 2 }).map((entries) => ({ dependentSchemas: Object.fromEntries(entries) })));
      for (const keyword of ['allOf', 'anyOf', 'oneOf']) add(keyword, list.map((branches) => ({ [keyword]: branches })), 2);
      // Tagged unions, which Toolmark runs by their tag: objects that each require one same property
      // with a value of their own (`const`, or an `enum` of one), over other keywords of their own.
      const tagged = fc
        .tuple(
          schemaKeyArb,
          fc.uniqueArray(fc.constantFrom<unknown>('x', 'y', '', 0, 1, 1.5, true, false, null), { minLength: 2, maxLength: 3 }),
          fc.array(fc.tuple(child, fc.boolean()), { minLength: 3, maxLength: 3 }),
        )
        .map(([key, tags, rests]) =>
          tags.map((tag, i): Schema => {
            const [rest, asEnum] = rests[i]!;
            const own = typeof rest === 'boolean' ? {} : rest;
            const required = Array.isArray(own['required']) ? (own['required'] as string[]) : [];
            const properties = isRecord(own['properties']) ? own['properties'] : {};
            return { ...own, type: 'object', required: [...new Set([...required, key])], properties: { ...properties, [key]: asEnum ? { enum: [tag] } : { const: tag } } };
          }),
        );
      for (const keyword of ['anyOf', 'oneOf']) if (has('properties') && has('required') && has('type')) add(keyword, tagged.map((branches) => ({ [keyword]: branches })));
      add('not', child.map((schema) => ({ not: schema })));
      // `then` and `else` without `if` do nothing: generated too, now and then.
      const conditional = fc.record({ if: child, then: child, else: child }, { requiredKeys: [] });
      add('if', conditional.map((fragment) => (has('then') && has('else') ? fragment : { if: fragment.if ?? true })), 2);
      for (const keyword of FAMILIES.unevaluated) add(keyword, fc.oneof(fc.boolean(), child).map((schema) => ({ [keyword]: schema })), 2);
    }
    const merged = fragments.length ? fc.array(fc.oneof(...fragments), { minLength: 1, maxLength: depth ? 3 : 2 }).map(merge) : fc.constant({});
    // Half the time, keywords of one type come with that `type`, as schemas are usually written.
    const object = has('type')
      ? fc.tuple(merged, fc.boolean()).map(([schema, typed]) => {
          const implied = impliedTypes(schema);
          return typed && !Object.hasOwn(schema, 'type') && implied.length ? { ...schema, type: implied.length === 1 ? implied[0] : implied } : schema;
        })
      : merged;
    const arb: fc.Arbitrary<Schema> = has('booleans') ? fc.oneof({ arbitrary: object, weight: 8 }, { arbitrary: fc.boolean(), weight: 1 }) : object;
    cache.set(depth, arb);
    return arb;
  };
  return node;
}

/** The name of the second definition: a reference to it escapes `/` and `~` and percent-encodes `é`. */
const ODD_NAME = 'b/~é';

/**
 * Writes the local reference to a definition, as RFC 6901 and RFC 3986 escape it.
 *
 * @param name The definition's name in the root's `$defs`.
 * @returns The `$ref`: `#/$defs/b~1~0%C3%A9` for `b/~é`.
 */
const refTo = (name: string): string => `#/$defs/${encodeURIComponent(name.replaceAll('~', '~0').replaceAll('/', '~1'))}`;

/**
 * Creates whole schema documents: a root and, when `$ref` is in the vocabulary, `$defs` at the root:
 * `A`; `b/~é`, which may refer to `A`; `Tree`, recursive below `properties` and `items`; and `Next`,
 * which refers back to the root (`#`) below `properties`.
 *
 * @param keywords The vocabulary.
 * @param depth How deep the root nests.
 * @returns The documents.
 */
function documentArb(keywords: ReadonlySet<string>, depth: number): fc.Arbitrary<Schema> {
  if (!keywords.has('$ref')) return schemaArbs({ keywords, refs: [] })(depth);
  const tree = (value: Schema): Schema => ({
    type: 'object',
    properties: { value, children: { type: 'array', items: { $ref: refTo('Tree') }, maxItems: 3 } },
    required: ['value'],
  });
  return fc
    .record({
      A: schemaArbs({ keywords, refs: [] })(1),
      B: schemaArbs({ keywords, refs: ['A'] })(1),
      value: schemaArbs({ keywords, refs: ['A'] })(0),
      root: schemaArbs({ keywords, refs: ['A', ODD_NAME, 'Tree', 'Next'] })(depth),
    })
    .map(({ A, B, value, root }) =>
      typeof root === 'boolean' ? root : { ...root, $defs: { A, [ODD_NAME]: B, Tree: tree(value), Next: { properties: { next: { $ref: '#' } } } } },
    );
}

// ---------------------------------------------------------------------------------------------
// Values: derived from the schema to hit its edges, mixed with any JSON.

/** Resolves `#` or a reference written by {@link refTo} against the document. */
function resolve(ref: unknown, root: Schema): Schema {
  if (ref === '#' || typeof ref !== 'string') return root;
  const name = decodeURIComponent(ref.replace('#/$defs/', '')).replaceAll('~1', '/').replaceAll('~0', '~');
  const defs = isRecord(root) && isRecord(root['$defs']) ? root['$defs'] : {};
  return (defs[name] as Schema | undefined) ?? true;
}

/** The number `ulps` units in the last place away from `value` (towards +∞ when positive). */
function step(value: number, ulps: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigInt64(0);
  // Doubles order as sign-magnitude integers: away from zero is up in magnitude.
  const up = value > 0;
  // Next to 0, a tiny normal number instead of a subnormal one (see `numberArb`).
  if (value === 0) return ulps * 2 ** -60;
  view.setBigInt64(0, bits + BigInt(up ? ulps : -ulps));
  return view.getFloat64(0);
}

/** The numbers at a bound: on it, just inside and just outside. */
const around = (bound: number): number[] => [bound - 1, bound - 0.5, bound - 2 ** -20, bound, bound + 2 ** -20, bound + 0.5, bound + 1];

function numberValues(schema: Record<string, unknown>): fc.Arbitrary<unknown> {
  const bounds = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'].map((keyword) => schema[keyword]).filter((bound): bound is number => typeof bound === 'number');
  const edges = bounds.flatMap(around);
  const divisor = typeof schema['multipleOf'] === 'number' ? schema['multipleOf'] : undefined;
  const arbs: fc.Arbitrary<unknown>[] = [numberArb];
  if (edges.length) arbs.push(fc.constantFrom(...edges));
  if (divisor !== undefined) {
    // Multiples, and numbers halfway or a quarter between two of them (exact in binary).
    const near = [0, ...bounds].map((bound) => Math.round(bound / divisor));
    const multiple = fc.oneof(fc.integer({ min: -8, max: 8 }), fc.constantFrom(...near), fc.integer({ min: -1e5, max: 1e5 }));
    arbs.push(fc.tuple(multiple, fc.constantFrom(0, 0, 0.5, 0.25)).map(([k, offset]) => (k + offset) * divisor));
    // A multiple's neighbours, a few units in the last place away: no multiple of these divisors.
    arbs.push(fc.tuple(multiple, fc.integer({ min: -4, max: 4 })).map(([k, ulps]) => step(k * divisor, ulps)));
  }
  return fc.oneof(...arbs);
}

function stringValues(schema: Record<string, unknown>): fc.Arbitrary<unknown> {
  const lengths = ['minLength', 'maxLength']
    .map((keyword) => schema[keyword])
    .filter((count): count is number => typeof count === 'number')
    .flatMap((count) => [count - 1, count, count + 1])
    .filter((count) => count >= 0);
  const pattern = typeof schema['pattern'] === 'string' ? schema['pattern'] : undefined;
  const arbs: fc.Arbitrary<unknown>[] = [fc.constantFrom(...STRINGS), fc.string({ maxLength: 5, unit: 'binary' })];
  // Strings of a length at the bounds, in code points: astral characters count once.
  const length = lengths.length ? fc.constantFrom(...lengths) : fc.nat({ max: 4 });
  arbs.push(length.chain((count) => fc.array(fc.constantFrom(...CHARS), { minLength: count, maxLength: count })).map((chars) => chars.join('')));
  if (pattern !== undefined) {
    const examples = PATTERNS[pattern] ?? [];
    arbs.push(fc.constantFrom(...examples));
    // An example trimmed or padded to a bound.
    arbs.push(fc.tuple(fc.constantFrom(...examples), length, fc.constantFrom(...CHARS)).map(([text, count, pad]) => [...text, ...Array<string>(count).fill(pad)].slice(0, count).join('')));
  }
  if (typeof schema['format'] === 'string') arbs.push(fc.constantFrom('2024-02-29', '2023-02-29', '10.0.0.1', '256.0.0.1', '0f8fad5b-d9cb-469f-a165-70867728950e', 'a@example.com', 'a@', ''));
  return fc.oneof(...arbs);
}

function arrayValues(schema: Record<string, unknown>, root: Schema, depth: number): fc.Arbitrary<unknown> {
  const prefix = Array.isArray(schema['prefixItems']) ? (schema['prefixItems'] as Schema[]) : [];
  const itemSchemas = [schema['items'], schema['contains'], ...prefix].filter((item): item is Schema => item !== undefined);
  const item = fc.oneof(jsonArb, ...itemSchemas.map((item) => valueArb(item, root, depth - 1)));
  const counts = ['minItems', 'maxItems', 'minContains', 'maxContains']
    .map((keyword) => schema[keyword])
    .filter((count): count is number => typeof count === 'number')
    .flatMap((count) => [count - 1, count, count + 1])
    .concat(prefix.length - 1, prefix.length, prefix.length + 1)
    .filter((count) => count >= 0 && count <= 6);
  const arbs: fc.Arbitrary<unknown>[] = [
    fc.array(item, { maxLength: 4 }),
    fc.constantFrom(...counts).chain((count) => fc.array(item, { minLength: count, maxLength: count })),
    // Duplicates, for `uniqueItems`: the same item again, or an object with its keys reordered.
    fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => [...items, isRecord(items[0]) ? object(Object.entries(items[0]).reverse()) : items[0]]),
  ];
  if (prefix.length) {
    const rest = schema['items'] === undefined ? jsonArb : valueArb(schema['items'] as Schema, root, depth - 1);
    arbs.push(fc.tuple(fc.tuple(...prefix.map((entry) => valueArb(entry, root, depth - 1))), fc.array(rest, { maxLength: 2 })).map(([head, tail]) => [...head, ...tail]));
  }
  if (schema['contains'] !== undefined) {
    // Counted matches, for `minContains` and `maxContains`, among other items.
    const match = valueArb(schema['contains'] as Schema, root, depth - 1);
    arbs.push(fc.tuple(fc.array(match, { maxLength: 4 }), fc.array(item, { maxLength: 2 })).map(([matches, others]) => [...others, ...matches]));
  }
  return fc.oneof(...arbs);
}

function objectValues(schema: Record<string, unknown>, root: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = isRecord(schema['properties']) ? schema['properties'] : {};
  const patterns = isRecord(schema['patternProperties']) ? schema['patternProperties'] : {};
  const dependentRequired = isRecord(schema['dependentRequired']) ? schema['dependentRequired'] : {};
  const dependentSchemas = isRecord(schema['dependentSchemas']) ? schema['dependentSchemas'] : {};
  const named = [
    ...Object.keys(properties),
    ...(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []),
    ...Object.keys(dependentRequired),
    ...Object.values(dependentRequired).flat(),
    ...Object.keys(dependentSchemas),
    ...Object.keys(patterns).flatMap((pattern) => KEY_PATTERNS[pattern] ?? []),
  ] as string[];
  const interesting = [...new Set(named)];
  const additional = schema['additionalProperties'];
  const valueFor = (key: string): fc.Arbitrary<unknown> => {
    const schemas: Schema[] = [];
    if (Object.hasOwn(properties, key)) schemas.push(properties[key] as Schema);
    for (const [pattern, subschema] of Object.entries(patterns)) if (new RegExp(pattern, 'u').test(key)) schemas.push(subschema as Schema);
    if (!schemas.length && additional !== undefined && typeof additional !== 'boolean') schemas.push(additional as Schema);
    return fc.oneof(jsonArb, ...schemas.map((subschema) => valueArb(subschema, root, depth - 1)));
  };
  return fc
    .tuple(fc.subarray(interesting), fc.uniqueArray(keyArb, { maxLength: 2 }))
    .chain(([chosen, extra]) => {
      const keys = [...new Set([...chosen, ...extra])];
      return fc.tuple(...keys.map(valueFor)).map((values) => object(keys.map((key, i) => [key, values[i]])));
    });
}

/** A deep copy of a JSON value with every object's keys in reverse order. */
const reordered = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(reordered) : isRecord(value) ? object(Object.entries(value).reverse().map(([key, item]) => [key, reordered(item)])) : value;

/** The type names a schema's keywords are about, when it names none. */
function impliedTypes(schema: Record<string, unknown>): string[] {
  const has = (family: readonly string[]): boolean => family.some((keyword) => Object.hasOwn(schema, keyword));
  const types: string[] = [];
  if (has(FAMILIES.numbers)) types.push('number');
  if (has([...FAMILIES.strings, 'format'])) types.push('string');
  if (has([...FAMILIES.arrays, 'unevaluatedItems'])) types.push('array');
  if (has([...FAMILIES.objects, 'unevaluatedProperties'])) types.push('object');
  return types;
}

/**
 * Creates values for a schema: its `enum` and `const` values, values of its types at their edges,
 * values of its subschemas (merged for `allOf`), and any JSON.
 *
 * @param schema The schema.
 * @param root The document, where `$ref`s resolve.
 * @param depth How deep values may still follow subschemas (recursive `$ref`s end here).
 * @returns The values.
 */
function valueArb(schema: Schema, root: Schema, depth: number): fc.Arbitrary<unknown> {
  if (typeof schema === 'boolean' || depth < 0) return jsonArb;
  const arbs: fc.Arbitrary<unknown>[] = [jsonArb];
  // The listed values, as they are and with their objects' keys in another order (JSON equality).
  const listed = [...(Array.isArray(schema['enum']) ? (schema['enum'] as unknown[]) : []), ...(Object.hasOwn(schema, 'const') ? [schema['const']] : [])];
  if (listed.length) arbs.push(fc.constantFrom(...listed), fc.constantFrom(...listed.map(reordered)));
  const types = schema['type'] === undefined ? impliedTypes(schema) : ([] as string[]).concat(schema['type'] as string);
  for (const type of types) {
    if (type === 'null') arbs.push(fc.constant(null));
    if (type === 'boolean') arbs.push(fc.boolean());
    if (type === 'integer') arbs.push(numberValues(schema).map((value) => (typeof value === 'number' ? Math.round(value) : value)), numberValues(schema));
    if (type === 'number') arbs.push(numberValues(schema));
    if (type === 'string') arbs.push(stringValues(schema));
    if (type === 'array') arbs.push(arrayValues(schema, root, depth));
    if (type === 'object') arbs.push(objectValues(schema, root, depth));
  }
  const subschemas: Schema[] = [];
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) if (Array.isArray(schema[keyword])) subschemas.push(...(schema[keyword] as Schema[]));
  for (const keyword of ['not', 'if', 'then', 'else']) if (schema[keyword] !== undefined) subschemas.push(schema[keyword] as Schema);
  if (typeof schema['$ref'] === 'string') subschemas.push(resolve(schema['$ref'], root));
  const branches = subschemas.map((subschema) => valueArb(subschema, root, depth - 1));
  arbs.push(...branches);
  // Objects that satisfy several branches at once (`allOf`), merged with the schema's own.
  if (branches.length && types.includes('object')) {
    arbs.push(fc.tuple(objectValues(schema, root, depth), ...branches).map((parts) => object(parts.flatMap((part) => (isRecord(part) ? Object.entries(part) : [])))));
  } else if (branches.length > 1) {
    arbs.push(fc.tuple(...branches).map((parts) => (parts.every(isRecord) ? object(parts.flatMap((part) => Object.entries(part as object))) : parts[0])));
  }
  return fc.oneof(...arbs);
}


/**
 * Creates test cases: a schema document over the vocabulary and one to five values for it.
 *
 * @param keywords The vocabulary (see {@link FAMILIES}).
 * @param depth How deep the root schema nests.
 * @returns The cases.
 */
export const caseArb = (keywords: ReadonlySet<string>, depth: number): fc.Arbitrary<{ schema: Schema; values: unknown[] }> =>
  documentArb(keywords, depth).chain((schema) => fc.record({ schema: fc.constant(schema), values: fc.array(valueArb(schema, schema, 3), { minLength: 1, maxLength: 5 }) }));

// ---------------------------------------------------------------------------------------------
// The oracle's schema.

/** "Has a property named `""`", written so that ajv gets it right (see {@link forAjv}). */
const HAS_EMPTY_KEY: Schema = { anyOf: [{ not: { type: 'object' } }, { not: { propertyNames: { not: { const: '' } } } }] };
const SUBSCHEMA = ['items', 'contains', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];

/**
 * Rewrites a schema into an equivalent one that ajv 8.20 validates right, around two bugs of its
 * generated code where it stops at the first error (everywhere without `allErrors`, and inside
 * `not`, `if`, `anyOf`, `oneOf` even with it):
 * - `required` and `dependentRequired` never find `""` missing (`(missing = "")` is falsy): `""`
 *   moves to an `allOf` branch saying the same with `propertyNames`;
 * - after `prefixItems`, `contains` is skipped on an empty array (`valid` is never set), so
 *   `{ not: { prefixItems: [{ type: 'string' }], contains: {} } }` rejected `[]`: `contains`,
 *   `minContains` and `maxContains` move to an `allOf` branch.
 * And two of its `unevaluatedProperties`:
 * - the properties `if` evaluates never count, so `{ if: { properties: { a: true } },
 *   unevaluatedProperties: false }` rejected `{ a: 1 }` (the test suite's "unevaluatedProperties can
 *   see annotations from if without then and else"): `if`, `then` and `else` become
 *   `anyOf: [{ allOf: [if, then] }, { allOf: [{ not: if }, else] }]`, which validates the same and
 *   evaluates the same properties;
 * - a `dependentSchemas` whose subschema has `properties` makes it forget what the sibling
 *   `properties` evaluated, so `{ properties: { b: true }, unevaluatedProperties: false,
 *   dependentSchemas: { z: { properties: { c: true } } } }` rejected `{ b: 1 }`: `dependentSchemas`
 *   moves to an `allOf` branch.
 *
 * @param schema A schema.
 * @returns The same constraints, for ajv.
 */
export function forAjv(schema: Schema): Schema {
  if (typeof schema === 'boolean') return schema;
  const out: Record<string, unknown> = { ...schema };
  const map = (value: unknown, f: (item: Schema) => Schema): unknown =>
    Object.fromEntries(Object.entries(value as Record<string, Schema>).map(([key, item]) => [key, f(item)]));
  for (const keyword of SUBSCHEMA) if (Object.hasOwn(out, keyword)) out[keyword] = forAjv(out[keyword] as Schema);
  for (const keyword of SUBSCHEMA_LISTS) if (Object.hasOwn(out, keyword)) out[keyword] = (out[keyword] as Schema[]).map(forAjv);
  for (const keyword of SUBSCHEMA_MAPS) if (Object.hasOwn(out, keyword)) out[keyword] = map(out[keyword], forAjv);
  const branches: Schema[] = [];
  if (Array.isArray(out['required']) && out['required'].includes('')) {
    out['required'] = out['required'].filter((key) => key !== '');
    branches.push(HAS_EMPTY_KEY);
  }
  for (const [key, names] of Object.entries((out['dependentRequired'] ?? {}) as Record<string, string[]>)) {
    if (!names.includes('')) continue;
    out['dependentRequired'] = { ...(out['dependentRequired'] as object), [key]: names.filter((name) => name !== '') };
    branches.push({ dependentSchemas: { [key]: HAS_EMPTY_KEY } });
  }
  if (Object.hasOwn(out, 'prefixItems') && Object.hasOwn(out, 'contains')) {
    const branch: Record<string, unknown> = {};
    for (const keyword of ['contains', 'minContains', 'maxContains']) {
      if (!Object.hasOwn(out, keyword)) continue;
      branch[keyword] = out[keyword];
      delete out[keyword];
    }
    branches.push(branch);
  }
  // ajv forgets what `properties` evaluated when a sibling `dependentSchemas` has `properties` of its own.
  if (Object.hasOwn(out, 'dependentSchemas')) {
    branches.push({ dependentSchemas: out['dependentSchemas'] });
    delete out['dependentSchemas'];
  }
  if (Object.hasOwn(out, 'if')) {
    const [condition, then = true, otherwise = true] = [out['if'], out['then'], out['else']] as Schema[];
    branches.push({ anyOf: [{ allOf: [condition!, then] }, { allOf: [{ not: condition! }, otherwise] }] });
  }
  // `then` and `else` do nothing without `if`.
  for (const keyword of ['if', 'then', 'else']) delete out[keyword];
  if (branches.length) out['allOf'] = [...((out['allOf'] as Schema[] | undefined) ?? []), ...branches];
  return out;
}
