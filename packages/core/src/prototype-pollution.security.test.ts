// `__proto__`, `constructor` and `prototype` as data: in call input, in JSON Schemas, in provider
// formats (docs/security.md T3). Input, schema, defaults, redaction, events and provider tools must
// treat them as own keys, never reach an object's prototype, and lose or change nothing.
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { isToolmarkError } from './errors.js';
import { fromJsonSchema } from './json-schema/index.js';
import { decodeAnthropicToolUse, decodeOpenAiToolCall, toAnthropicTool, toMcpTool, toOpenAiTool, toWebMcpTool } from './providers/index.js';
import { toStrictSchema } from './providers/strict-schema.js';
import { createToolmark } from './registry/create-toolmark.js';
import { ok } from './result.js';
import type { JsonSchema } from './types.js';

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype];
const snapshot = () => PROTOTYPES.map((proto) => Reflect.ownKeys(proto).map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)]));
const pristine = snapshot();

/** Expects every built-in prototype to be exactly as it was when the file loaded. */
function expectPrototypesUntouched(): void {
  expect(snapshot()).toEqual(pristine);
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
}
afterEach(expectPrototypesUntouched);

/** Checks that every object in a value has a built-in prototype: no key turned into one. */
function plainPrototypes(value: unknown, seen = new Set<unknown>()): boolean {
  if (typeof value !== 'object' || value === null || seen.has(value)) return true;
  seen.add(value);
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return false;
  return Reflect.ownKeys(value).every((key) => plainPrototypes((value as Record<PropertyKey, unknown>)[key], seen));
}

// JSON text whose objects use the dangerous keys. Drawn as a tree and written as JSON text by hand:
// JSON.stringify of an object literal would have lost its `__proto__` keys before the test starts.
// Parsed, they are own properties, as in every message an agent sends.
const DANGEROUS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
type Tree = { leaf: unknown } | { list: Tree[] } | { pairs: [string, Tree][] };
const keyArb = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...DANGEROUS) }, fc.constantFrom('a', 'b', 'polluted', 'card'));
const treeArb = fc.letrec<{ tree: Tree; list: Tree; object: Tree }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 0 }).map((leaf) => ({ leaf })), tie('list'), tie('object')),
  list: fc.array(tie('tree'), { maxLength: 3 }).map((list) => ({ list })),
  object: fc.array(fc.tuple(keyArb, tie('tree')), { maxLength: 4 }).map((pairs) => ({ pairs })),
})).object;

function writeJson(tree: Tree): string {
  if ('leaf' in tree) return JSON.stringify(tree.leaf) ?? 'null';
  if ('list' in tree) return `[${tree.list.map(writeJson).join(',')}]`;
  return `{${tree.pairs.map(([key, value]) => `${JSON.stringify(key)}:${writeJson(value)}`).join(',')}}`;
}
const hostileJson = treeArb.map(writeJson);

const summary: string[] = [];

/** Runs a property and keeps its totals for the summary line; fails the test with fast-check's report. */
async function checkProperty<T extends [unknown, ...unknown[]]>(label: string, property: fc.IAsyncProperty<T>, params: fc.Parameters<T>) {
  const details = await fc.check(property, params);
  summary.push(`${label}: ${details.numRuns} cases, ${details.failed ? 1 : 0} failures`);
  if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`);
}

describe('docs/security.md T3: dangerous keys in call input', () => {
  const schema = JSON.parse(`{
    "type": "object",
    "properties": {
      "__proto__": { "type": "object", "default": { "polluted": true } },
      "constructor": { "default": { "prototype": { "polluted": true } } },
      "prototype": { "$ref": "#/$defs/__proto__" },
      "card": { "type": "string", "default": "none" }
    },
    "additionalProperties": { "$ref": "#/$defs/constructor" },
    "$defs": { "__proto__": { "type": ["object", "string", "number", "boolean", "array", "null"] }, "constructor": true }
  }`) as JsonSchema;

  test('arbitrary JSON with __proto__ / constructor / prototype keys goes through every tool unchanged (property)', async () => {
    const seen: unknown[] = [];
    const events: unknown[] = [];
    const tm = createToolmark({ dev: true, compileJsonSchema: fromJsonSchema, confirm: () => true });
    const echo = (input: unknown) => (seen.push(input), ok(input));
    tm.register({ name: 'loose', description: 'No schema', run: echo, sensitivePaths: () => ['__proto__.card', 'constructor.prototype', '*.__proto__', 'card'] });
    tm.register({ name: 'typed', description: 'A JSON Schema with dangerous names', jsonSchema: schema, run: echo, hints: { destructive: true }, summary: (input) => JSON.stringify(input) });
    tm.subscribe((event) => events.push(event));
    let accepted = 0;
    await checkProperty(
      'prototype pollution through call input',
      fc.asyncProperty(hostileJson, fc.constantFrom('loose', 'typed'), async (text, name) => {
        seen.length = 0;
        const input = JSON.parse(text) as Record<string, unknown>;
        const before = text;
        const result = await tm.call(name, input);
        if (!result.isError) accepted++;
        expectPrototypesUntouched();
        // The caller's object is never mutated.
        // JSON.stringify writes own `__proto__` keys, so it tells a mutated input from the original.
        expect(JSON.stringify(input)).toBe(JSON.stringify(JSON.parse(before)));
        if (name === 'loose' || !result.isError) {
          expect(result.isError, JSON.stringify(result.content)).toBeUndefined();
          expect(seen).toHaveLength(1);
          expect(plainPrototypes(seen[0])).toBe(true);
          // Nothing lost: every own key the caller sent reaches run as an own key.
          for (const key of Object.keys(input)) expect(Object.hasOwn(seen[0] as object, key)).toBe(true);
        }
        expect(plainPrototypes(result)).toBe(true);
        expect(plainPrototypes(events)).toBe(true);
        events.length = 0;
      }),
      { numRuns: 300 },
    );
    // Most inputs pass validation, so the run sees them: the property is not vacuous.
    expect(accepted).toBeGreaterThan(150);
  }, 30_000);

  test('defaults named __proto__ and constructor are filled in as own data, not inherited', () => {
    const validator = fromJsonSchema(schema);
    const result = validator['~standard'].validate({}) as { value: Record<string, unknown> };
    expect(Object.getOwnPropertyDescriptor(result.value, '__proto__')?.value).toEqual({ polluted: true });
    expect(Object.getOwnPropertyDescriptor(result.value, 'constructor')?.value).toEqual({ prototype: { polluted: true } });
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(result.value['card']).toBe('none');
  });

  test('an inherited member never satisfies `required`', () => {
    const validator = fromJsonSchema({ type: 'object', properties: { toString: { type: 'string' } }, required: ['toString', 'constructor', '__proto__', 'hasOwnProperty'] });
    expect(validator['~standard'].validate({}).issues?.map((issue) => issue.message)).toEqual([
      "Missing required parameter 'toString'",
      "Missing required parameter 'constructor'",
      "Missing required parameter '__proto__'",
      "Missing required parameter 'hasOwnProperty'",
    ]);
  });

  test('additionalProperties: false names __proto__ and constructor sent as data', () => {
    const validator = fromJsonSchema({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false });
    const issues = validator['~standard'].validate(JSON.parse('{"__proto__": {"a": "x"}, "constructor": 1}')).issues;
    expect(issues?.map((issue) => issue.message)).toEqual(["Unexpected parameter '__proto__'", "Unexpected parameter 'constructor'"]);
  });
});

describe('docs/security.md T3: dangerous names in JSON Schemas', () => {
  test.each([
    ['a $ref through an inherited __proto__', '{"type":"object","properties":{"a":{"$ref":"#/$defs/__proto__"}},"$defs":{}}', '/properties/a/$ref'],
    ['a $ref into Object.prototype', '{"type":"object","properties":{"a":{"$ref":"#/__proto__/constructor"}}}', '/properties/a/$ref'],
    ['a $ref to an inherited constructor', '{"type":"object","properties":{"a":{"$ref":"#/properties/constructor"}}}', '/properties/a/$ref'],
    ['a $ref to toString', '{"type":"object","properties":{"a":{"$ref":"#/toString"}}}', '/properties/a/$ref'],
    ['properties holding a function name as a non-schema', '{"type":"object","properties":{"constructor":"Function"}}', '/properties/constructor'],
  ])('refuses %s with schema_conversion_failed', (_, text, pointer) => {
    let error: unknown;
    try {
      fromJsonSchema(JSON.parse(text) as JsonSchema);
    } catch (thrown) {
      error = thrown;
    }
    expect(isToolmarkError(error) && error.code).toBe('schema_conversion_failed');
    expect(isToolmarkError(error) && error.details).toMatchObject({ pointer });
  });

  test('a $ref to an own __proto__ definition resolves to it, not to Object.prototype', () => {
    const validator = fromJsonSchema(JSON.parse('{"type":"object","properties":{"a":{"$ref":"#/$defs/__proto__"}},"$defs":{"__proto__":{"type":"integer"}}}') as JsonSchema);
    expect(validator['~standard'].validate({ a: 'x' }).issues?.[0]?.message).toBe("'a' must be an integer");
    expect(validator['~standard'].validate({ a: 1 }).issues).toBeUndefined();
  });

  test('the manifest keeps a property named __proto__ as an own property', () => {
    const tm = createToolmark({ compileJsonSchema: fromJsonSchema });
    tm.register({ name: 'odd', description: 'd', jsonSchema: JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"},"b":{"type":"number"}},"required":["__proto__"]}') as JsonSchema, run: () => ok() });
    const [entry] = tm.manifest();
    const properties = entry!.inputSchema['properties'] as object;
    expect(Object.keys(properties)).toEqual(['__proto__', 'b']);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(JSON.stringify(entry!.inputSchema)).toContain('"__proto__":{"type":"string"}');
  });
});

describe('docs/security.md T3: provider formats of a schema with dangerous names', () => {
  const tm = createToolmark({ compileJsonSchema: fromJsonSchema });
  tm.register({
    name: 'odd',
    description: 'd',
    jsonSchema: JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"$ref":"#/$defs/__proto__"}},"required":["__proto__"],"additionalProperties":false,"$defs":{"__proto__":{"type":"integer"}}}',
    ) as JsonSchema,
    run: () => ok(),
  });
  const [entry] = tm.manifest();

  test('WebMCP, MCP and Anthropic pass the schema through with its own keys', () => {
    for (const tool of [toWebMcpTool(entry!), toMcpTool(entry!), toAnthropicTool(entry!)]) {
      const schema = ('inputSchema' in tool ? tool.inputSchema : tool.input_schema) as JsonSchema;
      expect(Object.keys(schema['properties'] as object)).toEqual(['__proto__', 'constructor']);
      expect(plainPrototypes(tool)).toBe(true);
    }
  });

  // docs/security.md F1 (fixed): strict-schema.ts assigned `rewritten[key] = …` and `out[key] = …`, so a
  // property or definition named __proto__ became the prototype of the rewritten map and vanished
  // from the schema the model sees, while `required` still named it.
  test('OpenAI strict mode keeps properties and $defs named __proto__ as own keys', () => {
    const strict = toStrictSchema(entry!.inputSchema)!;
    expect(strict).toBeDefined();
    expect(Object.keys(strict['properties'] as object)).toEqual(['__proto__', 'constructor']);
    expect(Object.keys(strict['$defs'] as object)).toEqual(['__proto__']);
    expect(plainPrototypes(strict)).toBe(true);
    expect(JSON.parse(JSON.stringify(toOpenAiTool(entry!).function.parameters))).toEqual(JSON.parse(JSON.stringify(strict)));
    expect(JSON.stringify(strict)).toContain('"__proto__":{"type":"string"}');
  });

  test('decoded model arguments keep __proto__ as own data, never as a prototype', () => {
    const args = '{"__proto__":{"isAdmin":true},"constructor":null}';
    const openai = decodeOpenAiToolCall({ id: 'c1', function: { name: 'odd', arguments: args } }, tm.manifest());
    const anthropic = decodeAnthropicToolUse({ type: 'tool_use', id: 't1', name: 'odd', input: JSON.parse(args) }, tm.manifest());
    for (const decoded of [openai, anthropic]) {
      expect(decoded.ok).toBe(true);
      const input = (decoded as { input: Record<string, unknown> }).input;
      expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
      expect(input['isAdmin']).toBeUndefined();
      expect(Object.getOwnPropertyDescriptor(input, '__proto__')?.value).toEqual({ isAdmin: true });
    }
  });
});

afterAll(() => summary.forEach((line) => console.log(`[security] ${line}`)));
