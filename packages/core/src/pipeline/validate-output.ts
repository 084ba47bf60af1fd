import type { StandardSchemaV1 } from '@standard-schema/spec';
import { formatIssues } from '../format-issues.js';
import { fail, type ToolResult } from '../result.js';

/**
 * Validates a successful result's `structuredContent` against the tool's `output` schema, in
 * development only (spec §3.6): a tool that breaks its own contract is found before it ships.
 *
 * @param name The tool's full name.
 * @param schema The tool's output schema, if any.
 * @param result What `run` returned.
 * @returns The result, or an `invalid_output` result.
 */
export async function validateOutput(
  name: string,
  schema: StandardSchemaV1 | undefined,
  result: ToolResult,
): Promise<ToolResult> {
  if (!schema || result.isError) return result;
  const props = schema['~standard'];
  let issues: ReadonlyArray<StandardSchemaV1.Issue> | undefined;
  try {
    issues = (await props.validate(result.structuredContent)).issues;
  } catch {
    issues = [{ message: 'Output could not be validated' }];
  }
  if (!issues) return result;
  const formatted = formatIssues(issues, props.vendor);
  const list = formatted.map((issue) => issue.message).join('; ');
  return fail('invalid_output', `'${name}' returned output that does not match its schema: ${list}`, formatted);
}
