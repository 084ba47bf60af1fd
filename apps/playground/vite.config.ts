import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The script-tag files the static flavour loads, as `packages/toolmark` builds them: the polyfill add-on, the bundle, the JSON Schema add-on, and the parts the bundle loads for `data-spotlight` and `data-widgets`. */
const SCRIPT_TAGS = ['toolmark.polyfill.min.js', 'toolmark.min.js', 'toolmark.json-schema.min.js', 'toolmark.spotlight.min.js', 'toolmark.widgets.min.js'].map((name) => ({ url: `/${name}`, file: here(`../../packages/toolmark/dist/${name}`) }));

/**
 * Creates the plugin that serves the script-tag files at `/toolmark.min.js`,
 * `/toolmark.polyfill.min.js`, `/toolmark.json-schema.min.js` and the parts `/toolmark.spotlight.min.js` and `/toolmark.widgets.min.js`: read from `packages/toolmark/dist` on every request in dev (a rebuild
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
    rolldownOptions: { input: { index: here('index.html'), static: here('static.html'), spa: here('spa.html') } },
  },
}));
