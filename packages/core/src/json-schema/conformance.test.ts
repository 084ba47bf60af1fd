import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isToolmarkError } from '../errors.js';
import { formats } from './formats.js';
import { fromJsonSchema, type FromJsonSchemaOptions } from './from-json-schema.js';
import { unevaluated } from './unevaluated.js';
import type { JsonSchema, JsonSchemaValidator } from './types.js';

interface SuiteGroup {
  readonly description: string;
  readonly schema: unknown;
  readonly tests: readonly { readonly description: string; readonly data: unknown; readonly valid: boolean }[];
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/**
 * The shared data folder: `<repo>/../shared`, beside the repository, as CI checks it out; or
 * `TOOLMARK_SHARED_DIR` (a path, relative to the working directory or absolute) for a clone elsewhere.
 */
const sharedDir = process.env['TOOLMARK_SHARED_DIR'] ? path.resolve(process.env['TOOLMARK_SHARED_DIR']) : path.resolve(repoRoot, '../shared');
const suiteRoot = path.join(sharedDir, 'conformance/json-schema-test-suite');
/** The suite's two folders: the official draft 2020-12 files, and those of the keywords issue 16 added. */
const FOLDERS = ['draft2020-12', 'draft2020-12-added'];
const missing = FOLDERS.filter((folder) => !existsSync(path.join(suiteRoot, folder)));
/** Whether this is CI (`.ci/run` sets `CI=true`), where the suite is always there: its absence is a failure. */
const inCi = /^(?!0$|false$)./i.test(process.env['CI'] ?? '');
const MISSING =
  `the JSON Schema conformance suite is not there: no ${missing.map((folder) => `${path.join(suiteRoot, folder)}/`).join(' and no ')}. ` +
  `Put the JSON-Schema-Test-Suite's two folders, draft2020-12/ and draft2020-12-added/ (as in the shared folder CI has beside ` +
  `the repository, shared/conformance/json-schema-test-suite/), in ${suiteRoot}/, or set TOOLMARK_SHARED_DIR to a folder that holds them in conformance/json-schema-test-suite/`;
if (missing.length) {
  // Locally a clone may lack the shared folder: one skipped test says what is missing. In CI it fails.
  describe('JSON Schema Test Suite (draft 2020-12)', () => {
    if (inCi) it('finds the suite (CI)', () => expect.fail(MISSING));
    else {
      console.warn(`Skipped: ${MISSING}`);
      it.skip(`finds the suite: skipped, ${MISSING}`, () => {});
    }
  });
}

/**
 * The keywords `fromJsonSchema` refuses on purpose (spec §13.2), and so the only reasons a group may
 * be skipped: a refusal at any other keyword fails the test, so a keyword the validator claims cannot
 * hide behind a skip.
 */
const REFUSED_ON_PURPOSE = ['$dynamicRef', '$dynamicAnchor', '$vocabulary', '$id', '$ref', 'additionalItems', 'dependencies'];

/**
 * The sizes of the one compiler: the vocabulary, which the npm entry and the script tag's add-on
 * compile, and the vocabulary with the `unevaluated` rule. Each runs the whole suite, and may skip only
 * what it refuses on purpose.
 */
const SIZES: readonly { readonly name: string; readonly options: FromJsonSchemaOptions; readonly refused: ReadonlySet<string> }[] = [
  { name: 'fromJsonSchema', options: {}, refused: new Set([...REFUSED_ON_PURPOSE, 'unevaluatedProperties', 'unevaluatedItems']) },
  { name: 'fromJsonSchema with keywords: [unevaluated]', options: { keywords: [unevaluated] }, refused: new Set(REFUSED_ON_PURPOSE) },
];

/** A pattern the safety check refuses (§13.5) is refused on purpose too, wherever it stands. */
const isUnsafePattern = (message: string): boolean => / pattern ".*" is refused: /.test(message);

/** Lists a folder's files, its `optional/format/` ones included. */
function suiteFiles(folder: string): string[] {
  const dir = path.join(suiteRoot, folder);
  const formatDir = path.join(dir, 'optional/format');
  return [
    ...readdirSync(dir).filter((name) => name.endsWith('.json')),
    ...(existsSync(formatDir) ? readdirSync(formatDir).map((name) => `optional/format/${name}`) : []),
  ].sort();
}

/**
 * Compiles a group's schema, or tells why it is refused.
 *
 * @returns The validator, or the refused keyword and the message.
 */
function compile(schema: unknown, file: string, options: FromJsonSchemaOptions): JsonSchemaValidator | { keyword: string; message: string } {
  try {
    // The optional format groups test the standard formats, which are passed in.
    return fromJsonSchema(schema as JsonSchema, { ...options, root: 'any', ...(file.startsWith('optional/format/') && { formats }) });
  } catch (error) {
    if (!isToolmarkError(error) || error.code !== 'schema_conversion_failed') throw error;
    const pointer = String((error.details as { pointer?: unknown } | undefined)?.pointer);
    return { keyword: pointer.split('/').pop()!.replaceAll('~1', '/').replaceAll('~0', '~'), message: error.message };
  }
}

for (const size of missing.length ? [] : SIZES) {
  const counts = { passed: 0, failed: 0, skippedGroups: 0, skippedTests: 0 };
  const skipped: string[] = [];

  describe(`JSON Schema Test Suite (draft 2020-12), ${size.name}`, () => {
    afterAll(() => {
      console.log(
        `Conformance of ${size.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skippedTests} skipped tests ` +
          `(${counts.skippedGroups} groups)\nSkipped groups:\n${skipped.map((line) => `  - ${line}`).join('\n')}`,
      );
    });

    it('finds the files of both folders', () => {
      expect(FOLDERS.map((folder) => suiteFiles(folder).length)).toEqual([26, 21]);
    });

    for (const folder of FOLDERS) {
      for (const file of suiteFiles(folder)) {
        const groups = JSON.parse(readFileSync(path.join(suiteRoot, folder, file), 'utf8')) as SuiteGroup[];
        describe(`${folder}/${file}`, () => {
          for (const group of groups) {
            const validator = compile(group.schema, file, size.options);
            if (!('~standard' in validator)) {
              counts.skippedGroups++;
              counts.skippedTests += group.tests.length;
              skipped.push(`${folder}/${file} — ${group.description}: ${validator.message}`);
              it(`${group.description} (refused: ${validator.message})`, () => {
                if (!isUnsafePattern(validator.message)) expect(size.refused, `refused at '${validator.keyword}', a keyword this size claims to enforce`).toContain(validator.keyword);
              });
              continue;
            }
            it(group.description, () => {
              const mismatches = group.tests.filter((test) => {
                const valid = !validator['~standard'].validate(test.data).issues;
                if (valid === test.valid) counts.passed++;
                else counts.failed++;
                return valid !== test.valid;
              });
              expect(mismatches.map((test) => test.description)).toEqual([]);
            });
          }
        });
      }
    }
  });
}
