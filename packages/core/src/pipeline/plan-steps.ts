// Which steps a tool's calls run: decided once, when the tool is registered (spec §3.8).
import type { ToolRecord } from '../registry/tool-record.js';
import type { CallSettings } from './call-settings.js';
import { STEPS } from './steps.js';
import type { Step } from './tool-call.js';

/**
 * Picks the steps that can do anything for a tool's calls, in their order: a step without
 * `appliesTo` always runs. A read-only tool in a registry without a permission check runs
 * `validateInput` and `runTool` only.
 *
 * @param record The tool as registered.
 * @param settings The registry.
 * @returns The tool's steps.
 */
export function planSteps(record: ToolRecord, settings: CallSettings): readonly Step[] {
  return STEPS.filter((step) => !step.appliesTo || step.appliesTo(record, settings));
}
