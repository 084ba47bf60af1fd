import { fail, isToolResult, type ToolResult } from '../result';
import type { ToolContext, ToolDefinition } from '../types';

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'unknown error';
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * Starts a tool's `run` (spec §3.5) and normalises what it produces: a thrown error or a rejection
 * becomes `run_failed`, and so does a value that is not a `ToolResult`. Synchronous for a
 * synchronous `run`, so the common call needs no extra tick.
 *
 * @param def The tool.
 * @param input The validated input.
 * @param ctx The call's context.
 * @returns The result, or a promise of it that never rejects.
 */
export function runTool(def: ToolDefinition, input: unknown, ctx: ToolContext): ToolResult | Promise<ToolResult> {
  const { name } = ctx;
  try {
    const value: unknown = def.run(input, ctx);
    // Adopts thenables of any realm; a `then` that throws becomes a rejection.
    return isThenable(value)
      ? Promise.resolve(value).then(
          (settled) => settle(name, settled),
          (error: unknown) => failed(name, error),
        )
      : settle(name, value);
  } catch (error) {
    return failed(name, error);
  }
}

// Module functions rather than closures: the common, synchronous run allocates none.
function settle(name: string, value: unknown): ToolResult {
  return isToolResult(value)
    ? value
    : fail('run_failed', `'${name}' returned something that is not a tool result (use ok(value) or fail(code, message))`);
}

function failed(name: string, error: unknown): ToolResult {
  return fail('run_failed', `'${name}' failed: ${describeError(error)}`);
}
