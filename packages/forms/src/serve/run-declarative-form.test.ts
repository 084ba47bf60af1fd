// @vitest-environment happy-dom
// Spec §14.11: a run of a served declarative form, as Chromium 156 runs one.
import { beforeEach, describe, expect, test } from 'vitest';
import { runDeclarativeForm, type WaitingRuns } from './run-declarative-form.js';

let form: HTMLFormElement;
let waiting: WaitingRuns;
beforeEach(() => {
  document.body.innerHTML = `
    <form id="f" toolname="book" tooldescription="Books" toolautosubmit method="dialog">
      <input name="who" required><input name="n" type="number" max="3"><button type="button">Other</button><button id="go">Book</button>
    </form>`;
  form = document.getElementById('f') as HTMLFormElement;
  waiting = new Set();
});

const marked = () => [form.hasAttribute('data-toolmark-active'), document.getElementById('go')!.hasAttribute('data-toolmark-submit-active')];
const run = (input: object, signal?: AbortSignal) => runDeclarativeForm(form, input, signal, waiting);
const answerWith = (value: unknown) => form.addEventListener('submit', (event) => (event.preventDefault(), (event as unknown as { respondWith(v: unknown): void }).respondWith(value)), { once: true });

describe('spec §14.11 a run with toolautosubmit', () => {
  test('fills and submits before it returns; marked until the answer settles', async () => {
    let seen: unknown;
    form.addEventListener('submit', (event) => {
      seen = [(form.elements.namedItem('who') as HTMLInputElement).value, marked(), (event as SubmitEvent).submitter?.id];
      event.preventDefault();
      (event as unknown as { respondWith(v: unknown): void }).respondWith(Promise.resolve('booked'));
    });
    const result = run({ who: 'Ada' });
    expect(seen).toEqual(['Ada', [true, true], 'go']);
    expect(marked()).toEqual([true, true]);
    await expect(result).resolves.toBe('booked');
    expect(marked()).toEqual([false, false]);
  });

  test('an outcome known at once unmarks the form before the run returns (before toolactivated)', async () => {
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    const lazy = run({ who: 'Ada' });
    expect(marked()).toEqual([false, false]);
    await expect(lazy).rejects.toMatchObject({ name: 'UnknownError', message: expect.stringContaining('without also calling respondWith()') });
    const refused = run({ who: 'Ada', n: 9 });
    expect(marked()).toEqual([false, false]);
    await expect(refused).rejects.toMatchObject({ message: expect.stringMatching(/^Form validation failed: n: /) });
    // Filled all the same, as natively.
    expect((form.elements.namedItem('n') as HTMLInputElement).value).toBe('9');
  });

  test('a value that does not fit rejects before anything is marked or filled', async () => {
    await expect(run({ who: 'Ada', n: 'zz' })).rejects.toMatchObject({ name: 'UnknownError', message: 'Invalid value "zz" for parameter n' });
    expect((form.elements.namedItem('who') as HTMLInputElement).value).toBe('');
    expect(marked()).toEqual([false, false]);
  });

  test('a form removed by its submit handler cancels the run (WPT form_removal_submit_crash)', async () => {
    form.addEventListener('submit', (event) => (event.preventDefault(), (event as unknown as { respondWith(v: unknown): void }).respondWith('x'), form.remove()), { once: true });
    await expect(run({ who: 'Ada' })).rejects.toMatchObject({ name: 'UnknownError', message: 'Tool execution cancelled, since tool definition was updated' });
  });

  test('the caller aborting unmarks the form at once, and the run rejects with its reason', async () => {
    answerWith(new Promise(() => {}));
    const controller = new AbortController();
    const pending = run({ who: 'Ada' }, controller.signal);
    controller.abort('cancelled');
    expect(marked()).toEqual([false, false]);
    await expect(pending).rejects.toBe('cancelled');
  });

  test('concurrent runs keep the marks until the last ends', async () => {
    let resolveFirst!: (value: unknown) => void;
    answerWith(new Promise((resolve) => (resolveFirst = resolve)));
    const first = run({ who: 'Ada' });
    answerWith('second');
    await run({ who: 'Grace' });
    expect(marked()).toEqual([true, true]);
    resolveFirst('first');
    await expect(first).resolves.toBe('first');
    expect(marked()).toEqual([false, false]);
  });
});

describe('spec §14.11 a run that waits for the person', () => {
  beforeEach(() => form.removeAttribute('toolautosubmit'));

  test('fills, focuses the default button, and ends with the answer to the person’s submit', async () => {
    const pending = run({ who: 'Ada' });
    expect(document.activeElement?.id).toBe('go');
    expect(marked()).toEqual([true, true]);
    expect(waiting.size).toBe(1);
    let agentInvoked: unknown;
    form.addEventListener('submit', (event) => (agentInvoked = (event as { agentInvoked?: boolean }).agentInvoked), { once: true });
    answerWith('sent');
    document.getElementById('go')!.click();
    await expect(pending).resolves.toBe('sent');
    expect([agentInvoked, marked(), waiting.size]).toEqual([true, [false, false], 0]);
  });

  test('a reset, an abort, the server and another run each cancel it, unmarking the form at once', async () => {
    const reset = run({ who: 'Ada' });
    form.reset();
    await expect(reset).rejects.toMatchObject({ name: 'UnknownError', message: 'Tool execution cancelled by a form reset' });
    const controller = new AbortController();
    const aborted = run({}, controller.signal);
    controller.abort();
    expect(marked()).toEqual([false, false]);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    const dropped = run({});
    for (const cancel of waiting) cancel(new DOMException('Tool execution cancelled, since tool definition was updated', 'UnknownError'));
    await expect(dropped).rejects.toMatchObject({ message: 'Tool execution cancelled, since tool definition was updated' });
    const superseded = run({ who: 'one' });
    const current = run({ who: 'two' });
    await expect(superseded).rejects.toMatchObject({ message: 'Tool execution cancelled by another run of the tool' });
    expect(marked()).toEqual([true, true]);
    answerWith('two');
    form.requestSubmit();
    await expect(current).resolves.toBe('two');
  });

  test('without a submit button it rejects before filling, as Chromium does', async () => {
    document.getElementById('go')!.remove();
    await expect(run({ who: 'Ada' })).rejects.toMatchObject({ message: 'No submit button was found, but for a form without `toolautosubmit`, there must be a submit button' });
    expect((form.elements.namedItem('who') as HTMLInputElement).value).toBe('');
  });
});
