// A run of a served declarative form, as Chromium runs one (spec §14.11): fill at once, mark the form
// and its default button, then submit (`toolautosubmit`) or wait for the person to; the run ends
// with the page's answer. The marks go as the run ends, and at once when the caller cancels (the
// polyfill fires `toolcancel` right after aborting the signal: the form must be unmarked by then).
import { collectFields } from '../scan/collect-fields.js';
import { isDeclarativeForm } from '../scan/declarative-form.js';
import { defaultButton, markActive } from '../submit/active-state.js';
import { leaveToPerson, submitsForAgent } from '../submit/agent-may-submit.js';
import { agentSubmitResult, submitForAgent, watchAgentSubmits, type AgentSubmit } from './agent-submit.js';
import { applyBrowserFill, planBrowserFill } from './fill-as-browser.js';

/** The runs of one registration that wait for the person: each entry cancels its run with the error given. */
export type WaitingRuns = Set<(error: DOMException) => void>;

// How many runs mark each form now: the marks go with the last one.
const holds = new WeakMap<HTMLFormElement, { count: number; release: () => void }>();

/**
 * Marks a form and its default button for the time of a run (`data-toolmark-active`,
 * `data-toolmark-submit-active`, which the pseudo-class substitute reads).
 *
 * @param form The form.
 * @param submitter Its default button.
 * @returns Releases this run's hold; safe to call more than once.
 */
function holdActive(form: HTMLFormElement, submitter: Element | undefined): () => void {
  const hold = holds.get(form) ?? { count: 0, release: markActive(form, submitter) };
  hold.count++;
  holds.set(form, hold);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--hold.count) return;
    holds.delete(form);
    hold.release();
  };
}

/**
 * Creates the `UnknownError` of a run cancelled before its submit.
 *
 * @param why Chromium's words.
 * @returns The error.
 */
export function cancelled(why: string): DOMException {
  return new DOMException(`Tool execution cancelled${why}`, 'UnknownError');
}

/**
 * Waits for the person to submit a form an agent filled (a script's `requestSubmit()` counts too);
 * a reset, the caller's abort or the server (the tool changed or left) cancel the wait, and so does
 * another run of the same registration, which takes over the form.
 *
 * @param form The form.
 * @param signal The caller's signal.
 * @param waiting The registration's waiting runs.
 * @param release Unmarks the form, at once when the wait is cancelled.
 * @returns The person's submit, once dispatched.
 */
function waitForPerson(form: HTMLFormElement, signal: AbortSignal | undefined, waiting: WaitingRuns, release: () => void): Promise<AgentSubmit> {
  for (const cancel of [...waiting]) cancel(cancelled(' by another run of the tool'));
  return new Promise((resolve, reject) => {
    const end = (error?: unknown) => {
      stop();
      waiting.delete(cancel);
      form.removeEventListener('reset', onReset);
      signal?.removeEventListener('abort', onAbort);
      if (error) release();
    };
    const cancel = (error: DOMException) => (end(error), reject(error));
    const onReset = () => cancel(cancelled(' by a form reset'));
    const onAbort = () => (end(signal!.reason), reject(signal!.reason));
    const stop = watchAgentSubmits(form, (submit) => {
      waiting.delete(cancel);
      // What the page's handlers did is known once the dispatch is over.
      setTimeout(() => (end(), resolve(submit)));
    });
    waiting.add(cancel);
    form.addEventListener('reset', onReset);
    signal?.addEventListener('abort', onAbort);
  });
}

/**
 * Runs a declarative form as Chromium does. Everything up to the submit happens before it returns:
 * the checks, the fill (so the controls hold the values when the polyfill fires `toolactivated`),
 * the marks, and with `toolautosubmit` the submit itself; an outcome known then unmarks the form
 * then too, as natively.
 *
 * | what happens | the run |
 * | --- | --- |
 * | no `toolautosubmit` and no submit button | rejects, before filling |
 * | `toolautosubmit`, and the submit would leave the page's origin | resolves at once to `leaveToPerson`'s result: filled, not submitted, waiting for the person |
 * | a parameter the form lacks, a value that does not fit | rejects, nothing filled |
 * | the page's constraints stop the submit | rejects `Form validation failed: …` (the form stays filled) |
 * | the form leaves or its tool changes while its submit event is dispatched | rejects |
 * | the submit is not prevented (the page navigates) | resolves `undefined` |
 * | `preventDefault()` and `respondWith(value)` | resolves the value, once settled |
 * | `preventDefault()` alone | rejects |
 * | the caller aborts | rejects with the signal's reason, the marks gone at once |
 *
 * Every rejection is a `DOMException` `UnknownError` in Chromium's words, but the abort's.
 *
 * @param form The form.
 * @param input The input (an object, the polyfill's JSON copy).
 * @param signal The caller's signal.
 * @param waiting The registration's waiting runs.
 * @returns What the run resolves to.
 */
export function runDeclarativeForm(form: HTMLFormElement, input: object, signal: AbortSignal | undefined, waiting: WaitingRuns): Promise<unknown> {
  let release = () => {};
  const end = () => {
    signal?.removeEventListener('abort', release);
    release();
  };
  // The outcome of a dispatched submit; the marks stay only while the page's answer is awaited.
  const settle = (submit: AgentSubmit) => {
    let answer: Promise<unknown> | undefined;
    try {
      answer = agentSubmitResult(submit, signal);
    } finally {
      if (!answer) end();
    }
    return answer?.finally(end);
  };
  try {
    signal?.throwIfAborted();
    const autosubmit = form.hasAttribute('toolautosubmit');
    const submitter = defaultButton(form);
    if (!autosubmit && !submitter) throw new DOMException('No submit button was found, but for a form without `toolautosubmit`, there must be a submit button', 'UnknownError');
    const steps = planBrowserFill(collectFields(form), input);
    release = holdActive(form, submitter);
    signal?.addEventListener('abort', release, { once: true });
    applyBrowserFill(steps);
    if (!autosubmit) {
      submitter!.focus();
      return waitForPerson(form, signal, waiting, release).then(settle, (error: unknown) => (end(), Promise.reject(error)));
    }
    // Toolmark's rule where Chromium would post (spec §14.11): never to another origin for an agent.
    if (!submitsForAgent(form, submitter, autosubmit)) {
      signal?.removeEventListener('abort', release);
      return Promise.resolve(leaveToPerson(form, submitter, autosubmit, release));
    }
    const submit = submitForAgent(form, submitter);
    // A page that removes the form (or its tool attributes) in its submit handler cancels the run, as natively.
    if (!form.isConnected || !isDeclarativeForm(form) || !form.hasAttribute('toolautosubmit')) throw cancelled(', since tool definition was updated');
    return Promise.resolve(settle(submit));
  } catch (error) {
    end();
    return Promise.reject(error);
  }
}
