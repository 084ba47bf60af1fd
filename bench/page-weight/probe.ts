/**
 * How the benchmark tells that a page's tools are there: a small script Chromium runs in every
 * document before the page's own (an init script), which notes `performance.now()` (milliseconds
 * since navigation start) the moment the page is ready and hands it over as `window.__pageWeight`.
 */

/** What "ready" means for one reference page. */
export type ReadySignal =
  /** `window.Toolmark.ready` resolved (`window.Toolmark` may appear only at `toolmark:load`). */
  | { readonly kind: 'toolmark' }
  /** A `<tm-confirm-card>` is visible, in the document or a shadow root (after `toolmark:load`). */
  | { readonly kind: 'confirm-card' }
  /** `document.modelContext.getTools()` lists the tool: for pages without Toolmark. */
  | { readonly kind: 'tool-listed'; readonly tool: string };

/** What the probe hands over once the page is ready. */
export interface ProbeResult {
  /** Milliseconds from navigation start. */
  readonly ms: number;
  /** The tools the page has then: `Toolmark.tm.manifest()` names, or what `getTools()` lists. */
  readonly tools: readonly string[];
}

/**
 * Builds the init script for a page. Plain JavaScript in a string: the benchmark runs under tsx,
 * whose helpers the page does not have. The peers' check polls every 10 ms (a cheap `getTools()`)
 * and also listens for `toolchange`, so a tool is seen when it appears rather than at the next tick;
 * the card's check runs once a frame. Both cost the page a little script time, counted in its column.
 *
 * @param signal What ready means for the page.
 * @returns The script's source.
 */
export function probeScript(signal: ReadySignal): string {
  return `(() => {
  const signal = ${JSON.stringify(signal)};
  let finished = false;
  let settle;
  window.__pageWeight = new Promise((resolve) => { settle = resolve; });
  const finish = (tools) => {
    if (finished) return;
    finished = true;
    settle({ ms: performance.now(), tools });
  };
  const whenToolmark = () => new Promise((resolve) => {
    if (window.Toolmark) resolve(window.Toolmark);
    else document.addEventListener('toolmark:load', () => resolve(window.Toolmark), { once: true });
  });
  const names = (toolmark) => toolmark.tm.manifest().map((entry) => entry.name);
  if (signal.kind === 'toolmark') {
    whenToolmark().then(async (toolmark) => { await toolmark.ready; finish(names(toolmark)); });
  } else if (signal.kind === 'confirm-card') {
    const shownCard = (root) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.localName === 'tm-confirm-card') {
          const box = element.getBoundingClientRect();
          if (box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })) return true;
        }
        if (element.shadowRoot && shownCard(element.shadowRoot)) return true;
      }
      return false;
    };
    whenToolmark().then((toolmark) => {
      const look = () => (shownCard(document) ? finish(names(toolmark)) : requestAnimationFrame(look));
      look();
    });
  } else {
    let listening = false;
    const check = async () => {
      const context = document.modelContext;
      if (finished || !context) return;
      if (!listening && typeof context.addEventListener === 'function') {
        listening = true;
        context.addEventListener('toolchange', () => check().catch(() => {}));
      }
      const tools = (await context.getTools()).map((tool) => tool.name);
      if (tools.includes(signal.tool)) finish(tools);
    };
    const poll = () => { if (!finished) { check().catch(() => {}); setTimeout(poll, 10); } };
    poll();
  }
})();`;
}
