// The one rule of every path on which Toolmark submits a form for an agent (spec §14.5; form tools,
// the forms the polyfill serves, page wizards' last step; docs/security.md T10, T11): an agent's
// submit goes only to the page's own origin. A submit that would leave it is never made: the form is
// filled and left to the person, and the agent is told so.
import type { ToolResult } from '@toolmark/core';
import { releaseWhenPersonActs } from './active-state.js';
import { outcome, type SubmitOutcome } from './submit-outcome.js';
import { leavesOrigin } from './submit-target.js';

/**
 * Tells whether Toolmark submits a form for an agent now: the form asks to be submitted
 * (`toolautosubmit`, `data-toolmark-autosubmit`, a wizard's last step) and its submit stays on the
 * page's origin (`leavesOrigin`). Read at each run: the page may change its `action` while a person
 * confirms.
 *
 * @param form The form.
 * @param submitter The button the submit would use (its `formaction` counts).
 * @param autosubmit Whether the form asks to be submitted.
 * @returns Whether to submit.
 */
export function submitsForAgent(form: HTMLFormElement, submitter: Element | undefined, autosubmit: boolean): boolean {
  return autosubmit && !leavesOrigin(form, submitter);
}

/**
 * Leaves a filled form to the person: its default button gets focus, its marks stay until the person
 * submits or resets it, and the result says what happened, and why when the form asked to be sent.
 *
 * @param form The form, filled.
 * @param submitter Its default button.
 * @param autosubmit Whether the form asked to be submitted (so it was held back: another site).
 * @param release Removes the form's marks.
 * @returns `{ submitted: false, awaitingPerson: true }` with the sentence for the model.
 */
export function leaveToPerson(form: HTMLFormElement, submitter: Element | undefined, autosubmit: boolean, release: () => void): ToolResult<SubmitOutcome> {
  (submitter as HTMLElement | undefined)?.focus();
  releaseWhenPersonActs(form, release);
  return outcome(`Filled in; ${autosubmit ? 'it sends to another site, so ' : ''}it waits for the person to submit it.`, { submitted: false, awaitingPerson: true });
}
