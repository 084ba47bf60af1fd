// `data-spotlight` and `data-widgets` in the flavour with the UI (spec §18.3): the spotlight and the
// widgets are parts of their own, `toolmark.spotlight(.min).js` (spotlight-part.ts) and
// `toolmark.widgets(.min).js` (widgets-part.ts), loaded from beside the bundle only on the pages that
// ask for them; the bundle hands them its Lit (lit-runtime.ts).
import type { Toolmark } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import { handOverLit } from './lit-runtime.js';
import { loadPart } from './script-parts.js';

/** The parts the flavour with the UI loads for a switch of its tag. */
export type UiPart = 'spotlight' | 'widgets';

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
