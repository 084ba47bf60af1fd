// Submitting a form for an agent (spec §14.6): `requestSubmit()` so the page's own validation and
// handlers run, then the result is what the page hands back, a note that the page navigates, or the
// validation messages that stopped the submit.
import { fail, ok, REDACTED, type ToolResult } from '@toolmark/core';
import { collectSecrets, egress, isToolResult } from '@toolmark/core/internal';
import type { FormField } from '../scan/collect-fields.js';
import { ANSWER, type AgentSubmitEvent, type AnswerableForm } from './form-response.js';
import { sensitiveValues } from '../fill/read-form.js';
import { submitAttribute, submitTarget } from './submit-target.js';
import { outcome, type SubmitOutcome } from './submit-outcome.js';

/**
 * Creates the result of a run whose call was aborted before it ended (the page may still act).
 *
 * @returns The `aborted` result.
 */
function aborted(): ToolResult<never> {
  return fail('aborted', 'The call was aborted');
}

/**
 * Lists the messages of the controls that stopped a submit.
 *
 * @param form The form.
 * @returns The `form_invalid` result.
 */
function invalidResult(form: HTMLFormElement): ToolResult<never> {
  // Only controls have `willValidate`, and their `name` reflects the attribute ('' when absent).
  const issues = ([...form.elements] as HTMLInputElement[])
    .filter((element) => element.willValidate && !element.validity.valid)
    .map(({ name, validationMessage }) => ({ path: name, message: `'${name}': ${validationMessage}` }));
  return fail('form_invalid', `Form validation failed: ${issues.map((issue) => issue.message).join('; ') || 'the page refused the values'}`, issues);
}

/**
 * Waits for the page's response, or for the run to be aborted.
 *
 * @param response The page's promise.
 * @param signal The run's signal.
 * @returns The page's value as a result.
 */
function settle(response: Promise<unknown>, signal: AbortSignal): Promise<ToolResult> {
  return Promise.race([
    response.then(
      (value) => (isToolResult(value) ? value : ok(value)),
      (error: unknown) => fail('form_failed', `The page failed the submit: ${(error as Error | undefined)?.message ?? error}`),
    ),
    // Not left to the registry's own race: the run must end for the form's marks and lane to go.
    new Promise<ToolResult>((resolve) => {
      if (signal.aborted) resolve(aborted());
      signal.addEventListener('abort', () => resolve(aborted()));
    }),
  ]);
}

/**
 * Submits a form with `requestSubmit()` and reads the outcome (spec §14.6). During the run, the
 * submit event Toolmark causes carries `agentInvoked: true` and `respondWith(promise)`, as an
 * agent-invoked submit does natively; `formResponse(form, value)` answers too. Then:
 *
 * | what happened | result |
 * | --- | --- |
 * | the page's constraints stopped the submit | `form_invalid` with each control's message |
 * | the page answered | its value (`ok(value)`), or the `ToolResult` it gave; `form_failed` when its promise rejects |
 * | the submit was not prevented | `{ submitted: true, navigated: { url, method } }`, for GET the form data as the query, sensitive values redacted |
 * | the page prevented it and said nothing | `{ submitted: true }` |
 *
 * The values the sensitive fields hold before the submit are scrubbed from every result.
 *
 * @param form The form.
 * @param submitter The form's default button.
 * @param signal The run's signal: no submit when it has aborted, and no more waiting for the page's response when it aborts.
 * @param sensitive The form's sensitive fields.
 * @returns The result.
 */
export async function submitForm(
  form: HTMLFormElement,
  submitter: HTMLElement | undefined,
  signal: AbortSignal,
  sensitive: readonly FormField[],
): Promise<ToolResult> {
  // A page's input handler may have aborted the call while the form was filled: no submit then.
  if (signal.aborted) return aborted();
  // Read first: the page's submit handler may clear them.
  const secrets = collectSecrets(sensitiveValues(sensitive), ['[*]']);
  let submitEvent: AgentSubmitEvent | undefined;
  let response: Promise<unknown> | undefined;
  const respondWith = (value: unknown) => {
    response ??= Promise.resolve(value);
  };
  const onSubmit = (event: Event) => {
    if (event.target !== form || submitEvent) return;
    submitEvent = event;
    // Only this event instance changes: nothing global is patched.
    if ((event as AgentSubmitEvent).agentInvoked !== true) {
      Object.defineProperties(event, { agentInvoked: { value: true }, respondWith: { value: respondWith } });
    }
  };
  // Listen first of all: on the window (capture) for a form in the document, else on its shadow root.
  const root = form.getRootNode();
  const first: EventTarget = (root as Document).defaultView ?? root;
  first.addEventListener('submit', onSubmit, true);
  // formResponse(form, value) answers through the form while its submit event is dispatched.
  (form as AnswerableForm)[ANSWER] = respondWith;
  try {
    form.requestSubmit(submitter);
  } finally {
    first.removeEventListener('submit', onSubmit, true);
    delete (form as AnswerableForm)[ANSWER];
  }
  if (!submitEvent) return invalidResult(form);
  if (response) return egress(await settle(response, signal), secrets) as ToolResult;
  const method = submitAttribute(form, submitter, 'method')?.toLowerCase();
  if (submitEvent.defaultPrevented || method === 'dialog') return outcome('Submitted; the page gave no response.', { submitted: true });
  // Where the browser goes: the action URL, for GET with the form data as its query.
  const action = submitTarget(form, submitter);
  const get = method !== 'post';
  if (get) {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      query.append(name, sensitive.some((field) => field.name === name) ? REDACTED : typeof value === 'string' ? value : value.name);
    }
    action.search = `${query}`;
  }
  const url = action.href;
  return egress(outcome(`Submitted; the page navigates to ${url}`, { submitted: true, navigated: { url, method: get ? 'get' : 'post' } }), secrets) as ToolResult;
}
