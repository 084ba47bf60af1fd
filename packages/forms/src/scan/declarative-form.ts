// What Chromium serves as a declarative tool (spec §14.8), read from a form's attributes alone: in a
// module of its own, so the script tag can tell whether a page needs the form scan before loading it.

/** Chromium's rule for a tool's name, which also takes `.a` and `a..b` (Toolmark's is spec §1.1). */
export const CHROMIUM_NAME = /^[\w.-]{1,128}$/;

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
