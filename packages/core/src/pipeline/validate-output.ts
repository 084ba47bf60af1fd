// The output step (spec §3.6), in development builds only: a tool that breaks its own contract is
// found before it ships.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { formatIssues } from '../format-issues.js';
import { fail, type ToolResult } from '../result.js';
import type { ToolRecord } from '../registry/tool-record.js';
import type { CallEnvironment } from './call-tool.js';
import type { StepAnswer, ToolCall } from './tool-call.js';

type Issues = ReadonlyArray<StandardSchemaV1.Issue> | undefined;
const UNVALIDATED: Issues = [{ message: 'Output could not be validated' }];

/**
 * Validates a successful result's `structuredContent` against the tool's `output` schema, when the
 * registry is in development mode.
 *
 * @param call The call, after `runTool`.
 * @returns An `invalid_output` result, or a promise when the schema validates asynchronously.
 */
export function validateOutput(call: ToolCall): StepAnswer {
  const schema = call.record.def.output!;
  const result = call.output!;
  if (result.isError) return;
  const props = schema['~standard'];
  let outcome: StandardSchemaV1.Result<unknown> | Promise<StandardSchemaV1.Result<unknown>> | undefined;
  try {
    outcome = props.validate(result.structuredContent);
  } catch {
    return invalidOutput(call.name, UNVALIDATED, props.vendor);
  }
  const check = (settled: StandardSchemaV1.Result<unknown> | null) => invalidOutput(call.name, settled ? settled.issues : UNVALIDATED, props.vendor);
  return outcome instanceof Promise ? call.race<StandardSchemaV1.Result<unknown> | null>(outcome, check, null) : check(outcome);
}

function invalidOutput(name: string, issues: Issues, vendor: string): ToolResult | void {
  if (!issues) return;
  const formatted = formatIssues(issues, vendor);
  const list = formatted.map((issue) => issue.message).join('; ');
  return fail('invalid_output', `'${name}' returned output that does not match its schema: ${list}`, formatted);
}

// Only a registry in development mode, for a tool with an output schema.
validateOutput.appliesTo = (record: ToolRecord, env: CallEnvironment) => env.dev && !!record.def.output;
