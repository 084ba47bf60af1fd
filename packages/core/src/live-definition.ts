// What a framework binding's `useTool` registers (React, Vue, Svelte). A component's definition is
// a new object at every render (a ref or a getter that changes, in Vue and Svelte), its functions
// closures over that render's state. Registering each one anew would churn the tool (and the
// browser's copy of it); keeping the first would run stale closures and, under hot reload, stale
// code. So the registered definition's functions call the latest one's, and the tool is updated only
// when what an agent sees changes, which a fingerprint of the definition's data tells.
import type { ToolDefinition } from './types.js';

/** The functions of a definition that are called later, read from the latest definition when called. */
const CALLED = ['run', 'summary', 'actionLabel', 'state', 'sensitivePaths'] as const;

/**
 * Makes the definition to register from the latest one: its data as it is, its functions (`run`,
 * `summary`, `actionLabel`, `state`, `sensitivePaths`, a `concurrencySafe` hint) calling the latest definition's.
 *
 * @param latest Where the latest definition is.
 * @returns The definition to register (or to update the tool with).
 */
export function liveDefinition(latest: { readonly current: ToolDefinition }): ToolDefinition {
  const definition: Record<string, unknown> = { ...latest.current };
  for (const key of CALLED) {
    if (typeof definition[key] === 'function') definition[key] = (...args: unknown[]) => (latest.current[key] as (...args: unknown[]) => unknown)(...args);
  }
  const { hints } = latest.current;
  if (typeof hints?.concurrencySafe === 'function') {
    definition['hints'] = { ...hints, concurrencySafe: (input: unknown) => (latest.current.hints!.concurrencySafe as (input: unknown) => boolean)(input) };
  }
  return definition as unknown as ToolDefinition;
}

/**
 * Fingerprints what of a definition agents and the registry read as data: its text, hints, schemas
 * (as JSON: a schema made anew with the same content has the same fingerprint), and
 * which functions it has. Two definitions with the same fingerprint need no update.
 *
 * @param definition The definition.
 * @returns The fingerprint; the definition itself when it has no JSON (a cyclic schema): then only the same object matches.
 */
export function fingerprint(definition: ToolDefinition): unknown {
  try {
    return JSON.stringify(definition, (_key, value: unknown) => (typeof value === 'function' ? 'ƒ' : value));
  } catch {
    return definition;
  }
}
