import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ok } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { formats } from '@toolmark/core/json-schema/formats';
import { toJsonSchema } from '@toolmark/core/to-json-schema';
import * as v from 'valibot';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { toolmarkManifest, type ToolmarkManifestOptions } from './manifest-plugin.js';

const root = mkdtempSync(join(tmpdir(), 'toolmark-vite-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const validate = fromJsonSchema(JSON.parse(readFileSync(new URL('../../../../docs/manifest.schema.json', import.meta.url), 'utf8')), { formats });

function project(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function buildWith(dir: string, options: ToolmarkManifestOptions) {
  await build({ root: dir, configFile: false, logLevel: 'silent', plugins: [toolmarkManifest(options)], build: { outDir: 'dist' } });
  const read = (path: string) => readFileSync(join(dir, 'dist', path), 'utf8');
  return { manifest: JSON.parse(read('.well-known/toolmark.json')), llms: read('llms.txt') };
}

const page = { 'index.html': '<!doctype html><script type="module" src="./src/main.ts"></script>', 'src/main.ts': 'console.log("shop");\n' };

const toolsModule = `
import type { ToolDefinition } from '@toolmark/core';

interface Cart { items: string[] }
const cart: Cart = { items: [] };

export const add: ToolDefinition = {
  name: 'cart.add',
  title: 'Add to cart',
  description: 'Adds a product to the cart',
  jsonSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
  run: (input) => (cart.items.push(input.sku), { content: [{ type: 'text', text: 'added' }] }),
};

export const empty: ToolDefinition = {
  name: 'cart.empty',
  description: 'Empties the cart',
  hints: { destructive: true },
  run: () => ({ content: [{ type: 'text', text: 'emptied' }] }),
};

export default [add, empty];
export const notATool = { name: 'x' };
`;

describe('toolmarkManifest', () => {
  it('loads the tools module at build time and writes the manifest and llms.txt', async () => {
    const dir = project('module', {
      ...page,
      'src/tools.ts': toolsModule,
      'public/llms.txt': '# Shop\n\n> Mugs and shirts.\n\n## Tools\n\n- stale line\n\n## Optional\n\n- [About](/about)\n',
    });
    const { manifest, llms } = await buildWith(dir, { tools: './src/tools.ts', site: { url: 'https://shop.example/', name: 'Shop' }, scope: 'shop' });
    expect(manifest).toMatchObject({ toolmark: 1, site: { origin: 'https://shop.example', name: 'Shop', url: 'https://shop.example/' } });
    expect(manifest.tools.map((tool: { name: string }) => tool.name)).toEqual(['shop.cart.add', 'shop.cart.empty']);
    expect(manifest.tools[0]).toEqual({
      name: 'shop.cart.add',
      title: 'Add to cart',
      description: 'Adds a product to the cart',
      inputSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
      hints: {},
    });
    expect(validate['~standard'].validate(manifest)).not.toHaveProperty('issues');
    expect(llms).toContain('> Mugs and shirts.');
    expect(llms).toContain('- `shop.cart.add` (Add to cart): Adds a product to the cart\n');
    expect(llms).toContain('- `shop.cart.empty`: Empties the cart [destructive; asks a person to confirm]\n');
    expect(llms).not.toContain('stale line');
    expect(llms).toMatch(/\n## Optional\n\n- \[About\]\(\/about\)\n$/);
  });

  it('takes definitions directly, and creates llms.txt when there is none', async () => {
    const dir = project('direct', page);
    const { manifest, llms } = await buildWith(dir, {
      tools: [{ name: 'search', description: 'Searches products', hints: { readOnly: true }, run: () => ok() }],
      site: { origin: 'https://shop.example' },
    });
    expect(manifest.tools.map((tool: { name: string }) => tool.name)).toEqual(['search']);
    expect(llms.startsWith('# https://shop.example\n\n## Tools\n')).toBe(true);
  });

  it('fails the build when a declared tool would not register', async () => {
    const dir = project('broken', { ...page, 'src/tools.ts': "export const bad = { name: 'bad name', description: 'x', run: () => ({ content: [] }) };\n" });
    await expect(buildWith(dir, { tools: './src/tools.ts', site: { origin: 'https://shop.example' } })).rejects.toThrow(/toolmark: reading the tools failed/);
  });

  // The plugin imports no converter itself, so a site without valibot loads it (spec §16.6).
  const valibotTool = { name: 'cart.add', description: 'Adds a product', input: v.object({ sku: v.string() }), run: () => ok() };

  it('describes valibot definitions with the toJsonSchema it is given', async () => {
    const dir = project('valibot', page);
    const { manifest } = await buildWith(dir, { tools: [valibotTool], toJsonSchema, site: { origin: 'https://shop.example' } });
    expect(manifest.tools[0].inputSchema).toEqual({ type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] });
  });

  it('without toJsonSchema, a valibot definition fails the build naming the option', async () => {
    const dir = project('valibot-without', page);
    await expect(buildWith(dir, { tools: [valibotTool], site: { origin: 'https://shop.example' } })).rejects.toThrow(
      /cannot describe the valibot input schema[\s\S]*toolmarkManifest\(\{ …, toJsonSchema \}\)/,
    );
  });
});
