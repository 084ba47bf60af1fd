// Waiting for the page to answer a click (spec §15.4): the next step shown, errors shown, or nothing
// within the timeout. Checks run after the page's own handlers, rendering microtasks included, have
// finished: once after the current task, then after every batch of mutations in the document and
// every `invalid` or `submit` event of the form (they change no DOM).
import { fail, type ToolResult } from '@toolmark/core';

/**
 * Clicks a button of a form as a person would, then waits until `check` answers something other
 * than `undefined`.
 *
 * @param form The form: its document is watched, its `invalid` and `submit` events are handed to `check`.
 * @param button The button to click once everything listens (its events fire during the click).
 * @param timeoutMs Gives up after this many milliseconds.
 * @param signal Stops waiting when it aborts.
 * @param check Reads the page, given the form's events so far; `undefined` means "keep waiting".
 * @returns The check's answer, else `step_timeout` or `aborted`.
 */
export function clickAndWait<T>(
  form: HTMLFormElement,
  button: HTMLElement,
  timeoutMs: number,
  signal: AbortSignal,
  check: (events: readonly Event[]) => T | undefined,
): Promise<T | ToolResult> {
  return new Promise((resolve) => {
    const events: Event[] = [];
    const stop = new AbortController();
    const listening = { capture: true, signal: stop.signal };
    let pending: ReturnType<typeof setTimeout> | undefined;
    // Coalesced, and after the current task, so the page's handlers and renders have finished.
    const wake = () => {
      pending ??= setTimeout(() => {
        pending = undefined;
        const value = check(events);
        if (value !== undefined) end(value);
      });
    };
    const observer = new MutationObserver(wake);
    const end = (outcome: T | ToolResult) => {
      stop.abort();
      observer.disconnect();
      clearTimeout(pending);
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => end(fail('step_timeout', `No answer from the page in ${timeoutMs} ms`)), timeoutMs);
    const abort = () => end(fail('aborted', 'Aborted'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, listening);
    for (const type of ['invalid', 'submit']) {
      form.addEventListener(
        type,
        (event) => {
          events.push(event);
          wake();
        },
        listening,
      );
    }
    observer.observe(form.ownerDocument, { subtree: true, childList: true, attributes: true, characterData: true });
    button.click();
    wake();
  });
}
