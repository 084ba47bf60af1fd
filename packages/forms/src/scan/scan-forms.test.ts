// @vitest-environment happy-dom
import { createToolmark, type ToolmarkEvent } from '@toolmark/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { scanForms as scan, type FormToolSet } from './scan-forms.js';

// Every set is disposed of after its test, so no observer outlives it.
const sets: FormToolSet[] = [];
const scanForms = (...args: Parameters<typeof scan>) => {
  const set = scan(...args);
  sets.push(set);
  return set;
};

// MutationObserver callbacks run as microtasks; a macrotask lets them all settle.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function registry() {
  const tm = createToolmark();
  const events: string[] = [];
  tm.subscribe((event: ToolmarkEvent) => {
    if (event.type.startsWith('tool:')) events.push(`${event.type} ${(event as { name: string }).name}`);
  });
  return { tm, events };
}

afterEach(() => {
  for (const set of sets.splice(0)) set.dispose();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('scanForms', () => {
  test('registers tool forms, follows them as they appear, change and leave, and stops', async () => {
    document.body.innerHTML = '<form toolname="one" tooldescription="First"><input name="a"></form><form id="plain"><input name="b"></form>';
    const { tm, events } = registry();
    const set = scanForms(tm.scope('page'), document);
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['page.one']);

    document.body.insertAdjacentHTML('beforeend', '<form toolname="two" tooldescription="Second"><input name="c"></form>');
    await settle();
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['page.one', 'page.two']);

    document.querySelector('[name=a]')!.setAttribute('type', 'number');
    await settle();
    expect(tm.manifest()[0]!.inputSchema['properties']).toEqual({ a: { type: 'number', multipleOf: 1 } });

    document.querySelector('[toolname=two]')!.setAttribute('toolname', 'renamed');
    await settle();
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['page.one', 'page.renamed']);

    document.querySelector('[toolname=one]')!.remove();
    await settle();
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['page.renamed']);
    expect(events).toEqual([
      'tool:added page.one',
      'tool:added page.two',
      'tool:changed page.one',
      'tool:removed page.two',
      'tool:added page.renamed',
      'tool:removed page.one',
    ]);

    set.dispose();
    expect(tm.manifest()).toEqual([]);
    document.body.insertAdjacentHTML('beforeend', '<form toolname="late" tooldescription="Late"><input name="d"></form>');
    await settle();
    expect(tm.manifest()).toEqual([]);
  });

  test('does not re-register when nothing an agent sees changed', async () => {
    document.body.innerHTML = '<form toolname="one" tooldescription="First"><input name="a"></form>';
    const { tm, events } = registry();
    scanForms(tm, document);
    document.querySelector('[name=a]')!.setAttribute('value', 'typed'); // not read by the schema of a text input
    document.querySelector('form')!.setAttribute('data-toolmark-active', '');
    await settle();
    expect(events).toEqual(['tool:added one']);
  });

  test('finds forms in open shadow roots and watches them', async () => {
    document.body.innerHTML = '<div id="host"></div>';
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<form toolname="inside" tooldescription="In a shadow root"><input name="q"></form>';
    const { tm } = registry();
    scanForms(tm, document);
    expect(tm.manifest().map((entry) => entry.name)).toEqual(['inside']);
    shadow.querySelector('form')!.insertAdjacentHTML('beforeend', '<input name="more">');
    await settle();
    expect(Object.keys(tm.manifest()[0]!.inputSchema['properties'] as object)).toEqual(['q', 'more']);
  });

  test('all: every form, named from id, name or aria-label, described by its heading; ignored ones left out', () => {
    document.body.innerHTML = `
      <h2>Newsletter</h2><form id="news letter"><input name="email"></form>
      <form aria-label="Quick search"><legend>Search the shop</legend><input name="q"></form>
      <form name="skip" data-toolmark-ignore><input name="x"></form><form><input name="nameless"></form>`;
    const { tm } = registry();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    scanForms(tm, document, { all: true });
    expect(tm.manifest().map(({ name, description }) => ({ name, description }))).toEqual([
      { name: 'Quick_search', description: 'Search the shop' },
      { name: 'news_letter', description: 'Newsletter' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[toolmark TM201\] .*has no name/));
  });

  test('a duplicate name is skipped with one warning, however often the page changes', async () => {
    document.body.innerHTML = '<form toolname="same" tooldescription="A"><input name="a"></form><form toolname="same" tooldescription="B"><input name="b"></form>';
    const { tm } = registry();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const set = scanForms(tm, document);
    document.body.append(document.createElement('p'));
    await settle();
    expect(tm.manifest().map((entry) => entry.description)).toEqual(['A']);
    expect(set.tools.size).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[toolmark TM202\] Form tool 'same' was not registered/);
  });
});
