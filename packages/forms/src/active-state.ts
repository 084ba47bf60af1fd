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
 * @returns The button, or `null` when it has none.
 */
export function defaultButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | null {
  for (const element of form.elements) {
    const control = element as HTMLButtonElement | HTMLInputElement;
    const submits = element.localName === 'button' ? control.type === 'submit' : element.localName === 'input' && (control.type === 'submit' || control.type === 'image');
    if (submits && !control.disabled) return control;
  }
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
    form.removeEventListener('submit', done);
    form.removeEventListener('reset', done);
  };
  form.addEventListener('submit', done);
  form.addEventListener('reset', done);
}
