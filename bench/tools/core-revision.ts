/**
 * The core's sources as of a git revision, for benchmarks that compare the working tree with an
 * earlier commit in one run (`BASELINE=<rev>`): validation and call overhead.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

function git(args: readonly string[], input?: Buffer): Buffer {
  const result = spawnSync('git', ['-C', REPO, ...args], { input, maxBuffer: 1 << 30 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.toString().trim()}`);
  return result.stdout;
}

/** The sources of `packages/core/src` at a git revision, extracted. */
export interface Baseline {
  /** The revision as given (the column's name). */
  readonly label: string;
  /** The folder holding `packages/core/src`'s contents. */
  readonly src: string;
  readonly source: string;
}

/**
 * Extracts `packages/core/src` as of a git revision (`git archive`) to a temporary folder, removed
 * when this process exits, with the working tree's packages/core/node_modules linked beside it.
 */
export function extractRevision(revision: string): Baseline {
  const commit = git(['rev-parse', '--verify', '--short', `${revision}^{commit}`]).toString().trim();
  const dir = mkdtempSync(join(tmpdir(), `toolmark-${commit}-`));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const archive = git(['archive', '--format=tar', commit, 'packages/core/src']);
  const tar = spawnSync('tar', ['-x', '-C', dir], { input: archive });
  if (tar.status !== 0) throw new Error(`tar: ${tar.stderr.toString().trim()}`);
  const core = join(dir, 'packages/core');
  mkdirSync(core, { recursive: true });
  writeFileSync(join(core, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(join(REPO, 'packages/core/node_modules'), join(core, 'node_modules'), 'dir');
  return { label: revision, src: join(core, 'src'), source: `git archive ${commit} packages/core/src` };
}

/**
 * Describes the working tree's core: HEAD and whether packages/core/src has uncommitted changes.
 *
 * @returns A description for a table's header.
 */
export function describeWorkingTree(): string {
  const head = git(['rev-parse', '--short', 'HEAD']).toString().trim();
  const changed = git(['status', '--porcelain', '--', 'packages/core/src']).toString().split('\n').filter(Boolean).length;
  const state = changed ? `${changed} file${changed === 1 ? '' : 's'} of packages/core/src changed` : 'packages/core/src as committed';
  return `working tree (HEAD ${head}, ${state})`;
}
