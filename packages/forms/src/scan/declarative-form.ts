// Which forms the browser itself serves as tools (spec §14.8): read from the form's attributes alone,
// so the script tag can ask it before it loads the form scan (spec §18.2 step 1).

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
