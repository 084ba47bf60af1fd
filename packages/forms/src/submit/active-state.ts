// While an agent fills and submits a form, the form carries `data-toolmark-active` and its submit
// button `data-toolmark-submit-active`, Toolmark's counterparts of Chromium's `:tool-form-active`
// and `:tool-submit-active`, so a page can style both alike (spec §14.5).

/** The attribute a form carries while an agent works on it. */
export const ACTIVE_ATTRIBUTE = 'data-toolmark-active';
/** The attribute the form's submit button carries meanwhile. */
export const SUBMIT_ACTIVE_ATTRIBUTE = 'data-toolmark-submit-active';

/**
 * Finds a form's default button: its first enabled submit button in tree order.
 *
 * @param form The form.
 * @returns The button, or `undefined` when it has none.
 */
export function defaultButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | undefined {
  // Only a button or input can be of type `submit`, only an input of type `image`.
  return ([...form.elements] as HTMLInputElement[]).find((element) => /^(submit|image)$/.test(element.type) && !element.disabled);
}

/**
 * Marks a form (and its submit button) as worked on by an agent.
 *
 * @param form The form.
 * @param button Its submit button, if any.
 * @returns The function that removes the marks.
 */
export function markActive(form: HTMLFormElement, button: Element | undefined): () => void {
  const mark = (on: boolean) => {
    form.toggleAttribute(ACTIVE_ATTRIBUTE, on);
    button?.toggleAttribute(SUBMIT_ACTIVE_ATTRIBUTE, on);
  };
  mark(true);
  return () => mark(false);
}

/**
 * Keeps the marks of a form an agent filled for a person to submit until that person submits or
 * resets it.
 *
 * @param form The form.
 * @param release The function that removes the marks.
 */
export function releaseWhenPersonActs(form: HTMLFormElement, release: () => void): void {
  const listening = new AbortController();
  const done = () => {
    release();
    listening.abort();
  };
  // The controller serves as the listeners' options: its `signal` removes both at once.
  for (const type of ['submit', 'reset']) form.addEventListener(type, done, listening);
}
