// The validation step (spec §3.2): the registry's limits, then the tool's schema.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { collectSecrets } from '../egress/collect-secrets.js';
import { fail, type ResultIssue, type ToolResult } from '../result.js';
import { formatIssues } from '../format-issues.js';
import { isRecord } from '../is-record.js';
import type { StepAnswer, ToolCall } from './tool-call.js';

type Outcome = StandardSchemaV1.Result<unknown> | null | undefined;

/**
 * Validates the input: the limits (checked as the snapshot was taken), then the schema, whose output
 * is what `run` receives; without a schema the input must be absent (read as `{}`) or an object.
 *
 * @param call The call.
 * @returns An `invalid_input` result, or a promise when the schema validates asynchronously.
 */
export function validateInput(call: ToolCall): StepAnswer {
  const { snapshot, record } = call;
  if (snapshot.issue) return invalidInput(call.name, [snapshot.issue]);
  const read = snapshot.value;
  const { validator } = record;
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
  const decideFor = (settled: Outcome) => decide(call, settled, props.vendor);
  return outcome instanceof Promise ? call.race<Outcome | null>(outcome, decideFor, null) : decideFor(outcome);
}

function decide(call: ToolCall, outcome: Outcome, vendor: string): ToolResult | void {
  if (!outcome || outcome.issues) {
    return invalidInput(call.name, outcome ? formatIssues(outcome.issues!, vendor) : 'Input could not be validated');
  }
  accept(call, outcome.value);
}

// A schema may have trimmed or upper-cased a secret: the validated input's are secrets too (spec §6).
function accept(call: ToolCall, value: unknown): void {
  call.value = value;
  if (call.paths.length) call.secrets = collectSecrets(value, call.paths, call.secrets);
}

/**
 * Turns a validation failure into an `invalid_input` result whose text lists every problem.
 *
 * @param name The tool's full name.
 * @param issues The formatted issues, or the message of the one issue at the root.
 * @returns The result.
 */
function invalidInput(name: string, issues: readonly ResultIssue[] | string): ToolResult {
  const list = typeof issues === 'string' ? [{ path: '', message: issues }] : issues;
  return fail('invalid_input', `Invalid input for '${name}': ${list.map((issue) => issue.message).join('; ')}`, list);
}
