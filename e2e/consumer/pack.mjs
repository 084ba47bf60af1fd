// Packs every published package as `pnpm publish` would (workspace: ranges replaced by versions,
// only the `files` the manifest lists), so that the checks after it judge what npm users get.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Lists the packages that are published: every `packages/*` whose manifest is not private.
 *
 * @returns Each package's name and folder.
 */
export function publishedPackages() {
  const folder = join(ROOT, 'packages');
  return readdirSync(folder)
    .map((entry) => ({ dir: join(folder, entry), manifest: JSON.parse(readFileSync(join(folder, entry, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir }));
}

/**
 * The pnpm that packs: the one running this script (`pnpm run` sets `npm_execpath`), else the
 * version the root manifest's `packageManager` pins, through npx (a machine may have only npm).
 *
 * @returns {[string, string[]]} The command and the arguments before pnpm's own.
 */
function pnpmCommand() {
  const running = process.env.npm_execpath;
  if (running && /pnpm/.test(running)) return running.endsWith('.js') || running.endsWith('.cjs') ? [process.execPath, [running]] : [running, []];
  const { packageManager } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  return ['npx', ['--yes', packageManager]];
}

/**
 * Packs every published package into `destination`; the packages must be built.
 *
 * @param {string} destination The folder for the tarballs; created when missing.
 * @returns {{ name: string, dir: string, tarball: string }[]} Each package with the path of its tarball.
 */
export function packAll(destination) {
  mkdirSync(destination, { recursive: true });
  const [command, prefix] = pnpmCommand();
  return publishedPackages().map(({ name, dir }) => {
    const out = execFileSync(command, [...prefix, 'pack', '--json', '--pack-destination', destination], { cwd: dir, encoding: 'utf8' });
    const { filename } = JSON.parse(out);
    return { name, dir, tarball: filename.startsWith('/') ? filename : join(destination, filename) };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const destination = process.argv[2] ?? join(ROOT, 'packs');
  for (const { name, tarball } of packAll(destination)) console.log(`${name}\t${tarball}`);
}
