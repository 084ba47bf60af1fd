// Entry of `toolmark.bridge.js` / `toolmark.bridge.min.js` (spec §18.10): the postMessage bridge as
// an add-on to the script tag, for the pages that let an extension or a parent frame call their
// tools. It reads its own tag's `data-origins`, waits for the page's `window.Toolmark` (either tag
// may come first), opens `createBridge` on its registry and disposes of it when `Toolmark.dispose()` runs.
// The bridge speaks MCP-B's envelope too (spec §16.7), on MCP-B's default channels: MCP-B's extension
// drives a script-tag page with no attribute of its own, under the same data-origins.
import { warn } from '@toolmark/core/internal';
import { createBridge } from '@toolmark/webmcp';
import { LOAD_EVENT, startAddOn } from './brand.js';
import { readOrigins } from './read-origins.js';

/** Marks a document whose bridge add-on has started: a second copy does nothing. */
const STARTED = Symbol.for('toolmark.bridge');

const doc = document as Document & { [STARTED]?: true };
const { origins, problems } = readOrigins(document.currentScript?.getAttribute('data-origins') ?? '');
if (import.meta.env.DEV) for (const problem of problems) warn('TM702', problem);
if (doc[STARTED]) {
  if (import.meta.env.DEV) warn('TM706', 'The bridge add-on is already loaded; this copy and its data-origins are ignored');
} else if (origins.length) {
  doc[STARTED] = true;
  const open = (toolmark: unknown) =>
    startAddOn(toolmark, 'createBridge', ({ tm }) => createBridge(tm, { allowedOrigins: origins }).dispose);
  const existing = (globalThis as { Toolmark?: unknown }).Toolmark;
  if (existing === undefined) doc.addEventListener(LOAD_EVENT, (event) => open((event as CustomEvent).detail), { once: true });
  else open(existing);
}
