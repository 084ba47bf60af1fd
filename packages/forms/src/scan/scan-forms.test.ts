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

  test('all: every form, named from id, name or aria-label (else the page, spec §14.2), described by its heading; ignored ones left out', () => {
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
      // No id, name, aria-label, own heading or action: the heading before it.
      { name: 'newsletter', description: 'Newsletter' },
    ]);
    expect(warn).not.toHaveBeenCalledWith(expect.stringMatching(/TM201/));
  });

  test('all: forms without toolname are named from the page (spec §14.13); forms with toolname keep Chromium naming', () => {
    document.body.innerHTML = `<form><input id="firstName"><select id="country" required><option value="">Choose...</option><option>US</option></select></form>
      <form toolname="native" tooldescription="Native"><input id="lastName"><input id="city"><input name="zip"></form>`;
    const { tm } = registry();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    scanForms(tm, document, { all: true });
    const schemas = Object.fromEntries(tm.manifest().map((tool) => [tool.name, tool.inputSchema['properties']]));
    expect(schemas).toEqual({
      form_1: { firstName: { type: 'string' }, country: { type: 'string', anyOf: [{ type: 'string', const: 'US', title: 'US' }], enum: ['US'] } },
      native: { zip: { type: 'string' } },
    });
    // The control Chromium's naming cannot fill is named, with its form (TM203).
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^\[toolmark TM203\] The tool of form 'native' cannot fill these 2 controls: #lastName \(it has no name\), #city \(it has no name\)/);
  });

  test('naming: page on any form, when the options say so', () => {
    document.body.innerHTML = '<form toolname="native" tooldescription="Native"><input id="lastName"></form>';
    const { tm } = registry();
    scanForms(tm, document, { naming: 'page' });
    expect(Object.keys(tm.manifest()[0]!.inputSchema['properties'] as object)).toEqual(['lastName']);
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
    // The warning names the form that lost, by its position: both have the same tool name.
    expect(warn.mock.calls[0]![0]).toMatch(/^\[toolmark TM202\] Form tool 'same' \(form no\. 2\) was not registered/);
  });
});
