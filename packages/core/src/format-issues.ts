import type { StandardSchemaV1 } from '@standard-schema/spec';
import { formatPath, subjectOf } from './paths';
import type { ResultIssue } from './result';

/** The fields valibot adds to its Standard Schema issues; read by shape, so valibot is never imported. */
interface ValibotIssue extends StandardSchemaV1.Issue {
  readonly kind: 'schema' | 'validation' | 'transformation';
  readonly type: string;
  readonly input: unknown;
  readonly expected: string | null;
  readonly requirement?: unknown;
}

// Valibot's object schemas: object, strict_object, loose_object, object_with_rest.
const OBJECT_TYPE = /^(?:strict_|loose_)?object(?:_with_rest)?$/;
// Valibot's bound validations: min_value, max_length, gt_value, length …
const BOUND = /^(?:(min|max)_(?:value|length|size)|(gt|lt)_value|length)$/;
const BOUND_WORDS: Record<string, string> = { min: 'at least', max: 'at most', gt: 'greater than', lt: 'less than' };
const FORMATS: Record<string, string> = {
  email: 'a valid email address',
  rfc_email: 'a valid email address',
  url: 'a valid URL',
  uuid: 'a valid UUID',
  integer: 'an integer',
  iso_date: "a date in 'YYYY-MM-DD' format",
  iso_time: "a time in 'hh:mm' format",
  iso_date_time: "a date and time in 'YYYY-MM-DDThh:mm' format",
  iso_timestamp: 'an ISO 8601 timestamp',
  non_empty: 'non-empty',
  finite: 'a finite number',
};

function isValibotIssue(issue: StandardSchemaV1.Issue): issue is ValibotIssue {
  return typeof (issue as ValibotIssue).kind === 'string' && typeof (issue as ValibotIssue).type === 'string';
}

// '("eco" | "business")' → ['"eco"', '"business"']
function options(expected: string): string[] {
  return expected.replace(/^\((.*)\)$/, '$1').split(' | ');
}

function describeType(expected: string): string {
  return options(expected)
    .map((name) => (/^[aeiou]/i.test(name) ? 'an ' : 'a ') + name.toLowerCase())
    .join(' or ');
}

function describeValibot(issue: ValibotIssue, subject: string): string {
  const { type, expected, requirement } = issue;
  if (issue.kind === 'schema') {
    if (OBJECT_TYPE.test(type) && issue.input === undefined && issue.path?.length) return `Missing required parameter ${subject}`;
    if (expected === 'never') return `Unexpected parameter ${subject}`;
    if (expected) {
      const literals = options(expected);
      // Only when every option is a string literal.
      if (literals.every((part) => /^".*"$/.test(part))) {
        const values = literals.map((part) => part.slice(1, -1));
        return values.length === 1 ? `${subject} must be '${values[0]}'` : `${subject} must be one of: ${values.join(', ')}`;
      }
      return `${subject} must be ${describeType(expected)}`;
    }
  }
  const bound = BOUND.exec(type);
  if (bound) {
    const unit = !type.endsWith('length') ? '' : typeof issue.input === 'string' ? ' characters long' : Array.isArray(issue.input) ? ' items' : '';
    return `${subject} must be ${BOUND_WORDS[bound[1] ?? bound[2] ?? ''] ?? 'exactly'} ${String(requirement)}${unit}`;
  }
  const format = FORMATS[type];
  if (format) return `${subject} must be ${format}`;
  if (type === 'multiple_of') return `${subject} must be a multiple of ${String(requirement)}`;
  if (type === 'regex') return `${subject} must match the pattern ${String(requirement)}`;
  // Valibot's own messages end by quoting the received value; a model does not need it echoed back.
  return `${subject} is invalid: ${issue.message.replace(/:? [Bb]ut received .*$|: Received .*$/, '')}`;
}

/**
 * Formats Standard Schema issues as messages that read well for a model and name the path:
 * `Missing required parameter 'origin'`, `'cabin' must be one of: eco, business` (spec §3.2).
 * Valibot issues are recognised by shape and phrased anew; Toolmark's own (vendor `toolmark`) are
 * already phrased; other vendors' messages are prefixed with the path.
 *
 * @param issues The issues from `~standard.validate`.
 * @param vendor The schema's vendor.
 * @returns One `{ path, message }` per issue.
 */
export function formatIssues(issues: ReadonlyArray<StandardSchemaV1.Issue>, vendor: string): ResultIssue[] {
  return issues.map((issue) => {
    const path = formatPath((issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment)));
    const subject = subjectOf(path);
    let message = issue.message;
    if (vendor !== 'toolmark') {
      if (isValibotIssue(issue)) message = describeValibot(issue, subject);
      else if (path !== '') message = `${subject}: ${issue.message}`;
    }
    return { path, message };
  });
}
