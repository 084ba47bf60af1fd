// What a tool's hints decide before it runs (spec §3.4, §8): whether a person confirms the call and
// whether calls may run side by side. Pure functions of the hints, kept apart from the call itself.
import type { ToolHints } from '../types.js';

/**
 * Tells whether calls to a tool with these hints run in parallel, whatever their input (spec §8).
 *
 * @param hints The tool's hints.
 * @returns `true` when no input can make a call exclusive.
 */
export function isAlwaysConcurrencySafe(hints: ToolHints | undefined): boolean {
  const safe = hints?.concurrencySafe;
  return safe === true || (safe === undefined && hints?.readOnly === true);
}

/**
 * Tells whether a call needs a person's confirmation (spec §3.4): when the hints say `'always'`,
 * when they say `'auto'` (the default) and the tool is destructive or consequential, or when the
 * registry's policy says so. The policy adds confirmations; it cannot take away what the hints ask for.
 *
 * @param hints The tool's hints.
 * @param policyAsks What `options.confirmPolicy` answered.
 * @returns Whether to ask.
 */
export function needsConfirmation(hints: ToolHints | undefined, policyAsks: boolean): boolean {
  const mode = hints?.confirm ?? 'auto';
  return policyAsks || mode === 'always' || (mode === 'auto' && (hints?.destructive === true || hints?.consequential === true));
}
