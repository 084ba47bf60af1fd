// @vitest-environment happy-dom
import { ok, type Toolmark } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BRAND, isToolmarkGlobal, LOAD_EVENT } from './brand.js';
import * as CORE_API from './core-api.js';
import { install, type ToolmarkGlobal } from './install.js';
import type { InstallCards } from './lazy-cards.js';
import { VERSION } from './version.js';

type Global = { Toolmark?: unknown; document: Document };

let global: Global;
let installed: ToolmarkGlobal[];
let warn: ReturnType<typeof vi.spyOn>;

function script(attributes: Record<string, string> = {}): HTMLScriptElement {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function start(attributes: Record<string, string> = {}, cards?: () => Promise<InstallCards>): ToolmarkGlobal {
  const toolmark = install({ flavour: 'core', api: CORE_API, script: script(attributes), global, ...(cards && { cards }) });
  if (!isToolmarkGlobal(toolmark)) throw new Error('not installed');
  installed.push(toolmark);
  return toolmark;
}

const names = (tm: Toolmark) => tm.manifest().map((entry) => entry.name);
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  global = { document };
  installed = [];
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.innerHTML = `
    <form toolname="search" tooldescription="Search the catalogue"><input name="q"></form>
    <form id="newsletter"><input name="email" type="email"></form>`;
});

afterEach(() => {
  for (const toolmark of installed) toolmark.dispose();
  warn.mockRestore();
  document.body.innerHTML = '';
});

describe('install', () => {
  test('boots once, sets a frozen, branded global with the API and the instance, and announces it', async () => {
    const announced = vi.fn();
    document.addEventListener(LOAD_EVENT, (event) => announced((event as CustomEvent).detail), { once: true });
    const toolmark = start({ 'data-debug': 'off' });
    expect(global.Toolmark).toBe(toolmark);
    expect(announced).toHaveBeenCalledWith(toolmark);
    expect(Object.isFrozen(toolmark)).toBe(true);
    expect(toolmark[BRAND]).toBe(VERSION);
    expect(toolmark).toMatchObject({ version: VERSION, flavour: 'core', config: { confirm: true, debug: false } });
    expect(toolmark.createToolmark).toBe(CORE_API.createToolmark);
    expect(toolmark.load).toBe(CORE_API.load);
    // The other packages' functions are parts (`load`), not members (D220).
    expect(toolmark).not.toHaveProperty('scanForms');
    await toolmark.ready;
    expect(names(toolmark.tm)).toEqual(['search']);
  });

  test('a second copy does nothing but warn (TM701) and returns the first', async () => {
    const first = start();
    const second = install({ flavour: 'full', api: {}, script: script({ 'data-all-forms': '' }), global });
    expect(second).toBe(first);
    expect(global.Toolmark).toBe(first);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[toolmark TM701\] Toolmark 0\.1\.0 \(core\) is already loaded/));
    await first.ready;
    // The second copy's data-all-forms was ignored, and no form was registered twice.
    expect(names(first.tm)).toEqual(['search']);
  });

  test('a window.Toolmark that is not ours is left alone (TM704) and nothing boots', () => {
    const foreign = { mine: true };
    global.Toolmark = foreign;
    expect(install({ flavour: 'core', api: CORE_API, script: script(), global })).toBeUndefined();
    expect(global.Toolmark).toBe(foreign);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[toolmark TM704\]/));
  });

  test('attribute problems are warned (TM702) and the rest of the configuration applies', async () => {
    const toolmark = start({ 'data-scope': 'no spaces', 'data-all-forms': 'yes' });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[toolmark TM702\] data-scope="no spaces"/));
    await toolmark.ready;
    expect(names(toolmark.tm)).toEqual(['newsletter', 'search']);
  });

  test('data-scope and data-all-forms: every form, in the scope', async () => {
    const toolmark = start({ 'data-scope': 'shop', 'data-all-forms': '' });
    await toolmark.ready;
    expect(names(toolmark.tm)).toEqual(['shop.newsletter', 'shop.search']);
  });

  test('forms that appear later become tools; forms that leave stop being tools', async () => {
    const toolmark = start();
    await toolmark.ready;
    document.body.insertAdjacentHTML('beforeend', '<form toolname="later" tooldescription="Added later"><input name="x"></form>');
    await tick();
    expect(names(toolmark.tm)).toEqual(['later', 'search']);
    document.querySelector('form[toolname=search]')?.remove();
    await tick();
    expect(names(toolmark.tm)).toEqual(['later']);
  });

  test('a form with steps is a wizard, not a form tool, even with data-all-forms', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<form id="signup" data-toolmark-description="Signs up">
        <section data-toolmark-step="account"><input name="email"><button type="button">Next</button></section>
        <section data-toolmark-step="profile" hidden><input name="name"><button>Finish</button></section>
      </form>`,
    );
    const toolmark = start({ 'data-all-forms': '' });
    await toolmark.ready;
    expect(names(toolmark.tm)).toEqual([
      'newsletter', 'search', 'signup.account', 'signup.back', 'signup.cancel', 'signup.profile', 'signup.start',
    ]);
  });

  test('the page registers its own tools on Toolmark.tm, at the root, whatever the scope', async () => {
    const toolmark = start({ 'data-scope': 'shop' });
    toolmark.tm.register(toolmark.defineTool({ name: 'cart.count', description: 'Counts the cart', hints: { readOnly: true }, run: () => ok(3) }));
    await toolmark.ready;
    expect(names(toolmark.tm)).toEqual(['cart.count', 'shop.search']);
    expect(await toolmark.tm.call('cart.count')).toMatchObject({ structuredContent: 3 });
  });

  test('confirmation: the cards load on the first call that asks a person, unless data-confirm is off', async () => {
    const approve: InstallCards = (slots) => slots.setConfirm(() => true);
    const cards = vi.fn(async () => approve);
    const toolmark = start({}, cards);
    toolmark.tm.register({ name: 'empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ok('emptied') });
    await toolmark.ready;
    // Nothing loads at boot: the page pays for the cards when one is shown.
    expect(cards).not.toHaveBeenCalled();
    expect(await toolmark.tm.call('empty')).toMatchObject({ structuredContent: 'emptied' });
    expect(cards).toHaveBeenCalledTimes(1);
    installed.pop()?.dispose();
    global = { document };
    const off = start({ 'data-confirm': 'off' }, cards);
    off.tm.register({ name: 'empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ok('emptied') });
    expect(await off.tm.call('empty')).toMatchObject({ isError: true, code: 'declined' });
    expect(cards).toHaveBeenCalledTimes(1);
  });

  test('without a confirmation UI a destructive tool is declined, and a page handler can approve it', async () => {
    const toolmark = start();
    const run = vi.fn(() => ok('emptied'));
    toolmark.tm.register({ name: 'empty', description: 'Empties the cart', hints: { destructive: true }, run });
    expect(await toolmark.tm.call('empty')).toMatchObject({ isError: true, code: 'declined' });
    expect(run).not.toHaveBeenCalled();
    toolmark.tm.setConfirm(() => true);
    expect(await toolmark.tm.call('empty')).toMatchObject({ structuredContent: 'emptied' });
  });

  test('dispose() removes the form tools, the cards and stops watching; the page’s own tools stay', async () => {
    const removed = vi.fn();
    const toolmark = start({}, async () => (slots) => {
      slots.setConfirm(() => true);
      return removed;
    });
    toolmark.tm.register({ name: 'own', description: 'The page’s own', hints: { destructive: true }, run: () => ok() });
    await toolmark.ready;
    expect(names(toolmark.tm)).toEqual(['own', 'search']);
    expect((await toolmark.tm.call('own')).isError).toBeFalsy();
    toolmark.dispose();
    toolmark.dispose();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(names(toolmark.tm)).toEqual(['own']);
    document.body.insertAdjacentHTML('beforeend', '<form toolname="later" tooldescription="Added later"><input name="x"></form>');
    await tick();
    expect(names(toolmark.tm)).toEqual(['own']);
  });

  test('a page without a tool form or a wizard step loads neither part until one appears', async () => {
    document.body.innerHTML = '<form id="newsletter"><input name="email"></form>';
    const toolmark = start();
    await toolmark.ready;
    expect(names(toolmark.tm)).toEqual([]);
    document.body.insertAdjacentHTML('beforeend', '<form toolname="later" tooldescription="Added later"><input name="x"></form>');
    await vi.waitFor(() => expect(names(toolmark.tm)).toEqual(['later']));
  });

  // `data-spotlight` mounts the spotlight, `data-widgets` defines the tool list and the activity log
  // (spec §18.3): both are parts the flavour with the UI loads, started the same way.
  test.each(['spotlight', 'widgets'] as const)('data-%s: the flavour’s step runs once the document is parsed, and is undone on dispose()', async (part) => {
    const removed = vi.fn();
    const step = vi.fn((_tm: Toolmark, _doc: Document) => removed);
    const load = vi.fn(async () => step);
    const off = install({ flavour: 'full', api: {}, script: script(), global, [part]: load });
    if (!isToolmarkGlobal(off)) throw new Error('not installed');
    await off.ready;
    // Off by default, and its part is not even imported.
    expect(load).not.toHaveBeenCalled();
    expect(step).not.toHaveBeenCalled();
    off.dispose();
    global = { document };
    const on = install({ flavour: 'full', api: {}, script: script({ [`data-${part}`]: '' }), global, [part]: load });
    if (!isToolmarkGlobal(on)) throw new Error('not installed');
    installed.push(on);
    await on.ready;
    expect(step).toHaveBeenCalledTimes(1);
    expect(step).toHaveBeenCalledWith(on.tm, document);
    on.dispose();
    on.dispose();
    expect(removed).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/TM707/));
  });

  test.each([
    ['spotlight', '<tm-spotlight>'],
    ['widgets', '<tm-tool-list> or <tm-activity>'],
  ])('data-%s in the core flavour is ignored with a warning (TM707); the rest boots', async (part, elements) => {
    const toolmark = start({ [`data-${part}`]: '' });
    expect(warn).toHaveBeenCalledWith(
      `[toolmark TM707] data-${part} needs the flavour with the UI (toolmark.min.js); this core flavour has no ${elements}, so it is ignored. See https://github.com/toolmark/toolmark/blob/main/docs/warnings/TM707.md`,
    );
    await toolmark.ready;
    expect(names(toolmark.tm)).toEqual(['search']);
    expect(document.querySelector('tm-spotlight')).toBeNull();
  });

  // Two texts: a warning is said once per text (core's `warn`).
  test.each([
    ['cannot be loaded', 'offline', () => Promise.reject(new Error('offline'))],
    ['throws', 'no body', async () => () => {
      throw new Error('no body');
    }],
  ])('a spotlight that %s is warned (TM703) and the others run', async (_, message, spotlight) => {
    const toolmark = install({ flavour: 'full', api: {}, script: script({ 'data-spotlight': 'on' }), global, spotlight });
    if (!isToolmarkGlobal(toolmark)) throw new Error('not installed');
    installed.push(toolmark);
    await toolmark.ready;
    expect(warn).toHaveBeenCalledWith(`[toolmark TM703] spotlight failed: Error: ${message}. See https://github.com/toolmark/toolmark/blob/main/docs/warnings/TM703.md`);
    expect(names(toolmark.tm)).toEqual(['search']);
  });

  test('data-debug logs the configuration and every event', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    try {
      const toolmark = start({ 'data-debug': '' });
      await toolmark.ready;
      expect(debug).toHaveBeenCalledWith('[toolmark] booted with', toolmark.config);
      expect(debug).toHaveBeenCalledWith('[toolmark] tool:added search', { type: 'tool:added', name: 'search' });
    } finally {
      debug.mockRestore();
    }
  });
});
