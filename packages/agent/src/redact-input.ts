// What an agent may show or send of a tool's input: the registry's own redaction (spec §6, §21.4),
// applied before anything leaves the loop, so a card number in a model's call is never rendered or sent back.
import { REDACTED, redactPaths, type ToolInfo } from '@toolmark/core';

/**
 * Replaces every leaf of a value by the redaction marker, keeping its shape (keys stay readable).
 *
 * @param value The value.
 * @returns The masked copy.
 */
function maskLeaves(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskLeaves);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskLeaves(inner)]));
  }
  return REDACTED;
}

/**
 * Creates the copy of a call's input that an agent may show or send (spec §21.4): the tool's sensitive paths
 * redacted, as the registry redacts its events. A tool the registry does not know has no paths to
 * trust, so every value is masked (fail closed).
 *
 * @param input The input as written in a plan or sent by a model.
 * @param info The tool's facts (`tm.info(name)`), or `undefined` for an unknown tool.
 * @returns The input to show.
 */
export function redactInput(input: unknown, info: Pick<ToolInfo, 'sensitivePaths'> | undefined): unknown {
  if (!info) return maskLeaves(input);
  return redactPaths(input, info.sensitivePaths);
}
