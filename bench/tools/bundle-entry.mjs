// One way to bundle a piece of entry code, shared by the size check, the size attribution and the
// in-browser benchmarks' page script: a library build with Vite, every dependency inlined except
// `external`. ES output is not minified (Vite keeps whitespace in ES library output; callers
// minify fully with `minifySync`); the page script is a minified IIFE.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { sourceAliases } from './workspace-sources.mjs';

/**
 * Bundles entry code the way a page's bundler would.
 *
 * @param {string} code The entry module's code, e.g. `export * from '@toolmark/core';`.
 * @param {{ external?: string[], fromSources?: boolean, iife?: boolean }} [options] `fromSources`
 *   resolves the workspace packages to their TypeScript sources (no build needed; development code
 *   stripped as in production) and returns a source map; otherwise the built `dist/` files are
 *   bundled. `iife` makes a minified classic script for a page instead of an ES module.
 * @returns {Promise<{ code: string, map: object | undefined }>} The bundle and, from sources, its map.
 */
export async function bundleEntry(code, { external = [], fromSources = false, iife = false } = {}) {
  // Inside bench/, so the entry resolves the workspace packages like any page would.
  const dir = mkdtempSync(join(fileURLToPath(new URL('..', import.meta.url)), '.size-'));
  try {
    writeFileSync(join(dir, 'entry.js'), code);
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      mode: 'production',
      ...(fromSources && { define: { 'import.meta.env.DEV': 'false' } }),
      resolve: { conditions: ['production', 'browser', 'module', 'import', 'default'], // bench/tsconfig.json maps no paths (the benchmarks measure the built packages): from sources, the
      // root's map is given as aliases.
      ...(fromSources && { alias: sourceAliases() }) },
      build: {
        outDir: join(dir, 'out'),
        lib: { entry: join(dir, 'entry.js'), formats: [iife ? 'iife' : 'es'], name: 'bench', fileName: () => 'bundle.js' },
        minify: iife,
        sourcemap: fromSources,
        rolldownOptions: { external },
      },
    });
    const out = join(dir, 'out', 'bundle.js');
    return { code: readFileSync(out, 'utf8'), map: fromSources ? JSON.parse(readFileSync(`${out}.map`, 'utf8')) : undefined };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
