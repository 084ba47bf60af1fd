// What the script tag looks for on a page before it loads a part (spec §18.2): the elements the form
// scan and the wizards work on, and the brand of Toolmark's polyfill. Free of core, so the check
// whether the page needs a registry at all (registry-needed.ts) reads them without loading it.
import type { ModelContextPolyfill } from '@toolmark/webmcp';

/** The forms a scan would make tools of (spec §14.1), besides every form with `data-all-forms`. */
export const TOOL_FORM = 'form[toolname],form[tooldescription],form[data-toolmark-name],form[data-toolmark-description]';

/** A wizard's step (spec §15.4). */
export const WIZARD_STEP = '[data-toolmark-step]';

/**
 * Tells whether the form scan takes a form the boot found (`TOOL_FORM`, or any form with
 * `data-all-forms`): a form with steps is a page wizard, not one form tool (spec §18.2 step 8).
 *
 * @param form The form.
 * @returns Whether it is scanned.
 */
export function isScannedForm(form: HTMLFormElement): boolean {
  return !form.querySelector(WIZARD_STEP);
}

/** Brands Toolmark's WebMCP polyfill (`@toolmark/webmcp`'s `POLYFILL`), of this window or another frame's. */
const POLYFILL = Symbol.for('toolmark.modelContextPolyfill');

/**
 * Tells whether a model context is Toolmark's polyfill by the brand it carries: the same answer as
 * `@toolmark/webmcp`'s `isModelContextPolyfill`, without importing the polyfill's module, so a page
 * whose browser has WebMCP never downloads the polyfill to find out it is not there, and the serving
 * of forms shares no chunk with the polyfill's class.
 *
 * @param context A model context, or anything.
 * @returns Whether it carries the polyfill's brand.
 */
export function isPolyfillContext(context: unknown): context is ModelContextPolyfill {
  return typeof context === 'object' && context !== null && POLYFILL in context;
}
