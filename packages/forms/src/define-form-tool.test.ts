// @vitest-environment happy-dom
import { createToolmark, type ToolmarkEvent } from '@toolmark/core';
import { beforeEach, describe, expect, test } from 'vitest';
import { formResponse } from './submit/form-response.js';
import { defineFormTool } from './define-form-tool.js';

const SECRET = 'planted-Pa55word!';

function setup(html: string, attributes = 'data-toolmark-name="t" data-toolmark-description="A form" data-toolmark-autosubmit') {
  document.body.innerHTML = `<form id="f" ${attributes}>${html}</form>`;
  const form = document.getElementById('f') as HTMLFormElement;
  const tm = createToolmark();
  const events: ToolmarkEvent[] = [];
  tm.subscribe((event) => events.push(event));
  const handle = tm.register(defineFormTool(form));
  const control = <T extends Element>(name: string) => form.querySelector(`[name="${name}"]`) as unknown as T;
  return { form, tm, handle, events, control };
}

function answerWithFormData(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    formResponse(event, Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)])));
  });
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('filling every control type', () => {
  test('writes text, numbers, dates, choices and boxes, firing input and change as a person would', async () => {
    const { form, handle, control } = setup(`
      <input name="text"><input name="email" type="email"><textarea name="area"></textarea><input type="hidden" name="hidden" toolparamdescription="h">
      <input type="number" name="number"><input type="range" name="range"><input type="date" name="date"><input type="time" name="time">
      <input type="datetime-local" name="local"><input type="month" name="month"><input type="week" name="week"><input type="color" name="color">
      <input type="checkbox" name="lone"><input type="checkbox" name="many" value="a"><input type="checkbox" name="many" value="b" checked>
      <input type="radio" name="radio" value="x"><input type="radio" name="radio" value="y">
      <select name="select"><option value="1">One</option><option value="2">Two</option></select>
      <select name="multi" multiple><option value="a">A</option><option value="b">B</option><option value="c">C</option></select>`);
    const seen: string[] = [];
    for (const type of ['input', 'change']) form.addEventListener(type, (event) => seen.push(`${type}:${(event.target as HTMLInputElement).name}`));
    answerWithFormData(form);
    const input = {
      text: 'hello', email: 'a@b.co', area: 'two\nlines', hidden: 'h1', number: 7, range: 30, date: '2025-01-02', time: '09:30',
      local: '2025-01-02T09:30', month: '2025-01', week: '2025-W05', color: '#00ff00', lone: true, many: ['a'], radio: 'y', select: '2', multi: ['a', 'c'],
    };
    const result = await handle.call(input);
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toEqual({
      text: 'hello', email: 'a@b.co', area: 'two\nlines', hidden: 'h1', number: '7', range: '30', date: '2025-01-02', time: '09:30',
      local: '2025-01-02T09:30', month: '2025-01', week: '2025-W05', color: '#00ff00', lone: 'on', many: 'a', radio: 'y', select: '2', multi: expect.any(String),
    });
    expect([...control<HTMLSelectElement>('multi').options].map((option) => option.selected)).toEqual([true, false, true]);
    expect(control<HTMLInputElement>('lone').checked).toBe(true);
    for (const name of ['text', 'number', 'date', 'select', 'multi', 'lone', 'radio']) {
      expect(seen).toContain(`input:${name}`);
      expect(seen).toContain(`change:${name}`);
    }
  });

  test("reaches a framework's own value property through the native setter", async () => {
    const { handle, control } = setup('<input name="name">');
    const input = control<HTMLInputElement>('name');
    // What React does: an own `value` property that tracks what the framework last set.
    let tracked = '';
    Object.defineProperty(input, 'value', { configurable: true, get: () => tracked, set: (value: string) => (tracked = value) });
    const seenByFramework: string[] = [];
    input.addEventListener('input', () => seenByFramework.push(HTMLInputElement.prototype.constructor && Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.get!.call(input)));
    await handle.call({ name: 'typed' });
    expect(tracked).toBe('');
    expect(seenByFramework).toEqual(['typed']);
  });
});

describe('all or nothing', () => {
  test('a value the page refuses stops the run before any control changes', async () => {
    document.body.innerHTML = '<form id="f" data-toolmark-name="t" data-toolmark-description="d"><input name="first"><textarea name="note" maxlength="3"></textarea></form>';
    const form = document.getElementById('f') as HTMLFormElement;
    // Without additions the schema does not state maxLength: the check against the page catches it.
    const handle = createToolmark().register(defineFormTool(form, { additions: false }));
    const result = await handle.call({ first: 'changed', note: 'too long' });
    expect(result).toMatchObject({ isError: true, code: 'invalid_input', issues: [{ path: 'note', message: "'note' must be at most 3 characters" }] });
    expect((form.querySelector('[name=first]') as HTMLInputElement).value).toBe('');
  });

  test('the schema refuses unknown parameters and wrong types before the run', async () => {
    const { handle } = setup('<input type="number" name="n" min="1" max="9"><input type="checkbox" name="c">');
    expect(await handle.call({ x: 1 })).toMatchObject({ code: 'invalid_input' });
    expect(await handle.call({ n: 10 })).toMatchObject({ code: 'invalid_input' });
    expect(await handle.call({ c: 'yes' })).toMatchObject({ code: 'invalid_input' });
  });

  test('a choice that left the form since the schema was taken is refused', async () => {
    const { handle, form } = setup('<select name="s"><option value="a">A</option><option value="b">B</option></select>');
    form.querySelector('option[value="b"]')!.remove();
    expect(await handle.call({ s: 'b' })).toMatchObject({ code: 'invalid_input', issues: [{ path: 's', message: "'s' has no such choice; choose from \"a\"" }] });
  });

  test('the validator refuses what the page would, every problem at its parameter, before confirmation', async () => {
    document.body.innerHTML = `<form id="f" data-toolmark-name="t" data-toolmark-description="d">
      <input name="code" pattern="[A-Z]{3}" required><input type="number" name="n" max="9"><input type="date" name="day" min="2025-01-01">
      <input type="checkbox" name="c"><select name="s"><option value="a">A</option></select><input type="password" name="pw"></form>`;
    const form = document.getElementById('f') as HTMLFormElement;
    const asked: unknown[] = [];
    const handle = createToolmark({ confirm: (request) => (asked.push(request), true) }).register({ ...defineFormTool(form), hints: { confirm: 'always' } });
    const result = await handle.call({ n: '3', day: 'soon', c: 'yes', s: 'b', pw: 'x', extra: 1 });
    expect(result).toMatchObject({ isError: true, code: 'invalid_input' });
    expect(result.issues).toEqual([
      { path: 'code', message: "Missing required parameter 'code'" },
      { path: 'n', message: "'n' must be a number" },
      { path: 'day', message: "'day' is not a valid value for a date field" },
      { path: 'c', message: "'c' must be a boolean" },
      { path: 's', message: `'s' has no such choice; choose from "a"` },
      { path: 'pw', message: "Unexpected parameter 'pw'" },
      { path: 'extra', message: "Unexpected parameter 'extra'" },
    ]);
    expect(await handle.call({ code: 'ab' })).toMatchObject({ code: 'invalid_input', issues: [{ path: 'code' }] });
    expect(asked).toEqual([]);
    expect((form.querySelector('[name=code]') as HTMLInputElement).value).toBe('');
    expect(await handle.call({ code: 'ABC', n: 3, day: '2025-02-03', c: true, s: 'a' })).toMatchObject({ structuredContent: { awaitingPerson: true } });
    expect(asked).toHaveLength(1);
  });

  test('the validator is a Standard Schema of its own, with no JSON Schema compiler', () => {
    document.body.innerHTML = '<form id="f" data-toolmark-name="t" data-toolmark-description="d"><input name="a"></form>';
    const input = defineFormTool(document.getElementById('f') as HTMLFormElement).input!['~standard'];
    expect(input).toMatchObject({ version: 1, vendor: 'toolmark' });
    expect(input.validate(['a'])).toEqual({ issues: [{ message: 'Input must be an object' }] });
    expect(input.validate({ a: 'x' })).toEqual({ value: { a: 'x' } });
  });

  test('a form that left the page fails with form_gone', async () => {
    const { handle, form } = setup('<input name="a">');
    form.remove();
    expect(await handle.call({ a: 'x' })).toMatchObject({ isError: true, code: 'form_gone' });
  });
});

describe('results', () => {
  test("respondWith on Toolmark's submit event, with agentInvoked, as natively", async () => {
    const { form, handle } = setup('<input name="a">');
    form.addEventListener('submit', (event) => {
      const submit = event as SubmitEvent & { agentInvoked?: boolean; respondWith?(p: Promise<unknown>): void };
      if (!submit.agentInvoked) return;
      event.preventDefault();
      submit.respondWith!(Promise.resolve({ ok: form.hasAttribute('data-toolmark-active') }));
    });
    expect((await handle.call({ a: 'x' })).structuredContent).toEqual({ ok: true });
    expect(form.hasAttribute('data-toolmark-active')).toBe(false);
  });

  test('formResponse(form, promise) answers; a rejection becomes form_failed', async () => {
    const { form, handle } = setup('<input name="a">');
    let fail = false;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      formResponse(form, fail ? Promise.reject(new Error('server down')) : Promise.resolve('saved'));
    });
    expect((await handle.call({ a: 'x' })).content).toEqual([{ type: 'text', text: 'saved' }]);
    fail = true;
    expect(await handle.call({ a: 'x' })).toMatchObject({ isError: true, code: 'form_failed', content: [{ text: 'The page failed the submit: server down' }] });
  });

  test('a prevented submit without an answer is submitted; a person submitting is left alone', async () => {
    const { form, handle } = setup('<input name="a">');
    let answered: boolean | undefined;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!(event as SubmitEvent & { agentInvoked?: boolean }).agentInvoked) answered = formResponse(event, 'nobody waits');
    });
    expect((await handle.call({ a: 'x' })).structuredContent).toEqual({ submitted: true });
    form.requestSubmit();
    expect(answered).toBe(false);
  });

  test('a submit that is not prevented reports the navigation, sensitive values redacted', async () => {
    const { form, handle } = setup('<input name="q"><input type="password" name="pw">', 'data-toolmark-name="t" data-toolmark-description="d" data-toolmark-autosubmit action="/search" method="get"');
    (form.querySelector('[name=pw]') as HTMLInputElement).value = SECRET;
    const result = await handle.call({ q: 'red shoes' });
    const url = new URL((result.structuredContent as { navigated: { url: string } }).navigated.url);
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('red shoes');
    expect(url.searchParams.get('pw')).toBe('[redacted]');
  });

  test("the page's constraints stopping the submit give form_invalid", async () => {
    const { form, handle } = setup('<input name="a"><input name="b" required>');
    (form.querySelector('[name=b]') as HTMLInputElement).removeAttribute('required');
    (form.querySelector('[name=a]') as HTMLInputElement).setAttribute('required', '');
    expect(await handle.call({ b: 'x' })).toMatchObject({ isError: true, code: 'form_invalid', issues: [{ path: 'a' }] });
  });

  test('without autosubmit the form waits for the person, marked, its button focused', async () => {
    const { form, handle } = setup('<input name="a"><button id="go">Go</button>', 'toolname="t" tooldescription="d"');
    const result = await handle.call({ a: 'x' });
    expect(result.structuredContent).toEqual({ submitted: false, awaitingPerson: true });
    expect(document.activeElement?.id).toBe('go');
    expect(form.hasAttribute('data-toolmark-active')).toBe(true);
    expect(document.getElementById('go')!.hasAttribute('data-toolmark-submit-active')).toBe(true);
    form.dispatchEvent(new Event('reset'));
    expect(form.hasAttribute('data-toolmark-active')).toBe(false);
  });
});

describe('sensitive fields', () => {
  const html = '<input name="user"><input type="password" name="pw"><input name="otp" autocomplete="one-time-code">';

  test('are left out of the schema by default, reported as sensitive paths and redacted from state', () => {
    const { tm, control } = setup(html);
    control<HTMLInputElement>('pw').value = SECRET;
    expect(Object.keys(tm.manifest()[0]!.inputSchema['properties'] as object)).toEqual(['user']);
    expect(tm.info('t')?.sensitivePaths).toEqual(['pw', 'otp']);
    expect(tm.state('t')).toEqual({ user: '', pw: '[redacted]', otp: '[redacted]' });
  });

  test('a secret the page echoes never reaches results or events', async () => {
    const { form, handle, events, control } = setup(html);
    control<HTMLInputElement>('pw').value = SECRET;
    answerWithFormData(form);
    const result = await handle.call({ user: 'ada' });
    expect(result.structuredContent).toEqual({ user: 'ada', pw: '[redacted]', otp: '' });
    expect(JSON.stringify([result, events])).not.toContain(SECRET);
  });

  test('with sensitiveFields: include an agent may fill them; the registry scrubs them', async () => {
    document.body.innerHTML = `<form id="f" data-toolmark-name="t" data-toolmark-description="d" data-toolmark-autosubmit>${html}</form>`;
    const form = document.getElementById('f') as HTMLFormElement;
    const tm = createToolmark();
    const events: ToolmarkEvent[] = [];
    tm.subscribe((event) => events.push(event));
    answerWithFormData(form);
    const result = await tm.register(defineFormTool(form, { sensitiveFields: 'include' })).call({ user: 'ada', pw: SECRET });
    expect((form.querySelector('[name=pw]') as HTMLInputElement).value).toBe(SECRET);
    expect(JSON.stringify([result, events, tm.state('t')])).not.toContain(SECRET);
  });
});

describe('identity', () => {
  test('a toolname form is native-form with nativeName when the browser serves declarative forms', () => {
    document.body.innerHTML = '<form id="f" toolname="search" tooldescription="Search" tooltitle="Search it"><input name="q"></form>';
    const form = document.getElementById('f') as HTMLFormElement;
    expect(defineFormTool(form, { native: true })).toMatchObject({ name: 'search', title: 'Search it', origin: 'native-form', nativeName: 'search' });
    expect(defineFormTool(form, { native: false })).toMatchObject({ name: 'search', origin: 'form' });
    expect(defineFormTool(form)).toMatchObject({ origin: 'form' }); // happy-dom has no document.modelContext
  });

  test('a form that cannot be named throws invalid_definition unless the options name it', () => {
    document.body.innerHTML = '<form id="f" toolname="a b" tooldescription="d"><input name="q"></form>';
    const form = document.getElementById('f') as HTMLFormElement;
    expect(() => defineFormTool(form)).toThrow(expect.objectContaining({ code: 'invalid_definition' }));
    expect(defineFormTool(form, { name: 'ab', description: 'Named by code' })).toMatchObject({ name: 'ab', description: 'Named by code' });
  });
});
