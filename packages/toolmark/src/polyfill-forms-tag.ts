// Entry of `toolmark.polyfill-forms.js` / `toolmark.polyfill-forms.min.js` (spec §18.10): the page's
// declarative forms served through the polyfill, as native WebMCP serves them. The polyfill add-on
// loads it on pages that have a `<form toolname tooldescription>` (declarative-forms-loader.ts).
import { serveDeclarativeForms } from '@toolmark/forms';
import { isModelContextPolyfill } from '@toolmark/webmcp';
import { DISPOSE_EVENT } from './brand.js';

const modelContext = document.modelContext;
if (isModelContextPolyfill(modelContext)) {
  const service = serveDeclarativeForms(modelContext);
  // The page's Toolmark stopping stops the add-ons (spec §18.10), this part with them.
  document.addEventListener(DISPOSE_EVENT, () => service.dispose(), { once: true });
}
