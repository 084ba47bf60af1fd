// @vitest-environment happy-dom
// What agents and callers read from publishing and the bridge is the same in both builds (spec §10):
// this file runs in the `unit` project (development) and in the `production` project
// (`import.meta.env.DEV` false), with the same expectations; only the warnings differ, and production
// prints none.
import { executeByName } from './polyfill.test-support.js';
import { createToolmark, ok } from '@toolmark/core';
import { describe, expect, test } from 'vitest';
import { collectWarnings, printed } from '../../core/src/warnings.test-support.js';
import { createMcpServer } from './bridge/mcp-methods.js';
import { resolveAllowedOrigins } from './bridge/origins.js';
import { createModelContextPolyfill } from './polyfill.js';
import { publish } from './publish.js';


const warned = collectWarnings();

function registry() {
  const tm = createToolmark();
  tm.register({ name: 'math.add', description: 'Adds two numbers', run: () => ok({ sum: 3 }) });
  return tm;
}

describe('spec §16.7 the bridge, in both builds', () => {
  const server = createMcpServer(registry(), { name: 'shop', version: '1' });
  const signal = new AbortController().signal;

  test('an unknown method is a JSON-RPC error', async () => {
    expect(await server('tools/delete', {}, { caller: { kind: 'bridge' }, signal })).toEqual({ error: { code: -32601, message: 'Method not found: tools/delete' } });
  });

  test('an unknown tool is a tool result with isError', async () => {
    expect(await server('tools/call', { name: 'math.sub', arguments: {} }, { caller: { kind: 'bridge' }, signal })).toEqual({
      result: { content: [{ type: 'text', text: "Unknown tool 'math.sub'" }], isError: true, _meta: { 'toolmark/code': 'unknown_tool' } },
    });
  });

  test("'*' with allowAnyOrigin answers every origin; only development warns (TM303)", () => {
    expect(resolveAllowedOrigins({ allowedOrigins: ['*'], allowAnyOrigin: true }, 'https://shop.example')).toBe('*');
    expect(warned).toEqual(printed('TM303', "createBridge: allowedOrigins '*' answers every origin; list the origins you trust instead"));
  });
});

describe('spec §16.3 the polyfill, in both builds', () => {
  test('a tool it cannot register is rejected with the same TypeError', async () => {
    const context = createModelContextPolyfill();
    await expect(context.registerTool({ name: 'x', description: 'X', inputSchema: 'not json' } as never)).rejects.toThrow(
      new TypeError("registerTool: the '" + 'execute' + "' member is required"),
    );
    await expect(context.registerTool({ name: 'x', description: 'X', inputSchema: 'not json', execute: () => 1 })).rejects.toThrow(
      new TypeError("registerTool: the tool's inputSchema must be an object"),
    );
  });

  test('what an agent gets from a published tool, and from one that is not there', async () => {
    const context = createModelContextPolyfill();
    const tm = registry();
    const publication = publish(tm, { modelContext: context });
    await publication.settled();
    expect(JSON.parse((await executeByName(context, 'math.add', {}))!)).toEqual({ content: [{ type: 'text', text: '{"sum":3}' }], structuredContent: { sum: 3 } });
    await expect(executeByName(context, 'math.sub', {})).rejects.toThrow("No tool named 'math.sub'");
    expect(warned).toEqual([]);
    publication.dispose();
  });
});

describe('spec §16.1 publish without a model context', () => {
  test('publishes nothing; only development warns (TM301)', () => {
    const publication = publish(registry());
    expect(publication.modelContext).toBeUndefined();
    expect(publication.names()).toEqual([]);
    expect(warned).toEqual(
      printed('TM301', 'publish: this browser has no document.modelContext; pass { modelContext: installModelContextPolyfill() } to publish to the polyfill'),
    );
  });
});
