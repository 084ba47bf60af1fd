// Hot module reload (spec §2.6). A module that registers tools at its top level runs again when it is
// edited; its new version must take its tools over, not collide with them (`duplicate_name`), and a
// tool it no longer registers must go. The Vite plugin (`toolmarkHotReload`, spec §16.6) brackets
// such a module's top level with a scope at `globalThis[HOT_MODULE]`; while it is open, every
// registration is collected, and replaces a tool of its name when the module runs again. Only
// development builds read it: production code never looks.
import type { ToolHandle } from './registrar.js';

/** Where the open scope is: one key for every copy of the package a page may load. */
export const HOT_MODULE = Symbol.for('toolmark.hotModule');

/** The scope of one module's top level, as the Vite plugin opens it. */
export interface HotModuleScope {
  /** Whether this is a new version of the module: its registrations replace tools of their names. */
  readonly replace: boolean;
  /** The handles of what it registers, for the next version to dispose of what it drops. */
  readonly handles: ToolHandle[];
}

/**
 * Reads the scope of the module whose top level is running, if the Vite plugin opened one.
 *
 * @returns The scope, or `undefined`.
 */
export function openHotModule(): HotModuleScope | undefined {
  return (globalThis as Record<symbol, HotModuleScope | undefined>)[HOT_MODULE];
}
