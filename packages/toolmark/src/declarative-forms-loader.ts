// The polyfill add-on's part that serves declarative forms (spec §18.10) is a file of its own,
// `toolmark.polyfill-forms(.min).js`: most pages have no `<form toolname>`, and serving one takes the
// forms package (about twice the polyfill). The add-on loads it beside itself once the page has one.

/** The forms a browser serves as declarative tools: Chromium's attributes (spec §14.8). */
const DECLARATIVE_FORM = 'form[toolname][tooldescription]';

/**
 * Finds the URL of the forms part beside the add-on's own file: `toolmark.polyfill.min.js` →
 * `toolmark.polyfill-forms.min.js` (and the development twins alike).
 *
 * @param script The add-on's `<script>` (`document.currentScript` as it runs).
 * @returns The URL, or `undefined` when the add-on did not come from a file of that name.
 */
export function formsPartUrl(script: HTMLOrSVGScriptElement | null): string | undefined {
  const src = (script as HTMLScriptElement | null)?.src ?? '';
  return /toolmark\.polyfill(\.min)?\.js(?=[?#]|$)/.test(src) ? src.replace(/toolmark\.polyfill(\.min)?\.js/, 'toolmark.polyfill-forms$1.js') : undefined;
}

/**
 * Loads the forms part once the document has a declarative form: at once, or when one is added or
 * made one later (a MutationObserver until then). Forms only in shadow roots are not seen here: a page
 * that has only those loads the part with a `<script>` of its own.
 *
 * @param doc The document.
 * @param url The part's URL.
 * @returns The function that stops waiting.
 */
export function loadFormsPartWhenNeeded(doc: Document, url: string): () => void {
  const observer = new MutationObserver(() => check());
  const check = () => {
    if (!doc.querySelector(DECLARATIVE_FORM)) return;
    observer.disconnect();
    const script = doc.createElement('script');
    script.src = url;
    // A classic script at the end of the head: the forms part runs once it arrives.
    (doc.head ?? doc.documentElement).append(script);
  };
  observer.observe(doc, { childList: true, subtree: true, attributes: true, attributeFilter: ['toolname', 'tooldescription'] });
  check();
  return () => observer.disconnect();
}
