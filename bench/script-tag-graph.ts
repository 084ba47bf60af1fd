// The script tag as one module graph (issue #35): what each kind of page would download if the tag
// were a small loader that `import()`s ES-module chunks of ONE build, each part loaded on need. Builds
// the parts below from the packages' sources as one Rolldown build with code splitting (production,
// minified), then prints every chunk (gzip -9) and, per page, the chunks it would fetch: its parts
// and everything they import statically. A floor for the design, not the shipped files: the loader
// itself (about 1 kB) is not counted, and the parts are the packages' public entries as they are.
// Run: `cd bench && node --import tsx script-tag-graph.ts`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { sourceAliases } from './tools/workspace-sources.mjs';

/** Each part: what it exports, as the tag would import it on need. */
const PARTS: Record<string, string> = {
  // What `window.Toolmark` carries of core, and the registry the tag creates.
  registry: `export { createToolmark, defineTool, ok, fail, text, image, ToolmarkError, redactPaths, REDACTED } from '@toolmark/core';`,
  publish: `export { publish, findModelContext } from '@toolmark/webmcp';`,
  polyfill: `export { installModelContextPolyfill } from '@toolmark/webmcp';`,
  serve: `export { serveDeclarativeForms } from '@toolmark/forms';`,
  scan: `export { scanForms, defineFormTool, formResponse } from '@toolmark/forms';`,
  wizard: `export { registerWizard, registerPageWizard, scanPageWizards, onlyCurrentSteps } from '@toolmark/wizard';`,
  card: `export { confirmWith } from '@toolmark/ui';`,
  'json-schema': `export { fromJsonSchema } from '@toolmark/core/json-schema';`,
};

/** The reference pages of issue #35, as the parts each needs. */
const PAGES: Record<string, readonly string[]> = {
  'one declarative form, native WebMCP (the browser serves the form)': ['registry', 'publish'],
  'one declarative form, no native (polyfill serves it)': ['registry', 'polyfill', 'publish', 'serve'],
  'one form Toolmark scans (data-all-forms), native': ['registry', 'publish', 'scan'],
  'code tools, one card shown, no native': ['registry', 'card'],
  'code tools, one card shown, native': ['registry', 'publish', 'card'],
  'a markup wizard, native': ['registry', 'publish', 'wizard'],
  'everything (today\'s toolmark.min.js and the polyfill)': ['registry', 'publish', 'polyfill', 'serve', 'scan', 'wizard', 'card'],
};

const kB = (bytes: number) => (bytes / 1000).toFixed(2);
const gzip = (code: string) => gzipSync(code, { level: 9 }).length;

const dir = mkdtempSync(join(fileURLToPath(new URL('.', import.meta.url)), '.graph-'));
let output: Rolldown.RolldownOutput;
try {
  for (const [name, code] of Object.entries(PARTS)) writeFileSync(join(dir, `${name}.js`), code);
  output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    mode: 'production',
    define: { 'import.meta.env.DEV': 'false' },
    resolve: { conditions: ['production', 'browser', 'module', 'import', 'default'], alias: sourceAliases() },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: Object.fromEntries(Object.keys(PARTS).map((name) => [name, join(dir, `${name}.js`)])),
        preserveEntrySignatures: 'strict',
        output: { format: 'es', minify: true },
      },
    },
  })) as Rolldown.RolldownOutput;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const chunks = new Map(output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
const sizes = new Map([...chunks].map(([file, chunk]) => [file, gzip(chunk.code)]));
const entryFile = (part: string) => [...chunks.values()].find((chunk) => chunk.isEntry && chunk.name === part)!.fileName;

// A part's chunk and every chunk it imports statically, as the browser fetches them.
function closure(files: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks.get(file)!.imports) visit(imported);
  };
  for (const file of files) visit(file);
  return seen;
}

// No module in two chunks: Rolldown gives each module one chunk; checked, not assumed.
const owners = new Map<string, string>();
for (const [file, chunk] of chunks) {
  for (const id of chunk.moduleIds) {
    if (owners.has(id)) throw new Error(`${id} is in ${owners.get(id)} and ${file}`);
    owners.set(id, file);
  }
}

console.log(`${chunks.size} chunks, ${owners.size} modules, none in two chunks.\n`);
console.log('| chunk | gzip kB | largest modules (min bytes) |\n| --- | ---: | --- |');
for (const [file, chunk] of [...chunks].sort((a, b) => sizes.get(b[0])! - sizes.get(a[0])!)) {
  const largest = Object.entries(chunk.modules)
    .sort((a, b) => b[1].renderedLength - a[1].renderedLength)
    .slice(0, 4)
    .map(([id, module]) => `${id.replace(/.*\/packages\//, '').replace(/.*\/node_modules\//, '')} ${module.renderedLength}`);
  console.log(`| ${file} | ${kB(sizes.get(file)!)} | ${largest.join(', ')} |`);
}
console.log('\n| page | parts | chunks | gzip kB, chunk by chunk | gzip kB, as one file |\n| --- | --- | ---: | ---: | ---: |');
for (const [page, parts] of Object.entries(PAGES)) {
  const files = closure(parts.map(entryFile));
  const sum = [...files].reduce((total, file) => total + sizes.get(file)!, 0);
  const whole = gzip([...files].map((file) => chunks.get(file)!.code).join('\n'));
  console.log(`| ${page} | ${parts.join(' + ')} | ${files.size} | ${kB(sum)} | ${kB(whole)} |`);
}
