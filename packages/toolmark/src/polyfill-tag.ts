// Entry of `toolmark.polyfill.js` / `toolmark.polyfill.min.js` (spec §18.10): the WebMCP polyfill as
// an add-on to the script tag, for the pages that want `document.modelContext` in browsers without
// native WebMCP (in-page agents code against one API everywhere). Like the browser's, it serves the
// page's declarative forms, with a part loaded only on pages that have one. Where the browser has
// WebMCP, or where the page is not a secure context (where the browser's own is absent too), it does
// nothing.
import { findModelContext, installModelContextPolyfill, isModelContextPolyfill } from '@toolmark/webmcp';
import { startAddOn } from './brand.js';
import { loadFormsPartWhenNeeded } from './declarative-forms-loader.js';
import { partUrl } from './script-parts.js';

const url = partUrl(document.currentScript, 'polyfill', 'polyfill-forms');
const SERVES_DECLARATIVE_FORMS = Symbol.for('toolmark.servesDeclarativeForms');

/**
 * Serves a document's declarative forms through its polyfilled model context, as the browser's own
 * serves them from the start: the part that does it is loaded into the document once it has one.
 * Marked now, a script tag that scans the page meanwhile leaves the forms to it (spec §14.8) instead
 * of publishing them for the few tasks until the hand-over (measured: a call in that window got the
 * script tag's MCP envelope, not the form's answer).
 *
 * @param doc The document: the page's, or that of a same-origin frame the polyfill covers.
 */
function serveFormsOf(doc: Document): void {
  const marked = doc.modelContext as unknown as Record<symbol, unknown>;
  // Once per document: a frame's page with the add-on of its own, in a window where the page's
  // polyfill was already there, serves its forms itself, before the frame's `load` would.
  if (marked[SERVES_DECLARATIVE_FORMS]) return;
  marked[SERVES_DECLARATIVE_FORMS] = true;
  if (url) loadFormsPartWhenNeeded(doc, url);
}

// In the page's same-origin frames that load no polyfill (an `about:blank` iframe the page writes
// into), the polyfill installs itself and their forms are served too, in their own realm.
const existing = findModelContext();
const modelContext = existing ? undefined : installModelContextPolyfill(globalThis, { onFrame: (view) => serveFormsOf(view.document) });
// The polyfill of the page this document is a frame of (installed while the frame was `about:blank`,
// and kept when it loaded this same-origin page): its forms are served, the rest is that polyfill's.
if (isModelContextPolyfill(existing)) serveFormsOf(document);
if (modelContext) {
  serveFormsOf(document);
  // Before the script tag (the usual order), that is all: the script tag finds a model context and
  // publishes to it (spec §18.2). After it, the script tag found none and published nothing.
  startAddOn((globalThis as { Toolmark?: unknown }).Toolmark, 'publish', (toolmark) => {
    const { tm } = toolmark;
    return toolmark.publish(tm, { modelContext, filter: toolmark.onlyCurrentSteps(tm) }).dispose;
  });
}
