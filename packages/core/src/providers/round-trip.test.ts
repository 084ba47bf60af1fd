import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { createToolmark, ok } from '../index.js';
import { formats } from '../json-schema/formats.js';
import { fromJsonSchema } from '../json-schema/index.js';
import { toJsonSchema } from '../to-json-schema/index.js';
import { decodeAnthropicToolUse, decodeOpenAiToolCall, toAnthropicTool, toMcpTool, toOpenAiTool, toWebMcpTool } from './index.js';

/**
 * A registry with a valibot tool (described by `toJsonSchema`), a jsonSchema-only tool (validated by
 * `fromJsonSchema`), and a scoped tool whose name is too long for providers, each recording its input.
 */
function setup() {
  const tm = createToolmark({ toJsonSchema, compileJsonSchema: (schema) => fromJsonSchema(schema, { formats }), dev: true });
  const received: { name: string; input: unknown }[] = [];
  const record = (name: string) => (input: unknown) => (received.push({ name, input }), ok());
  tm.scope('shop').scope('cart').register({
    name: 'add_item',
    description: 'Adds a product to the cart',
    input: v.object({
      sku: v.string(),
      qty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
      gift: v.optional(v.object({ message: v.string(), wrap: v.optional(v.boolean()) })),
    }),
    run: record('shop.cart.add_item'),
  });
  tm.scope('flights').register({
    name: 'search',
    description: 'Searches flights',
    jsonSchema: {
      type: 'object',
      properties: {
        origin: { type: 'string', pattern: '^[A-Z]{3}$' },
        passengers: { type: 'integer', minimum: 1, maximum: 9, default: 1 },
        cabin: { enum: ['eco', 'business'] },
        legs: { type: 'array', items: { $ref: '#/$defs/leg' } },
      },
      required: ['origin'],
      additionalProperties: false,
      $defs: { leg: { type: 'object', properties: { date: { type: 'string', format: 'date' }, flexible: { type: 'boolean' } }, required: ['date'] } },
    },
    run: record('flights.search'),
  });
  const longScope = tm.scope('customer_support').scope('knowledge_base').scope('help_center_articles');
  longScope.register({ name: 'search_by_keyword', description: 'Finds articles', input: v.object({ q: v.string() }), run: record('long') });
  longScope.register({ name: 'search_by_keyword_and_tag', description: 'Finds articles by tag', input: v.object({ q: v.string() }), run: record('long2') });
  return { tm, received, entries: tm.manifest() };
}

describe('provider round trips: manifest entry → format → model call → tm.call', () => {
  test('WebMCP and MCP use the full name and the input as it is', async () => {
    const { tm, received, entries } = setup();
    const [webmcp, mcp] = [entries.map(toWebMcpTool), entries.map(toMcpTool)];
    const search = webmcp.find((tool) => tool.name === 'flights.search')!;
    expect(search.inputSchema).toEqual(entries.find((entry) => entry.name === 'flights.search')!.inputSchema);
    expect((await tm.call(search.name, { origin: 'CDG', legs: [{ date: '2026-05-01' }] })).isError).toBeUndefined();
    const add = mcp.find((tool) => tool.name === 'shop.cart.add_item')!;
    expect((await tm.call(add.name, { sku: 'A1', qty: 2 })).isError).toBeUndefined();
    expect(received).toEqual([
      { name: 'flights.search', input: { origin: 'CDG', passengers: 1, legs: [{ date: '2026-05-01' }] } },
      { name: 'shop.cart.add_item', input: { sku: 'A1', qty: 2 } },
    ]);
  });

  test('OpenAI: strict tools, and a call with nulls for optional fields reaches the tool without them', async () => {
    const { tm, received, entries } = setup();
    const tools = entries.map(toOpenAiTool);
    for (const tool of tools) {
      expect(tool.function.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(tool.function.strict).toBe(true);
    }
    const add = tools.find((tool) => tool.function.name === 'shop__cart__add_item')!;
    expect(add.function.parameters).toEqual({
      type: 'object',
      properties: {
        gift: {
          anyOf: [
            { type: 'object', properties: { message: { type: 'string' }, wrap: { type: ['boolean', 'null'] } }, required: ['message', 'wrap'], additionalProperties: false },
            { type: 'null' },
          ],
        },
        qty: { type: ['integer', 'null'], minimum: 1 },
        sku: { type: 'string' },
      },
      required: ['gift', 'qty', 'sku'],
      additionalProperties: false,
    });

    const calls = [
      { id: 'call_1', type: 'function', function: { name: 'shop__cart__add_item', arguments: '{"gift":{"message":"Hi","wrap":null},"qty":null,"sku":"A1"}' } },
      { id: 'call_2', type: 'function', function: { name: 'flights__search', arguments: '{"cabin":null,"legs":[{"date":"2026-05-01","flexible":null}],"origin":"CDG","passengers":2}' } },
      { call_id: 'call_3', type: 'function_call', name: 'flights__search', arguments: '{"cabin":"eco","legs":null,"origin":"JFK","passengers":null}' },
    ] as const;
    for (const call of calls) {
      const decoded = decodeOpenAiToolCall(call, entries);
      if (!decoded.ok) throw new Error(decoded.message);
      expect((await tm.call(decoded.name, decoded.input)).isError).toBeUndefined();
    }
    expect(received).toEqual([
      { name: 'shop.cart.add_item', input: { gift: { message: 'Hi' }, sku: 'A1' } },
      { name: 'flights.search', input: { legs: [{ date: '2026-05-01' }], origin: 'CDG', passengers: 2 } },
      { name: 'flights.search', input: { cabin: 'eco', origin: 'JFK', passengers: 1 } },
    ]);
    expect(decodeOpenAiToolCall(calls[0], entries)).toMatchObject({ ok: true, id: 'call_1' });
    expect(decodeOpenAiToolCall(calls[2], entries)).toMatchObject({ ok: true, id: 'call_3' });
  });

  test('Anthropic: the schema as it is, and a tool_use block reaches the tool', async () => {
    const { tm, received, entries } = setup();
    const tools = entries.map(toAnthropicTool);
    const search = tools.find((tool) => tool.name === 'flights__search')!;
    expect(search).toEqual({ name: 'flights__search', description: 'Searches flights', input_schema: entries.find((e) => e.name === 'flights.search')!.inputSchema });
    const decoded = decodeAnthropicToolUse({ type: 'tool_use', id: 'toolu_1', name: 'flights__search', input: { origin: 'CDG', cabin: 'business' } }, entries);
    expect(decoded).toEqual({ ok: true, id: 'toolu_1', name: 'flights.search', input: { origin: 'CDG', cabin: 'business' } });
    if (!decoded.ok) return;
    expect((await tm.call(decoded.name, decoded.input)).isError).toBeUndefined();
    expect(received).toEqual([{ name: 'flights.search', input: { origin: 'CDG', cabin: 'business', passengers: 1 } }]);
  });

  test('names too long for providers map back exactly through the manifest', async () => {
    const { tm, received, entries } = setup();
    const long = entries.filter((entry) => entry.name.startsWith('customer_support.'));
    const names = long.map((entry) => toAnthropicTool(entry).name);
    expect(names.map((name) => name.length)).toEqual([64, 64]);
    expect(new Set(names).size).toBe(2);
    for (const [i, name] of names.entries()) {
      const viaOpenAi = decodeOpenAiToolCall({ id: 'c', function: { name: toOpenAiTool(long[i]!).function.name, arguments: '{"q":"refund"}' } }, entries);
      const viaAnthropic = decodeAnthropicToolUse({ type: 'tool_use', id: 't', name, input: { q: 'refund' } }, entries);
      expect(viaOpenAi).toMatchObject({ ok: true, name: long[i]!.name });
      expect(viaAnthropic).toMatchObject({ ok: true, name: long[i]!.name });
      if (viaAnthropic.ok) await tm.call(viaAnthropic.name, viaAnthropic.input);
    }
    expect(received).toEqual([
      { name: 'long', input: { q: 'refund' } },
      { name: 'long2', input: { q: 'refund' } },
    ]);
  });

  test('unknown tools and malformed arguments are error values, not throws', () => {
    const { entries } = setup();
    expect(decodeOpenAiToolCall({ id: 'c1', function: { name: 'nope', arguments: '{}' } }, entries)).toEqual({
      ok: false,
      code: 'unknown_tool',
      message: "Unknown tool 'nope'",
      id: 'c1',
    });
    // The full dotted name is not a provider name: only the encoded one is.
    expect(decodeOpenAiToolCall({ function: { name: 'flights.search', arguments: '{}' } }, entries)).toMatchObject({ ok: false, code: 'unknown_tool' });
    const broken = decodeOpenAiToolCall({ id: 'c2', function: { name: 'flights__search', arguments: '{"origin":' } }, entries);
    expect(broken).toMatchObject({ ok: false, code: 'invalid_arguments', id: 'c2' });
    expect(!broken.ok && broken.message).toMatch(/^The arguments of 'flights__search' are not valid JSON/);
    expect(decodeOpenAiToolCall({ function: { name: 'flights__search', arguments: '[1]' } }, entries)).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(decodeOpenAiToolCall({ function: { name: 'flights__search', arguments: '' } }, entries)).toMatchObject({ ok: true, input: {} });
    expect(decodeAnthropicToolUse({ type: 'tool_use', id: 't', name: 'flights__search', input: 'x' }, entries)).toMatchObject({ ok: false, code: 'invalid_arguments' });
    expect(decodeAnthropicToolUse({ type: 'tool_use', id: 't', name: 'x', input: {} }, entries)).toMatchObject({ ok: false, code: 'unknown_tool' });
  });

  test('a tool whose schema strict mode cannot express is sent non-strict, as it is', () => {
    const tm = createToolmark({ compileJsonSchema: fromJsonSchema });
    const jsonSchema = { type: 'object', properties: { labels: { type: 'object', additionalProperties: { type: 'string' } } } };
    tm.register({ name: 'tag', description: 'Tags', jsonSchema, run: () => ok() });
    const [entry] = tm.manifest();
    expect(toOpenAiTool(entry!)).toEqual({ type: 'function', function: { name: 'tag', description: 'Tags', parameters: jsonSchema, strict: false } });
    // Nothing was made nullable, so a null stays and the tool's validator judges it.
    expect(decodeOpenAiToolCall({ function: { name: 'tag', arguments: '{"labels":{"a":null}}' } }, [entry!])).toMatchObject({ input: { labels: { a: null } } });
  });
});
