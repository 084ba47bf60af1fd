// How an entry of the graph starts (spec §18.1, §18.5, D220): the classic script a site pastes
// imports its entry's chunk and calls `start(script, first)`; the chunk waits for the add-ons whose
// scripts came before it (the polyfill must be there before the tag looks for a model context, the
// JSON Schema compiler before page code registers), then installs.
import { install, type InstallOptions, type ToolmarkGlobal } from './install.js';

/** Where the classic scripts leave their starts, by role (build/module-graph.ts). */
export const STARTING = Symbol.for('toolmark.starting');

/** The starts the classic scripts left on `document`. */
export type StartingDocument = Document & { [STARTING]?: Record<string, Promise<unknown> | undefined> };

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
  const doc = (options.global?.document ?? document) as StartingDocument;
  const starting = doc[STARTING] ?? {};
  const before = first ? [starting['polyfill'], starting['json-schema']] : [starting['toolmark']];
  await Promise.allSettled(before.filter(Boolean));
  return install(options);
}
