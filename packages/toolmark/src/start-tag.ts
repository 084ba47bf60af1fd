// How an entry of the graph starts (spec §18.1, §18.5, D220): the classic script a site pastes
// imports its entry's chunk and calls `start(script, first)`; the chunk waits for the add-ons whose
// scripts came before it (the polyfill must be there before the tag looks for a model context, the
// JSON Schema compiler before page code registers), then installs.
import { createToolmark, defineTool, fail, image, load, ok, REDACTED, redactPaths, text, ToolmarkError } from './core-api.js';
import type { CoreApi } from './api.js';
import { install, type InstallOptions, type ToolmarkGlobal } from './install.js';
import { startsBefore } from './starting.js';

export { STARTING, type StartingDocument } from './starting.js';
export { FULL_UI } from './full-ui.js';

/**
 * The functions of core-api.ts as one object, which the entries spread into `window.Toolmark`: what
 * the classic entries take with `startTag`, in the one import they make once the page needs a
 * registry. Written out rather than `import * as`, whose namespace object would need the bundler's
 * runtime helper, a file of its own in the graph; its type (`CoreApi`, core-api.ts's namespace) and
 * `api.test.ts` hold it to that list.
 */
export const CORE_API: CoreApi = { createToolmark, defineTool, ok, fail, text, image, ToolmarkError, redactPaths, REDACTED, load };

/**
 * Starts the script tag: after the add-ons that began before it, installs it (`install`), unless
 * another copy claimed the page first (`first` false), which is then waited for and warned about
 * (TM701, by `install`).
 *
 * @param options As `install`'s.
 * @param first Whether this copy's classic script was the first of the page's.
 * @returns The `window.Toolmark` in effect.
 */
export async function startTag<Api extends object>(options: InstallOptions<Api>, first: boolean): Promise<ToolmarkGlobal<Api> | ToolmarkGlobal | undefined> {
  const view = options.global ?? (globalThis as unknown as NonNullable<InstallOptions<Api>['global']>);
  // A later copy (the ESM twin after the classic tag, say) is code that asks for the registry: it
  // reads `window.Toolmark`, which is how the first copy learns that the page needs one (spec §18.2
  // step 1), then waits for it.
  if (!first) void view.Toolmark;
  await startsBefore(view.document, first);
  return install(options);
}
