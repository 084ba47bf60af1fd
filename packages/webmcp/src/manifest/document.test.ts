import { readFileSync } from 'node:fs';
import { createToolmark, ok, type ManifestEntry } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { formats } from '@toolmark/core/json-schema/formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createManifestDocument, MANIFEST_SCHEMA_URL } from './document.js';

const schemaText = readFileSync(new URL('../../../../docs/manifest.schema.json', import.meta.url), 'utf8');
const manifestSchema = JSON.parse(schemaText) as Record<string, unknown>;
const validator = fromJsonSchema(manifestSchema, { formats });
const check = (value: unknown) => validator['~standard'].validate(value) as { issues?: readonly { message: string }[] };

function shop() {
  const tm = createToolmark({ compileJsonSchema: fromJsonSchema, dev: true });
  const cart = tm.scope('shop').scope('cart');
  cart.register({
    name: 'add',
    title: 'Add to cart',
    description: 'Adds a product to the cart',
    jsonSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
    outputJsonSchema: { type: 'object', properties: { count: { type: 'integer' } } },
    hints: { idempotent: false, confirm: 'never' },
    run: () => ok({ count: 1 }),
  });
  cart.register({ name: 'empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ok() });
  tm.scope('checkout').register({
    name: 'address',
    description: 'Step 1: the address',
    mode: 'stepwise',
    wizard: { name: 'checkout', steps: ['address'], step: 'address' },
    run: () => ok(),
  });
  return tm;
}

describe('createManifestDocument', () => {
  it('wraps the registry’s manifest with the version, the site and the time', () => {
    const document = createManifestDocument(shop(), {
      site: { url: 'https://shop.example/store/', name: 'Shop' },
      generatedAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
    });
    expect(document).toMatchObject({
      $schema: MANIFEST_SCHEMA_URL,
      toolmark: 1,
      site: { origin: 'https://shop.example', name: 'Shop', url: 'https://shop.example/store/' },
      generatedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(document.tools.map((tool) => tool.name)).toEqual(['checkout.address', 'shop.cart.add', 'shop.cart.empty']);
    expect(document.tools[0]).toEqual({
      name: 'checkout.address',
      description: 'Step 1: the address',
      inputSchema: { type: 'object', properties: {} },
      hints: {},
      mode: 'stepwise',
      wizard: { name: 'checkout', steps: ['address'], step: 'address' },
    });
    expect(document.tools[1]).toMatchObject({ title: 'Add to cart', outputSchema: { type: 'object' }, hints: { idempotent: false, confirm: 'never' } });
    expect(check(JSON.parse(JSON.stringify(document))).issues).toBeUndefined();
  });

  it('needs an origin outside a page, and leaves $schema out on request', () => {
    expect(() => createManifestDocument([])).toThrow(TypeError);
    const document = createManifestDocument([], { site: { origin: 'http://127.0.0.1:4174/ignored/path' }, schema: false });
    expect(document.site).toEqual({ origin: 'http://127.0.0.1:4174' });
    expect('$schema' in document).toBe(false);
  });

  it('sorts entries it is given by name', () => {
    const entry = (name: string): ManifestEntry => ({ name, description: name, inputSchema: { type: 'object' }, hints: {} });
    const document = createManifestDocument([entry('b'), entry('a.z'), entry('a')], { site: { origin: 'https://x.example' } });
    expect(document.tools.map((tool) => tool.name)).toEqual(['a', 'a.z', 'b']);
  });
});

describe('docs/manifest.schema.json', () => {
  const valid = createManifestDocument(shop(), { site: { origin: 'https://shop.example' }, generatedAt: '2026-01-02T03:04:05Z' });
  const withTool = (patch: Record<string, unknown>) => ({ ...valid, tools: [{ ...valid.tools[0], ...patch }] });

  it('refuses what a v1 document cannot hold', () => {
    expect(check({ ...valid, toolmark: 2 }).issues).toBeDefined();
    expect(check({ ...valid, site: { origin: 'https://shop.example/path' } }).issues).toBeDefined();
    expect(check({ ...valid, generatedAt: 'yesterday' }).issues).toBeDefined();
    expect(check(withTool({ name: 'cart..add' })).issues).toBeDefined();
    expect(check(withTool({ name: 'x'.repeat(129) })).issues).toBeDefined();
    expect(check(withTool({ hints: { concurrencySafe: true } })).issues).toBeDefined();
    expect(check(withTool({ mode: 'parallel' })).issues).toBeDefined();
    expect(check(withTool({ inputSchema: { type: 'string' } })).issues).toBeDefined();
    expect(check(withTool({ wizard: { name: 'w', steps: [] } })).issues).toBeDefined();
    expect(check(withTool({ origin: 'code' })).issues).toBeDefined();
  });

  it('accepts every document made from a registry (property)', () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    const hint = fc.option(fc.boolean(), { nil: undefined });
    const tool = fc.record({
      scope: fc.option(part, { nil: undefined }),
      name: part,
      title: fc.option(fc.string(), { nil: undefined }),
      description: fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
      hints: fc.record({ readOnly: hint, destructive: hint, openWorld: hint, untrustedContent: hint, confirm: fc.option(fc.constantFrom('always', 'never', 'auto' as const), { nil: undefined }) }),
      stepwise: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(tool, { maxLength: 8 }), (tools) => {
        const tm = createToolmark({ dev: false });
        for (const { scope, name, title, description, hints, stepwise } of tools) {
          const registrar = scope === undefined ? tm : tm.scope(scope);
          const definedHints = Object.fromEntries(Object.entries(hints).filter(([, value]) => value !== undefined));
          registrar.register({ name, description, ...(title !== undefined && { title }), hints: definedHints, ...(stepwise && { mode: 'stepwise' as const }), run: () => ok() });
        }
        const document = JSON.parse(JSON.stringify(createManifestDocument(tm, { site: { origin: 'https://shop.example' } })));
        expect(check(document).issues).toBeUndefined();
        const names = document.tools.map((entry: { name: string }) => entry.name);
        expect(names).toEqual([...new Set(names)].sort());
      }),
    );
  });
});
