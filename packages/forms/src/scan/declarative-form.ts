// Which forms the browser itself serves as tools (spec §14.8): read from the form's attributes alone,
// so the script tag can ask it before it loads the form scan (spec §18.2 step 1); and whether
// something serves them, which the scan and the polyfill's serving both read.

// Toolmark's name rule (spec §1.1) and Chromium's, which also takes `.a` and `a..b`.
const CHROMIUM_NAME = /^[\w.-]{1,128}$/;

/**
 * Checks whether a form is one Chromium serves as a declarative tool, read from its attributes alone:
 * a `toolname` Chromium accepts (1–128 of `A–Z a–z 0–9 _ - .`) and a non-empty `tooldescription`
 * (whitespace counts, as natively).
 *
 * @param form The form.
 * @returns Whether it is a declarative form.
 */
export function isDeclarativeForm(form: HTMLFormElement): boolean {
  return CHROMIUM_NAME.test(form.getAttribute('toolname') ?? '') && !!form.getAttribute('tooldescription');
}

// What a model context carries while `serveDeclarativeForms` serves the document's declarative forms
// through it (spec §14.11): a symbol of the global registry, so copies of this package agree.
export const SERVES_DECLARATIVE_FORMS = Symbol.for('toolmark.servesDeclarativeForms');

/** Dispatched on the document when something starts or stops serving its declarative forms: `scanForms` reads the page again. */
export const DECLARATIVE_FORMS_SERVED_EVENT = 'toolmark:declarative-forms-served';

/**
 * Checks whether a document's declarative forms are served by its model context (spec §14.8): the
 * browser's own, or Toolmark's polyfill while `serveDeclarativeForms` serves through it (spec
 * §14.11). Toolmark's polyfill alone (branded, spec §16.3) serves no form. Read at every call, never
 * cached: whichever of `scanForms` and `serveDeclarativeForms` starts first, the next pass of the
 * scan sees what serves the forms now.
 *
 * @param doc The form's document.
 * @returns Whether the model context serves declarative forms.
 */
export function servesDeclarativeForms(doc: Document): boolean {
  // Builds before Chrome 152, with `navigator.modelContext` only, are not supported.
  const context = (doc as Document & { modelContext?: Record<symbol, unknown> }).modelContext;
  return context != null && (!(Symbol.for('toolmark.modelContextPolyfill') in context) || context[SERVES_DECLARATIVE_FORMS] === true);
}
