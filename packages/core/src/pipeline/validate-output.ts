// The output step (spec §3.6), in development builds only: a tool that breaks its own contract is
// found before it ships.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { formatIssues } from '../format-issues.js';
import { fail, type ToolResult } from '../result.js';
import type { ToolRecord } from '../registry/tool-record.js';
import type { CallSettings } from './call-settings.js';
import type { StepAnswer, ToolCall } from './tool-call.js';

type Issues = ReadonlyArray<StandardSchemaV1.Issue> | undefined;
const UNVALIDATED: Issues = [{ message: 'Output could not be validated' }];

/**
 * Validates a successful result's `structuredContent` against the tool's `output` schema, when the
 * registry is in development mode.
 *
 * @param call The call, after `runTool`.
 * @param value What `run` returned, as a result.
 * @returns An `invalid_output` result, or a promise when the schema validates asynchronously.
 */
export function validateOutput(call: ToolCall, value: unknown): StepAnswer {
  const schema = call.record.def.output!;
  const result = value as ToolResult;
  if (result.isError) return;
  const props = schema['~standard'];
  let outcome: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> | undefined;
  try {
    outcome = props.validate(result.structuredContent);
  } catch {
    return invalidOutput(call.name, UNVALIDATED, props.vendor);
  }
  const check = (settled: StandardSchemaV1.Result<unknown> | null) => invalidOutput(call.name, settled ? settled.issues : UNVALIDATED, props.vendor);
  if (!(outcome instanceof Promise)) return check(outcome);
  return call.consult(() => outcome, null, (settled) => check(settled as StandardSchemaV1.Result<unknown> | null));
}

function invalidOutput(name: string, issues: Issues, vendor: string): ToolResult | void {
  if (!issues) return;
  const formatted = formatIssues(issues, vendor);
  const list = formatted.map((issue) => issue.message).join('; ');
  return fail('invalid_output', `'${name}' returned output that does not match its schema: ${list}`, formatted);
}

// Only a registry in development mode, for a tool with an output schema.
validateOutput.appliesTo = (record: ToolRecord, settings: CallSettings) => settings.dev && !!record.def.output;
