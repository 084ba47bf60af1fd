// When the page needs the script tag's registry (spec §18.2 step 1, D220). A registry serves the tools
// the page's model context does not serve itself and the code that asks for it. Where the browser
// serves WebMCP, or Toolmark's polyfill add-on serves the declarative forms, and the page's only tools
// are declarative forms so served, there is neither until someone asks: the tag then loads nothing of
// the registry, and code that reads `window.Toolmark` (the loader's stand-in hears it, stand-in.ts),
// an add-on that works on the registry, a switch that shows or widens it, or an element that needs it
// (another tool form, a wizard's step, a form the polyfill must gate) loads it.
import { needsConfirmation } from '@toolmark/core/internal';
import { isDeclarativeForm, markupHints } from '@toolmark/forms/internal';
import { isPolyfillContext, TOOL_FORM, WIZARD_STEP } from './page-marks.js';
import { ASKING, type Asking } from './stand-in.js';
import { polyfillAddOnStarting, STARTING, type StartingDocument } from './starting.js';
import { switchValue } from './switches.js';
import { whenPresent } from './when-present.js';

// The switches whose parts read or widen the registry (spec §18.3): any of them on needs it at once.
const WIDENING = ['all-forms', 'debug', 'spotlight', 'widgets'];

/** Who serves the page's declarative forms: the browser, or Toolmark's polyfill add-on (with the gate). */
type Server = 'browser' | 'polyfill';

/**
 * Finds who serves the page's declarative forms: the browser's own model context, or the polyfill
 * add-on, whose script has run and which installs where there is none (a secure context) or already
 * did. Toolmark's polyfill installed by page code serves no form.
 */
function serverOf(doc: Document): Server | undefined {
  const context = (doc as { modelContext?: unknown }).modelContext;
  if (context != null && !isPolyfillContext(context)) return 'browser';
  return polyfillAddOnStarting(doc) ? 'polyfill' : undefined;
}

/**
 * Tells whether an element needs the registry: a wizard's step, or a tool form (not left out with
 * `data-toolmark-ignore`) that is not declarative (spec §14.8), or that the polyfill serves and whose
 * markup asks for a person (the polyfill runs it through the registry's card, spec §14.11; the
 * browser serves it without asking, TM204).
 */
function needsRegistry(element: Element, server: Server): boolean {
  if (element.matches(WIZARD_STEP)) return true;
  const form = element as HTMLFormElement;
  if (form.hasAttribute('data-toolmark-ignore')) return false;
  return !isDeclarativeForm(form) || (server === 'polyfill' && needsConfirmation(markupHints(form), false));
}

/**
 * Resolves when the page needs the script tag's registry, and then removes the loader's stand-in for
 * `window.Toolmark` (stand-in.ts). At once when there is no stand-in (the name was taken: `install`
 * says whose, TM704), when nothing serves the page's declarative forms (neither the browser's own
 * model context nor Toolmark's polyfill add-on), when a switch that reads or widens the registry is on
 * (`data-all-forms`, `data-debug`, `data-spotlight`, `data-widgets`), and in development builds (whose
 * scan warns of forms the browser serves ungated, TM204). Otherwise, when the first of these happens:
 * - code reads or sets `window.Toolmark` (the stand-in hears it; the polyfill add-on reads the name
 *   without asking, brand.ts `installedToolmark`);
 * - once the document is parsed, the bridge add-on is on the page (its classic script has run);
 * - once the document is parsed, it has, or later gets, a wizard's step, a tool form that is not
 *   declarative, or, where the polyfill serves, a declarative form whose markup asks for a person
 *   (looked for as the boot looks: not inside shadow roots).
 *
 * @param script The tag's `<script>` element, whose switches are read.
 * @param doc The page's document.
 * @param heldBack Called once when the registry is not needed at once: the tag holds it back until
 *   one of the above (never called when it is needed at once).
 * @returns Resolves once the registry is needed.
 */
export function whenRegistryNeeded(script: Element | null, doc: Document, heldBack: () => void = () => {}): Promise<void> {
  const asking = (doc as Document & { [ASKING]?: Asking })[ASKING];
  const server = serverOf(doc);
  const switchedOn = WIDENING.some((name) => switchValue(script?.getAttribute(`data-${name}`)));
  if (import.meta.env.DEV || !asking || !server || switchedOn) {
    asking?.ask();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const disposers: (() => void)[] = [];
    let needed = false;
    const need = () => {
      if (needed) return;
      needed = true;
      asking.ask();
      while (disposers.length) disposers.pop()!();
      resolve();
    };
    void asking.asked.then(need);
    // Said at once, not once the document is parsed: a page may hold its parser until the tag has
    // started (a script that waits for the starts on `document`), and the tag must not wait for it.
    heldBack();
    const parsed = new Promise((done) => (doc.readyState == 'loading' ? doc.addEventListener('DOMContentLoaded', done, { once: true }) : done(0)));
    void parsed.then(() => {
      if (needed) return;
      if ('bridge' in ((doc as StartingDocument)[STARTING] ?? {})) return need();
      whenPresent(doc, `${TOOL_FORM},${WIZARD_STEP}`, (element) => needsRegistry(element, server), disposers, async () => need());
    });
  });
}
