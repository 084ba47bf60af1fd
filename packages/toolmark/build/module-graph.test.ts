// The classic loaders and the chunk check of the one build (spec §18.1, D220): tests of module-graph.ts.
// A loader's code runs as a browser runs it, on a stand-in `document`, importing real module files
// from a temporary folder (Node imports `file:` URLs as a browser imports `https:` ones). It runs in
// a Node process of its own: the tests' sandbox has no `import()` for code made with `new Function`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rolldown } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { classicScript, entriesImportedByOthers, modulesInTwoChunks } from './module-graph.js';

const folder = mkdtempSync(join(tmpdir(), 'toolmark-module-graph-'));
const site = pathToFileURL(`${folder}/site/`).href;
mkdirSync(join(folder, 'site', 'chunks'), { recursive: true });
// An entry chunk that records how it was started.
writeFileSync(join(folder, 'site', 'chunks', 'entry.js'), 'export function start(script, first) { globalThis.__starts.push([script && script.src, first]); }\n');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A classic script on the page: its role, the chunk it imports, its own URL (`null`: inline). */
type Script = { role: string; chunk: string; src: string | null };
/**
 * What the page saw: each start (the script's URL and `first`), the warnings, for each script the
 * index of the first script whose claim it left in place, and whether `Toolmark` was a name of the
 * global object right after the scripts ran (`standing`) and once the imports settled (`stands`).
 */
type Seen = { starts: [string | null, boolean][]; warnings: string[]; claims: number[]; standing: boolean; stands: boolean };

// Runs the loaders in order, as a browser runs classic scripts, then waits for every import to settle.
const HARNESS = `
const { scripts, baseURI } = JSON.parse(process.env.PAGE);
const STARTING = Symbol.for('toolmark.starting');
const page = { currentScript: null, baseURI };
const warnings = [];
globalThis.__starts = [];
const claims = [];
for (const { src, code, role } of scripts) {
  page.currentScript = src === null ? null : { src };
  new Function('document', 'console', code)(page, { warn: (message) => warnings.push(message) });
  page.currentScript = null;
  claims.push(page[STARTING][role]);
}
const standing = 'Toolmark' in globalThis;
for (let wait = 0; wait < 1000 && globalThis.__starts.length + warnings.length < scripts.length; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
console.log(JSON.stringify({ starts: globalThis.__starts, warnings, claims: claims.map((claim) => claims.indexOf(claim)), standing, stands: 'Toolmark' in globalThis }));
`;

/**
 * Runs classic scripts on a page at `baseURI`.
 *
 * @returns What the page saw.
 */
function runPage(scripts: Script[], baseURI = site): Seen {
  const page = { baseURI, scripts: scripts.map((script) => ({ ...script, code: classicScript(script.role, script.chunk) })) };
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', HARNESS], { env: { ...process.env, PAGE: JSON.stringify(page) }, encoding: 'utf8' });
  return JSON.parse(output) as Seen;
}

// Each test starts a Node process: on a busy machine that takes seconds.
describe('classicScript', { timeout: 30_000 }, () => {
  test('imports its chunk from beside its own URL, not the page’s, and starts it as the first of its role', () => {
    const seen = runPage([{ role: 'toolmark', chunk: './chunks/entry.js', src: `${site}toolmark.min.js` }], 'file:///elsewhere/');
    expect(seen).toMatchObject({ starts: [[`${site}toolmark.min.js`, true]], warnings: [], claims: [0] });
  });

  test('a later copy of a role is started with first = false and leaves the first’s claim; another role is first of its own', () => {
    const seen = runPage([
      { role: 'toolmark', chunk: './chunks/entry.js', src: `${site}toolmark.min.js` },
      { role: 'toolmark', chunk: './chunks/entry.js', src: `${site}toolmark.core.min.js` },
      { role: 'polyfill', chunk: './chunks/entry.js', src: `${site}toolmark.polyfill.min.js` },
    ]);
    expect(seen.claims).toEqual([0, 0, 2]);
    expect(seen.starts.map(([src, first]) => [src!.slice(site.length), first]).sort()).toEqual([
      ['toolmark.core.min.js', false],
      ['toolmark.min.js', true],
      ['toolmark.polyfill.min.js', true],
    ]);
  });

  test('a chunk that cannot be loaded is warned once, naming where it was looked for, and throws nothing', () => {
    const seen = runPage([{ role: 'bridge', chunk: './chunks/missing.js', src: `${site}toolmark.bridge.min.js` }]);
    expect(seen.starts).toEqual([]);
    expect(seen.warnings).toHaveLength(1);
    expect(seen.warnings[0]).toMatch(
      new RegExp(`^\\[toolmark\\] ${site}chunks/missing\\.js could not be loaded \\(looked for beside ${site}toolmark\\.bridge\\.min\\.js\\), so bridge did not start: `),
    );
  });

  test("the script tag's first loader stands for window.Toolmark until its chunk installs it; an add-on's does not", () => {
    // The stand-in (stand-in.ts) stays until the chunk, here one that installs nothing, asks.
    expect(runPage([{ role: 'toolmark', chunk: './chunks/entry.js', src: `${site}toolmark.min.js` }])).toMatchObject({ standing: true, stands: true });
    expect(runPage([{ role: 'bridge', chunk: './chunks/entry.js', src: `${site}toolmark.bridge.min.js` }])).toMatchObject({ standing: false, stands: false });
  });

  test("a script tag whose chunk cannot be loaded leaves no stand-in", () => {
    const seen = runPage([{ role: 'toolmark', chunk: './chunks/missing.js', src: `${site}toolmark.min.js` }]);
    expect(seen).toMatchObject({ starts: [], standing: true, stands: false });
    expect(seen.warnings).toHaveLength(1);
  });

  test('without a script element (an inline copy), the chunk is read beside the page', () => {
    expect(runPage([{ role: 'toolmark', chunk: './chunks/entry.js', src: null }]).starts).toEqual([[null, true]]);
  });
});

describe('modulesInTwoChunks', () => {
  const chunk = (fileName: string, moduleIds: string[]) => ({ fileName, moduleIds }) as unknown as Rolldown.OutputChunk;

  test('finds a module that is in two chunks, naming both', () => {
    const chunks = [chunk('chunks/core.js', ['/core/a.ts', '/lit/b.js']), chunk('chunks/cards.js', ['/ui/card.ts', '/lit/b.js'])];
    expect(modulesInTwoChunks(chunks)).toEqual(['/lit/b.js is in chunks/core.js and chunks/cards.js']);
  });

  test('finds nothing when every module is in one chunk', () => {
    expect(modulesInTwoChunks([chunk('chunks/core.js', ['/core/a.ts']), chunk('chunks/lit.js', ['/lit/b.js'])])).toEqual([]);
  });
});

describe('entriesImportedByOthers', () => {
  const chunk = (fileName: string, isEntry: boolean, imports: string[]) => ({ fileName, isEntry, imports }) as unknown as Rolldown.OutputChunk;

  test("finds a chunk that imports from an entry's chunk", () => {
    const chunks = [chunk('chunks/toolmark.js', true, ['chunks/start.js']), chunk('chunks/forms.js', false, ['chunks/toolmark.js'])];
    expect(entriesImportedByOthers(chunks)).toEqual(['chunks/forms.js imports from the entry chunks/toolmark.js, which would export more than its module']);
  });

  test('finds nothing when entries import shared chunks only', () => {
    expect(entriesImportedByOthers([chunk('chunks/toolmark.js', true, ['chunks/start.js']), chunk('chunks/start.js', false, [])])).toEqual([]);
  });
});
