import type { PermissionContext, PermissionDecision, ToolmarkOptions } from '../options';
import type { ToolInfo } from '../registry/manifest';
import { fail } from '../result';
import type { StepOutcome } from './validate-input';

/**
 * Asks the registry's permission check whether a call may go ahead (spec §3.3). No check means
 * allowed; a check that throws or answers anything but an allowing decision denies (fail closed).
 *
 * @param check `options.checkPermission`, if any.
 * @param tool The tool's facts.
 * @param input The validated input.
 * @param ctx The call's context.
 * @returns The input to go on with, or a `permission_denied` result.
 */
export async function checkPermission(
  check: ToolmarkOptions['checkPermission'],
  tool: ToolInfo,
  input: unknown,
  ctx: PermissionContext,
): Promise<StepOutcome<unknown>> {
  if (!check) return { value: input };
  let decision: PermissionDecision;
  try {
    decision = await check(tool, input, ctx);
  } catch {
    decision = { allow: false, reason: 'the permission check failed' };
  }
  const allowed = decision === true || (typeof decision === 'object' && decision !== null && decision.allow === true);
  if (allowed) return { value: input };
  const reason = typeof decision === 'object' && decision !== null ? decision.reason : undefined;
  return { stop: fail('permission_denied', `Permission denied for '${tool.name}'${reason ? `: ${reason}` : ''}`) };
}
