// @vitest-environment happy-dom
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Toolmark } from '@toolmark/core';
import { fromJsonSchema } from '@toolmark/core/json-schema';
import { formats } from '@toolmark/core/json-schema/formats';
import type { Bridge, ManifestScript } from '@toolmark/webmcp';
import { build, type UserConfig } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { runSample } from './sample-runner';

const schemaPath = join(import.meta.dirname, '..', 'manifest.schema.json');
const temp = mkdtempSync(join(tmpdir(), 'toolmark-docs-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

// The samples are imported cold (Vite transforms each and the packages they import on first use):
// on a loaded machine that alone took over the default 5 s in one full run, while 1.3 s here alone.
describe('guide: publishing', { timeout: 30_000 }, () => {
  test('publish-agent prints what its comments say: tools listed and called through the model context', async () => {
    await runSample('publish-agent.ts');
  });

  test('publish-manifest prints what its comments say; the document is valid manifest v1; the script follows the registry', async () => {
    const { module } = await runSample<{ manifestScript: ManifestScript }>('publish-manifest.ts');
    const { tm } = (await import('./samples/spa-tools')) as { tm: Toolmark };
    const { createManifestDocument } = await import('@toolmark/webmcp');
    const validate = fromJsonSchema(JSON.parse(readFileSync(schemaPath, 'utf8')), { formats });
    const result = await validate['~standard'].validate(JSON.parse(JSON.stringify(createManifestDocument(tm, { site: { origin: 'https://shop.example' } }))));
    expect(result.issues).toBeUndefined();
    expect(module.manifestScript.element.type).toBe('application/toolmark+json');
    tm.register({ name: 'later', description: 'A tool added later', run: () => ({ content: [] }) });
    await Promise.resolve();
    expect(JSON.parse(module.manifestScript.element.textContent!).tools).toHaveLength(4);
    module.manifestScript.dispose();
    expect(document.head.querySelector('script[type="application/toolmark+json"]')).toBeNull();
  });

  test('publish-vite.config builds a site with /.well-known/toolmark.json and llms.txt', async () => {
    const root = join(temp, 'site');
    mkdirSync(join(root, 'src'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Shop</title>');
    writeFileSync(
      join(root, 'src/tools.ts'),
      `export const add = { name: 'cart.add', description: 'Adds a product to the cart', jsonSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] }, run: () => ({ content: [] }) };
export const empty = { name: 'cart.empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ({ content: [] }) };\n`,
    );
    const config = ((await import('./samples/publish-vite.config')) as { default: UserConfig }).default;
    await build({ ...config, root, configFile: false, logLevel: 'silent', build: { outDir: 'dist' } });
    const manifest = JSON.parse(readFileSync(join(root, 'dist/.well-known/toolmark.json'), 'utf8'));
    expect(manifest).toMatchObject({ toolmark: 1, site: { origin: 'https://shop.example', name: 'Toolmark Shop' } });
    expect(manifest.tools.map((tool: { name: string }) => tool.name)).toEqual(['cart.add', 'cart.empty']);
    const llms = readFileSync(join(root, 'dist/llms.txt'), 'utf8');
    expect(llms).toContain('## Tools');
    expect(llms).toContain('`cart.empty`');
  });

  test('bridge-client talks MCP to the bridge of bridge-page; a foreign origin gets nothing', async () => {
    const { module: page } = await runSample<{ bridge: Bridge }>('bridge-page.ts');
    const { connectToShop, addMug } = await import('./samples/bridge-client');
    expect(page.bridge.allowedOrigins).toEqual([location.origin]);
    // The page's window as message events name it (happy-dom's test global is a different object).
    const self = await new Promise<Window>((resolve) => {
      window.addEventListener('message', (event) => resolve(event.source as Window), { once: true });
      window.postMessage('who', location.origin);
    });
    const client = await connectToShop(self, location.origin);
    const { names, result } = await addMug(client);
    expect(names).toEqual(['shop.cart.add', 'shop.cart.empty', 'shop.cart.show']);
    expect(result).toMatchObject({ structuredContent: { sku: 'TM-MUG', qty: 1 } });
    expect(page.bridge.peers()).toEqual([location.origin]);

    const replies: unknown[] = [];
    const foreign = { postMessage: (data: unknown) => replies.push(data) };
    Object.defineProperty(foreign, 'window', { value: foreign });
    const request = { type: 'toolmark:mcp', version: 1, channel: 'toolmark', from: 'client', message: { jsonrpc: '2.0', id: 1, method: 'tools/list' } };
    window.dispatchEvent(new MessageEvent('message', { data: request, origin: 'https://evil.example', source: foreign as unknown as Window }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replies).toEqual([]);

    await client.close();
    page.bridge.dispose();
  });
});
