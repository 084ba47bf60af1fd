import { warn } from '../dev';
import type { ConfirmHandler, ConfirmRequest } from '../options';
import type { ToolInfo } from '../registry/manifest';
import { fail } from '../result';
import type { ToolHints } from '../types';
import type { StepOutcome } from './validate-input';

/**
 * Tells whether a call needs a person's confirmation (spec §3.4, D5): when the hints say `'always'`,
 * when they say `'auto'` (the default) and the tool is destructive, or when the registry's policy
 * says so. The policy adds confirmations; it cannot take away what the hints ask for.
 *
 * @param hints The tool's hints.
 * @param policyAsks What `options.confirmPolicy` answered.
 * @returns Whether to ask.
 */
export function needsConfirmation(hints: ToolHints | undefined, policyAsks: boolean): boolean {
  const mode = hints?.confirm ?? 'auto';
  return policyAsks || mode === 'always' || (mode === 'auto' && hints?.destructive === true);
}

/**
 * Asks a person to confirm a call (spec §3.4). Only `true` approves: no handler, a handler that
 * throws, or any other answer declines (fail closed).
 *
 * @param handler The registry's confirmation handler, if any.
 * @param tool The tool's facts.
 * @param request The redacted request.
 * @returns Go on, or a `declined` result.
 */
export async function confirmCall(
  handler: ConfirmHandler | undefined,
  tool: ToolInfo,
  request: ConfirmRequest,
): Promise<StepOutcome<true>> {
  if (!handler) {
    if (import.meta.env.DEV) warn('TM102', `'${tool.name}' needs confirmation and no handler is installed (options.confirm or tm.setConfirm): declined`);
    return {
      stop: fail('declined', `'${tool.name}' needs a person's confirmation, and this page has no way to ask for it`),
    };
  }
  let answer: unknown;
  try {
    answer = await handler(request);
  } catch {
    answer = false;
  }
  if (answer === true) return { value: true };
  return { stop: fail('declined', `The person declined '${tool.name}'. Do not retry unless they ask you to.`) };
}
