// @vitest-environment happy-dom
// What leaves through WebMCP and the manifest documents (docs/security.md T1, T3): no secret in what
// `publish` hands `registerTool`, in the polyfill's `getTools` / `executeTool` answers, in native
// `execute` results, or in the manifest document, script and llms.txt; `__proto__` stays data.
import { executeByName } from './polyfill.test-support.js';
import { createToolmark, ok, type Toolmark, type ToolResult } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { findLeak } from '@toolmark/testing';
import { hostileSecret } from './leaks.test-support.js';
import { createManifestDocument } from './manifest/document.js';
import { createLlmsTxtSection } from './manifest/llms-txt.js';
import { publishManifestScript, readManifestScript, serializeManifest } from './manifest/script.js';
import type { ModelContextTool } from './model-context.js';
import { createModelContextPolyfill } from './polyfill.js';
import { publish } from './publish.js';

const summary: string[] = [];

/** Runs a property and keeps its totals for the summary line; fails the test with fast-check's report. */
async function checkProperty<T extends [unknown, ...unknown[]]>(label: string, property: fc.IAsyncProperty<T>, params: fc.Parameters<T>) {
  const details = await fc.check(property, params);
  summary.push(`${label}: ${details.numRuns} cases, ${details.failed ? 1 : 0} failures`);
  if (details.failed) throw new Error(`${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}`);
}

function shop(): Toolmark {
  const tm = createToolmark({ dev: true, compileJsonSchema: fromJsonSchema, confirm: () => true });
  tm.register({
    name: 'checkout.pay',
    title: 'Pay',
    description: 'Pays for the cart',
    hints: { destructive: true },
    jsonSchema: {
      type: 'object',
      properties: { card: { type: 'object', properties: { number: { type: 'string' }, cvc: { type: 'string' } } }, fail: { type: 'boolean' } },
      required: ['card'],
    },
    sensitivePaths: () => ['card.number', 'card.cvc'],
    summary: (input: Record<string, unknown>) => `Pay with ${JSON.stringify(input)}`,
    state: () => ({ cart: 3 }),
    run: (input: Record<string, unknown>, ctx): ToolResult => {
      const card = input['card'] as { number?: string };
      ctx.progress({ message: `charging ${String(card.number)}` });
      if (input['fail'] === true) throw new Error(`card ${String(card.number)} was refused`);
      return { content: [{ type: 'text', text: `paid with ${JSON.stringify(input)}` }], structuredContent: { echo: input } };
    },
  });
  return tm;
}

// Publishes a registry on a polyfill that records every dictionary handed to its registerTool.
async function publishRecorded(tm: ReturnType<typeof shop>) {
  const context = createModelContextPolyfill();
  const registered: ModelContextTool[] = [];
  const registerTool = context.registerTool.bind(context);
  context.registerTool = (tool, options) => (registered.push(tool), registerTool(tool, options));
  const publication = publish(tm, { modelContext: context });
  await publication.settled();
  return { context, registered, publication };
}

describe('docs/security.md T1: secrets never leave through WebMCP or the manifest', () => {
  test('a secret at a sensitive path is in no registerTool dictionary, getTools record, execute result or manifest (property)', async () => {
    const tm = shop();
    const { context, registered, publication } = await publishRecorded(tm);
    expect(registered.map((tool) => tool.name)).toEqual(['checkout.pay']);
    const native = registered[0]!;

    await checkProperty(
      'secrets through WebMCP and manifests',
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 24 }).map((tail) => `SECRET-${tail}`), fc.boolean(), fc.constantFrom('number', 'cvc'), async (secret, fail, where) => {
        const input = { card: { [where]: secret, ...(where === 'cvc' && { number: '4242' }) }, fail };
        const payloads = [
          await executeByName(context, 'checkout.pay', input),
          await native.execute(input),
          await native.execute(JSON.stringify(input)),
          (await context.getTools()).map(({ window: _window, ...record }) => record),
          registered.map(({ execute: _, ...tool }) => tool),
          serializeManifest(createManifestDocument(tm, { site: { origin: 'https://shop.example' } })),
          createLlmsTxtSection(createManifestDocument(tm, { site: { origin: 'https://shop.example' } })),
        ];
        const everything = JSON.stringify(payloads);
        const escaped = JSON.stringify(secret).slice(1, -1);
        expect(everything).not.toContain(escaped);
        expect(everything).not.toContain(JSON.stringify(escaped).slice(1, -1));
        expect(everything).toContain('[redacted]');
      }),
      { numRuns: 150 },
    );
    publication.dispose();
  });
});

describe('docs/security.md T1: secrets in every escaping', () => {
  test('a secret with quotes, backslashes, line breaks or control characters is in no form (as is, JSON-escaped once or twice) in any answer (property)', async () => {
    const tm = shop();
    // A run that hands the input back as JSON text inside JSON text: the secret escaped twice.
    tm.register({
      name: 'checkout.echo',
      description: 'Echoes the card',
      hints: { readOnly: true },
      sensitivePaths: () => ['card.number', 'card.cvc'],
      run: (input: Record<string, unknown>): ToolResult => ({ content: [{ type: 'text', text: JSON.stringify(JSON.stringify(input)) }], structuredContent: { text: JSON.stringify(input) } }),
    });
    const { context, registered, publication } = await publishRecorded(tm);
    const native = registered.find((tool) => tool.name === 'checkout.pay')!;
    await checkProperty(
      'hostile secrets through WebMCP',
      fc.asyncProperty(hostileSecret, fc.boolean(), fc.constantFrom('number', 'cvc'), async (secret, fail, where) => {
        const input = { card: { [where]: secret, ...(where === 'cvc' && { number: '4242' }) }, fail };
        const payloads = {
          polyfill: await executeByName(context, 'checkout.pay', input),
          native: await native.execute(input),
          nativeText: await native.execute(JSON.stringify(input)),
          echoed: await executeByName(context, 'checkout.echo', input),
          records: (await context.getTools()).map(({ window: _window, ...record }) => record),
        };
        expect(findLeak(payloads, secret)).toBeUndefined();
        expect(JSON.stringify(payloads)).toContain('[redacted]');
      }),
      { numRuns: 200 },
    );
    publication.dispose();
  }, 30_000);
});

describe('docs/security.md T3: __proto__ through WebMCP and manifest documents', () => {
  test('executeTool input holding __proto__ reaches the tool as own data', async () => {
    const tm = createToolmark({ dev: true });
    const seen: Record<string, unknown>[] = [];
    tm.register({ name: 'echo', description: 'd', hints: { readOnly: true }, run: (input: Record<string, unknown>) => (seen.push(input), ok(input)) });
    const context = createModelContextPolyfill();
    await publish(tm, { modelContext: context }).settled();
    const text = '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}';
    // JSON.parse makes `__proto__` an own key; the polyfill's JSON copy keeps it one. (JSON text as
    // input, as builds before Chrome 155 handed it, is publish's to read: the tests of its execute.)
    const answers = [await executeByName(context, 'echo', JSON.parse(text))];
    expect(seen).toHaveLength(1);
    for (const input of seen) {
      expect(Object.getPrototypeOf(input)).toBe(Object.prototype);
      expect(input['isAdmin']).toBeUndefined();
      expect(Object.getOwnPropertyDescriptor(input, '__proto__')?.value).toEqual({ isAdmin: true });
    }
    for (const answer of answers) expect(JSON.parse(answer!)).toMatchObject({ structuredContent: { constructor: { prototype: { polluted: true } } } });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  test('a manifest document with __proto__ keys round-trips through the page script as data', () => {
    const tm = createToolmark({ compileJsonSchema: fromJsonSchema });
    tm.register({ name: 'odd', description: 'Has a property named __proto__', jsonSchema: JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string","description":"</script><script>alert(1)</script>"}}}'), run: () => ok() });
    const script = publishManifestScript(tm, { site: { origin: 'https://shop.example' } });
    // `<` is escaped, so no schema text can close the element.
    expect(script.element.textContent).not.toContain('</script>');
    const read = readManifestScript(document)!;
    const properties = read.tools[0]!.inputSchema['properties'] as object;
    expect(Object.keys(properties)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    script.dispose();

    const hostile = document.createElement('script');
    hostile.type = 'application/toolmark+json';
    hostile.textContent = '{"__proto__": {"polluted": true}, "toolmark": 1, "tools": [{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}]}';
    document.head.append(hostile);
    const parsed = readManifestScript(document) as unknown as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    hostile.remove();
  });

  test('the polyfill takes an inputSchema with an own __proto__ without touching prototypes', async () => {
    const context = createModelContextPolyfill();
    await context.registerTool({ name: 'odd', description: 'd', inputSchema: JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}'), execute: () => 'ok' });
    const [record] = await context.getTools();
    const properties = (record!.inputSchema as { properties: object }).properties;
    expect(Object.keys(properties)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
  });
});

afterAll(() => summary.forEach((line) => console.log(`[security] ${line}`)));
