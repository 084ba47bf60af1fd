// `data-spotlight` and `data-widgets` in the flavour with the UI (spec §18.3): the spotlight and the
// widgets are parts of their own, `toolmark.spotlight(.min).js` (spotlight-part.ts) and
// `toolmark.widgets(.min).js` (widgets-part.ts), loaded from beside the bundle only on the pages that
// ask for them; so is the form of a tool's question, `toolmark.ask(.min).js` (ask-part.ts), loaded
// the first time a question reaches a card. The bundle hands them its Lit (lit-runtime.ts).
import type { Toolmark } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import type { AskFormRenderer } from '@toolmark/ui/internal';
import { handOverLit } from './lit-runtime.js';
import { loadPart } from './script-parts.js';

/** The parts the flavour with the UI loads for a switch of its tag. */
export type UiPart = 'spotlight' | 'widgets';

/** Where `toolmark.ask(.min).js` leaves the form's renderer on `document` for the bundle that loads it. */
export const ASK_FORM_SLOT = Symbol.for('toolmark.ask-form');

/** A document as the ask part marks it. */
export type AskFormDocument = Document & { [ASK_FORM_SLOT]?: AskFormRenderer };

/**
 * Hands the bundle's Lit to its parts and creates a part's boot step: a function that loads the part
 * once the document is parsed (boot calls it then). The part starts on `window.Toolmark`
 * (`startAddOn`) and stops with `Toolmark.dispose()` itself. A bundle that cannot tell where its part
 * is (a classic script not loaded from a file named `toolmark(.min).js`) warns TM707 in development
 * builds, and the page can load the part with a `<script>` of its own.
 *
 * @param part The part: `'spotlight'` for `data-spotlight`, `'widgets'` for `data-widgets`.
 * @param url Where the part is (`partUrl` beside a classic script, or beside the module twin).
 * @returns The step boot runs for the part's switch.
 */
export function uiPartLoader(part: UiPart, url: string | undefined): (tm: Toolmark, doc: Document) => () => void {
  // At once, not when the step runs: a page that loads the part with a <script> of its own right
  // after the bundle runs it before the document is parsed.
  handOverLit(document);
  return (_tm, doc) => {
    if (url) loadPart(doc, url);
    else if (import.meta.env.DEV) {
      warn('TM707', `data-${part} loads toolmark.${part}(.min).js from beside toolmark(.min).js, but this bundle came from a file of another name; load the part with a <script> of its own after this one`);
    }
    // The part stops with `Toolmark.dispose()` itself (startAddOn); one that has not arrived yet does not start.
    return () => {};
  };
}

/**
 * Hands the bundle's Lit to its parts and creates the loader of the form of a tool's question: it
 * loads `toolmark.ask(.min).js` from beside the bundle and resolves with the renderer the part leaves
 * on `document`. It rejects when the part cannot be loaded or does not run (a bundle that cannot tell
 * where it is warns TM707 in development builds): the card then declines the question.
 *
 * @param url Where the part is (`partUrl` beside a classic script).
 * @param doc The page's document.
 * @returns The loader, for `loadAskFormWith`.
 */
export function askPartLoader(url: string | undefined, doc: Document = document): () => Promise<AskFormRenderer> {
  handOverLit(doc);
  return () =>
    new Promise((resolve, reject) => {
      const given = () => (doc as AskFormDocument)[ASK_FORM_SLOT];
      // The page loaded the part with a <script> of its own.
      if (given()) return resolve(given()!);
      if (!url) {
        if (import.meta.env.DEV) {
          warn('TM707', "a question's form loads toolmark.ask(.min).js from beside toolmark(.min).js, but this bundle came from a file of another name; load the part with a <script> of its own after this one");
        }
        return reject(new Error('toolmark.ask(.min).js: no URL'));
      }
      const script = loadPart(doc, url);
      // A classic script has run when its `load` fires: the part left the renderer, or it failed.
      script.addEventListener('load', () => (given() ? resolve(given()!) : reject(new Error(`${url} gave no form`))), { once: true });
      script.addEventListener('error', () => reject(new Error(`${url} could not be loaded`)), { once: true });
    });
}
