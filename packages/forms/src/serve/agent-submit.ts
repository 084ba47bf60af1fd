// The submit event of a served declarative form's run, as Chromium makes it (spec §14.11): it has
// `agentInvoked: true` and a `respondWith(value)` that, once the page has called `preventDefault()`
// and while the event is dispatched, hands the run its result (the last call wins). Own properties
// of that one event: nothing global is patched. `formResponse(form, value)` answers it too, through
// the slot the form holds while a run waits on it (spec §14.6).
import { ANSWER, type AnswerableForm } from '../submit/form-response.js';

/** A submit an agent's run made, or the person made for a run that waited. */
export interface AgentSubmit {
  readonly event: Event;
  /** The page's answer, when it gave one during the dispatch. */
  response?: Promise<unknown>;
  /** Whether the page's handler submitted the form itself (`form.submit()`): the browser navigates. */
  resubmitted?: boolean;
}

/**
 * Creates the `InvalidStateError` Chromium throws for a `respondWith` call it refuses.
 *
 * @param why Chromium's reason.
 * @returns The error.
 */
function refused(why: string): DOMException {
  return new DOMException(`Failed to execute 'respondWith' on 'SubmitEvent': ${why}`, 'InvalidStateError');
}

/**
 * Makes every submit event of a form agent-invoked until stopped, and reports each one as its
 * dispatch starts. The listener is the first to run (on the window, capturing; on the shadow root
 * for a form in one), so the page's handlers see both members.
 *
 * @param form The form.
 * @param onSubmit Told of each submit, with the record its answer will be written to.
 * @returns Stops listening, and takes back the form's answer slot and its own `submit`.
 */
export function watchAgentSubmits(form: HTMLFormElement, onSubmit: (submit: AgentSubmit) => void): () => void {
  const root = form.getRootNode();
  const first: EventTarget = (root as Document).defaultView ?? root;
  let wrapped: (() => void) | undefined;
  const listener = (event: Event) => {
    if (event.target !== form) return;
    const submit: AgentSubmit = { event };
    const respondWith = (response: unknown) => {
      // `eventPhase` is 0 (NONE) once the dispatch is over.
      if (!event.eventPhase) throw refused('To call respondWith, the event must be currently being dispatched.');
      if (!event.defaultPrevented) throw refused('To call respondWith, you must first call preventDefault.');
      submit.response = Promise.resolve(response);
    };
    Object.defineProperties(event, { agentInvoked: { value: true }, respondWith: { value: respondWith } });
    // formResponse(form, value): the form has no event to check, and a submit left to navigate ignores it.
    (form as AnswerableForm)[ANSWER] = (value) => (submit.response = Promise.resolve(value));
    // A handler that prevents the submit and calls `form.submit()` navigates, as a plain submit does:
    // the form's own `submit` notes it meanwhile. Not over a control named `submit` (which the page
    // reads as `form.submit`) nor over an own `submit` of the page's.
    const own = Object.hasOwn(form, 'submit');
    const resubmit = form.submit;
    if (!own && typeof resubmit === 'function') {
      wrapped = function (this: HTMLFormElement) {
        submit.resubmitted = true;
        return resubmit.call(this);
      };
      Object.defineProperty(form, 'submit', { configurable: true, value: wrapped });
    }
    onSubmit(submit);
  };
  first.addEventListener('submit', listener, true);
  return () => {
    first.removeEventListener('submit', listener, true);
    delete (form as AnswerableForm)[ANSWER];
    // The prototype's `submit` (or the control of that name) shows again.
    if (wrapped && Object.getOwnPropertyDescriptor(form, 'submit')?.value === wrapped) delete (form as Partial<HTMLFormElement>).submit;
  };
}

/**
 * Submits a form for an agent now, as `requestSubmit(submitter)` does for a person: the page's
 * constraint validation first (its `invalid` events and focus), then the agent-invoked submit event.
 *
 * @param form The form.
 * @param submitter Its default button, if it has one.
 * @returns The submit.
 * @throws {DOMException} `UnknownError` `Form validation failed: …` when the page's constraints stopped it, listing each invalid control as Chromium does.
 */
export function submitForAgent(form: HTMLFormElement, submitter: HTMLElement | undefined): AgentSubmit {
  let made: AgentSubmit | undefined;
  const stop = watchAgentSubmits(form, (submit) => (made ??= submit));
  try {
    form.requestSubmit(submitter);
  } finally {
    stop();
  }
  if (made) return made;
  // Only controls have `willValidate`, and their `name` reflects the attribute.
  const invalid = ([...form.elements] as HTMLInputElement[]).filter((element) => element.willValidate && !element.validity.valid);
  throw new DOMException(`Form validation failed: ${invalid.map(({ name, validationMessage }) => `${name}: ${validationMessage}. `).join('')}`, 'UnknownError');
}

/**
 * Reads what a run comes to once its submit was dispatched, as Chromium does. Decided at once
 * (the run's marks go at once too, before the polyfill fires `toolactivated`) unless the page answered.
 *
 * | the page | the run |
 * | --- | --- |
 * | did not prevent the submit, or submitted the form itself (the browser navigates) | `undefined`: the polyfill resolves `executeTool` to `null` |
 * | prevented it and answered | a promise of the answer (`'undefined'` for `undefined`, which Chromium writes as that text) |
 * | prevented it and said nothing | throws |
 *
 * @param submit The submit.
 * @param signal Aborted when the caller cancels: the wait for the answer ends with its reason.
 * @returns `undefined`, or the answer's promise (it rejects when the page's answer rejects).
 * @throws {DOMException} `UnknownError` when the page prevented the submit without answering.
 */
export function agentSubmitResult(submit: AgentSubmit, signal: AbortSignal | undefined): Promise<unknown> | undefined {
  const { event, response } = submit;
  if (!event.defaultPrevented || submit.resubmitted) return undefined;
  if (!response) {
    throw new DOMException("The site has a programming error: it called preventDefault() on the 'submit' event, without also calling respondWith() with the tool result", 'UnknownError');
  }
  const aborted = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  const answer = response.then(
    (value) => (value === undefined ? 'undefined' : value),
    () => Promise.reject(new DOMException('respondWith promise was rejected', 'UnknownError')),
  );
  return Promise.race([answer, aborted]);
}
