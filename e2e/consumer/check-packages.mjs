// The packages as npm would publish them, judged by outside tools: every package is packed, then
// `publint --strict` and `attw --profile esm-only` (are the types wrong) must pass for each tarball,
// and each tarball must carry what an npm user reads first (a README, a LICENSE, `repository`,
// `homepage`) and no source maps (spec §11); the script tag's tarball must hold every file its build
// lists; and every export must be mapped to its sources by the root tsconfig.json's `paths`. Prints
// a table of what each tarball holds.
// Usage: pnpm run test:packages, or node e2e/consumer/check-packages.mjs (the packages must be built).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceOf } from '../../bench/tools/workspace-sources.mjs';
import { packAll, publishedPackages, ROOT } from './pack.mjs';

const bin = (name) => join(ROOT, 'node_modules/.bin', name);
/** The outside checks, each a command line run on one tarball. */
const CHECKS = [
  { name: 'publint --strict', args: (tarball) => [bin('publint'), ['--strict', tarball]] },
  { name: 'attw --profile esm-only', args: (tarball) => [bin('attw'), ['--profile', 'esm-only', '--format', 'ascii', tarball]] },
];

/**
 * Reads what a tarball holds: its files with their sizes, and its package.json.
 *
 * @param {string} tarball The tarball's path.
 * @returns {{ files: { path: string, size: number }[], manifest: Record<string, unknown>, readme: string }} What it holds: the
 *   files with their sizes, package.json and the README's text.
 */
function readTarball(tarball) {
  const listing = execFileSync('tar', ['-tvzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  const files = listing.map((line) => {
    const fields = line.trim().split(/\s+/);
    return { path: fields.slice(5).join(' ').replace(/^package\//, ''), size: Number(fields[2]) };
  });
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
  const readmePath = files.find(({ path }) => /^README\.md$/i.test(path))?.path;
  const readme = readmePath ? execFileSync('tar', ['-xzOf', tarball, `package/${readmePath}`], { encoding: 'utf8' }) : '';
  return { files, manifest, readme };
}

/**
 * Lists what an npm user misses in a tarball: a README, a LICENSE, the links, or finds in excess.
 *
 * @param {{ files: { path: string }[], manifest: Record<string, unknown>, readme: string }} contents What the tarball holds.
 * @returns {string[]} The problems; empty when there are none.
 */
function contentProblems({ files, manifest, readme }) {
  const problems = [];
  const has = (pattern) => files.some(({ path }) => pattern.test(path));
  if (!has(/^README\.md$/i)) problems.push('no README.md');
  // What an npm user reads first: what it is (the heading and the paragraph under it), how to install
  // it, a minimal example, where the documentation is.
  const sections = [
    ['what it is', /^# \S.*\n\n\S/],
    ['how to install it (an "## Install" or "## Get the file" section)', /^## (Install|Get the file)\b/m],
    ['a minimal example (an "## Example" section with a code block)', /^## Example\b[\s\S]*?```(tsx?|html)\n/m],
    ['a link to the documentation', /\]\(https:\/\/[^)]*\/docs\b/],
  ];
  for (const [what, pattern] of sections) if (readme && !pattern.test(readme)) problems.push(`the README does not say ${what}`);
  if (!has(/^LICENSE(\.md)?$/i)) problems.push('no LICENSE');
  for (const field of ['repository', 'homepage', 'bugs', 'license']) if (!manifest[field]) problems.push(`no "${field}" in package.json`);
  const maps = files.filter(({ path }) => path.endsWith('.map'));
  if (maps.length > 0) problems.push(`${maps.length} source maps (none ship), e.g. ${maps[0].path}`);
  const sources = files.filter(({ path }) => /^src\//.test(path));
  if (sources.length > 0) problems.push(`${sources.length} files of src/, which no export points at`);
  return problems;
}

/**
 * Lists what the script tag's tarball misses of its own build (spec §18.1): every file its
 * `dist/files.json` and `dist/files-dev.json` list (the classic scripts and every chunk they may
 * import), and, in the production list, every classic script its `exports` names. A chunk left out
 * would load nowhere but in this workspace.
 *
 * @param {string} tarball The tarball's path.
 * @param {{ files: { path: string }[], manifest: Record<string, unknown> }} contents What it holds.
 * @returns {string[]} The problems; empty when there are none.
 */
function scriptTagProblems(tarball, { files, manifest }) {
  const problems = [];
  const held = new Set(files.map(({ path }) => path));
  const listed = new Set();
  for (const list of ['dist/files.json', 'dist/files-dev.json']) {
    if (!held.has(list)) {
      problems.push(`no ${list}`);
      continue;
    }
    const { files: entries } = JSON.parse(execFileSync('tar', ['-xzOf', tarball, `package/${list}`], { encoding: 'utf8' }));
    for (const { file } of entries) {
      listed.add(`dist/${file}`);
      if (!held.has(`dist/${file}`)) problems.push(`${list} lists ${file}, which the tarball does not hold`);
    }
  }
  for (const [key, target] of Object.entries(manifest.exports ?? {})) {
    const file = typeof target === 'string' ? target : target.default;
    if (key.endsWith('.js') && !listed.has(file.replace(/^\.\//, ''))) problems.push(`exports names ${key}, which no file list of the build holds`);
  }
  return problems;
}

/**
 * Lists the exports the workspace cannot read from sources: every entry a package exports (but its
 * package.json, the script files and the script tag's `files.json`) must be mapped by the root
 * tsconfig.json's `paths`, the one map the tests, the script-tag build and the dev server resolve
 * through (spec §11), to a file that exists; an entry left out would be read from `dist/` in the
 * tests without a word.
 *
 * @returns {string[]} The problems; empty when there are none.
 */
function sourceMapProblems() {
  const problems = [];
  for (const { name, dir } of publishedPackages()) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const key of Object.keys(manifest.exports ?? {})) {
      // The script tag's classic scripts and its build's file list (`toolmark/files.json`) have no source to map.
      if (key.endsWith('.json') || key.endsWith('.js')) continue;
      const specifier = key === '.' ? name : `${name}/${key.slice(2)}`;
      const source = sourceOf(specifier);
      if (!source) problems.push(`${specifier}: not in tsconfig.json's paths, so the workspace reads it from dist/`);
      else if (!existsSync(source)) problems.push(`${specifier}: tsconfig.json maps it to ${source}, which does not exist`);
    }
  }
  return problems;
}

let failures = 0;
for (const problem of sourceMapProblems()) {
  failures++;
  console.error(`✗ ${problem}`);
}

const destination = mkdtempSync(join(tmpdir(), 'toolmark-packs-'));
try {
  const rows = [];
  for (const { name, tarball } of packAll(destination)) {
    const contents = readTarball(tarball);
    for (const problem of [...contentProblems(contents), ...(name === 'toolmark' ? scriptTagProblems(tarball, contents) : [])]) {
      failures++;
      console.error(`✗ ${name}: ${problem}`);
    }
    for (const check of CHECKS) {
      const [command, args] = check.args(tarball);
      const run = spawnSync(command, args, { encoding: 'utf8' });
      if (run.status === 0) {
        console.log(`✓ ${name}: ${check.name}`);
      } else {
        failures++;
        console.error(`✗ ${name}: ${check.name} failed (exit ${run.status})\n${run.stdout}${run.stderr}`);
      }
    }
    const bytes = (filter) => contents.files.filter(filter).reduce((sum, { size }) => sum + size, 0);
    rows.push({
      package: name,
      files: contents.files.length,
      'unpacked (kB)': (bytes(() => true) / 1000).toFixed(1),
      'declarations (kB)': (bytes(({ path }) => path.endsWith('.d.ts')) / 1000).toFixed(1),
    });
  }
  console.table(rows);
} finally {
  rmSync(destination, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`${failures} package problem(s)`);
  process.exit(1);
}
console.log('Every package passes publint --strict and attw --profile esm-only, with a README, a LICENSE and its links.');
