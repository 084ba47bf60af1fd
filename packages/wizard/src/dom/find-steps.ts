// Which parts of a page are a wizard's steps (spec §15.4): the elements marked `data-toolmark-step`,
// else the fieldsets or sections of the form when the page shows exactly one of them at a time.
import { ToolmarkError } from '@toolmark/core';
import { STEP_ID } from '../check-wizard.js';
import { isShown } from './is-shown.js';

/** One step of a wizard in a page. */
export interface PageStep {
  /** The step id: a name part (`A–Z a–z 0–9 _ -`), unique in the wizard. */
  readonly id: string;
  readonly title: string | undefined;
  /** What the page says about the step (`data-toolmark-step-description`), if anything. */
  readonly description: string | undefined;
  /** The summary template of its confirmation card (`data-toolmark-summary`, spec §15.6), if any. */
  readonly template: string | undefined;
  /** The element holding the step's controls and buttons. */
  readonly element: HTMLElement;
}

/**
 * Collapses runs of whitespace and trims.
 *
 * @param text The text.
 * @returns The text, or `undefined` when nothing is left.
 */
export function clean(text: string | null | undefined): string | undefined {
  return text?.replace(/\s+/g, ' ').trim() || undefined;
}

/**
 * Reads the text of an element, whitespace collapsed.
 *
 * @param element The element.
 * @returns The text, or `undefined` when it is empty.
 */
export function textOf(element: Element | null | undefined): string | undefined {
  return clean(element?.textContent);
}

/**
 * Reads a `data-toolmark-` attribute, whitespace collapsed.
 *
 * @param element The element.
 * @param name The attribute's name after `data-toolmark-`.
 * @returns Its value, or `undefined` when it is missing or blank.
 */
export function data(element: Element, name: string): string | undefined {
  return clean(element.getAttribute(`data-toolmark-${name}`));
}

/**
 * Creates the error of a page that cannot be a wizard.
 *
 * @param message What is wrong: a full sentence in development, a word or two in production.
 * @returns The `invalid_definition` error.
 */
export function notAWizard(message: string): ToolmarkError {
  return new ToolmarkError('invalid_definition', `registerPageWizard: ${message}`);
}

/**
 * Finds a wizard's steps in a page: `[data-toolmark-step]` elements under `root` (the attribute's
 * value is the id), else the outermost fieldsets or sections of `form` when there are two or more
 * and exactly one is shown. Ids come from the attribute, the element's `id`, its title (legend,
 * first heading or `aria-label`), or its position (`step-2`); a reserved or repeated id gets its
 * position appended.
 *
 * @param root Where the wizard lives.
 * @param form The form holding the steps' controls.
 * @returns The steps, in tree order.
 * @throws ToolmarkError `invalid_definition` when no steps can be found.
 */
export function findSteps(root: Element, form: HTMLFormElement): PageStep[] {
  let elements = [...root.querySelectorAll<HTMLElement>('[data-toolmark-step]')];
  if (!elements[0]) {
    const sections = [...form.querySelectorAll<HTMLElement>('fieldset,section')];
    // The outermost ones: no other one holds their parent.
    elements = sections.filter((element) => !sections.some((other) => other.contains(element.parentElement)));
    if (!elements[1] || elements.filter(isShown).length !== 1) {
      throw notAWizard(
        import.meta.env.DEV
          ? 'no steps found: mark each step with data-toolmark-step, or use two or more fieldsets or sections of which the page shows one at a time'
          : 'no steps',
      );
    }
  }
  const ids: string[] = [];
  return elements.map((element, index) => {
    // A legend is its fieldset's first child, so it comes before any heading in tree order.
    const title = data(element, 'step-title') ?? textOf(element.querySelector(':scope>legend,h1,h2,h3,h4,h5,h6')) ?? clean(element.getAttribute('aria-label'));
    // Its runs of `A–Z a–z 0–9 _ -` joined by `-`; one that is too long, reserved or taken is cut
    // to 58 characters and gets its position appended.
    let id = (data(element, 'step') || element.id || title?.toLowerCase() || '').match(/[\w-]+/g)?.join('-') || `step-${index + 1}`;
    if (!STEP_ID.test(id) || ids.includes(id)) id = `${id.slice(0, 58)}-${index + 1}`;
    ids.push(id);
    return { id, element, title, description: data(element, 'step-description'), template: data(element, 'summary') };
  });
}

/**
 * Finds the step the page shows: the only shown one.
 *
 * @param steps The steps.
 * @returns Its id, or `null` when none or several are shown (the page is between steps).
 */
export function shownStep(steps: readonly PageStep[]): string | null {
  const shown = steps.filter((step) => isShown(step.element));
  return shown.length === 1 ? (shown[0] as PageStep).id : null;
}
