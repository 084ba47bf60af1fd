// Waiting for the page to answer a click (spec §15.4): the next step shown, errors shown, or nothing
// within the timeout. The page is read after its own handlers, rendering microtasks included, have
// finished: once after the current task, then every 50 ms. Polling needs no observer, and the
// page's `invalid` and `submit` events (which change no DOM) are seen at the next check.
import { fail, type ToolResult } from '@toolmark/core';

/**
 * Clicks a button of a form as a person would, then waits until `check` answers something other
 * than `undefined`. A call aborted before the click never clicks: filling the step fires the page's
 * `input` and `change` handlers, and one of them may abort the call (the last step's Next submits).
 *
 * @param form The form whose `invalid` and `submit` events are handed to `check`.
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
  if (signal.aborted) return Promise.resolve(fail('aborted', 'Aborted'));
  const events: Event[] = [];
  const stop = new AbortController();
  for (const type of ['invalid', 'submit']) form.addEventListener(type, (event) => events.push(event), { capture: true, signal: stop.signal });
  const deadline = Date.now() + timeoutMs;
  button.click();
  return new Promise((resolve) => {
    const read = () => {
      // The page's answer first: a step shown just as the call was aborted is still followed.
      const answer =
        check(events) ??
        (signal.aborted ? fail('aborted', 'Aborted') : Date.now() < deadline ? undefined : fail('step_timeout', `No answer from the page in ${timeoutMs} ms`));
      if (answer === undefined) setTimeout(read, 50);
      else {
        stop.abort();
        resolve(answer);
      }
    };
    setTimeout(read);
  });
}
