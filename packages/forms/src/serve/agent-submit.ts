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
 * @returns Stops listening and takes back the form's answer slot.
 */
export function watchAgentSubmits(form: HTMLFormElement, onSubmit: (submit: AgentSubmit) => void): () => void {
  const root = form.getRootNode();
  const first: EventTarget = (root as Document).defaultView ?? root;
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
    onSubmit(submit);
  };
  first.addEventListener('submit', listener, true);
  return () => {
    first.removeEventListener('submit', listener, true);
    delete (form as AnswerableForm)[ANSWER];
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
 * Reads what a run resolves to once its submit was dispatched, as Chromium does: `undefined` when the
 * submit was not prevented (the browser navigates; the polyfill resolves `executeTool` to `null`),
 * the page's answer (`'undefined'` for `undefined`, which Chromium writes as that text) when it gave one.
 *
 * @param submit The submit.
 * @param signal Aborted when the caller cancels: the wait for the answer ends with its reason.
 * @returns The result.
 * @throws {DOMException} `UnknownError` when the page prevented the submit without answering, or its answer rejected.
 */
export async function agentSubmitResult(submit: AgentSubmit, signal: AbortSignal | undefined): Promise<unknown> {
  const { event, response } = submit;
  if (!event.defaultPrevented) return undefined;
  if (!response) {
    throw new DOMException("The site has a programming error: it called preventDefault() on the 'submit' event, without also calling respondWith() with the tool result", 'UnknownError');
  }
  const aborted = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  const value = await Promise.race([response.catch(() => Promise.reject(new DOMException('respondWith promise was rejected', 'UnknownError'))), aborted]);
  return value === undefined ? 'undefined' : value;
}
