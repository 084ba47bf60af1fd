/**
 * Runs one case of the work benchmark (bench/validation-work.ts): its verdict and the median time of
 * a validation, after a warm-up. From the sources (no build needed), in Node and bundled in a page.
 */
import { formats } from '../../packages/core/src/json-schema/formats';
import { fromJsonSchema } from '../../packages/core/src/json-schema/from-json-schema';
import { unevaluated } from '../../packages/core/src/json-schema/unevaluated';
import type { WorkCase } from './cases';

/** What one case gave: its verdict and the median milliseconds of a validation. */
export interface CaseTime {
  readonly verdict: string;
  readonly ms: number;
  readonly bytes: number;
}

/**
 * Validates a case's input `rounds` times (after one warm-up) and keeps the median time.
 *
 * @param testCase The case.
 * @param rounds How many timed validations.
 * @param clock Milliseconds: `performance.now` in a page; in Node the process's CPU time, which
 *   other processes on a shared machine do not inflate.
 * @returns The verdict, the median time and the input's bytes as JSON.
 */
export function runCase(testCase: WorkCase, rounds: number, clock = () => performance.now()): CaseTime {
  const validator = fromJsonSchema(testCase.schema as never, { formats, keywords: testCase.unevaluated ? [unevaluated] : [] });
  const input = testCase.input();
  const bytes = new TextEncoder().encode(JSON.stringify(input)).length;
  const validate = () => validator['~standard'].validate(input);
  const first = validate();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = clock();
    validate();
    times.push(clock() - started);
  }
  const issues = 'issues' in first ? (first.issues ?? []) : [];
  const verdict = !issues.length ? 'valid' : issues.some((issue) => /too much work/.test(issue.message)) ? 'too much work' : `invalid (${issues.length})`;
  return { verdict, ms: times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!, bytes };
}
