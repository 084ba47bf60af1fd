import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formats } from './formats.js';
import { fromJsonSchema } from './from-json-schema.js';
import type { JsonSchema } from './types.js';

interface SuiteGroup {
  readonly description: string;
  readonly schema: unknown;
  readonly tests: readonly { readonly description: string; readonly data: unknown; readonly valid: boolean }[];
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const suiteDir = path.resolve(repoRoot, '../shared/conformance/json-schema-test-suite/draft2020-12');
if (!existsSync(suiteDir)) {
  throw new Error(`JSON Schema conformance suite not found at ${suiteDir}: it must sit in <repo>/../shared/conformance`);
}

/** Applicators outside the supported subset, which the suite's README allows skipping. */
const UNSUPPORTED_APPLICATORS = [
  'prefixItems', 'patternProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'contains',
  'dependentSchemas', 'additionalItems', 'dependencies',
];
const SINGLE_SUBSCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', 'additionalItems'];
const SUBSCHEMA_MAPS = ['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/**
 * Lists why a group's schema falls outside the supported subset (per the suite README), walking only
 * schema positions, so a `$ref` inside an `enum` value or a property named `$ref` does not count.
 */
function skipReasons(schema: unknown, reasons: string[] = [], isRoot = true, underNestedId = false): string[] {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return reasons;
  const keywords = schema as Record<string, unknown>;
  const has = (keyword: string): boolean => Object.hasOwn(keywords, keyword);
  const nestedId = underNestedId || (!isRoot && has('$id'));
  const ref = keywords['$ref'];
  if (typeof ref === 'string') {
    if (/^https?:/.test(ref)) reasons.push(`remote $ref ${ref}`);
    else if (!ref.startsWith('#')) reasons.push(`$ref ${ref} resolves only through $id`);
    else if (nestedId) reasons.push(`$ref ${ref} resolves against a nested $id`);
  }
  if (has('$dynamicRef') || has('$dynamicAnchor')) reasons.push('$dynamicRef / $dynamicAnchor');
  if (has('$anchor')) reasons.push('$anchor');
  if (has('unevaluatedProperties') || has('unevaluatedItems')) reasons.push('unevaluatedProperties / unevaluatedItems');
  for (const keyword of UNSUPPORTED_APPLICATORS) if (has(keyword)) reasons.push(`unsupported applicator '${keyword}'`);
  const children: unknown[] = [];
  for (const keyword of SINGLE_SUBSCHEMA) if (has(keyword)) children.push(keywords[keyword]);
  for (const keyword of SUBSCHEMA_MAPS) if (has(keyword)) children.push(...Object.values(keywords[keyword] as object));
  for (const keyword of SUBSCHEMA_LISTS) if (Array.isArray(keywords[keyword])) children.push(...(keywords[keyword] as unknown[]));
  for (const child of children) skipReasons(child, reasons, false, nestedId);
  return reasons;
}

const files = [
  ...readdirSync(suiteDir).filter((name) => name.endsWith('.json')),
  ...readdirSync(path.join(suiteDir, 'optional/format')).map((name) => `optional/format/${name}`),
].sort();
const counts = { passed: 0, failed: 0, skippedGroups: 0, skippedTests: 0 };
const skipped: string[] = [];

describe('JSON Schema Test Suite (draft 2020-12)', () => {
  afterAll(() => {
    console.log(
      `Conformance: ${counts.passed} passed, ${counts.failed} failed, ${counts.skippedTests} skipped tests ` +
        `(${counts.skippedGroups} groups)\nSkipped groups:\n${skipped.map((line) => `  - ${line}`).join('\n')}`,
    );
  });

  it('finds all 26 files of the suite', () => {
    expect(files).toHaveLength(26);
  });

  for (const file of files) {
    const groups = JSON.parse(readFileSync(path.join(suiteDir, file), 'utf8')) as SuiteGroup[];
    describe(file, () => {
      for (const group of groups) {
        const reason = [...new Set(skipReasons(group.schema))].join('; ');
        if (reason) {
          counts.skippedGroups++;
          counts.skippedTests += group.tests.length;
          skipped.push(`${file} — ${group.description}: ${reason}`);
          it.skip(`${group.description} (skipped: ${reason})`, () => {});
          continue;
        }
        it(group.description, () => {
          // The optional format groups test the standard formats, which are passed in (D135).
          const validator = fromJsonSchema(group.schema as JsonSchema, { root: 'any', ...(file.startsWith('optional/format/') && { formats }) });
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
});
