// The parts a page will need, fetched while the tag waits (spec §18.2, D220). Once the page needs a
// registry, the tag's boot module and the parts the boot is about to import for what the page already
// has (publishing for a model context, the form scan for a tool form, wizards for a step) are imported
// at once, in parallel with each other and with the add-ons the tag waits for, instead of one after
// another as each step reaches them. The boot's own imports then find them there; a part that fails
// to load is the boot's to report (TM703).
import { isScannedForm, TOOL_FORM, WIZARD_STEP } from './page-marks.js';
import { polyfillAddOnStarting } from './starting.js';
import { switchValue } from './switches.js';

// A failed import is retried and reported by the boot's own.
const later = () => {};

/**
 * Imports, without waiting, the boot's module and the parts the boot will import for what the page
 * has now: publishing when it has a model context, or a polyfill add-on starting in a secure context
 * (where the polyfill installs one); the form scan when it has a form the scan takes (`data-all-forms`
 * read as the boot reads it); wizards when it has a step. What appears later is the boot's to load.
 *
 * @param script The tag's `<script>` element.
 * @param doc The page's document.
 */
export function warmParts(script: Element | null, doc: Document): void {
  void import('./start-tag.js').catch(later);
  if ((doc as { modelContext?: unknown }).modelContext || polyfillAddOnStarting(doc)) void import('./parts/publish-page.js').catch(later);
  const allForms = switchValue(script?.getAttribute('data-all-forms')) ?? false;
  if ([...doc.querySelectorAll<HTMLFormElement>(allForms ? 'form' : TOOL_FORM)].some(isScannedForm)) void import('./parts/forms.js').catch(later);
  if (doc.querySelector(WIZARD_STEP)) void import('./parts/wizard.js').catch(later);
}
