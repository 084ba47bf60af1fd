/**
 * What the benchmark's server holds: the generated pages, the whole of `packages/toolmark/dist/` at
 * `/toolmark/` (the tag loads its parts from beside its own URL, whatever their names or folders),
 * the peers' files at `/peers/`, and the built playground at the root (its pages ask for
 * `/toolmark.min.js` and `/assets/…`).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleScript } from '../browser';
import { REFERENCE_PAGES } from './pages';
import type { Mount, SiteContent } from './server';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The script tag's build output, served whole. */
export const TOOLMARK_DIST = here('../../packages/toolmark/dist');
/** The playground's build output (`pnpm --filter @toolmark/playground run build`). */
export const PLAYGROUND_DIST = here('../../apps/playground/dist');
/** The fixed copies of peers that are not packages: auto-webmcp (see peers/README.md). */
export const PEERS_DIR = here('./peers');
/** auto-webmcp's built script, as kept under `peers/`. */
export const AUTO_WEBMCP = join(PEERS_DIR, 'auto-webmcp.iife.js');

/** The validator a page without Toolmark would add for input checks: @cfworker/json-schema as a classic script. */
const VALIDATOR_ENTRY = "import { Validator } from '@cfworker/json-schema';\nglobalThis.JsonSchemaValidator = Validator;\n";

/** The MCP-B polyfill's `dist/` (its standalone IIFE, `index.iife.js`, installs itself when loaded). */
function mcpbDist(): string {
  return dirname(createRequire(import.meta.url).resolve('@mcp-b/webmcp-polyfill'));
}

/**
 * Gathers the server's content. Bundles the validator page script once (Vite, minified IIFE).
 *
 * @returns The generated files and mounts, the more specific prefixes first.
 */
export async function siteContent(): Promise<SiteContent> {
  const files = new Map<string, string>();
  for (const page of REFERENCE_PAGES) if (page.html !== undefined) files.set(page.path, page.html);
  files.set('/peers/json-schema-validator.js', await bundleScript(VALIDATOR_ENTRY));
  const mounts: Mount[] = [
    { prefix: '/toolmark/', dir: TOOLMARK_DIST },
    { prefix: '/peers/mcp-b/', dir: mcpbDist() },
    { prefix: '/peers/', dir: PEERS_DIR },
    { prefix: '/', dir: PLAYGROUND_DIST },
  ];
  return { files, mounts };
}

/**
 * Says what is missing for a page to be measured, if anything: the tag's build, the playground's
 * build, auto-webmcp's copy.
 *
 * @param pageId The page's id.
 * @param needsAutoWebmcp Whether the page loads auto-webmcp.
 * @returns Why the page cannot be measured, or `undefined`.
 */
export function missingFor(pageId: string, needsAutoWebmcp: boolean): string | undefined {
  if (!existsSync(join(TOOLMARK_DIST, 'toolmark.min.js'))) return 'packages/toolmark/dist/ has no toolmark.min.js: run `pnpm run build` at the root';
  if (pageId === 'playground-static' && !existsSync(join(PLAYGROUND_DIST, 'static.html'))) {
    return 'apps/playground/dist/ has no static.html: run `pnpm --filter @toolmark/playground run build`';
  }
  if (needsAutoWebmcp && !existsSync(AUTO_WEBMCP)) return 'bench/page-weight/peers/auto-webmcp.iife.js is missing (see peers/README.md)';
  return undefined;
}
