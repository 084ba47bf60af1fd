// Entry of `toolmark.polyfill.js` / `toolmark.polyfill.min.js` (spec §18.10): the WebMCP polyfill as
// an add-on to the script tag, for the pages that want `document.modelContext` in browsers without
// native WebMCP (in-page agents code against one API everywhere). Like the browser's, it serves the
// page's declarative forms, with a part loaded only on pages that have one. Where the browser has
// WebMCP, or where the page is not a secure context (where the browser's own is absent too), it does
// nothing.
import { findModelContext } from '@toolmark/webmcp';
import { installedToolmark, startAddOn } from '../brand.js';
import { isPolyfillContext } from '../page-marks.js';
import { whenPresent } from '../when-present.js';

const SERVES_DECLARATIVE_FORMS = Symbol.for('toolmark.servesDeclarativeForms');
const DECLARATIVE_FORM = 'form[toolname][tooldescription]';

// Serves a document's declarative forms once: the part (parts/serve-forms.ts) is imported when the
// document has one, in the document's own realm: this one's, or a frame's, by a module script there
// that imports the part's URL (the frame gets its own instance, whose elements are its own).
function serveFormsOf(doc: Document): void {
  const marked = doc.modelContext as unknown as Record<symbol, unknown>;
  // Once per document: a frame's page with the add-on of its own, in a window where the page's
  // polyfill was already there, serves its forms itself, before the frame's `load` would.
  if (marked[SERVES_DECLARATIVE_FORMS]) return;
  marked[SERVES_DECLARATIVE_FORMS] = true;
  whenPresent(doc, DECLARATIVE_FORM, () => true, [], () =>
    import('../parts/serve-forms.js').then(({ serveForms, PART_URL }) => {
      if (doc === document) return serveForms(doc);
      const script = doc.createElement('script');
      script.type = 'module';
      script.textContent = `import { serveForms } from ${JSON.stringify(PART_URL)}; serveForms(document);`;
      (doc.head ?? doc.documentElement).append(script);
    }),
  );
}

/**
 * Installs the polyfill where the browser has no model context, serves the declarative forms, and
 * publishes the page's `window.Toolmark` when the tag started before it (the tag waits for a
 * polyfill whose script came first, and publishes to it itself).
 *
 * @param _script The add-on's `<script>` element (it reads no attribute).
 * @param first Whether it was the page's first copy of the add-on: a later one does nothing, since
 *   the first's work is done or under way (two would both publish the page's tools).
 */
export async function start(_script?: Element | null, first = true): Promise<void> {
  if (!first) return;
  // In the page's same-origin frames that load no polyfill (an `about:blank` iframe the page writes
  // into), the polyfill installs itself and their forms are served too, in their own realm.
  const existing = findModelContext();
  const modelContext = existing ? undefined : (await import('../parts/polyfill.js')).installModelContextPolyfill(globalThis, { onFrame: (view) => serveFormsOf(view.document) });
  // The polyfill of the page this document is a frame of (installed while the frame was `about:blank`,
  // and kept when it loaded this same-origin page): its forms are served, the rest is that polyfill's.
  // Read by its brand: importing `isModelContextPolyfill` would make every page with native WebMCP
  // download the polyfill's module for this check.
  if (isPolyfillContext(existing)) serveFormsOf(document);
  if (!modelContext) return;
  serveFormsOf(document);
  // After the script tag, which found no model context and published nothing, this add-on publishes;
  // a tag that has not set its global yet finds this polyfill when it boots and publishes itself.
  startAddOn(installedToolmark(), 'publish', ({ tm }) => {
    let dispose: (() => void) | undefined;
    let stopped = false;
    void import('../parts/publish-page.js').then(({ publishPage }) => {
      if (!stopped) dispose = publishPage(tm, modelContext).dispose;
    });
    return () => {
      stopped = true;
      dispose?.();
    };
  });
}
