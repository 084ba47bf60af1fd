// @vitest-environment happy-dom
// Spec §14.11: the agent-invoked submit event of a served form, as Chromium 156 makes it.
import { beforeEach, describe, expect, test } from 'vitest';
import { formResponse } from '../submit/form-response.js';
import { agentSubmitResult, submitForAgent, watchAgentSubmits } from './agent-submit.js';

let form: HTMLFormElement;
beforeEach(() => {
  document.body.innerHTML = '<form id="f" method="dialog"><input name="q" required><button id="go">Go</button></form>';
  form = document.getElementById('f') as HTMLFormElement;
  (form.elements.namedItem('q') as HTMLInputElement).value = 'x';
});

/** Submits with a handler of the page's, and returns what the run reads of it. */
function submitWith(handler: (event: SubmitEvent & { agentInvoked?: boolean; respondWith(response: unknown): void }) => void) {
  form.addEventListener('submit', handler as EventListener, { once: true });
  return submitForAgent(form, document.getElementById('go') as HTMLButtonElement);
}

describe('spec §14.11 the submit event of a run', () => {
  test('has agentInvoked and respondWith of its own, with the default button as submitter', async () => {
    let seen: unknown;
    const submit = submitWith((event) => {
      seen = [event.agentInvoked, event.submitter?.id, Object.hasOwn(event, 'respondWith')];
      event.preventDefault();
      event.respondWith(Promise.resolve({ ok: true }));
    });
    expect(seen).toEqual([true, 'go', true]);
    await expect(agentSubmitResult(submit, undefined)).resolves.toEqual({ ok: true });
  });

  test('respondWith before preventDefault, or after the dispatch, throws as Chromium does; the last call wins', () => {
    const errors: string[] = [];
    let late: ((value: unknown) => void) | undefined;
    const submit = submitWith((event) => {
      try {
        event.respondWith('early');
      } catch (error) {
        errors.push((error as DOMException).message);
      }
      event.preventDefault();
      event.respondWith('one');
      event.respondWith('two');
      late = event.respondWith;
    });
    expect(() => late!('late')).toThrow("Failed to execute 'respondWith' on 'SubmitEvent': To call respondWith, the event must be currently being dispatched.");
    expect(errors).toEqual(["Failed to execute 'respondWith' on 'SubmitEvent': To call respondWith, you must first call preventDefault."]);
    return expect(agentSubmitResult(submit, undefined)).resolves.toBe('two');
  });

  test('formResponse answers it, with the event or with the form', async () => {
    const byEvent = submitWith((event) => (event.preventDefault(), formResponse(event, 'by event')));
    await expect(agentSubmitResult(byEvent, undefined)).resolves.toBe('by event');
    const byForm = submitWith((event) => (event.preventDefault(), formResponse(form, 'by form')));
    await expect(agentSubmitResult(byForm, undefined)).resolves.toBe('by form');
  });

  test('what the run comes to: navigation, undefined as text, a programming error, a rejection', async () => {
    expect(agentSubmitResult(submitWith(() => {}), undefined)).toBeUndefined();
    // A handler's own form.submit() navigates too: e2e/forms/serve-declarative.spec.ts (happy-dom's form.submit cannot be wrapped).
    await expect(agentSubmitResult(submitWith((event) => (event.preventDefault(), event.respondWith(undefined))), undefined)).resolves.toBe('undefined');
    expect(() => agentSubmitResult(submitWith((event) => event.preventDefault()), undefined)).toThrow(/programming error: it called preventDefault\(\)/);
    const rejected = agentSubmitResult(submitWith((event) => (event.preventDefault(), event.respondWith(Promise.reject(new Error('no'))))), undefined);
    await expect(rejected).rejects.toMatchObject({ name: 'UnknownError', message: 'respondWith promise was rejected' });
  });

  test("the caller's abort ends the wait for the answer with its reason", async () => {
    const controller = new AbortController();
    const pending = agentSubmitResult(submitWith((event) => (event.preventDefault(), event.respondWith(new Promise(() => {})))), controller.signal);
    controller.abort('stop');
    await expect(pending).rejects.toBe('stop');
  });

  test("the page's constraints stopping the submit reject in Chromium's words; no submit event", () => {
    (form.elements.namedItem('q') as HTMLInputElement).value = '';
    let fired = false;
    expect(() => submitWith(() => (fired = true))).toThrow(expect.objectContaining({ name: 'UnknownError', message: expect.stringMatching(/^Form validation failed: q: .*\. $/) }));
    expect(fired).toBe(false);
  });

  test('the form gets its own submit and answer slot back, and a person’s later submit is left alone', () => {
    const stop = watchAgentSubmits(form, () => {});
    expect(Object.hasOwn(form, 'submit')).toBe(false);
    form.requestSubmit();
    expect(Object.hasOwn(form, 'submit')).toBe(true);
    stop();
    expect(Object.hasOwn(form, 'submit')).toBe(false);
    expect(Object.getOwnPropertySymbols(form)).toEqual([]);
    let agentInvoked: unknown = 'unset';
    form.addEventListener('submit', (event) => (agentInvoked = (event as { agentInvoked?: boolean }).agentInvoked), { once: true });
    form.requestSubmit();
    expect(agentInvoked).toBeUndefined();
  });
});
