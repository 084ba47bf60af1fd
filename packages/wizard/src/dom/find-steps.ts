// Which parts of a page are a wizard's steps (spec §15.4): the elements marked `data-toolmark-step`,
// else the fieldsets or sections of the form when the page shows exactly one of them at a time.
import { ToolmarkError } from '@toolmark/core';
import { isShown } from './is-shown';

/** One step of a wizard in a page. */
export interface PageStep {
  /** The step id: a name part (`A–Z a–z 0–9 _ -`), unique in the wizard. */
  readonly id: string;
  readonly title?: string;
  /** What the page says about the step (`data-toolmark-step-description`), if anything. */
  readonly description?: string;
  /** The element holding the step's controls and buttons. */
  readonly element: HTMLElement;
}

const RESERVED = new Set(['start', 'back', 'cancel', 'done']);

/**
 * Reads the text of an element with runs of whitespace collapsed, trimmed.
 *
 * @param element The element.
 * @returns The text, or `undefined` when it is empty.
 */
export function textOf(element: Element | null | undefined): string | undefined {
  const text = element?.textContent?.replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/**
 * Turns a name into a step id: runs of other characters than `A–Z a–z 0–9 _ -` become `-`, at
 * most 64 characters.
 *
 * @param name The name.
 * @returns The id, or `''` when nothing is left.
 */
function slug(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64);
}

/**
 * Reads a step's title: `data-toolmark-step-title`, the fieldset's legend, the first heading, or
 * `aria-label`.
 *
 * @param element The step's element.
 * @returns The title, if any.
 */
function titleOf(element: HTMLElement): string | undefined {
  const legend = element.localName === 'fieldset' ? [...element.children].find((child) => child.localName === 'legend') : undefined;
  return (
    element.getAttribute('data-toolmark-step-title')?.trim() ||
    textOf(legend) ||
    textOf(element.querySelector('h1, h2, h3, h4, h5, h6')) ||
    element.getAttribute('aria-label')?.trim() ||
    undefined
  );
}

/**
 * Lists the step candidates of the fieldset-or-section pattern: the form's fieldsets and sections
 * that are not inside another one.
 *
 * @param container The form (or the root).
 * @returns The outermost fieldsets and sections, in tree order.
 */
function outermostSections(container: Element): HTMLElement[] {
  const all = [...container.querySelectorAll<HTMLElement>('fieldset, section')];
  return all.filter((element) => !all.some((other) => other !== element && other.contains(element)));
}

/**
 * Finds a wizard's steps in a page: `[data-toolmark-step]` elements under `root` (the attribute's
 * value is the id), else the outermost fieldsets or sections of `form` when there are two or more
 * and exactly one is shown. Ids come from the attribute, the element's `id`, its title, or its
 * position (`step-2`); a reserved or repeated id gets its position appended.
 *
 * @param root Where the wizard lives.
 * @param form The form holding the steps' controls.
 * @returns The steps, in tree order.
 * @throws ToolmarkError `invalid_definition` when no steps can be found.
 */
export function findSteps(root: Element, form: HTMLFormElement): PageStep[] {
  const marked = [...root.querySelectorAll<HTMLElement>('[data-toolmark-step]')];
  const elements = marked.length > 0 ? marked : outermostSections(form);
  if (marked.length === 0 && (elements.length < 2 || elements.filter(isShown).length !== 1)) {
    throw new ToolmarkError(
      'invalid_definition',
      'No wizard steps found: mark each step with data-toolmark-step, or use two or more fieldsets or sections of which the page shows one at a time',
      { root: root.id || root.localName },
    );
  }
  const seen = new Set<string>();
  return elements.map((element, index) => {
    const title = titleOf(element);
    let id = slug(element.getAttribute('data-toolmark-step') || element.id || (title ?? '').toLowerCase()) || `step-${index + 1}`;
    if (RESERVED.has(id) || seen.has(id)) id = `${id.slice(0, 58)}-${index + 1}`;
    seen.add(id);
    const description = element.getAttribute('data-toolmark-step-description')?.trim();
    return { id, element, ...(title && { title }), ...(description && { description }) };
  });
}

/**
 * Finds the step the page shows: the only shown one.
 *
 * @param steps The steps.
 * @returns Its id, or `null` when none or several are shown (the page is between steps).
 */
export function shownStep(steps: readonly PageStep[]): string | null {
  let shown: string | null = null;
  for (const step of steps) {
    if (!isShown(step.element)) continue;
    if (shown !== null) return null;
    shown = step.id;
  }
  return shown;
}
