// `navigator.modelContext` of the builds before Chrome 152 (spec §16.9), seen as a `ModelContext`: a
// tool is unregistered by name there, and its `registerTool` takes no signal, so the signal that
// `publish` unregisters with is followed here.
import type { LegacyModelContext, ModelContext, ModelContextRegisterToolOptions, ModelContextTool } from './model-context.js';

// Kept on the legacy object under a global symbol, so every copy of this module (hot reload, two
// bundles) sees one model context, and so one table of registrations (spec §16.1 Reconcile).
const ADAPTED = Symbol.for('toolmark.webmcp.legacyModelContext');

/**
 * Wraps a `navigator.modelContext` of the builds before Chrome 152 as a `ModelContext`: an event
 * target (that fires nothing) whose `registerTool(tool, { signal })` registers the tool and, when the
 * signal aborts, unregisters it by name. A signal that aborts after the name was registered again
 * cannot remove the newer tool: `publish` aborts a registration before it registers the name anew.
 *
 * @param legacy `navigator.modelContext` of such a build.
 * @returns The same wrapper for the same object, every time.
 */
export function adaptLegacyModelContext(legacy: LegacyModelContext): ModelContext {
  return ((legacy as { [ADAPTED]?: ModelContext })[ADAPTED] ??= Object.assign(new EventTarget(), {
    registerTool(tool: ModelContextTool, options?: ModelContextRegisterToolOptions): undefined {
      // Throws as the build does (a taken name): `publish` reads that as a refusal.
      legacy.registerTool(tool);
      options?.signal?.addEventListener('abort', () => legacy.unregisterTool(tool.name));
      return undefined;
    },
  }));
}
