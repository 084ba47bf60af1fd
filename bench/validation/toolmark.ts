/**
 * `fromJsonSchema` for the validation benchmark: from the working tree, or from the sources of a
 * git revision (`BASELINE=<rev>`), extracted with `git archive` to a temporary folder and imported
 * from there, so both compilers run in the same process, interleaved.
 *
 * Both are imported from their TypeScript sources (through tsx) with `import.meta.env` as a
 * production build inlines it (`production-env.mjs`). They are loosely typed: the benchmark must
 * keep running while the compiler's types change.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describeWorkingTree, type Baseline } from '../tools/core-revision';

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
  return load(join(REPO, 'packages/core/src'), 'toolmark', describeWorkingTree());
}

/** `fromJsonSchema` of an extracted revision. */
export function loadBaseline({ label, src, source }: Baseline): Promise<Compiler> {
  return load(src, label, source);
}
