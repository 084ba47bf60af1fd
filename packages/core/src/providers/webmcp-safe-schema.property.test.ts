import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { JsonSchema } from '../types.js';
import { toWebMcpSafeSchema } from './webmcp-safe-schema.js';

// The oracle: ajv, a validator independent of Toolmark's own, with one custom format so that
// `format` constrains something.
const ajv = new Ajv2020({ strict: false, formats: { digits: /^\d+$/ } });

/** WebMCP's input-schema subset, as webmachinelearning/webmcp PR #289 lists it. */
const SUBSET = new Set([
  'type', 'properties', 'required', 'enum', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'minLength', 'maxLength', 'pattern', 'items', 'prefixItems', 'additionalProperties', 'default', 'description',
]);

/** Every keyword the folded schema uses that is not the subset's, by pointer. */
function outside(schema: unknown, pointer = ''): string[] {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return [`${pointer} is not an object schema`];
  const found: string[] = [];
  for (const [keyword, value] of Object.entries(schema)) {
    if (!SUBSET.has(keyword)) found.push(`${pointer}/${keyword}`);
    else if (keyword === 'additionalProperties' && value !== false) found.push(`${pointer}/additionalProperties is not false`);
    else if (keyword === 'properties') for (const key of Object.keys(value as object)) found.push(...outside((value as Record<string, unknown>)[key], `${pointer}/properties/${key}`));
    else if (keyword === 'items') found.push(...outside(value, `${pointer}/items`));
    else if (keyword === 'prefixItems') (value as unknown[]).forEach((item, index) => found.push(...outside(item, `${pointer}/prefixItems/${index}`)));
  }
  return found;
}

/** Whether the full schema accepts a value; ajv itself throws on a few recursive schemas, which then count as refusing. */
function fullAccepts(validate: (data: unknown) => boolean, data: unknown): boolean {
  try {
    return validate(data);
  } catch {
    return false;
  }
}

const KEYS = ['a', 'b', 'x1'];
const scalar = fc.oneof(fc.constantFrom(null, true, false, 0, 1, 2, 5, 10, -1, 0.5, 2.5), fc.constantFrom('', 'a', 'ab', 'b', 'x1', '12', 'aab1'), fc.stringMatching(/^[ab1x]{0,4}$/));

/** JSON values built from `leaf`, small enough that random ones often pass random schemas. */
function valuesFrom(leaf: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 3 }),
    ),
  })).value;
}
const value = valuesFrom(scalar);

const TYPES = ['null', 'boolean', 'object', 'array', 'number', 'integer', 'string'] as const;
const count = fc.integer({ min: 0, max: 3 });
const bound = fc.constantFrom(-1, 0, 1, 2, 5, 0.5);
const type = fc.oneof(fc.constantFrom(...TYPES), fc.uniqueArray(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 3 }));
const often = <T>(arbitrary: fc.Arbitrary<T>) => ({ arbitrary, weight: 4 });

/** A subschema (`sub`), and one where a `$ref` may stand, since it descends into the value (`child`). */
interface Tie {
  readonly sub: fc.Arbitrary<unknown>;
  readonly child: fc.Arbitrary<unknown>;
}
type Keywords = (tie: Tie) => Array<fc.Arbitrary<unknown> | { arbitrary: fc.Arbitrary<unknown>; weight: number }>;

const scalarKeywords: Keywords = () => [
  often(fc.record({ type })),
  fc.record({ enum: fc.array(scalar, { minLength: 1, maxLength: 3 }) }),
  fc.record({ const: value }),
  fc.record({ minimum: bound }), fc.record({ maximum: bound }), fc.record({ exclusiveMinimum: bound }), fc.record({ exclusiveMaximum: bound }),
  fc.record({ multipleOf: fc.constantFrom(2, 0.5) }),
  fc.record({ minLength: count }), fc.record({ maxLength: count }),
  fc.record({ pattern: fc.constantFrom('^a', 'b$', '^[ab]*$', '\\d') }), fc.record({ format: fc.constant('digits') }),
  fc.record({ title: fc.constant('T'), description: fc.constant('D'), default: value, examples: fc.constant(['e']), deprecated: fc.boolean() }, { requiredKeys: [] }),
];
const objectKeywords: Keywords = ({ sub, child }) => [
  often(fc.record({ properties: fc.dictionary(fc.constantFrom(...KEYS), child, { maxKeys: 2 }) })),
  fc.record({ required: fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 2 }) }),
  fc.record({ additionalProperties: fc.oneof(fc.boolean(), child) }),
  fc.record({ patternProperties: fc.record({ '^x': child }), additionalProperties: fc.constant(false) }),
  fc.record({ propertyNames: fc.record({ maxLength: fc.constant(1) }) }),
  fc.record({ minProperties: count }), fc.record({ maxProperties: count }),
  fc.record({ dependentRequired: fc.record({ a: fc.constant(['b']) }) }), fc.record({ dependentSchemas: fc.record({ a: sub }) }),
  fc.record({ unevaluatedProperties: fc.boolean() }),
];
const arrayKeywords: Keywords = ({ sub, child }) => [
  often(fc.record({ items: child })),
  often(fc.record({ prefixItems: fc.array(child, { minLength: 1, maxLength: 2 }), items: child }, { requiredKeys: ['prefixItems'] })),
  fc.record({ minItems: count }), fc.record({ maxItems: count }), fc.record({ uniqueItems: fc.boolean() }),
  fc.record({ contains: sub, minContains: fc.constantFrom(0, 1, 2) }),
  fc.record({ unevaluatedItems: fc.boolean() }),
];
const combinators: Keywords = ({ sub }) => {
  const branches = fc.array(sub, { minLength: 1, maxLength: 3 });
  return [
    often(fc.record({ allOf: branches })), often(fc.record({ anyOf: branches })), often(fc.record({ oneOf: branches })),
    // The nullable form converters write.
    fc.record({ anyOf: fc.tuple(sub, fc.constant({ type: 'null' })) }),
    fc.record({ not: sub }), fc.record({ if: sub, then: sub, else: sub }, { requiredKeys: ['if'] }),
  ];
};

/** Random schemas over some of the 2020-12 vocabulary; `$ref`s only where they descend into the value, so none loops. */
function schemas(...groups: Keywords[]): fc.Arbitrary<unknown> {
  return fc.letrec<{ schema: unknown; child: unknown }>((tie) => {
    const keyword = fc.oneof(...groups.flatMap((group) => group({ sub: tie('schema'), child: tie('child') })));
    return {
      schema: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.boolean(),
        fc.array(keyword, { minLength: 1, maxLength: 4 }).map((parts) => Object.assign({}, ...parts) as unknown),
      ),
      child: fc.oneof(tie('schema'), fc.constantFrom({ $ref: '#' }, { $ref: '#/$defs/d' }, { $ref: '#/$defs/d', description: 'ref' })),
    };
  }).schema;
}

// Through JSON, as schemas and calls arrive: fast-check builds objects without a prototype.
const json = <T>(data: T): T => JSON.parse(JSON.stringify(data)) as T;

/** The values a schema mentions (`enum`, `const`, `default`) and the numbers around its bounds: candidates likely to sit on an edge. */
function harvest(node: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((item) => harvest(item, found));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, item] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(item)) found.push(...item);
      else if (key === 'const' || key === 'default') found.push(item);
      else if (/^(exclusiveM|m)(in|ax)imum$/.test(key) && typeof item === 'number') found.push(item - 1, item - 0.5, item, item + 0.5, item + 1);
      harvest(item, found);
    }
  }
  return found;
}

/** A schema with 30 candidate values, drawn from its own values as much as from random ones. */
function schemaAndValues(schema: fc.Arbitrary<unknown>): fc.Arbitrary<[JsonSchema, unknown[]]> {
  return fc
    .record({ root: schema, d: schema })
    .map(({ root, d }) => json((typeof root === 'object' ? { ...(root as object), $defs: { d } } : root) as JsonSchema))
    .chain((full) => {
      const mentioned = harvest(full);
      const leaf = mentioned.length > 0 ? fc.oneof(scalar, fc.constantFrom(...mentioned)) : scalar;
      return fc.tuple(fc.constant(full), fc.array(valuesFrom(leaf), { minLength: 30, maxLength: 30 }).map(json));
    });
}

/** Schemas of one to three keywords of `keywords`. */
const bag = (keywords: Array<fc.Arbitrary<unknown>>) =>
  fc.array(fc.oneof(...keywords), { minLength: 1, maxLength: 3 }).map((parts) => Object.assign({}, ...parts) as unknown);
const key = fc.constantFrom(...KEYS);
const numbersAndStrings = bag([
  fc.record({ type: fc.constantFrom('number', 'integer', 'string', 'null') }), fc.record({ type }),
  fc.record({ enum: fc.array(scalar, { minLength: 1, maxLength: 3 }) }), fc.record({ const: scalar }),
  fc.record({ minimum: bound }), fc.record({ maximum: bound }), fc.record({ exclusiveMinimum: bound }), fc.record({ exclusiveMaximum: bound }),
  fc.record({ minLength: count }), fc.record({ maxLength: count }), fc.record({ pattern: fc.constantFrom('^a', 'b$') }),
]);
const objects = bag([
  fc.record({ type: fc.constantFrom('object', 'null') }),
  fc.record({ properties: fc.dictionary(key, numbersAndStrings, { minKeys: 1, maxKeys: 2 }) }),
  fc.record({ required: fc.uniqueArray(key, { minLength: 1, maxLength: 2 }) }),
  fc.record({ additionalProperties: fc.constant(false) }),
]);
const arrays = bag([
  fc.record({ type: fc.constantFrom('array', 'null') }),
  fc.record({ items: numbersAndStrings }),
  fc.record({ prefixItems: fc.array(fc.oneof(numbersAndStrings, fc.constant(true)), { minLength: 1, maxLength: 2 }) }),
]);
/** Two or three schemas of one kind under `allOf`, `anyOf` or `oneOf`, beside a few keywords of their own: what merges and joins work on. */
const combined = (branch: fc.Arbitrary<unknown>) =>
  fc
    .tuple(fc.option(branch, { nil: {} }), fc.constantFrom('allOf', 'anyOf', 'oneOf'), fc.array(fc.oneof({ arbitrary: branch, weight: 5 }, fc.boolean()), { minLength: 2, maxLength: 3 }))
    .map(([own, keyword, branches]) => ({ ...(own as object), [keyword]: branches }));

const VOCABULARIES = {
  'numbers and strings combined': combined(numbersAndStrings),
  'objects combined': combined(objects),
  'arrays combined': combined(arrays),
  'numbers and strings': schemas(scalarKeywords, combinators),
  objects: schemas(scalarKeywords, objectKeywords, combinators),
  arrays: schemas(scalarKeywords, arrayKeywords, combinators),
  everything: schemas(scalarKeywords, objectKeywords, arrayKeywords, combinators),
};

describe('toWebMcpSafeSchema properties (spec §12.5)', () => {
  test.each(Object.entries(VOCABULARIES))('never stricter, only the subset’s keywords: %s', (_, schema) => {
    let accepted = 0;
    fc.assert(
      fc.property(schemaAndValues(schema), ([full, candidates]) => {
        let validateFull;
        try {
          validateFull = ajv.compile(full);
        } catch {
          return; // A combination ajv will not compile (none expected, but not the fold's concern).
        }
        const folded = toWebMcpSafeSchema(full);
        expect(outside(folded)).toEqual([]);
        const validateFolded = ajv.compile(folded);
        for (const candidate of candidates) {
          if (!fullAccepts(validateFull, candidate)) continue;
          accepted++;
          expect(validateFolded(candidate), JSON.stringify({ full, folded, candidate })).toBe(true);
        }
      }),
      // RUNS=10000 searches longer (10,000 runs of each vocabulary passed when this was written).
      { numRuns: Number(process.env['RUNS'] ?? 500) },
    );
    // Not vacuous: many values pass the full schema, and so are put to the folded one.
    expect(accepted).toBeGreaterThan(1000);
  }, 60_000);

  test('deterministic, and the input is unchanged', () => {
    fc.assert(
      fc.property(schemaAndValues(VOCABULARIES.everything), ([full]) => {
        const before = JSON.stringify(full);
        expect(JSON.stringify(toWebMcpSafeSchema(full))).toBe(JSON.stringify(toWebMcpSafeSchema(full)));
        expect(JSON.stringify(full)).toBe(before);
      }),
    );
  });
});
