// Submitting a form for an agent (spec §14.6): `requestSubmit()` so the page's own validation and
// handlers run, then the result is what the page hands back, a note that the page navigates, or the
// validation messages that stopped the submit.
import { fail, isToolResult, ok, REDACTED, scrubSecrets, type ToolResult } from '@toolmark/core';
import { RESPONSE_EVENT, type AgentSubmitEvent } from './form-response';

/** What a submit returns when the page does not answer (structured content). */
export interface SubmitOutcome {
  readonly submitted: boolean;
  /** Where the browser goes, when the submit navigates (sensitive values in the query are redacted). */
  readonly navigated?: { readonly url: string; readonly method: string };
  /** True when the form was filled and waits for the person to submit it. */
  readonly awaitingPerson?: boolean;
}

/** Options of {@link submitForm}. */
export interface SubmitOptions {
  /** The button that submits, the form's default button. */
  readonly submitter: HTMLButtonElement | HTMLInputElement | null;
  /** The run's signal: stop waiting for the page's response when it aborts. */
  readonly signal: AbortSignal;
  /** Names of the sensitive fields: their values never enter a result. */
  readonly sensitiveNames: ReadonlySet<string>;
  /** The current secret values of the form, scrubbed from whatever the page hands back. */
  readonly secrets: readonly string[];
}

/**
 * Creates a result with a sentence for the model and the outcome for code.
 *
 * @param sentence The text.
 * @param outcome The structured content.
 * @returns The result.
 */
function outcome(sentence: string, value: SubmitOutcome): ToolResult<SubmitOutcome> {
  return { content: [{ type: 'text', text: sentence }], structuredContent: value };
}

/**
 * Computes where a submit that is not prevented navigates: the action URL, with the form data as
 * its query for GET (sensitive values replaced by the redaction marker).
 *
 * @param form The form.
 * @param options The submitter and sensitive names.
 * @returns The URL and method.
 */
function destination(form: HTMLFormElement, options: SubmitOptions): { url: string; method: string } {
  const { submitter } = options;
  const action = submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? '';
  const method = (submitter?.getAttribute('formmethod') ?? form.getAttribute('method') ?? 'get').toLowerCase() === 'post' ? 'post' : 'get';
  const url = new URL(action, form.baseURI);
  if (method === 'get') {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      params.append(name, options.sensitiveNames.has(name) ? REDACTED : typeof value === 'string' ? value : value.name);
    }
    url.search = params.toString();
  }
  return { url: url.href, method };
}

/**
 * Lists the messages of the controls that stopped a submit.
 *
 * @param form The form.
 * @returns The result.
 */
function invalidResult(form: HTMLFormElement): ToolResult<never> {
  const issues = [...form.elements]
    .filter((element) => (element as HTMLInputElement).willValidate && !(element as HTMLInputElement).validity.valid)
    .map((element) => {
      const name = element.getAttribute('name') ?? '';
      return { path: name, message: `'${name}': ${(element as HTMLInputElement).validationMessage}` };
    });
  const text = issues.length ? issues.map((issue) => issue.message).join('; ') : 'the page refused the values';
  return fail('form_invalid', `Form validation failed: ${text}`, issues);
}

/**
 * Waits for the page's response, or for the run to be aborted.
 *
 * @param response The page's promise.
 * @param signal The run's signal.
 * @returns The page's value as a result.
 */
async function settle(response: Promise<unknown>, signal: AbortSignal): Promise<ToolResult> {
  const aborted = new Promise<ToolResult>((resolve) => {
    const stop = () => resolve(fail('aborted', 'The call was aborted while the page handled the submit'));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  const answered = response.then(
    (value) => (isToolResult(value) ? value : ok(value)),
    (error: unknown) => fail('form_failed', `The page failed the submit: ${error instanceof Error ? error.message : String(error)}`),
  );
  return Promise.race([answered, aborted]);
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
 * | the submit was not prevented | `{ submitted: true, navigated: { url, method } }` |
 * | the page prevented it and said nothing | `{ submitted: true }` |
 *
 * The current values of sensitive fields are scrubbed from every result.
 *
 * @param form The form.
 * @param options The submitter, signal and sensitive fields.
 * @returns The result.
 */
export async function submitForm(form: HTMLFormElement, options: SubmitOptions): Promise<ToolResult> {
  let submitEvent: AgentSubmitEvent | undefined;
  let response: Promise<unknown> | undefined;
  const respondWith = (value: Promise<unknown>) => {
    response ??= Promise.resolve(value);
  };
  const onSubmit = (event: Event) => {
    if (event.target !== form || submitEvent) return;
    submitEvent = event;
    if ((event as AgentSubmitEvent).agentInvoked === true) return;
    // Only this event instance changes: nothing global is patched.
    Object.defineProperties(event, { agentInvoked: { value: true, configurable: true }, respondWith: { value: respondWith, configurable: true } });
  };
  const onResponse = (event: Event) => {
    event.preventDefault();
    respondWith((event as CustomEvent<{ value: unknown }>).detail.value as Promise<unknown>);
  };
  // Listen first of all: on the window (capture) for a form in the document, else on its shadow root.
  const root = form.getRootNode();
  const first: EventTarget = (root as Document).defaultView ?? root;
  first.addEventListener('submit', onSubmit, { capture: true });
  form.addEventListener(RESPONSE_EVENT, onResponse);
  try {
    form.requestSubmit(options.submitter ?? undefined);
  } finally {
    first.removeEventListener('submit', onSubmit, { capture: true });
    form.removeEventListener(RESPONSE_EVENT, onResponse);
  }
  const scrub = (result: ToolResult) => scrubSecrets(result, options.secrets);
  if (!submitEvent) return invalidResult(form);
  if (response) return scrub(await settle(response, options.signal));
  if (!submitEvent.defaultPrevented && (form.getAttribute('method') ?? '').toLowerCase() !== 'dialog') {
    const navigated = destination(form, options);
    return scrub(outcome(`The form was submitted; the page navigates to ${navigated.url}`, { submitted: true, navigated }));
  }
  return outcome('The form was submitted; the page gave no response.', { submitted: true });
}
