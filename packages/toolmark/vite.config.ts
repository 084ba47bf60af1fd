import { defineConfig, type UserConfig } from 'vite';
import { minifyCssTemplates } from './build/minify-css-templates.ts';
import { moduleGraph, type ClassicScript } from './build/module-graph.ts';

/**
 * The entries of the one graph (spec §18.1, D220): the two flavours of the script tag, the ESM twin
 * and the add-ons. Everything else is a part an entry imports when the page needs it (`import()`),
 * and a module two of them share is a chunk of its own, loaded once.
 */
const ENTRIES = {
  toolmark: 'src/entries/full.ts',
  'toolmark.core': 'src/entries/core.ts',
  'toolmark.bridge': 'src/entries/bridge.ts',
  'toolmark.polyfill': 'src/entries/polyfill.ts',
  'toolmark.json-schema': 'src/entries/json-schema.ts',
  'toolmark.esm': 'src/index.ts',
};

/** What each classic script starts: the tag's two flavours share their role (one per page, spec §18.5). */
const ROLES: Record<Exclude<keyof typeof ENTRIES, 'toolmark.esm'>, string> = {
  toolmark: 'toolmark',
  'toolmark.core': 'toolmark',
  'toolmark.bridge': 'bridge',
  'toolmark.polyfill': 'polyfill',
  'toolmark.json-schema': 'json-schema',
};

/**
 * The one build configuration of the script tag, in two modes: `production` (the default) writes
 * `dist/toolmark.min.js` and the other `.min.js` classic scripts beside `dist/chunks/`, and the ESM
 * twin `dist/toolmark.esm.js`; `development` writes the readable twins, warnings on
 * (`import.meta.env.DEV`), `dist/toolmark.js` and the others beside `dist/chunks-dev/`. Workspace
 * packages are read from their sources (the root tsconfig.json's `paths`).
 *
 * @param mode `production` or `development`.
 * @returns The config.
 */
export function graphConfig(mode: string): UserConfig {
  const development = mode === 'development';
  const folder = development ? 'chunks-dev' : 'chunks';
  const scripts: ClassicScript[] = Object.entries(ROLES).map(([entry, role]) => ({ entry, role, fileName: `${entry}${development ? '' : '.min'}.js` }));
  const input = Object.fromEntries(Object.entries(ENTRIES).filter(([name]) => !development || name !== 'toolmark.esm'));
  return {
    mode: development ? 'development' : 'production',
    define: { 'import.meta.env.DEV': JSON.stringify(development) },
    plugins: [
      moduleGraph(scripts, development ? 'files-dev.json' : 'files.json'),
      // The JS minifier leaves template literals as written: the production chunks get the widgets'
      // CSS minified too (build/minify-css-templates.ts). The development twins keep it readable.
      ...(development ? [] : [minifyCssTemplates()]),
    ],
    resolve: { tsconfigPaths: true },
    build: {
      outDir: 'dist',
      // Production first (`pnpm run bundle`), so it empties the folder; development adds its files.
      emptyOutDir: !development,
      target: 'es2022',
      minify: !development,
      // No maps (D140): each production file has a readable development twin.
      sourcemap: false,
      // A library build: Vite wraps no `import()` in its preload helper, whose URLs would be read from
      // the site's root, not from beside the script (a part's own imports load in parallel anyway).
      lib: {
        entry: input,
        formats: ['es'],
        fileName: (_format, name) => (name === 'toolmark.esm' ? 'toolmark.esm.js' : `${folder}/${name}-[hash].js`),
      },
      rolldownOptions: {
        // An entry's exports are its contract (`start`, the ESM twin's API): kept as written.
        preserveEntrySignatures: 'allow-extension',
        output: {
          // Vite keeps whitespace in ES library output even when minifying: minified in full here.
          ...(!development && { minify: true }),
          chunkFileNames: `${folder}/[name]-[hash].js`,
          // Fewer, larger chunks: each file costs a request and gzips alone. What the tag reads
          // before it knows whether the page needs a registry (registry-needed.ts) is one small chunk
          // (`start`); what the polyfill add-on and its serving of declarative forms read without a
          // registry (results, errors, the model context's reading, the tag's brand) another
          // (`base`); the rest of core (the registry, its pipeline, the egress of what it hands out,
          // redaction) with the boot a third (`core`), which a page whose forms the polyfill serves
          // never loads; Lit a fourth; the forms code in chunks by who loads it; the rest splits
          // where the parts do. A group takes only the modules its test names (not their
          // dependencies), so a module lands where the pages that load it need it.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'start', priority: 5, test: /packages[\\/](toolmark[\\/]src[\\/](classic-start|registry-needed|stand-in|starting|switches|page-marks|when-present|warm-parts)|forms[\\/]src[\\/]scan[\\/](declarative-form|markup-hints)|core[\\/]src[\\/]pipeline[\\/]hints-policy)\.ts$/ },
              { name: 'base', priority: 4, test: /packages[\\/](core[\\/]src[\\/](result|compact|errors|set-own|is-record|providers[\\/]webmcp)|webmcp[\\/]src[\\/](model-context|legacy-model-context|batch)|toolmark[\\/]src[\\/]brand)\.ts$/ },
              { name: 'core', priority: 3, test: /packages[\\/](core[\\/]src[\\/](?!json-schema[\\/](?!pointer\.ts)|json-schema\.ts)|toolmark[\\/]src[\\/](?!entries|parts|index\.ts))|^\0rolldown[\\/]runtime/ },
              // The confirmation card (with the input rows a question's form shows too; an element
              // module named `confirm-card-…` is the card's, but the question's form, `-ask`, which
              // loads with the first question) and what the UI's elements share (strings, theme,
              // badges, the input's rows, who calls in words): two chunks, not five.
              { name: 'card', priority: 2, test: /packages[\\/]ui[\\/]src[\\/](confirm-cards|controllers[\\/](framing|arming-controller|arrival-focus-controller|focus-return-controller|input-scroll-controller)|elements[\\/](focus|confirm-card(-(?!ask)[\w-]+)?|confirm-layer|define-element|ask-form-slot)|view-models[\\/](confirm-queue|card-input|mixed-scripts|visible-text|action-label))\.ts$/ },
              { name: 'ui-base', priority: 2, test: /packages[\\/]ui[\\/]src[\\/](strings|elements[\\/](theme|card-key)|view-models[\\/](badges|row-text|input-rows|caller-words))\.ts$/ },
              { name: 'lit', priority: 2, test: /node_modules[\\/](lit|lit-html|lit-element|@lit[\\/][^\\/]+)[\\/]/ },
              // The forms code outside the polyfill's serving, split by which parts load it
              // (`entriesAware`): what the serving reads (a form's fields, their schema, the submit
              // rule), what the wizards add (the fill), what only the scan uses. A page the polyfill
              // serves loads no scan. A split under 2 kB joins its nearest neighbour: a request
              // costs more than the bytes.
              { name: 'forms', priority: 1, test: /packages[\\/]forms[\\/]src[\\/](?!serve[\\/])/, entriesAware: true, entriesAwareMergeThreshold: 2000 },
            ],
          },
        },
      },
    },
  };
}

export default defineConfig(({ mode }) => graphConfig(mode));
