import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where `packages/toolmark` builds the script-tag files. */
const DIST = here('../../packages/toolmark/dist/');

/** The content type of a script-tag file by its extension: the chunks are module scripts, which must be served as JavaScript. */
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', json: 'application/json; charset=utf-8' };

/**
 * Lists a folder's files, recursively, as paths relative to it.
 *
 * @param dir The folder.
 * @param under The path so far.
 * @returns The files.
 */
function filesUnder(dir: string, under = ''): string[] {
  return readdirSync(join(dir, under)).flatMap((name) => {
    const path = under ? `${under}/${name}` : name;
    return statSync(join(dir, path)).isDirectory() ? filesUnder(dir, path) : [path];
  });
}

/**
 * Lists the script-tag files as `packages/toolmark` built them: its whole dist but the type
 * declarations, the classic scripts (`toolmark.min.js`, the add-ons) and the chunks they import from
 * beside their own file (`chunks/`, `chunks-dev/`, spec §18.1). Listed, not named: a chunk the tag
 * gains is served without a change here, and a page loses no part to a 404.
 *
 * @returns The paths, relative to dist.
 */
function scriptTagFiles(): string[] {
  const files = existsSync(DIST) ? filesUnder(DIST).filter((path) => !path.startsWith('types/')) : [];
  if (!files.includes('toolmark.min.js')) {
    throw new Error(`${DIST} holds no toolmark.min.js: build the script tag first (pnpm --filter toolmark run build)`);
  }
  return files.sort();
}

/**
 * Creates the plugin that serves every script-tag file at the site's root (`/toolmark.min.js`,
 * `/toolmark.polyfill.min.js`, `/chunks/core-….js`, …): read from `packages/toolmark/dist` on every
 * request in dev (a rebuild shows at the next reload), emitted next to the pages at build. The static
 * flavour must load the real files, never the packages' sources, so they are served as they ship,
 * beside each other as a site hosts them.
 *
 * @returns The plugin.
 */
function scriptTag(): Plugin {
  return {
    name: 'toolmark-playground:script-tag',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname.slice(1));
        const type = TYPES[path.split('.').pop() ?? ''];
        // Only the classic scripts at the root and the chunks' folders: the playground's own files stay Vite's.
        if (!type || !/^(toolmark[^/]*|files(-dev)?\.json|chunks(-dev)?\/[^/]+)$/.test(path) || !scriptTagFiles().includes(path)) return next();
        response.setHeader('Content-Type', type);
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(join(DIST, path)));
      });
    },
    generateBundle() {
      for (const path of scriptTagFiles()) this.emitFile({ type: 'asset', fileName: path, source: readFileSync(join(DIST, path)) });
    },
  };
}

// The dev server reads the packages' TypeScript sources (the root tsconfig.json's `paths`), so
// `npm start` needs no package build but the script tag's and edits reload at once; `vite build` (and
// the e2e tests, through `vite preview`) resolves `@toolmark/*` through node_modules and each
// package's `exports`, the built packages, as a site that installs them would.
export default defineConfig(({ command }) => ({
  plugins: [scriptTag()],
  resolve: { tsconfigPaths: command === 'serve' },
  // The README promises this address: a taken port is an error, not a silent move to another one.
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    rolldownOptions: { input: { index: here('index.html'), static: here('static.html'), spa: here('spa.html'), calls: here('calls.html'), 'calls-client': here('calls-client.html') } },
  },
}));
