// What a part of the script tag's module graph (spec §18.1) downloads, read from the build: the
// files a classic script or an entry chunk imports statically, as a browser fetches them, each
// measured as shipped (its gzip -9). The size gate (bench/size-budgets.mjs) budgets the ESM twin
// and the add-ons with it, over what the tag itself loads; whole pages are measured in Chromium by
// bench/page-weight.ts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The script tag's build output. */
export const DIST = fileURLToPath(new URL('../../packages/toolmark/dist/', import.meta.url));

// `import{a as b}from"./core-….js"`, `import"./x.js"`, `export*from"./x.js"`: static imports as the
// minifier writes them. Dynamic `import(…)` is a part loaded on need, not followed.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;
// The entry chunk a classic script imports: `new URL("./chunks/….js", base)`.
const LOADER_CHUNK = /new URL\(\s*["']([^"']+\.js)["']/;

/**
 * Reads the production file list (`dist/files.json`, written by packages/toolmark/build/module-graph.ts).
 *
 * @returns {{ file: string, kind: string, holds: string }[] | undefined} The files, or `undefined` before a build.
 */
export function builtFiles() {
  const list = join(DIST, 'files.json');
  return existsSync(list) ? JSON.parse(readFileSync(list, 'utf8')).files : undefined;
}

/**
 * Lists the files a browser fetches for one file of `dist/` before it runs: the file, and every
 * file it imports statically, transitively (a classic script's entry chunk counts as imported).
 *
 * @param {string} file A path relative to `dist/`: `toolmark.bridge.min.js`, `toolmark.esm.js`, `chunks/polyfill-….js`.
 * @returns {string[]} The paths relative to `dist/`, the file first.
 */
export function staticClosure(file) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = readFileSync(join(DIST, path), 'utf8');
    const imports = [...text.matchAll(STATIC_IMPORT)].map((match) => match[1]);
    const chunk = LOADER_CHUNK.exec(text)?.[1];
    for (const target of chunk ? [chunk, ...imports] : imports) visit(normalize(join(dirname(path), target)).split('\\').join('/'));
  };
  visit(file);
  return [...seen];
}

/**
 * The part of the build a name holds (`files.json`'s `holds`), of a given kind.
 *
 * @param {{ file: string, kind: string, holds: string }[]} files The build's files.
 * @param {string} holds The name: `polyfill`, `serve-forms`, …
 * @param {string} kind `part`, `entry chunk`, …
 * @returns {string} Its path relative to `dist/`.
 */
export function fileHolding(files, holds, kind) {
  const found = files.find((entry) => entry.holds === holds && entry.kind === kind);
  if (!found) throw new Error(`dist/files.json has no ${kind} holding '${holds}'`);
  return found.file;
}

/**
 * Measures files as shipped: the sum of each file's bytes and of each file's gzip -9, as the browser
 * fetches them one by one.
 *
 * @param {readonly string[]} files Paths relative to `dist/`.
 * @returns {{ min: number, gzip: number }} The sums.
 */
export function measureFiles(files) {
  let min = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(DIST, file));
    min += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { min, gzip };
}
