// The polyfill add-on's part that serves declarative forms (spec §18.10) is a file of its own,
// `toolmark.polyfill-forms(.min).js` (script-parts.ts): most pages have no `<form toolname>`, and
// serving one takes the forms package (about twice the polyfill). The add-on loads it beside itself
// once the page has one.
import { loadPart } from './script-parts.js';

/** The forms a browser serves as declarative tools: Chromium's attributes (spec §14.8). */
const DECLARATIVE_FORM = 'form[toolname][tooldescription]';

/**
 * Loads the forms part once the document has a declarative form: at once, or when one is added or
 * made one later (a MutationObserver until then). Forms only in shadow roots are not seen here: a page
 * that has only those loads the part with a `<script>` of its own.
 *
 * @param doc The document.
 * @param url The part's URL (`partUrl(script, 'polyfill', 'polyfill-forms')`).
 * @returns The function that stops waiting.
 */
export function loadFormsPartWhenNeeded(doc: Document, url: string): () => void {
  const observer = new MutationObserver(() => check());
  const check = () => {
    if (!doc.querySelector(DECLARATIVE_FORM)) return;
    observer.disconnect();
    loadPart(doc, url);
  };
  observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: ['toolname', 'tooldescription'] });
  check();
  return () => observer.disconnect();
}
