// Hot reload of the modules that register tools (spec §16.6). Under Vite's dev server an edited
// module runs again: its registrations would collide with its previous version's (`duplicate_name`)
// or, avoided by hand, leave the old descriptions. This plugin brackets the top level of each module
// that imports Toolmark and registers something with a scope the registry reads in development
// builds (`@toolmark/core`, registry/hot-module.ts): what the new version registers replaces the old
// version's tools of those names, and what it no longer registers is removed. Only the dev server;
// a production build is untouched.
import type { Plugin } from 'vite';

/** The modules a page's code imports Toolmark from: `@toolmark/*` and the `toolmark` package. */
const IMPORTS_TOOLMARK = /\bfrom\s*['"](@toolmark\/[\w./-]+|toolmark(\/[\w./-]+)?)['"]|\bimport\s*\(\s*['"](@toolmark\/|toolmark['"/])/;
/** A call that registers: `register(`, `registerWizard(`, `registerPageWizard(`, `scanForms(`. */
const REGISTERS = /\b(register\w*|scanForms)\s*\(/;
/** Exports, read from the source: a module with none is safe to accept its own updates. */
const EXPORTS = /^\s*export\b/m;
/** `import.meta.hot.accept()` or `accept(callback)`: not `accept('./dep', …)`, which accepts another module. */
const SELF_ACCEPTS = /\bimport\.meta\.hot\??\.accept\s*\(\s*(?!['"`[])/;
const SOURCE = /\.(m?[jt]sx?|vue|svelte)$/;

// Opens the module's scope at its top (after its imports ran, since imports are evaluated first) and
// closes it at its end; a module that throws, or awaits at its top level, has it closed in the next
// microtask instead, so it never leaks to other modules. The previous version's handles are then
// disposed: those its successor replaced are no longer registered, so only the dropped tools go.
const PROLOGUE =
  'const __toolmarkHot = import.meta.hot && ((hot, key) => {' +
  ' const previous = hot.data.toolmarkHandles; const outer = globalThis[key];' +
  ' const scope = { replace: !!previous, handles: (hot.data.toolmarkHandles = []) };' +
  ' let open = true; globalThis[key] = scope;' +
  ' const end = () => { if (!open) return; open = false; if (globalThis[key] === scope) globalThis[key] = outer; previous?.forEach((handle) => handle.dispose()); };' +
  ' queueMicrotask(end); return { end };' +
  " })(import.meta.hot, Symbol.for('toolmark.hotModule'));\n";
const EPILOGUE = '\n__toolmarkHot?.end();\n';
// Written out, so that Vite's import analysis sees the module accept itself.
const ACCEPT = 'if (import.meta.hot) import.meta.hot.accept();\n';

/**
 * Decides how a module is wrapped for hot reload, from its source (spec §16.6).
 *
 * @param id The module's id (its file path, maybe with a query).
 * @param code Its source, as the plugins before this one left it.
 * @returns The source wrapped, or `undefined` when the module is left as it is.
 */
export function wrapForHotReload(id: string, code: string): string | undefined {
  const path = id.split('?')[0]!;
  if (path.includes('/node_modules/') || !SOURCE.test(path) || !IMPORTS_TOOLMARK.test(code) || !REGISTERS.test(code)) return undefined;
  // A module with exports is left to decide: accepting for it would leave its importers with the old
  // bindings. One that accepts already, or has nothing to export, is a boundary of its own.
  const accept = !EXPORTS.test(code) && !SELF_ACCEPTS.test(code) ? ACCEPT : '';
  return `${PROLOGUE}${code}${EPILOGUE}${accept}`;
}

/**
 * The Vite plugin that makes the modules registering tools survive hot reload (spec §16.6): no
 * `duplicate_name`, no stale description, no tool left behind, without hand-written
 * `import.meta.hot` glue. A module without exports that registers tools accepts its own updates.
 *
 * @returns The plugin, for the dev server only.
 */
export function toolmarkHotReload(): Plugin {
  return {
    name: 'toolmark:hot-reload',
    apply: 'serve',
    transform(code, id) {
      const wrapped = wrapForHotReload(id, code);
      // The lines move by one; a map is not worth its bytes for a development-only prologue.
      return wrapped && { code: wrapped, map: null };
    },
  };
}
