import { fail, isToolResult, type ToolResult } from '../result';
import type { ToolContext, ToolDefinition } from '../types';

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'unknown error';
}

/**
 * Starts a tool's `run` (spec §3.5) and normalises what it produces: a thrown error or a rejection
 * becomes `run_failed`, and so does a value that is not a `ToolResult`.
 *
 * @param def The tool.
 * @param input The validated input.
 * @param ctx The call's context.
 * @returns A promise of the result that never rejects.
 */
export function runTool(def: ToolDefinition, input: unknown, ctx: ToolContext): Promise<ToolResult> {
  return new Promise<unknown>((resolve) => resolve(def.run(input, ctx))).then(
    (value) =>
      isToolResult(value)
        ? value
        : fail('run_failed', `'${ctx.name}' returned something that is not a tool result (use ok(value) or fail(code, message))`),
    (error: unknown) => fail('run_failed', `'${ctx.name}' failed: ${describeError(error)}`),
  );
}
