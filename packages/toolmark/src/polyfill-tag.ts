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
  // Like the browser's, this model context serves the page's declarative forms from the start; the
  // part that does it arrives later. Marked now, a script tag that scans the page meanwhile leaves
  // the forms to it (spec §14.8) instead of publishing them for the few tasks until the hand-over
  // (measured: a call in that window got the script tag's MCP envelope, not the form's answer).
  (modelContext as unknown as Record<symbol, unknown>)[Symbol.for('toolmark.servesDeclarativeForms')] = true;
  const url = formsPartUrl(document.currentScript);
  if (url) loadFormsPartWhenNeeded(document, url);
  // Before the script tag (the usual order), that is all: the script tag finds a model context and
  // publishes to it (spec §18.2). After it, the script tag found none and published nothing.
  startAddOn((globalThis as { Toolmark?: unknown }).Toolmark, 'publish', (toolmark) => {
    const { tm } = toolmark;
    return toolmark.publish(tm, { modelContext, filter: toolmark.onlyCurrentSteps(tm) }).dispose;
  });
}
