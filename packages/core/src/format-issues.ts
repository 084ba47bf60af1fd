import type { StandardSchemaV1 } from '@standard-schema/spec';
import { formatPath } from './paths';
import type { ResultIssue } from './result';

/** The fields valibot adds to its Standard Schema issues; read by shape, so valibot is never imported. */
interface ValibotIssue extends StandardSchemaV1.Issue {
  readonly kind: 'schema' | 'validation' | 'transformation';
  readonly type: string;
  readonly input: unknown;
  readonly expected: string | null;
  readonly requirement?: unknown;
}

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);
const BOUNDS: Record<string, string> = {
  min_value: 'at least',
  max_value: 'at most',
  gt_value: 'greater than',
  lt_value: 'less than',
  min_length: 'at least',
  max_length: 'at most',
  length: 'exactly',
  min_size: 'at least',
  max_size: 'at most',
};
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

function pathOf(issue: StandardSchemaV1.Issue): string {
  return formatPath((issue.path ?? []).map((segment) => (typeof segment === 'object' ? segment.key : segment)));
}

// '("eco" | "business")' → ['eco', 'business']; undefined when any option is not a string literal.
function literalOptions(expected: string | null): string[] | undefined {
  if (!expected) return undefined;
  const parts = expected.replace(/^\((.*)\)$/, '$1').split(' | ');
  if (!parts.every((part) => /^".*"$/.test(part))) return undefined;
  return parts.map((part) => part.slice(1, -1));
}

function describeType(expected: string): string {
  const names = expected.replace(/^\((.*)\)$/, '$1').split(' | ').map((name) => name.toLowerCase());
  return names.map((name) => (/^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`)).join(' or ');
}

function unit(issue: ValibotIssue): string {
  if (!issue.type.endsWith('_length') && issue.type !== 'length') return '';
  if (typeof issue.input === 'string') return ' characters long';
  return Array.isArray(issue.input) ? ' items' : '';
}

function describeValibot(issue: ValibotIssue, subject: string): string {
  const { type, expected } = issue;
  if (issue.kind === 'schema' && OBJECT_TYPES.has(type) && issue.input === undefined && issue.path?.length) {
    return `Missing required parameter ${subject}`;
  }
  if (issue.kind === 'schema' && expected === 'never') return `Unexpected parameter ${subject}`;
  const options = literalOptions(expected);
  if (issue.kind === 'schema' && options) {
    return options.length === 1 ? `${subject} must be '${options[0]}'` : `${subject} must be one of: ${options.join(', ')}`;
  }
  if (issue.kind === 'schema' && expected) return `${subject} must be ${describeType(expected)}`;
  const bound = BOUNDS[type];
  if (bound) return `${subject} must be ${bound} ${String(issue.requirement)}${unit(issue)}`;
  const format = FORMATS[type];
  if (format) return `${subject} must be ${format}`;
  if (type === 'multiple_of') return `${subject} must be a multiple of ${String(issue.requirement)}`;
  if (type === 'regex') return `${subject} must match the pattern ${String(issue.requirement)}`;
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
    const path = pathOf(issue);
    const subject = path === '' ? 'Input' : `'${path}'`;
    let message = issue.message;
    if (vendor !== 'toolmark') {
      if (isValibotIssue(issue)) message = describeValibot(issue, subject);
      else if (path !== '') message = `${subject}: ${issue.message}`;
    }
    return { path, message };
  });
}
