// The getting-started guide's file list, checked against the build (issue #35): the script tag's
// build lists every file it writes in packages/toolmark/dist/files.json (production) and
// files-dev.json (development), so the guide can never miss a file a site must copy, nor name one
// that is gone. Spec §18.1, which lists the same files, is held to the same rule. Needs the build
// (`npx pnpm@12.4.2 run build`), as the unit tests run after it.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/** A file of the build, as `files.json` lists it (packages/toolmark/build/module-graph.ts). */
interface BuiltFile {
  /** Its path in `dist/`: `toolmark.min.js`, `chunks/core-<hash>.js`, … */
  readonly file: string;
  readonly kind: 'classic script' | 'entry chunk' | 'part' | 'shared chunk';
  readonly holds: string;
}

const DIST = new URL('../../packages/toolmark/dist/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/**
 * Reads both modes' lists; a missing list fails the test (nothing to check the guide against).
 *
 * @returns Every file of both modes.
 */
function builtFiles(): BuiltFile[] {
  return ['files.json', 'files-dev.json'].flatMap((name) => {
    const list = new URL(name, DIST);
    if (!existsSync(list)) throw new Error(`packages/toolmark/dist/${name} is missing: build the packages first (npx pnpm@12.4.2 run build)`);
    return (JSON.parse(readFileSync(list, 'utf8')) as { files: BuiltFile[] }).files;
  });
}

/**
 * The script-tag files a text names: `toolmark.min.js`, `toolmark.json-schema.js`, … (not
 * `toolmark.json`, the manifest, nor a package name).
 *
 * @param text Markdown or HTML.
 * @returns The names, sorted, each once.
 */
function namedFiles(text: string): string[] {
  return [...new Set([...text.matchAll(/\btoolmark(?:\.[\w-]+)*\.js\b/g)].map((match) => match[0]))].sort();
}

/**
 * A section of a Markdown page: from its heading to the next heading of the same level or higher.
 *
 * @param page The page.
 * @param heading The heading line, as written.
 * @returns The section's text.
 */
function section(page: string, heading: string): string {
  const start = page.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`no heading '${heading}'`);
  const level = heading.indexOf(' ');
  const next = page.slice(start + heading.length).search(new RegExp(`\\n#{1,${level}} `));
  return next < 0 ? page.slice(start) : page.slice(start, start + heading.length + next);
}

const files = builtFiles();
// The files a page names: the classic scripts and the ESM twin, at the root of `dist/`.
const pageFiles = files.filter((entry) => !entry.file.includes('/') && entry.file.endsWith('.js')).map((entry) => entry.file);
const classicScripts = files.filter((entry) => entry.kind === 'classic script').map((entry) => entry.file);
// The chunks' folders (`chunks/`, `chunks-dev/`), which a site copies whole.
const chunkFolders = [...new Set(files.filter((entry) => entry.file.includes('/')).map((entry) => `${entry.file.split('/')[0]}/`))].sort();

const guide = read('./getting-started.md');
const sample = read('./samples/getting-started.html');
const whichFile = section(guide, '## Which file');
const spec = read('../spec/toolmark.md');
const specFiles = section(spec, '### §18.1 Files');

describe('guide: getting started, the files against the build', () => {
  test('the build lists both modes: a production and a development twin of the tag, and the ESM twin', () => {
    expect(classicScripts).toEqual(expect.arrayContaining(['toolmark.min.js', 'toolmark.js']));
    expect(pageFiles).toContain('toolmark.esm.js');
    expect(chunkFolders).toEqual(['chunks-dev/', 'chunks/']);
  });

  test('"Which file" names every classic script and the ESM twin the build writes, and no other', () => {
    expect(namedFiles(whichFile)).toEqual([...pageFiles].sort());
  });

  test('"Which file" says to copy each chunks folder whole', () => {
    for (const folder of chunkFolders) expect(whichFile).toContain(`\`${folder}\``);
  });

  test('the guide and its sample page name no script the build does not make', () => {
    const made = new Set(pageFiles);
    expect(namedFiles(guide + sample).filter((name) => !made.has(name))).toEqual([]);
    expect(namedFiles(sample)).toEqual(['toolmark.min.js']);
  });

  test('spec §18.1 names every classic script and the ESM twin, and spec §18 no script the build does not make', () => {
    expect(namedFiles(specFiles)).toEqual([...pageFiles].sort());
    const made = new Set(pageFiles);
    expect(namedFiles(spec).filter((name) => !made.has(name))).toEqual([]);
    for (const folder of chunkFolders) expect(specFiles).toContain(`\`${folder}`);
  });
});
