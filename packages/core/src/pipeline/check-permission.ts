// The permission step (spec §3.3): the registry's `checkPermission`, failing closed.
import { fail } from '../result.js';
import type { ToolRecord } from '../registry/tool-record.js';
import type { CallSettings } from './call-settings.js';
import type { StepAnswer, ToolCall } from './tool-call.js';

// What a permission check that throws answers: no `allow`, so it denies.
const CHECK_FAILED = { reason: 'the permission check failed' };

/**
 * Asks `options.checkPermission`, when the registry has one: only `true` or `{ allow: true }` allows;
 * anything else, a throw or a rejection included, denies.
 *
 * @param call The call.
 * @param input The validated input.
 * @returns A promise of a `permission_denied` result or of nothing, when there is a check.
 */
export function checkPermission(call: ToolCall, input: unknown): StepAnswer {
  const check = call.settings.options.checkPermission;
  if (!check) return;
  const context = { callId: call.id, caller: call.caller, signal: call.ctx.signal };
  return call.consult(() => check(call.info(), input, context), CHECK_FAILED, (answer) => {
    // Read by shape: a primitive has no `allow` or `reason` of its own.
    const decision = answer as { allow?: unknown; reason?: unknown } | true | null | undefined;
    if (decision === true || decision?.allow === true) return;
    const reason = decision?.reason;
    return fail('permission_denied', `Permission denied for '${call.name}'${reason ? `: ${reason}` : ''}`);
  });
}

checkPermission.appliesTo = (_record: ToolRecord, settings: CallSettings) => !!settings.options.checkPermission;
