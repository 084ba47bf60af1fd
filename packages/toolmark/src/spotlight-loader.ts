// `data-spotlight` in the flavour with the UI (spec §18.3): the spotlight is a part of its own,
// `toolmark.spotlight(.min).js` (spotlight-part.ts), loaded from beside the bundle only on the pages
// that ask for it; the bundle hands it its Lit (lit-runtime.ts).
import type { Toolmark } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import { handOverLit } from './lit-runtime.js';
import { loadPart, partUrl } from './script-parts.js';

/**
 * Hands the bundle's Lit to its parts and creates the flavour's spotlight step: given the bundle's
 * `<script>`, a function that loads the spotlight part once the document is parsed (boot calls it
 * then). The part mounts `<tm-spotlight>`
 * for `window.Toolmark.tm` and `Toolmark.dispose()` removes it. A bundle that was not loaded from a
 * file named `toolmark(.min).js` cannot tell where its part is: development builds warn TM707, and the
 * page can load the part with a `<script>` of its own.
 *
 * @param script The bundle's `<script>` (`document.currentScript` as it runs).
 * @returns The step boot runs for `data-spotlight`.
 */
export function spotlightPartLoader(script: HTMLOrSVGScriptElement | null): (tm: Toolmark, doc: Document) => () => void {
  const url = partUrl(script, '', 'spotlight');
  // At once, not when the step runs: a page that loads the part with a <script> of its own right
  // after the bundle runs it before the document is parsed.
  handOverLit(document);
  return (_tm, doc) => {
    if (url) loadPart(doc, url);
    else if (import.meta.env.DEV) {
      warn('TM707', 'data-spotlight loads toolmark.spotlight(.min).js from beside toolmark(.min).js, but this bundle came from a file of another name; load the part with a <script> of its own after this one');
    }
    // The part stops with `Toolmark.dispose()` itself (startAddOn); one that has not arrived yet does not start.
    return () => {};
  };
}
