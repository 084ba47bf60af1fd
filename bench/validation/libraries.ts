/**
 * The libraries of the validation benchmark, each a way to compile a case into a check.
 */
import { Validator } from '@cfworker/json-schema';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import * as v from 'valibot';
import type { Case } from './cases';
import type { Run } from './measure';
import type { Baseline } from '../tools/core-revision';
import { loadBaseline, loadWorkingTree, type Compiler } from './toolmark';
import { typeBoxCheck } from './typebox';

// ajv-formats is CommonJS; under ESM its callable export sits on `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

export interface Library {
  readonly name: string;
  /** Runs without `eval` / `new Function`: a candidate for the fastest no-eval validator. */
  readonly noEval?: boolean;
  /** Compiles the case's schema; throws, with the reason, when the library cannot check it. */
  readonly compile: (testCase: Case) => Run;
}

export interface Libraries {
  readonly libraries: readonly Library[];
  /** The name of the working tree's `fromJsonSchema`, and of the baseline's if any. */
  readonly toolmark: string;
  readonly baseline?: string;
  /** Where each toolmark column's sources come from, or why it does not load. */
  readonly sources: readonly string[];
}

export const message = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);

/** A toolmark column: the compiler, or, on every row, the reason it does not load. */
async function toolmark(load: () => Promise<Compiler>, name: string, onIgnored: (name: string, ignored: readonly string[], testCase: Case) => void): Promise<{ library: Library; source: string }> {
  let compiler: Compiler;
  try {
    compiler = await load();
  } catch (error) {
    const reason = `does not load: ${message(error)}`;
    return { library: { name, compile: () => { throw new Error(reason); } }, source: `${name} ${reason}` };
  }
  const compile = (testCase: Case): Run => {
    const { check, ignored } = compiler.compile(testCase.schema);
    if (ignored.length > 0) onIgnored(name, ignored, testCase);
    return check;
  };
  return { library: { name, compile }, source: `${name} = ${compiler.source}` };
}

/**
 * Loads the libraries: `fromJsonSchema` of the working tree (and of `baseline`), ajv, @cfworker,
 * TypeBox and valibot.
 *
 * @param onIgnored Told of the keywords a toolmark compiler accepts without enforcing them.
 */
export async function loadLibraries(baseline: Baseline | undefined, onIgnored: (name: string, ignored: readonly string[], testCase: Case) => void): Promise<Libraries> {
  const now = await toolmark(loadWorkingTree, 'toolmark', onIgnored);
  const before = baseline ? await toolmark(() => loadBaseline(baseline), baseline.label, onIgnored) : undefined;
  const libraries: Library[] = [
    now.library,
    ...(before ? [before.library] : []),
    {
      name: 'ajv',
      compile: ({ schema }) => {
        const validate = addFormats(new Ajv2020({ allErrors: false, allowUnionTypes: true })).compile(schema);
        return (input) => validate(input);
      },
    },
    {
      name: 'cfworker',
      noEval: true,
      compile: ({ schema }) => {
        const validator = new Validator(schema as object, '2020-12');
        return (input) => validator.validate(input).valid;
      },
    },
    { name: 'TypeBox', noEval: true, compile: ({ schema }) => typeBoxCheck(schema as object) },
    { name: 'valibot', noEval: true, compile: ({ valibot }) => (input) => v.safeParse(valibot, input).success },
  ];
  return { libraries, toolmark: now.library.name, ...(before ? { baseline: before.library.name } : {}), sources: [now.source, ...(before ? [before.source] : [])] };
}
