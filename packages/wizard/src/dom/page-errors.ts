// The errors a page shows after refusing a step (spec §15.4), read the way assistive technology reads
// them: controls marked `aria-invalid` with their error message or description, controls the page's
// constraint validation refused with their validation message, and `role=alert` text.
import type { ResultIssue } from '@toolmark/core';
import { textOf } from './find-steps';
import { isShown } from './is-shown';

/** Where errors are looked for: the step, and the wizard's root outside every step. */
export interface ErrorPlaces {
  readonly step: Element;
  readonly root: Element;
  readonly steps: readonly Element[];
}

/**
 * Reads the text of the elements an IDREF list attribute points to.
 *
 * @param element The element carrying the attribute.
 * @param attribute `aria-errormessage` or `aria-describedby`.
 * @returns Their joined text, or `undefined`.
 */
function referencedText(element: Element, attribute: string): string | undefined {
  const ids = element.getAttribute(attribute)?.split(/\s+/).filter(Boolean) ?? [];
  const root = element.getRootNode() as Document | ShadowRoot;
  const texts = ids.map((id) => textOf(root.getElementById?.(id))).filter((text): text is string => text !== undefined);
  return texts.length > 0 ? texts.join(' ') : undefined;
}

/**
 * Names a control for the issue's path: its `name`, else its `id`.
 *
 * @param control The control.
 * @returns The path.
 */
function pathOf(control: Element): string {
  return control.getAttribute('name') || control.id || '';
}

/**
 * Reads the errors the page shows for a step: every control of the step with `aria-invalid="true"`
 * (message: its `aria-errormessage` target, else its `aria-describedby` text, else its validation
 * message), every control of `refused` (those the page's constraint validation fired `invalid` on)
 * with its validation message, and the text of each shown `role=alert` in the step or outside every
 * step that no control's message already holds.
 *
 * @param places The step, the root and every step.
 * @param refused Controls that fired `invalid` since the page was asked to move on.
 * @returns One issue per field (path: the control's name) and one per other alert (path `''`).
 */
export function pageErrors(places: ErrorPlaces, refused: ReadonlySet<Element> = new Set()): ResultIssue[] {
  const issues: ResultIssue[] = [];
  const said = new Set<string>();
  const add = (path: string, message: string) => {
    // One issue per field: radios of a group share a name.
    if (path !== '' && issues.some((issue) => issue.path === path)) return;
    said.add(message);
    issues.push({ path, message: path === '' ? message : `'${path}': ${message}` });
  };
  const controls = [...places.step.querySelectorAll('[aria-invalid], input, select, textarea')];
  for (const control of controls) {
    const validity = control as Partial<HTMLInputElement>;
    const marked = control.getAttribute('aria-invalid') === 'true';
    if (!marked && !refused.has(control)) continue;
    const message =
      (marked && (referencedText(control, 'aria-errormessage') ?? referencedText(control, 'aria-describedby'))) ||
      validity.validationMessage ||
      'is invalid';
    add(pathOf(control), message);
  }
  const alerts = [...places.root.querySelectorAll('[role=alert]')].filter(
    (alert) => (places.step.contains(alert) || !places.steps.some((step) => step.contains(alert))) && isShown(alert),
  );
  for (const alert of alerts) {
    const text = textOf(alert);
    if (text !== undefined && ![...said].some((message) => message.includes(text))) add('', text);
  }
  return issues;
}
