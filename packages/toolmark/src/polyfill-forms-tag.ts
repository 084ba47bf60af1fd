// Entry of `toolmark.polyfill-forms.js` / `toolmark.polyfill-forms.min.js` (spec §18.10): the page's
// declarative forms served through the polyfill, as native WebMCP serves them. The polyfill add-on
// loads it on pages that have a `<form toolname tooldescription>` (declarative-forms-loader.ts).
// Served by Toolmark, a form keeps Toolmark's gate (spec §14.11 Confirmation): one whose hints ask
// for a person runs through the page's registry, with the script tag's card.
import { serveDeclarativeForms } from '@toolmark/forms';
import { isModelContextPolyfill } from '@toolmark/webmcp';
import { DISPOSE_EVENT, isToolmarkGlobal } from './brand.js';

const modelContext = document.modelContext;
if (isModelContextPolyfill(modelContext)) {
  // Read at each run: the script tag may boot after this part, and only a Toolmark of this bundle's brand counts.
  const registry = () => {
    const toolmark = (globalThis as { Toolmark?: unknown }).Toolmark;
    return isToolmarkGlobal(toolmark) ? toolmark.tm : undefined;
  };
  const service = serveDeclarativeForms(modelContext, document, { registry });
  // The page's Toolmark stopping stops the add-ons (spec §18.10), this part with them.
  document.addEventListener(DISPOSE_EVENT, () => service.dispose(), { once: true });
}
