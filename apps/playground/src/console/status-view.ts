// Where the console stands: the registry it found, and what the browser's model context lists.
import type { Toolmark } from '@toolmark/core';
import { findModelContext, isModelContextPolyfill, watchTools } from '@toolmark/webmcp';
import { h } from '../site/dom';
import type { RegistrySource } from './locate-registry';

/** The one-line hint for seeing native WebMCP. */
const NATIVE_HINT = 'To see native WebMCP, start Chromium with --enable-features=WebMCPTesting and open this page on http://127.0.0.1:5173';

/**
 * Creates the status section: the registry's tool count, and `document.modelContext` (native,
 * polyfill or none) with the tools its `getTools()` lists, kept current on `toolchange`.
 *
 * @param tm The page's registry.
 * @param source Where the registry was found.
 * @returns The section.
 */
export function statusSection(tm: Toolmark, source: RegistrySource): HTMLElement {
  const registry = h('li', { 'data-testid': 'registry-status' });
  const webmcp = h('li', { 'data-testid': 'webmcp-status' });
  const unlisted = h('li', { 'data-testid': 'webmcp-unlisted', hidden: true });
  const context = findModelContext();
  const kind = !context ? 'none' : isModelContextPolyfill(context) ? 'the polyfill' : 'native';

  const render = async () => {
    registry.textContent = `Registry: ${tm.manifest().length} tools, from ${source === 'script-tag' ? 'the script tag (window.Toolmark.tm)' : 'the page (window.toolmark)'}`;
    if (!context?.getTools) {
      webmcp.textContent = context ? `WebMCP: ${kind}` : 'WebMCP: no document.modelContext in this browser';
      return;
    }
    const tools = await context.getTools();
    webmcp.textContent = `WebMCP: ${kind}, ${tools.length} tools in document.modelContext.getTools()`;
    // The two counts differ on purpose: a wizard publishes only its current step (onlyCurrentSteps).
    const listed = new Set(tools.map((tool) => tool.name));
    const missing = tm.manifest().filter((entry) => !listed.has(entry.name)).map((entry) => entry.name);
    unlisted.hidden = missing.length === 0;
    unlisted.textContent = `Not in WebMCP (${missing.length}): ${missing.join(', ')}: a wizard lists only its current step`;
  };
  // The registry's tool changes arrive batched; the browser's own `toolchange` already is.
  watchTools(tm, () => void render());
  context?.addEventListener('toolchange', () => void render());
  void render();

  // Under native WebMCP the hint has nothing left to say.
  const hint = kind === 'native' ? [] : [h('p', { class: 'hint' }, NATIVE_HINT)];
  return h('section', { class: 'console-section status', 'aria-label': 'Status' }, h('ul', {}, registry, webmcp, unlisted), ...hint);
}
