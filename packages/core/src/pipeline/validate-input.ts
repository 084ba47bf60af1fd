import type { StandardSchemaV1 } from '@standard-schema/spec';
import { formatIssues } from '../format-issues';
import { fail, type ResultIssue, type ToolResult } from '../result';
import { checkLimits, DEFAULT_LIMITS, type InputLimits } from './check-limits';

/** A step's outcome: the value to go on with, or the result that ends the call. */
export type StepOutcome<T> = { readonly value: T } | { readonly stop: ToolResult };

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Turns a validation failure into an `invalid_input` result whose text lists every problem (spec §3.2).
 *
 * @param name The tool's full name.
 * @param issues The formatted issues.
 * @returns The result.
 */
export function invalidInput(name: string, issues: readonly ResultIssue[]): ToolResult {
  const list = issues.map((issue) => issue.message).join('; ');
  return fail('invalid_input', `Invalid input for '${name}': ${list}`, issues);
}

/**
 * Validates a call's input (spec §3.2): first against the registry's limits, then against the
 * schema, whose output is what `run` receives; without a schema the input must be absent (read as
 * `{}`) or an object. Synchronous when the schema is, so the common call needs no extra tick.
 *
 * @param name The tool's full name.
 * @param validator The tool's validator, if any.
 * @param input The input as the caller sent it.
 * @param limits The registry's input limits.
 * @returns The validated input, or an `invalid_input` result.
 */
export function validateInput(
  name: string,
  validator: StandardSchemaV1 | undefined,
  input: unknown,
  limits: Required<InputLimits> = DEFAULT_LIMITS,
): StepOutcome<unknown> | Promise<StepOutcome<unknown>> {
  const breach = checkLimits(input, limits);
  if (breach) return { stop: invalidInput(name, [breach]) };
  if (!validator) {
    if (input === undefined) return { value: {} };
    if (isPlainObject(input)) return { value: input };
    return { stop: invalidInput(name, [{ path: '', message: 'Input must be an object' }]) };
  }
  const props = validator['~standard'];
  try {
    const outcome = props.validate(input);
    return outcome instanceof Promise
      ? outcome.then((settled) => settle(name, props.vendor, settled), () => unvalidated(name))
      : settle(name, props.vendor, outcome);
  } catch {
    return unvalidated(name);
  }
}

// Module functions rather than closures: the common, synchronous call allocates none.
function settle(name: string, vendor: string, outcome: StandardSchemaV1.Result<unknown>): StepOutcome<unknown> {
  return outcome.issues ? { stop: invalidInput(name, formatIssues(outcome.issues, vendor)) } : { value: outcome.value };
}

// A schema that throws is a bug in the schema; the input is still refused, never run.
function unvalidated(name: string): StepOutcome<unknown> {
  return { stop: invalidInput(name, [{ path: '', message: 'Input could not be validated' }]) };
}
