// @vitest-environment happy-dom
// Loading a part when the page has what it works on (spec §18.2, D220): tests of when-present.ts.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { whenPresent } from './when-present.js';

const TOOL_FORM = 'form[toolname]';
const any = () => true;
// MutationObserver records are delivered in a microtask.
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('whenPresent', () => {
  test('at once when the document has a match: the start’s promise, and no observer left', async () => {
    document.body.innerHTML = '<form toolname="search"></form>';
    const started = Promise.resolve();
    const start = vi.fn(() => started);
    const disposers: (() => void)[] = [];
    expect(whenPresent(document, TOOL_FORM, any, disposers, start)).toBe(started);
    expect(start).toHaveBeenCalledTimes(1);
    expect(disposers).toEqual([]);
  });

  test('otherwise when one appears, once, by insertion or by an attribute; undefined meanwhile', async () => {
    document.body.innerHTML = '<form id="plain"></form>';
    const start = vi.fn(async () => {});
    const disposers: (() => void)[] = [];
    expect(whenPresent(document, TOOL_FORM, any, disposers, start)).toBeUndefined();
    document.body.insertAdjacentHTML('beforeend', '<p>unrelated</p>');
    await tick();
    expect(start).not.toHaveBeenCalled();
    // A form that becomes a tool form by an attribute counts too.
    document.querySelector('#plain')!.setAttribute('toolname', 'plain');
    await tick();
    expect(start).toHaveBeenCalledTimes(1);
    document.body.insertAdjacentHTML('beforeend', '<form toolname="second"></form>');
    await tick();
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('a match the filter refuses does not count, at once or later', async () => {
    document.body.innerHTML = '<form toolname="served" data-native></form>';
    const start = vi.fn(async () => {});
    const wanted = (form: HTMLFormElement) => !form.hasAttribute('data-native');
    expect(whenPresent(document, TOOL_FORM, wanted, [], start)).toBeUndefined();
    document.body.insertAdjacentHTML('beforeend', '<form toolname="also" data-native></form>');
    await tick();
    expect(start).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<form toolname="mine"></form>');
    await tick();
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('the disposers stop the watch: a match that appears after them starts nothing', async () => {
    const start = vi.fn(async () => {});
    const disposers: (() => void)[] = [];
    whenPresent(document, TOOL_FORM, any, disposers, start);
    expect(disposers).toHaveLength(1);
    for (const dispose of disposers) dispose();
    document.body.insertAdjacentHTML('beforeend', '<form toolname="late"></form>');
    await tick();
    expect(start).not.toHaveBeenCalled();
  });

  test('elements in shadow roots are not looked for', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.attachShadow({ mode: 'open' }).innerHTML = '<form toolname="hidden"></form>';
    const start = vi.fn(async () => {});
    expect(whenPresent(document, TOOL_FORM, any, [], start)).toBeUndefined();
    expect(start).not.toHaveBeenCalled();
  });
});
