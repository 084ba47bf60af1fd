// The errors a page shows after refusing a step (spec §15.4), read the way assistive technology reads
// them: controls marked `aria-invalid` with their error message or description, controls the page's
// constraint validation refused with their validation message, and `role=alert` text.
import type { ResultIssue } from '@toolmark/core';
import type { Places } from './find-buttons.js';
import { clean, textOf } from './find-steps.js';
import { isShown } from './is-shown.js';

/**
 * Reads the errors the page shows for a step: every control of the step with `aria-invalid="true"`
 * (message: its `aria-errormessage` targets, else its `aria-describedby` targets, else its validation
 * message), every control of `refused` (those the page's constraint validation fired `invalid` on)
 * with its validation message, and the text of each shown `role=alert` in the step or outside every
 * step that no issue already holds.
 *
 * @param places The step, the root and every step.
 * @param refused Controls that fired `invalid` since the page was asked to move on.
 * @returns One issue per field (path: the control's `name`, else `id`) and one per other alert (path `''`).
 */
export function pageErrors({ step, root, steps }: Places, refused: ReadonlySet<EventTarget | null> = new Set()): ResultIssue[] {
  const issues: ResultIssue[] = [];
  // One issue per field (radios of a group share a name), and no alert saying what an issue says.
  const add = (path: string, message: string) => {
    if (!issues.some((issue) => (path ? issue.path === path : issue.message.includes(message)))) {
      issues.push({ path, message: path ? `'${path}': ${message}` : message });
    }
  };
  // The text of the elements an IDREF list attribute points to, in the control's document or shadow
  // root (a control in a detached subtree has neither).
  const referenced = (control: Element, name: string) =>
    clean(
      control
        .getAttribute(name)
        ?.split(/\s+/)
        .map((id) => (control.getRootNode() as Partial<Document>).getElementById?.(id)?.textContent)
        .join(' '),
    );
  for (const control of step.querySelectorAll<HTMLInputElement>('[aria-invalid=true],input,select,textarea')) {
    const marked = control.matches('[aria-invalid=true]');
    if (marked || refused.has(control)) {
      add(
        control.getAttribute('name') || control.id,
        (marked && (referenced(control, 'aria-errormessage') || referenced(control, 'aria-describedby'))) ||
          control.validationMessage ||
          'is invalid',
      );
    }
  }
  for (const alert of root.querySelectorAll('[role=alert]')) {
    const text = textOf(alert);
    if (text && (step.contains(alert) || !steps.some((each) => each.contains(alert))) && isShown(alert)) add('', text);
  }
  return issues;
}
