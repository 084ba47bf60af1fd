// The validation step (spec §3.2): the registry's limits, then the tool's schema.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { collectSecrets } from '../egress/collect-secrets.js';
import { fail, type ResultIssue, type ToolResult } from '../result.js';
import { formatIssues } from '../format-issues.js';
import { isRecord } from '../is-record.js';
import type { Proceed, StepAnswer, ToolCall } from './tool-call.js';

type Outcome = StandardSchemaV1.Result<unknown> | null | undefined;

/**
 * Validates the input's snapshot (its limits were checked as it was taken, spec §3.2) against the
 * schema, whose output is what `run` receives; without a schema the input must be absent (read as
 * `{}`) or an object.
 *
 * @param call The call.
 * @param read The input's snapshot.
 * @returns The validated input, an `invalid_input` result, or a promise of either when the schema
 *   validates asynchronously.
 */
export function validateInput(call: ToolCall, read: unknown): StepAnswer {
  const { validator } = call.record;
  if (!validator) {
    const value = read === undefined ? {} : read;
    if (!isRecord(value)) return invalidInput(call.name, 'Input must be an object');
    return accept(call, value);
  }
  const props = validator['~standard'];
  let outcome: Outcome | Promise<Outcome>;
  try {
    outcome = props.validate(read);
  } catch {
    // A schema that throws is a bug in the schema; the input is still refused, never run.
  }
  if (!(outcome instanceof Promise)) return decide(call, outcome, props.vendor);
  return call.consult(() => outcome, null, (settled) => decide(call, settled as Outcome, props.vendor));
}

function decide(call: ToolCall, outcome: Outcome, vendor: string): ToolResult | Proceed {
  if (!outcome || outcome.issues) {
    return invalidInput(call.name, outcome ? formatIssues(outcome.issues!, vendor) : 'Input could not be validated');
  }
  return accept(call, outcome.value);
}

// A schema may have trimmed or upper-cased a secret: the validated input's are secrets too (spec §6).
function accept(call: ToolCall, value: unknown): Proceed {
  if (call.paths.length) call.secrets = collectSecrets(value, call.paths, call.secrets);
  return { value };
}

/**
 * Turns a validation failure into an `invalid_input` result whose text lists every problem.
 *
 * @param name The tool's full name.
 * @param issues The formatted issues, or the message of the one issue at the root.
 * @returns The result.
 */
export function invalidInput(name: string, issues: readonly ResultIssue[] | string): ToolResult {
  const list = typeof issues === 'string' ? [{ path: '', message: issues }] : issues;
  return fail('invalid_input', `Invalid input for '${name}': ${list.map((issue) => issue.message).join('; ')}`, list);
}
