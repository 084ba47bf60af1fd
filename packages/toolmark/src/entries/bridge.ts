// Entry of `toolmark.bridge.js` / `toolmark.bridge.min.js` (spec §18.10): the postMessage bridge as
// an add-on to the script tag, for the pages that let an extension or a parent frame call their
// tools. It reads its own tag's `data-origins`, waits for the page's `window.Toolmark` (either tag
// may come first), opens `createBridge` on its registry and disposes of it when `Toolmark.dispose()` runs.
// The bridge speaks MCP-B's envelope too (spec §16.7), on MCP-B's default channels: MCP-B's extension
// drives a script-tag page with no attribute of its own, under the same data-origins.
import { warn } from '@toolmark/core/internal';
import { createBridge } from '@toolmark/webmcp';
import { LOAD_EVENT, startAddOn } from '../brand.js';
import { readOrigins } from '../read-origins.js';

/**
 * Opens the bridge to the origins of its script's `data-origins`, once per page (TM706 for a copy).
 *
 * @param script The add-on's `<script>` element.
 * @param first Whether it was the page's first copy of the add-on.
 */
export function start(script: Element | null, first = true): void {
  const { origins, problems } = readOrigins(script?.getAttribute('data-origins') ?? '');
  if (import.meta.env.DEV && first) for (const problem of problems) warn('TM702', problem);
  if (!first) {
    if (import.meta.env.DEV) warn('TM706', 'The bridge add-on is already loaded; this copy and its data-origins are ignored');
    return;
  }
  if (!origins.length) return;
  const open = (toolmark: unknown) => startAddOn(toolmark, 'createBridge', ({ tm }) => createBridge(tm, { allowedOrigins: origins }).dispose);
  const existing = (globalThis as { Toolmark?: unknown }).Toolmark;
  if (existing === undefined) document.addEventListener(LOAD_EVENT, (event) => open((event as CustomEvent).detail), { once: true });
  else open(existing);
}
