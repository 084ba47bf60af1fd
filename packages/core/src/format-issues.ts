import type { StandardSchemaV1 } from '@standard-schema/spec';
import { formatPath, subjectOf } from './paths.js';
import type { ResultIssue } from './result.js';

/** The fields valibot adds to its Standard Schema issues; read by shape, so valibot is never imported. */
interface ValibotFields {
  readonly kind?: unknown;
  readonly expected?: unknown;
  readonly received?: unknown;
}

// Valibot's messages end by quoting the received value; a model does not need it echoed back.
// `[^]` rather than `.`: a received string holding a line break is quoted whole, so all of it goes.
const RECEIVED = /:? [Bb]ut received [^]*$|: Received [^]*$/;

// A type issue from valibot: `expected` is `"origin"`, `never`, `string`, `("eco" | "business")` …
function describeType(expected: string, received: unknown, path: string, subject: string): string {
  if (expected === 'never') return `Unexpected parameter ${subject}`;
  if (received === 'undefined' && path) return `Missing required parameter ${subject}`;
  const options = expected.replace(/^\((.*)\)$/, '$1').split(' | ');
  // String literals (picklists, literals) are listed bare; types read as `a string or a number`.
  const values = options.every((option) => option[0] === '"') && options.map((option) => option.slice(1, -1));
  const what = values
    ? values.length > 1
      ? `one of: ${values.join(', ')}`
      : `'${values[0]}'`
    : options.map((option) => (/^[aeiou]/i.test(option) ? 'an ' : 'a ') + option.toLowerCase()).join(' or ');
  return `${subject} must be ${what}`;
}

/**
 * Formats Standard Schema issues as messages that read well for a model and name the path (spec
 * §3.2). Valibot's type issues, recognised by shape, are phrased anew: `Missing required parameter
 * 'origin'`, `'cabin' must be one of: eco, business`, `'qty' must be a number`. Every other issue
 * keeps its own message, prefixed with the path and without the echo of the received value:
 * `'qty': Invalid value: Expected >=1`. Toolmark's own (vendor `toolmark`) are already phrased.
 *
 * @param issues The issues from `~standard.validate`.
 * @param vendor The schema's vendor.
 * @returns One `{ path, message }` per issue.
 */
export function formatIssues(issues: ReadonlyArray<StandardSchemaV1.Issue>, vendor: string): ResultIssue[] {
  return issues.map((issue) => {
    const path = formatPath(issue.path ?? []);
    const { kind, expected, received } = issue as ValibotFields;
    const subject = subjectOf(path);
    const message =
      vendor === 'toolmark'
        ? issue.message
        : kind === 'schema' && typeof expected === 'string'
          ? describeType(expected, received, path, subject)
          : (path && `${subject}: `) + issue.message.replace(RECEIVED, '');
    return { path, message };
  });
}
