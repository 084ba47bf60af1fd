// The packages as npm would publish them, judged by outside tools: every package is packed, then
// `publint --strict` and `attw --profile esm-only` (are the types wrong) must pass for each tarball,
// and each tarball must carry what an npm user reads first (a README, a LICENSE, `repository`,
// `homepage`) and no source maps (spec §11, D140). Prints a table of what each tarball holds.
// Usage: node e2e/consumer/check-packages.mjs (the packages must be built: pnpm run build).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packAll, ROOT } from './pack.mjs';

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
 * @returns {{ files: { path: string, size: number }[], manifest: Record<string, unknown> }} What it holds.
 */
function readTarball(tarball) {
  const listing = execFileSync('tar', ['-tvzf', tarball], { encoding: 'utf8' }).trim().split('\n');
  const files = listing.map((line) => {
    const fields = line.trim().split(/\s+/);
    return { path: fields.slice(5).join(' ').replace(/^package\//, ''), size: Number(fields[2]) };
  });
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
  return { files, manifest };
}

/**
 * Lists what an npm user misses in a tarball: a README, a LICENSE, the links, or finds in excess.
 *
 * @param {{ files: { path: string }[], manifest: Record<string, unknown> }} contents What the tarball holds.
 * @returns {string[]} The problems; empty when there are none.
 */
function contentProblems({ files, manifest }) {
  const problems = [];
  const has = (pattern) => files.some(({ path }) => pattern.test(path));
  if (!has(/^README\.md$/i)) problems.push('no README.md');
  if (!has(/^LICENSE(\.md)?$/i)) problems.push('no LICENSE');
  for (const field of ['repository', 'homepage', 'license']) if (!manifest[field]) problems.push(`no "${field}" in package.json`);
  const maps = files.filter(({ path }) => path.endsWith('.map'));
  if (maps.length > 0) problems.push(`${maps.length} source maps (spec D140 ships none), e.g. ${maps[0].path}`);
  const sources = files.filter(({ path }) => /^src\//.test(path));
  if (sources.length > 0) problems.push(`${sources.length} files of src/, which no export points at`);
  return problems;
}

const destination = mkdtempSync(join(tmpdir(), 'toolmark-packs-'));
let failures = 0;
try {
  const rows = [];
  for (const { name, tarball } of packAll(destination)) {
    const contents = readTarball(tarball);
    for (const problem of contentProblems(contents)) {
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
