// Where the console stands: the registry it found, and what the browser's model context lists.
import type { Toolmark } from '@toolmark/core';
import { findModelContext, isModelContextPolyfill, watchTools } from '@toolmark/webmcp';
import { h } from '../site/dom';
import type { RegistrySource } from './locate-registry';

/**
 * The one-line hint for seeing native WebMCP, with this page's own address: the port is the server's
 * (vite's dev server, `vite preview`, or wherever the built site is hosted), not a fixed one.
 *
 * @param href The page's address; default `location.href`.
 * @returns The hint.
 */
export function nativeHint(href: string = location.href): string {
  return `To see native WebMCP, start Chromium with --enable-features=WebMCPTesting and open this page on ${href}`;
}

/**
 * Says why tools of the registry are not in `document.modelContext.getTools()`. A wizard's steps
 * other than its current one are left out on purpose (onlyCurrentSteps); any other tool is missing,
 * and the line says so rather than blaming the wizard. Under the polyfill, a declarative form is
 * served by the `serve-forms` chunk the polyfill add-on imports from its `chunks/` folder, beside
 * `toolmark.polyfill(.min).js` (spec §18.1).
 *
 * @param missing The registry's tools the model context does not list.
 * @param kind Which model context: `'native'` or `'the polyfill'`.
 * @returns The line, empty when nothing is missing.
 */
export function unlistedText(missing: readonly { name: string; wizardStep: boolean; form: boolean }[], kind: string): string {
  const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name).join(', ');
  const steps = missing.filter((entry) => entry.wizardStep);
  const others = missing.filter((entry) => !entry.wizardStep);
  const lines: string[] = [];
  if (steps.length > 0) lines.push(`Not in WebMCP (${steps.length}): ${names(steps)}: a wizard lists only its current step`);
  if (others.length > 0) {
    const why =
      kind === 'the polyfill' && others.some((entry) => entry.form)
        ? 'the polyfill serves declarative forms through its serve-forms chunk, imported from chunks/ beside toolmark.polyfill(.min).js: is that folder served?'
        : 'the registry has them, document.modelContext does not list them';
    lines.push(`Missing from WebMCP (${others.length}): ${names(others)}: ${why}`);
  }
  return lines.join('. ');
}

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
    // The two counts differ on purpose where a wizard publishes only its current step (onlyCurrentSteps);
    // a tool missing for another reason (a part that did not load) is said to be missing.
    const listed = new Set(tools.map((tool) => tool.name));
    const missing = tm
      .manifest()
      .filter((entry) => !listed.has(entry.name))
      .map((entry) => {
        const origin = tm.info(entry.name)?.origin;
        return { name: entry.name, wizardStep: entry.wizard?.step !== undefined, form: origin === 'form' || origin === 'native-form' };
      });
    unlisted.hidden = missing.length === 0;
    unlisted.textContent = unlistedText(missing, kind);
  };
  // The registry's tool changes arrive batched; the browser's own `toolchange` already is.
  watchTools(tm, () => void render());
  context?.addEventListener('toolchange', () => void render());
  void render();

  // Under native WebMCP the hint has nothing left to say.
  const hint = kind === 'native' ? [] : [h('p', { class: 'hint' }, nativeHint())];
  return h('section', { class: 'console-section status', 'aria-label': 'Status' }, h('ul', {}, registry, webmcp, unlisted), ...hint);
}
