// The page's declarative forms served through the polyfill (spec §18.10), as native WebMCP serves
// them: imported by the polyfill add-on on pages that have a `<form toolname tooldescription>`.
// Served by Toolmark, a form keeps Toolmark's gate (spec §14.11 Confirmation): one whose hints ask
// for a person runs through the page's registry, with the script tag's card.
import { serveDeclarativeForms } from '@toolmark/forms';
import { DISPOSE_EVENT, installedToolmark, isToolmarkGlobal } from '../brand.js';
import { isPolyfillContext } from '../page-marks.js';

/** This part's own URL, which a frame's module script imports to serve the frame's forms in its realm. */
export const PART_URL: string = import.meta.url;

/**
 * Serves a document's declarative forms through its polyfill, with the registry of the page's
 * `window.Toolmark` (of this bundle's brand), read at each run: the script tag may start after, or
 * load its registry only when the page needs one.
 *
 * @param doc The document.
 */
export function serveForms(doc: Document): void {
  const modelContext = doc.modelContext;
  if (!isPolyfillContext(modelContext)) return;
  // Read without asking (the loader's stand-in is not read): a form that asks no one runs without a
  // registry, and one whose markup asks made the page load it already (registry-needed.ts).
  const registry = () => {
    const toolmark = installedToolmark(doc.defaultView ?? globalThis) ?? installedToolmark();
    return isToolmarkGlobal(toolmark) ? toolmark.tm : undefined;
  };
  const service = serveDeclarativeForms(modelContext, doc, { registry });
  // The page's Toolmark stopping stops the add-ons (spec §18.10), this part with them.
  doc.addEventListener(DISPOSE_EVENT, () => service.dispose(), { once: true });
}
