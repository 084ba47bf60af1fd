import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where `packages/toolmark` builds the script-tag files. */
const DIST = here('../../packages/toolmark/dist/');

/** A script-tag file's name: `toolmark.min.js`, an add-on, a part the bundle or the polyfill loads from beside itself. */
const SCRIPT_TAG_FILE = /^toolmark(\.[a-z0-9-]+)*\.js$/;

/**
 * Lists the script-tag files as `packages/toolmark` built them: every `toolmark*.js` of its dist, the
 * bundles, the add-ons and the parts they load from beside their own file (`toolmark.polyfill-forms.min.js`,
 * `toolmark.spotlight.min.js`, `toolmark.widgets.min.js`, spec §18.10). Listed, not named: a part the
 * tag gains is served without a change here, and a page without native WebMCP loses no tool to a 404.
 *
 * @returns The file names.
 */
function scriptTagFiles(): string[] {
  const files = existsSync(DIST) ? readdirSync(DIST).filter((name) => SCRIPT_TAG_FILE.test(name)) : [];
  if (!files.includes('toolmark.min.js')) {
    throw new Error(`${DIST} holds no toolmark.min.js: build the script tag first (pnpm --filter toolmark run build)`);
  }
  return files.sort();
}

/**
 * Creates the plugin that serves every script-tag file at the site's root (`/toolmark.min.js`,
 * `/toolmark.polyfill.min.js`, `/toolmark.polyfill-forms.min.js`, …): read from `packages/toolmark/dist`
 * on every request in dev (a rebuild shows at the next reload), emitted next to the pages at build.
 * The static flavour must load the real files, never the packages' sources, so they are served as
 * they ship, beside each other as a site hosts them.
 *
 * @returns The plugin.
 */
function scriptTag(): Plugin {
  return {
    name: 'toolmark-playground:script-tag',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = new URL(request.url ?? '/', 'http://localhost').pathname.slice(1);
        if (!SCRIPT_TAG_FILE.test(name) || !scriptTagFiles().includes(name)) return next();
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(readFileSync(join(DIST, name)));
      });
    },
    generateBundle() {
      for (const name of scriptTagFiles()) this.emitFile({ type: 'asset', fileName: name, source: readFileSync(join(DIST, name)) });
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
