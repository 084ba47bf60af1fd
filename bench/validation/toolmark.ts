/**
 * `fromJsonSchema` for the validation benchmark: from the working tree, or from the sources of a
 * git revision (`BASELINE=<rev>`), extracted with `git archive` to a temporary folder and imported
 * from there, so both compilers run in the same process, interleaved.
 *
 * Both are imported from their TypeScript sources (through tsx) with `import.meta.env` as a
 * production build inlines it (`production-env.mjs`). They are loosely typed: the benchmark must
 * keep running while the compiler's types change.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

interface Validator {
  readonly '~standard': { readonly validate: (value: unknown) => unknown };
  readonly ignoredKeywords?: readonly { readonly keyword: string; readonly pointer: string }[];
}
interface Module {
  readonly fromJsonSchema: (schema: object, options?: { readonly formats?: unknown }) => Validator;
}

export interface Compiled {
  /** Whether the input is valid; what the benchmark times. */
  readonly check: (input: unknown) => boolean;
  /** The keywords the compiler accepted without enforcing them, as `keyword at pointer`. */
  readonly ignored: readonly string[];
}

export interface Compiler {
  /** The column's name. */
  readonly label: string;
  /** Where the sources come from, for the header. */
  readonly source: string;
  /** Compiles a schema with the standard formats; throws what `fromJsonSchema` throws. */
  readonly compile: (schema: object) => Compiled;
}

function git(args: readonly string[], input?: Buffer): Buffer {
  const result = spawnSync('git', ['-C', REPO, ...args], { input, maxBuffer: 1 << 30 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.toString().trim()}`);
  return result.stdout;
}

async function load(srcDir: string, label: string, source: string): Promise<Compiler> {
  const { fromJsonSchema } = (await import(pathToFileURL(join(srcDir, 'json-schema/index.ts')).href)) as Module;
  const { formats } = (await import(pathToFileURL(join(srcDir, 'json-schema/formats.ts')).href)) as { formats: unknown };
  return {
    label,
    source,
    compile: (schema) => {
      const validator = fromJsonSchema(schema, { formats });
      const standard = validator['~standard'];
      return {
        check: (input) => !(standard.validate(input) as { issues?: unknown }).issues,
        ignored: (validator.ignoredKeywords ?? []).map(({ keyword, pointer }) => `${keyword} at ${pointer || '/'}`),
      };
    },
  };
}

/** `fromJsonSchema` of the working tree, described by HEAD and whether packages/core/src has changes. */
export function loadWorkingTree(): Promise<Compiler> {
  const head = git(['rev-parse', '--short', 'HEAD']).toString().trim();
  const changed = git(['status', '--porcelain', '--', 'packages/core/src']).toString().split('\n').filter(Boolean).length;
  const state = changed ? `${changed} file${changed === 1 ? '' : 's'} of packages/core/src changed` : 'packages/core/src as committed';
  return load(join(REPO, 'packages/core/src'), 'toolmark', `working tree (HEAD ${head}, ${state})`);
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

/** `fromJsonSchema` of an extracted revision. */
export function loadBaseline({ label, src, source }: Baseline): Promise<Compiler> {
  return load(src, label, source);
}
