// The work meter (spec §13.8, docs/security.md T7), tested against hostile cases: random recursive
// schemas (anyOf, oneOf, allOf, $ref cycles through $defs, if/then/else, not, contains, uniqueItems,
// patterns of large per-character bounds, unevaluatedProperties) × adversarial inputs (deep chains,
// trees, wide objects, many near-equal items, long strings). The oracle does not read the meter: every
// object and array of the input is a proxy that counts the validator's operations on it, every
// combinator also checks a `format` whose check counts its calls on strings (where a cycle of
// combinators on a string, which no proxy sees, would branch), and the verdict is ajv's where ajv can
// give one. Seeded: `FC_SEED` overrides the seed, printed with the
// totals; `FC_RUNS_SCALE` multiplies the runs.
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { fromJsonSchema } from './from-json-schema.js';
import type { JsonSchema } from './types.js';
import { unevaluated } from './unevaluated.js';
import { MIN_SIZE, sizeOf, TOO_MUCH_WORK, WORK_PER_SIZE } from './work-meter.js';

const SEED = Number(process.env['FC_SEED'] ?? 7);
const RUNS_SCALE = Number(process.env['FC_RUNS_SCALE'] ?? 1);
const summary: string[] = [];

type Schema = boolean | Record<string, unknown>;
const ref = (name: string): Schema => ({ $ref: `#/$defs/${name}` });

// Leaves: references back into $defs (the recursion), patterns whose work per character is large
// (hundreds of matcher states, or a backtracking engine's quadratic search), and checks that fail.
const LEAVES: Schema[] = [
  ref('d0'), ref('d1'), ref('d2'), true, false, { type: 'object' }, { required: ['z'] }, { type: 'string' },
  { type: 'string', pattern: '.{40}x' }, { type: 'string', pattern: '[ab]{0,60}c' }, { pattern: '(a|ab|b)*c' },
  { const: { a: 1 } }, { enum: [1, 'a', { b: [2] }] }, { uniqueItems: true }, { minLength: 3 },
  // Many allowed objects, each of which an object value was once compared with key by key.
  { enum: Array.from({ length: 100 }, (_, i) => ({ a: { x: i } })) },
];

const schemaArb = fc.letrec<{ node: Schema; apply: Schema }>((tie) => ({
  node: fc.oneof({ depthSize: 'small', maxDepth: 4 }, fc.constantFrom(...LEAVES), tie('apply'), tie('apply')),
  apply: fc.oneof(
    fc.tuple(fc.constantFrom('anyOf', 'oneOf', 'allOf'), fc.array(tie('node'), { minLength: 2, maxLength: 3 })).map(([keyword, list]) => ({ [keyword]: list, format: 'probe' })),
    fc.record({ a: tie('node'), b: tie('node') }).map((properties) => ({ type: 'object', properties })),
    tie('node').map((items) => ({ items, uniqueItems: true })),
    tie('node').map((contains) => ({ contains })),
    fc.tuple(tie('node'), tie('node'), tie('node')).map(([test, then, otherwise]) => ({ if: test, then, else: otherwise, format: 'probe' })),
    tie('node').map((not) => ({ not })),
    tie('node').map((schema) => ({ patternProperties: { '^[ab]': schema }, additionalProperties: false })),
    fc.array(tie('node'), { minLength: 2, maxLength: 2 }).map((anyOf) => ({ anyOf, unevaluatedProperties: false, format: 'probe' })),
  ),
}));

// Definitions known to explode without the meter, mixed with random ones: an in-place cycle of
// anyOf (3^256 tries on a string), allOf that doubles the problems at each level of a chain, a
// recursive anyOf that re-walks the subtree with each failing branch.
const HOSTILE: Schema[] = [
  { anyOf: [ref('d1'), ref('d1'), ref('d2')], format: 'probe' },
  { anyOf: [ref('d0'), ref('d0')], format: 'probe' },
  { allOf: [{ properties: { a: ref('d0') } }, { properties: { a: ref('d0') } }], required: ['z'] },
  { anyOf: [{ properties: { a: ref('d0'), b: ref('d0') }, required: ['z'] }, { properties: { a: ref('d0'), b: ref('d0') } }] },
  { items: { type: 'string', pattern: '.{40}x' }, properties: { a: { items: { pattern: '[ab]{0,60}c' } } } },
];

/** A document: a root schema and three definitions that refer to each other, random or hostile. */
const definitionArb = fc.oneof(schemaArb.node, fc.constantFrom(...HOSTILE));
const documentArb = fc.record({ root: schemaArb.node, d0: definitionArb, d1: definitionArb, d2: definitionArb }).map(
  ({ root, d0, d1, d2 }) => ({ allOf: [root, ref('d0')], format: 'probe', $defs: { d0, d1, d2 } }) as Record<string, unknown>,
);

const chain = (depth: number, leaf: unknown): unknown => (depth ? { a: chain(depth - 1, leaf) } : leaf);
const tree = (depth: number, leaf: unknown): unknown => (depth ? { a: tree(depth - 1, leaf), b: tree(depth - 1, leaf) } : leaf);

// Inputs built to make re-walking cost: deep chains and trees (what recursive anyOf re-walks), many
// near-equal items (uniqueItems), long strings of the patterns' own characters.
const stringArb = fc.tuple(fc.constantFrom('a', 'ab', 'b', 'ba', 'x'), fc.integer({ min: 0, max: 400 }), fc.constantFrom('', 'c', 'x', '!')).map(([unit, n, tail]) => unit.repeat(n) + tail);
const leafArb = fc.oneof(stringArb, fc.constantFrom(0, 1, {}, [], null, { z: 1 }, { a: 1 }));
const inputArb = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 18 }), leafArb).map(([depth, leaf]) => chain(depth, leaf)),
  fc.tuple(fc.integer({ min: 1, max: 8 }), leafArb).map(([depth, leaf]) => tree(depth, leaf)),
  fc.tuple(fc.integer({ min: 2, max: 300 }), fc.boolean()).map(([n, repeat]) => Array.from({ length: n }, (_, i) => ({ a: 'x'.repeat(20), b: [1, { c: repeat && i === n - 1 ? 0 : i }] }))),
  fc.array(stringArb, { maxLength: 12 }).map((strings) => ({ a: strings, b: strings.join('') })),
  fc.dictionary(fc.constantFrom('a', 'ab', 'b', 'ba', 'z', 'abab'), leafArb, { maxKeys: 6 }),
  // Wide objects under a key, as an allowed object of an `enum` has them.
  fc.integer({ min: 50, max: 400 }).map((width) => ({ a: Object.fromEntries(Array.from({ length: width }, (_, i) => [`k${i}`, i])) })),
);

/** The longest string in a value, and its depth. */
function shape(value: unknown, depth = 0): { longest: number; depth: number } {
  if (typeof value === 'string') return { longest: value.length, depth };
  if (typeof value !== 'object' || value === null) return { longest: 0, depth };
  return Object.values(value).reduce<{ longest: number; depth: number }>((max, child) => {
    const inner = shape(child, depth + 1);
    return { longest: Math.max(max.longest, inner.longest), depth: Math.max(max.depth, inner.depth) };
  }, { longest: 0, depth });
}

/** The operations counted on the current case's input, and where they throw. */
const counter = { operations: 0, fuse: Infinity };

/**
 * Counts operations on the input; past the fuse it throws, so a walk the meter no longer stops
 * fails the test instead of running on.
 *
 * @param operations How many.
 */
const touch = (operations = 1): void => {
  if ((counter.operations += operations) > counter.fuse) throw new Error(`more than ${counter.fuse} operations on the input`);
};

/** The `format` every generated combinator checks: on a string, an operation per character (what a pattern beside it may read). */
const probe = { probe: (text: string) => (touch(1 + text.length), true) };

/** The input as proxies that count every operation on its objects and arrays. */
function counted(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const target: Record<string, unknown> | unknown[] = Array.isArray(value) ? value.map(counted) : Object.fromEntries(Object.entries(value).map(([key, child]) => [key, counted(child)]));
  return new Proxy(target, {
    get: (object, key, receiver) => (touch(), Reflect.get(object, key, receiver)),
    has: (object, key) => (touch(), Reflect.has(object, key)),
    // Listing keys is an operation per key.
    ownKeys: (object) => {
      const keys = Reflect.ownKeys(object);
      touch(1 + keys.length);
      return keys;
    },
    getOwnPropertyDescriptor: (object, key) => (touch(), Reflect.getOwnPropertyDescriptor(object, key)),
    getPrototypeOf: (object) => (touch(), Reflect.getPrototypeOf(object)),
  });
}

/** The generator's pattern that a backtracking engine takes exponential time on (as JSON text). */
const BACKTRACKING = '(a|ab|b)*c';

const ajv = new Ajv2020({ strict: false, ownProperties: true, logger: false });
ajv.addFormat('probe', () => true);

/**
 * ajv's verdict, where ajv gives one: it backtracks and re-walks, so it is asked about small inputs
 * only. Its patterns are the platform's, which backtrack: beside the generator's exponential pattern
 * it is asked about strings of up to 30 characters, where that takes milliseconds (`(a|ab|b)*c` on
 * 405 characters took it three minutes). Not about `unevaluatedProperties`, where ajv 8 is wrong next
 * to `if` and some recursive references (ajv-differential.property.test.ts rewrites or leaves out those schemas).
 */
function ajvVerdict(schema: Record<string, unknown>, input: unknown): boolean | undefined {
  const { longest, depth } = shape(input);
  const text = JSON.stringify(schema);
  if (longest > (text.includes(BACKTRACKING) ? 30 : 500) || depth > 8 || sizeOf(input) > 20_000 || text.includes('unevaluated')) return undefined;
  try {
    return ajv.validate(schema, input) as boolean;
  } catch {
    // ajv 8 throws on some unevaluated* schemas with recursive references (see ajv-differential.property.test.ts).
    return undefined;
  }
}

describe('docs/security.md T7: one work meter for every validation (spec §13.8)', () => {
  // The bound on operations: what the budget pays for (each operation on the input is at least one
  // unit of work), four times over for the operations one unit may stand for, plus the walk that sizes
  // the input (a few operations per property). Switched off, hostile cases make millions.
  test('random recursive schemas × adversarial inputs: operations on the input stay within a multiple of its size, verdicts are ajv\'s or the meter\'s issue (property)', () => {
    let tripped = 0;
    let compared = 0;
    const details = fc.check(
      fc.property(documentArb, inputArb, (schema, input) => {
        const validator = fromJsonSchema(schema as JsonSchema, { root: 'any', keywords: [unevaluated], formats: probe });
        const size = sizeOf(input);
        const bound = 4 * WORK_PER_SIZE * Math.max(size, MIN_SIZE) + 8 * size;
        Object.assign(counter, { operations: 0, fuse: 10 * bound });
        const result = validator['~standard'].validate(counted(input));
        expect(counter.operations, `operations on an input of size ${size}`).toBeLessThanOrEqual(bound);
        // Problems replayed from memoized verdicts touch no input: their number is counted instead
        // (allOf that doubles them at each of 18 levels makes 2^18 without the meter).
        expect(result.issues?.length ?? 0).toBeLessThanOrEqual(WORK_PER_SIZE * Math.max(size, MIN_SIZE));
        const stopped = !!result.issues?.some((issue) => issue.message === TOO_MUCH_WORK);
        if (stopped) {
          tripped++;
          // Stopped: one issue, at the root, and nothing else.
          expect(result.issues).toEqual([{ message: TOO_MUCH_WORK, path: [] }]);
          return;
        }
        const truth = ajvVerdict(schema, input);
        if (truth === undefined) return;
        compared++;
        // Never a wrong acceptance, nor a wrong refusal.
        expect(!result.issues, JSON.stringify(result.issues?.slice(0, 2))).toBe(truth);
      }),
      // Unshrunk: with the meter off, a shrink could try a case that runs for minutes on a string,
      // which no proxy sees; the first failure is reported as found.
      { numRuns: 1_000 * RUNS_SCALE, seed: SEED, endOnFailure: true },
    );
    summary.push(`work meter: ${details.numRuns} cases, seed ${SEED}, ${details.failed ? 1 : 0} failures (${tripped} stopped by the meter, ${compared} compared with ajv)`);
    if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`);
    // Both outcomes are exercised: the meter stops some cases, ajv judges others.
    expect(tripped).toBeGreaterThan(10);
    expect(compared).toBeGreaterThan(200);
  }, 120_000);

  // Real schemas must not meet the meter: a recursive anyOf whose branches fail only after walking
  // the whole subtree (k failing branches, then one that matches) is exponential in depth without
  // memoized verdicts (3^9 walks of the deepest level here), linear with them, and within the budget
  // every input gets (MIN_SIZE). The true verdict is known by construction: valid, or invalid
  // when one leaf is not an object (then every branch fails at its parent, and so on up).
  test('recursive anyOf and oneOf over trees of up to 1,023 nodes: the true verdict, never the meter\'s issue (property)', () => {
    const details = fc.check(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.constantFrom('anyOf', 'oneOf'), fc.integer({ min: 2, max: 9 }), fc.boolean(), (failing, keyword, depth, broken) => {
        const branch = (required: string[]) => ({ type: 'object', properties: { a: ref('n'), b: ref('n') }, required });
        const branches = [...Array.from({ length: failing }, (_, i) => branch([`z${i}`])), branch([])];
        const validator = fromJsonSchema({ type: 'object', properties: { t: ref('n') }, $defs: { n: { [keyword]: branches } } } as JsonSchema, { root: 'any' });
        const input = { t: tree(depth, {}) };
        if (broken) {
          let node = input.t as { a: unknown };
          for (let level = 1; level < depth; level++) node = node.a as { a: unknown };
          node.a = 5;
        }
        const result = validator['~standard'].validate(input);
        expect(result.issues?.map((issue) => issue.message) ?? []).not.toContain(TOO_MUCH_WORK);
        expect(!result.issues).toBe(!broken);
      }),
      { numRuns: 100 * RUNS_SCALE, seed: SEED },
    );
    summary.push(`memoized recursion: ${details.numRuns} cases, seed ${SEED}, ${details.failed ? 1 : 0} failures`);
    if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`);
  }, 120_000);

  // A long `enum` is a set made once: a form's 250 country codes on each of 2,000 rows is judged, not
  // refused (when every application was charged the list's size, this input met the meter), and an
  // object is found among 100 allowed ones by its canonical text, keys in any order.
  test('enum of 250 codes on 2,000 rows and of 100 objects: the true verdict, never the meter\'s issue', () => {
    const codes = Array.from({ length: 250 }, (_, i) => `C${i}`);
    const rows = fromJsonSchema({ type: 'array', items: { type: 'object', properties: { country: { enum: codes } } } } as JsonSchema, { root: 'any' });
    const input = Array.from({ length: 2_000 }, (_, i) => ({ country: codes[i % 250] }));
    expect(rows['~standard'].validate(input).issues).toBeUndefined();
    expect(rows['~standard'].validate([...input, { country: 'XX' }]).issues?.map((issue) => issue.path)).toEqual([[2_000, 'country']]);
    const objects = fromJsonSchema({ enum: Array.from({ length: 100 }, (_, i) => ({ a: { x: i }, b: [i, 'y'] })) } as JsonSchema, { root: 'any' });
    expect(objects['~standard'].validate({ b: [99.0, 'y'], a: { x: 99 } }).issues).toBeUndefined();
    expect(objects['~standard'].validate({ b: [99, 'y'], a: { x: 98 } }).issues).toHaveLength(1);
  });

  // uniqueItems by canonical text is linear: 10,000 near-equal objects (they differ in the last
  // character of a nested string) are judged without the meter's issue, and 1 and 1.0, or keys in
  // another order, are duplicates.
  test('uniqueItems on 10,000 near-equal objects: the true verdict, never the meter\'s issue', () => {
    const validator = fromJsonSchema({ type: 'array', uniqueItems: true } as JsonSchema, { root: 'any' });
    const items = Array.from({ length: 10_000 }, (_, i) => ({ name: 'x'.repeat(40), tags: ['a', 'b'], n: [1, { i: `${i}` }] }));
    expect(validator['~standard'].validate(items).issues).toBeUndefined();
    const twice = [...items, { n: [1.0, { i: '9999' }], tags: ['a', 'b'], name: 'x'.repeat(40) }];
    expect(validator['~standard'].validate(twice).issues?.map((issue) => issue.message)).toEqual(['Input must not contain duplicate items']);
  });
});

describe('docs/security.md T7: problems replayed from memoized verdicts (spec §13.8)', () => {
  // A memoized verdict's problems are copied on every replay, each with its path: the copies are paid
  // for as the problems were (PROBLEM_WORK plus a unit per path element), so allOf of many references
  // to one failing check of a deep chain cannot make the copies outgrow the budget (it took 3.7 s on a
  // 726 kB input when a replay cost a unit per problem). Either the meter stops the call, or every
  // path element of every issue was within the budget; with few references, the verdict is exact.
  test.each([2, 4, 6, 12, 2_000])('allOf of %i $refs to a failing check of a 60-level chain', (references) => {
    const d = { type: 'object', properties: { a: ref('d') }, required: ['z0', 'z1', 'z2', 'z3', 'z4', 'z5', 'z6', 'z7'] };
    const validator = fromJsonSchema({ allOf: Array.from({ length: references }, () => ref('d')), $defs: { d } } as JsonSchema, { root: 'any' });
    const input = chain(60, {});
    const issues = validator['~standard'].validate(input).issues ?? [];
    const budget = WORK_PER_SIZE * Math.max(sizeOf(input), MIN_SIZE);
    if (issues.length === 1 && issues[0]!.message === TOO_MUCH_WORK) {
      expect(references).toBeGreaterThan(2);
      return;
    }
    expect(issues).toHaveLength(references * 61 * 8);
    expect(issues.reduce((sum, issue) => sum + 1 + (issue.path?.length ?? 0), 0)).toBeLessThanOrEqual(budget);
  });
});

afterAll(() => summary.forEach((line) => console.log(`[security] ${line}`)));
