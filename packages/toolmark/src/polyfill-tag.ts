// Entry of `toolmark.polyfill.js` / `toolmark.polyfill.min.js` (spec §18.10): the WebMCP polyfill as
// an add-on to the script tag, for the pages that want `document.modelContext` in browsers without
// native WebMCP (in-page agents code against one API everywhere). Like the browser's, it serves the
// page's declarative forms, with a part loaded only on pages that have one. Where the browser has
// WebMCP, or where the page is not a secure context (where the browser's own is absent too), it does
// nothing.
import { findModelContext, installModelContextPolyfill } from '@toolmark/webmcp';
import { startAddOn } from './brand.js';
import { formsPartUrl, loadFormsPartWhenNeeded } from './declarative-forms-loader.js';

const modelContext = findModelContext() ? undefined : installModelContextPolyfill();
if (modelContext) {
  // A script tag that scanned the forms before the part arrived hands them over when it starts
  // serving them (spec §14.8, the event `toolmark:declarative-forms-served`).
  const url = formsPartUrl(document.currentScript);
  if (url) loadFormsPartWhenNeeded(document, url);
  // Before the script tag (the usual order), that is all: the script tag finds a model context and
  // publishes to it (spec §18.2). After it, the script tag found none and published nothing.
  startAddOn((globalThis as { Toolmark?: unknown }).Toolmark, 'publish', (toolmark) => {
    const { tm } = toolmark;
    return toolmark.publish(tm, { modelContext, filter: toolmark.onlyCurrentSteps(tm) }).dispose;
  });
}
