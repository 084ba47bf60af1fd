// How a page hands back the result of a submit (spec §14.6). Natively, an agent-invoked submit event
// has `respondWith(promise)`. Toolmark's own runs give their submit event the same two members, and
// pages without that can call `formResponse`, so one submit handler serves both.

// While a Toolmark run submits a form, the form holds how to answer it under this key. A symbol of
// the global registry, so a page's own copy of this package answers a run of the script tag's.
export const ANSWER = Symbol.for('toolmark.formResponse');

/** A form, with how to answer the Toolmark run that submits it while the run's submit event is dispatched. */
export type AnswerableForm = HTMLFormElement & { [ANSWER]?: (value: unknown) => void };

/** A submit event as agents see it: natively in Chromium, or during a Toolmark run. */
export interface AgentSubmitEvent extends Event {
  readonly agentInvoked?: boolean;
  respondWith?(response: Promise<unknown>): void;
}

/** What {@link formResponse} accepts: the form, its submit event, or a framework's wrapper of the event. */
export type FormResponseTarget = HTMLFormElement | Event | { readonly nativeEvent: Event };

/**
 * Hands back the result of a submit to the agent that made it (spec §14.6). Call it from the submit
 * handler, synchronously, with the value or a promise of it. With an agent-invoked submit event
 * (native WebMCP, or a Toolmark run) it calls `event.respondWith`; with the form, or an event no
 * agent made, it tells a Toolmark run that waits on that form. A person's submit is left alone.
 *
 * @param target The submit event (or React's synthetic event), or the form.
 * @param value The result, or a promise of it.
 * @returns Whether an agent was waiting for it.
 */
export function formResponse(target: FormResponseTarget, value: unknown): boolean {
  const event = (target as { nativeEvent?: Event }).nativeEvent ?? target;
  const submit = event as AgentSubmitEvent;
  if (submit.agentInvoked === true && typeof submit.respondWith === 'function') {
    submit.respondWith(Promise.resolve(value));
    return true;
  }
  // A form's `target` is its browsing context's name: the form is told apart by its local name.
  const answer = ((event as Element).localName === 'form' ? (event as AnswerableForm) : ((event as Event).target as AnswerableForm | null))?.[ANSWER];
  answer?.(value);
  return !!answer;
}

