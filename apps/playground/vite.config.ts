import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The script-tag files the static flavour loads, as `packages/toolmark` builds them: the polyfill add-on, then the bundle. */
const SCRIPT_TAGS = ['toolmark.polyfill.min.js', 'toolmark.min.js'].map((name) => ({ url: `/${name}`, file: here(`../../packages/toolmark/dist/${name}`) }));

/**
 * Creates the plugin that serves the script-tag files at `/toolmark.min.js` and
 * `/toolmark.polyfill.min.js`: read from `packages/toolmark/dist` on every request in dev (a rebuild
 * shows at the next reload), emitted next to the pages at build. The static flavour must load the
 * real files, never the packages' sources, so they are served as they ship.
 *
 * @returns The plugin.
 */
function scriptTag(): Plugin {
  const read = (file: string) => {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: build the script tag first (pnpm --filter toolmark run build)`);
    }
    return readFileSync(file);
  };
  return {
    name: 'toolmark-playground:script-tag',
    configureServer(server) {
      for (const { url, file } of SCRIPT_TAGS) {
        server.middlewares.use(url, (_request, response) => {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          response.setHeader('Cache-Control', 'no-cache');
          response.end(read(file));
        });
      }
    },
    generateBundle() {
      for (const { url, file } of SCRIPT_TAGS) this.emitFile({ type: 'asset', fileName: url.slice(1), source: read(file) });
    },
  };
}

/**
 * Creates the plugin that resolves `@toolmark/*` through each workspace package's `exports` map:
 * the `source` condition in dev, `default` (the built package) at build. Explicit, so that neither
 * a missing `node_modules` link nor the tsconfig `paths` (which point at sources) decide which copy
 * a build gets, and every importer shares one copy of each package.
 *
 * @param command Vite's command.
 * @returns The plugin.
 */
function workspacePackages(command: 'serve' | 'build'): Plugin {
  const condition = command === 'serve' ? 'source' : 'default';
  return {
    name: 'toolmark-playground:workspace-packages',
    enforce: 'pre',
    resolveId(source) {
      const match = /^@toolmark\/([\w-]+)(\/[\w-]+)?$/.exec(source);
      if (!match) return null;
      const root = here(`../../packages/${match[1]}/`);
      const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { exports: Record<string, Record<string, string>> };
      const target = manifest.exports[`.${match[2] ?? ''}`]?.[condition];
      return target ? `${root}${target.slice(2)}` : null;
    },
  };
}

// The dev server reads the packages' TypeScript sources, so `npm start` needs no package build but the
// script tag's and edits reload at once; `vite build` (and the e2e tests, through `vite preview`) use
// the built packages, as a site that installs them would.
export default defineConfig(({ command }) => ({
  plugins: [scriptTag(), workspacePackages(command)],
  resolve: command === 'serve' ? { conditions: ['source', ...defaultClientConditions] } : {},
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    rolldownOptions: { input: { index: here('index.html'), static: here('static.html'), spa: here('spa.html') } },
  },
}));
