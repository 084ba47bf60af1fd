import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { minifyCssTemplates } from './build/minify-css-templates.ts';

/** One file of `dist/` (spec §18.1): which entry, which format, development or production. */
interface Bundle {
  readonly entry: string;
  readonly fileName: string;
  readonly format: 'iife' | 'es';
  /** Keeps development warnings (`import.meta.env.DEV`) and readable code. */
  readonly development: boolean;
  /** A part of the flavour with the UI: built against that bundle's Lit (`litFromBundle`), not a copy. */
  readonly litFromBundle?: true;
}

// `vite build --mode <name>` builds one bundle; `pnpm run build` builds them all in this order.
const BUNDLES: Record<string, Bundle> = {
  full: { entry: 'src/toolmark.ts', fileName: 'toolmark.js', format: 'iife', development: true },
  'full-min': { entry: 'src/toolmark.ts', fileName: 'toolmark.min.js', format: 'iife', development: false },
  core: { entry: 'src/toolmark-core.ts', fileName: 'toolmark.core.js', format: 'iife', development: true },
  'core-min': { entry: 'src/toolmark-core.ts', fileName: 'toolmark.core.min.js', format: 'iife', development: false },
  esm: { entry: 'src/index.ts', fileName: 'toolmark.esm.js', format: 'es', development: false },
  bridge: { entry: 'src/bridge-tag.ts', fileName: 'toolmark.bridge.js', format: 'iife', development: true },
  'bridge-min': { entry: 'src/bridge-tag.ts', fileName: 'toolmark.bridge.min.js', format: 'iife', development: false },
  polyfill: { entry: 'src/polyfill-tag.ts', fileName: 'toolmark.polyfill.js', format: 'iife', development: true },
  'polyfill-min': { entry: 'src/polyfill-tag.ts', fileName: 'toolmark.polyfill.min.js', format: 'iife', development: false },
  'polyfill-forms': { entry: 'src/polyfill-forms-tag.ts', fileName: 'toolmark.polyfill-forms.js', format: 'iife', development: true },
  'polyfill-forms-min': { entry: 'src/polyfill-forms-tag.ts', fileName: 'toolmark.polyfill-forms.min.js', format: 'iife', development: false },
  spotlight: { entry: 'src/spotlight-part.ts', fileName: 'toolmark.spotlight.js', format: 'iife', development: true, litFromBundle: true },
  'spotlight-min': { entry: 'src/spotlight-part.ts', fileName: 'toolmark.spotlight.min.js', format: 'iife', development: false, litFromBundle: true },
  widgets: { entry: 'src/widgets-part.ts', fileName: 'toolmark.widgets.js', format: 'iife', development: true, litFromBundle: true },
  'widgets-min': { entry: 'src/widgets-part.ts', fileName: 'toolmark.widgets.min.js', format: 'iife', development: false, litFromBundle: true },
  ask: { entry: 'src/ask-part.ts', fileName: 'toolmark.ask.js', format: 'iife', development: true, litFromBundle: true },
  'ask-min': { entry: 'src/ask-part.ts', fileName: 'toolmark.ask.min.js', format: 'iife', development: false, litFromBundle: true },
  'json-schema': { entry: 'src/json-schema-tag.ts', fileName: 'toolmark.json-schema.js', format: 'iife', development: true },
  'json-schema-min': { entry: 'src/json-schema-tag.ts', fileName: 'toolmark.json-schema.min.js', format: 'iife', development: false },
};

/** The module that stands for Lit in a part's build: the bundle's Lit, read from `document`. */
const LIT_FROM_BUNDLE = fileURLToPath(new URL('src/lit-from-bundle.ts', import.meta.url));

/**
 * Creates the plugin that builds a part against its bundle's Lit (spec §18.10): `lit`, and lit-html's
 * core module as lit-html's own directive modules import it (`./lit-html.js`, `../lit-html.js`), are
 * src/lit-from-bundle.ts. The directives' code (`repeat`) is the part's; lit-html itself is not.
 *
 * @returns The plugin.
 */
function litFromBundle(): Plugin {
  return {
    name: 'toolmark:lit-from-bundle',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'lit') return LIT_FROM_BUNDLE;
      const inLitHtml = importer !== undefined && /[\\/]lit-html[\\/]/.test(importer);
      return inLitHtml && /^\.\.?\/lit-html\.js$/.test(source) ? LIT_FROM_BUNDLE : null;
    },
  };
}

/**
 * Creates the Vite config of one script-tag bundle: every dependency inlined (one file), workspace
 * packages read from their sources (the root tsconfig.json's `paths`) so the bundle does not depend on
 * their build order, and `import.meta.env.DEV` fixed per bundle.
 *
 * @param mode The bundle's name, a key of `BUNDLES`.
 * @returns The config.
 */
export function bundleConfig(mode: string): UserConfig {
  const bundle = BUNDLES[mode];
  if (!bundle) throw new Error(`Unknown bundle '${mode}': use --mode ${Object.keys(BUNDLES).join(' | ')}`);
  return {
    mode: bundle.development ? 'development' : 'production',
    define: { 'import.meta.env.DEV': JSON.stringify(bundle.development) },
    plugins: [
      ...(bundle.litFromBundle ? [litFromBundle()] : []),
      // The JS minifier leaves template literals as written: the minified bundles get the widgets' CSS
      // minified too (build/minify-css-templates.ts). The development twins keep it readable.
      ...(bundle.development ? [] : [minifyCssTemplates()]),
    ],
    resolve: { tsconfigPaths: true },
    build: {
      lib: { entry: bundle.entry, formats: [bundle.format], name: 'Toolmark', fileName: () => bundle.fileName },
      outDir: 'dist',
      emptyOutDir: mode === 'full',
      target: 'es2022',
      minify: !bundle.development,
      // No maps: each minified file has an unminified development twin for debugging.
      sourcemap: false,
      // Vite keeps whitespace in ES library output even when minifying; the twin is minified in full.
      rolldownOptions: {
        output: { codeSplitting: false, ...(bundle.format === 'es' && !bundle.development && { minify: true }) },
        // A part shares the package's modules with the bundle, not their values: reading a property of
        // one it does not use (the card's strings) is dropped, not kept for a getter no module has.
        ...(bundle.litFromBundle && { treeshake: { propertyReadSideEffects: false } }),
      },
    },
  };
}

export default defineConfig(({ mode }) => bundleConfig(mode));
