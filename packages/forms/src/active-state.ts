// While an agent fills and submits a form, the form carries `data-toolmark-active` and its submit
// button `data-toolmark-submit-active`, Toolmark's counterparts of Chromium's `:tool-form-active`
// and `:tool-submit-active`, so a page can style both alike (spec §14.5).

/** The attribute a form carries while an agent works on it. */
export const ACTIVE_ATTRIBUTE = 'data-toolmark-active';
/** The attribute the form's submit button carries meanwhile. */
export const SUBMIT_ACTIVE_ATTRIBUTE = 'data-toolmark-submit-active';

// What a person does to take over a filled form.
const PERSON_ACTS = ['submit', 'reset'];

/**
 * Finds a form's default button: its first enabled submit button in tree order.
 *
 * @param form The form.
 * @returns The button, or `null` when it has none.
 */
export function defaultButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | null {
  // Only a button or input can be of type `submit`, only an input of type `image`.
  for (const element of form.elements as Iterable<HTMLInputElement>) if ((element.type === 'submit' || element.type === 'image') && !element.disabled) return element;
  return null;
}

/**
 * Marks a form (and its submit button) as worked on by an agent.
 *
 * @param form The form.
 * @param button Its submit button, if any.
 * @returns The function that removes the marks.
 */
export function markActive(form: HTMLFormElement, button: Element | null): () => void {
  form.setAttribute(ACTIVE_ATTRIBUTE, '');
  button?.setAttribute(SUBMIT_ACTIVE_ATTRIBUTE, '');
  return () => {
    form.removeAttribute(ACTIVE_ATTRIBUTE);
    button?.removeAttribute(SUBMIT_ACTIVE_ATTRIBUTE);
  };
}

/**
 * Keeps the marks of a form an agent filled for a person to submit until that person submits or
 * resets it.
 *
 * @param form The form.
 * @param release The function that removes the marks.
 */
export function releaseWhenPersonActs(form: HTMLFormElement, release: () => void): void {
  const done = () => {
    release();
    for (const type of PERSON_ACTS) form.removeEventListener(type, done);
  };
  for (const type of PERSON_ACTS) form.addEventListener(type, done);
}
