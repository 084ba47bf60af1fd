// @vitest-environment happy-dom
import { executeByName } from './polyfill.test-support.js';
import { createToolmark, ok, type JsonSchema } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { formats } from '@toolmark/core/json-schema/formats';
import { toWebMcpSafeSchema } from '@toolmark/core/providers';
import { describe, expect, it, vi } from 'vitest';
import type { ModelContextLike, ModelContextTool } from './model-context.js';
import { createModelContextPolyfill } from './polyfill.js';
import { publish } from './publish.js';

const contactSchema = {
  type: 'object',
  properties: {
    email: { $ref: '#/$defs/email' },
    topic: { oneOf: [{ const: 'sales' }, { const: 'support' }] },
    note: { type: 'string', title: 'Note', maxLength: 500 },
  },
  required: ['email', 'topic'],
  additionalProperties: false,
  $defs: { email: { type: 'string', format: 'email', description: 'Where we answer' } },
};

/** The same schema folded into WebMCP's subset (spec §12.5). */
const contactSafe = {
  type: 'object',
  properties: {
    email: { type: 'string', description: 'Where we answer (email)' },
    topic: { enum: ['sales', 'support'] },
    note: { type: 'string', maxLength: 500, description: 'Note' },
  },
  required: ['email', 'topic'],
  additionalProperties: false,
};

const SUBSET = new Set(['type', 'properties', 'required', 'enum', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'items', 'prefixItems', 'additionalProperties', 'default', 'description']);

/** Whether a schema uses only the subset, as a browser with webmcp PR #289's `registerTool` check would require. */
function inSubset(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  return Object.entries(schema).every(([keyword, value]) => {
    if (!SUBSET.has(keyword)) return false;
    if (keyword === 'additionalProperties') return value === false;
    if (keyword === 'properties') return Object.values(value as object).every(inSubset);
    if (keyword === 'items') return inSubset(value);
    if (keyword === 'prefixItems') return (value as unknown[]).every(inSubset);
    return true;
  });
}

function setup() {
  const runs: unknown[] = [];
  const tm = createToolmark({ compileJsonSchema: (schema: JsonSchema) => fromJsonSchema(schema, { formats }) });
  tm.register({ name: 'contact', description: 'Sends a message to the shop', jsonSchema: contactSchema, run: (input: unknown) => (runs.push(input), ok()) });
  return { tm, runs };
}

/** A model context that refuses, as PR #289 would have the browser refuse, any schema outside the subset. */
function subsetOnlyContext() {
  const registered: ModelContextTool[] = [];
  const context: ModelContextLike = Object.assign(new EventTarget(), {
    registerTool(tool: ModelContextTool) {
      if (!inSubset(tool.inputSchema)) throw new TypeError(`registerTool: '${tool.name}' has an input schema outside the WebMCP subset`);
      registered.push(tool);
    },
  });
  return { context, registered };
}

describe('publish: inputSchema (spec §16.1, §12.5)', () => {
  it('registers the full schema by default', async () => {
    const { tm } = setup();
    const context = createModelContextPolyfill();
    await publish(tm, { modelContext: context }).settled();
    expect((await context.getTools())[0]?.inputSchema).toEqual(contactSchema);
  });

  it('with toWebMcpSafeSchema, registerTool receives the folded schema', async () => {
    const { tm } = setup();
    const context = createModelContextPolyfill();
    const registerTool = vi.spyOn(context, 'registerTool');
    await publish(tm, { modelContext: context, inputSchema: toWebMcpSafeSchema }).settled();
    expect(registerTool).toHaveBeenCalledTimes(1);
    expect(registerTool.mock.calls[0]?.[0].inputSchema).toEqual(contactSafe);
    expect((await context.getTools())[0]?.inputSchema).toEqual(contactSafe);
    // The registry's own manifest keeps the full schema.
    expect(tm.manifest()[0]?.inputSchema).toEqual(contactSchema);
  });

  it('a browser that enforces the subset refuses the full schema and takes the folded one', async () => {
    const refused = vi.fn();
    const strict = subsetOnlyContext();
    const full = publish(setup().tm, { modelContext: strict.context, onError: refused });
    await full.settled();
    await new Promise((resolve) => setTimeout(resolve));
    expect(refused).toHaveBeenCalledWith(expect.any(TypeError), 'contact');
    expect(full.names()).toEqual([]);

    const safe = subsetOnlyContext();
    const publication = publish(setup().tm, { modelContext: safe.context, inputSchema: toWebMcpSafeSchema });
    await publication.settled();
    expect(publication.names()).toEqual(['contact']);
    expect(safe.registered[0]?.inputSchema).toEqual(contactSafe);
  });

  it('calls are still validated against the full schema: what the folded one lets through is refused', async () => {
    const { tm, runs } = setup();
    const context = createModelContextPolyfill();
    await publish(tm, { modelContext: context, inputSchema: toWebMcpSafeSchema }).settled();
    // Passes the folded schema (a string), not the full one (format: email).
    const refused = JSON.parse((await executeByName(context, 'contact', { email: 'not an address', topic: 'sales' }))!);
    expect(refused).toMatchObject({ isError: true, _meta: { 'toolmark/code': 'invalid_input' } });
    expect(runs).toEqual([]);
    await executeByName(context, 'contact', { email: 'ann@example.com', topic: 'sales' });
    expect(runs).toEqual([{ email: 'ann@example.com', topic: 'sales' }]);
  });
});
