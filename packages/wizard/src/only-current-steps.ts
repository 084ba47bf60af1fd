import type { ManifestEntry, ToolInfo, Toolmark } from '@toolmark/core';

/**
 * Creates a publish filter (spec §15.5) that lets through every tool but the steps of a wizard that
 * are not current: `start`, `back` and `cancel` stay, and of the step tools only the one the wizard
 * expects now. Every step change emits `tool:changed`, on which publishers re-read their filter, so
 * native WebMCP lists what is callable now: `publish(tm, { filter: onlyCurrentSteps(tm) })`.
 *
 * @param tm The registry whose wizards' states are read (redacted, through `tm.state`).
 * @returns The filter.
 */
/* @__NO_SIDE_EFFECTS__ */
export function onlyCurrentSteps(tm: Pick<Toolmark, 'state'>): (entry: ManifestEntry, info: ToolInfo) => boolean {
  return (entry, info) => {
    // Only a wizard's step tools carry `wizard.step` (spec §15.1).
    const step = info.wizard?.step;
    return !step || (tm.state(entry.name) as { readonly current?: unknown } | undefined)?.current === step;
  };
}
