// @vitest-environment happy-dom
// Passes of scanForms in slices (spec §14.9, issue #35): with a slice budget of 0 every form is a
// slice of its own, so what a page of 1,000 forms does over many tasks shows on a page of a few.
import { createToolmark, type ToolmarkEvent } from '@toolmark/core';
import { afterEach, describe, expect, test } from 'vitest';
import { scanFormsInSlices, type FormToolSet, type ScanFormsOptions } from './scan-forms.js';

const sets: FormToolSet[] = [];
// One form a slice.
const scanSliced = (registrar: ReturnType<typeof createToolmark>, options: ScanFormsOptions = {}) => {
  const set = scanFormsInSlices(registrar, document, options, 0);
  sets.push(set);
  return set;
};

// Parsed by a template and placed with before/prepend: happy-dom's insertAdjacentHTML can misplace nodes.
const formElement = (name: string) => {
  const template = document.createElement('template');
  template.innerHTML = form(name);
  return template.content.firstElementChild!;
};
const form = (name: string, description = `Tool ${name}`) => `<form toolname="${name}" tooldescription="${description}"><label for="${name}-q">Query of ${name}</label><input id="${name}-q" name="q"></form>`;

function registry() {
  const tm = createToolmark();
  const events: string[] = [];
  tm.subscribe((event: ToolmarkEvent) => {
    if (event.type.startsWith('tool:')) events.push(`${event.type} ${(event as { name: string }).name}`);
  });
  const names = () => tm.manifest().map((entry) => entry.name);
  return { tm, events, names };
}

// A macrotask: the slices' yields (a MessageChannel message here) run before it or interleave with it.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  for (const set of sets.splice(0)) set.dispose();
  document.body.innerHTML = '';
});

describe('scanForms in slices', () => {
  test('a pass yields between slices and registers every form in the end, in document order, shadow roots too', async () => {
    // Not in the order of their names: the manifest is sorted by name, the events keep the order of registration.
    document.body.innerHTML = `${form('delta')}${form('bravo')}<div id="host"></div>${form('alpha')}`;
    document.getElementById('host')!.attachShadow({ mode: 'open' }).innerHTML = form('charlie');
    const { tm, events, names } = registry();
    const set = scanSliced(tm);
    // Only the first slice ran inside scanForms; the others wait for tasks of their own.
    expect(names()).toEqual(['delta']);
    let settled = false;
    void set.settled().then(() => (settled = true));
    await nextTask();
    expect(settled).toBe(false);
    expect(names().length).toBeLessThan(4);
    await set.settled();
    const inDocumentOrder = ['delta', 'bravo', 'charlie', 'alpha'];
    expect(events).toEqual(inDocumentOrder.map((name) => `tool:added ${name}`));
    expect([...set.tools.keys()].map((element) => element.getAttribute('toolname'))).toEqual(inDocumentOrder);
    // Labels were read in every slice (each slice has its own index of the page's labels).
    const descriptions = tm.manifest().map((entry) => [entry.name, (entry.inputSchema['properties'] as { q: { description?: string } }).q.description]);
    expect(Object.fromEntries(descriptions)).toEqual({ alpha: 'Query of alpha', bravo: 'Query of bravo', charlie: 'Query of charlie', delta: 'Query of delta' });
    // No pass in progress now: settled() resolves at once (within the microtasks of this one).
    let again = false;
    void set.settled().then(() => (again = true));
    await Promise.resolve();
    expect(again).toBe(true);
  });

  test('a change mid-pass restarts it over the forms as they are: none registered twice, none that left or stopped being a tool, the changed one as it is now', async () => {
    document.body.innerHTML = `${form('a')}${form('b')}${form('c')}${form('d')}${form('f')}`;
    const { tm, events, names } = registry();
    const set = scanSliced(tm);
    expect(names()).toEqual(['a']);
    // While the pass waits: c leaves, d stops being a tool, b changes, e comes between d and f.
    document.querySelector('[toolname=c]')!.remove();
    document.querySelector('[toolname=d]')!.setAttribute('data-toolmark-ignore', '');
    document.querySelector('[toolname=b]')!.setAttribute('tooldescription', 'Changed');
    document.querySelector('[toolname=f]')!.before(formElement('e'));
    await Promise.resolve(); // the observer's callback: the pass starts again
    await set.settled();
    expect(names()).toEqual(['a', 'b', 'e', 'f']);
    expect(tm.manifest().find((entry) => entry.name === 'b')!.description).toBe('Changed');
    // In document order; b first registered as it is now; c and d never were.
    expect(events).toEqual(['tool:added a', 'tool:added b', 'tool:added e', 'tool:added f']);
    await nextTask();
    expect(events).toHaveLength(4);
  });

  test('refresh() mid-pass starts the pass again and runs its first slice at once', async () => {
    document.body.innerHTML = `${form('a')}${form('b')}${form('c')}`;
    const { tm, events, names } = registry();
    const set = scanSliced(tm);
    document.querySelector('[toolname=a]')!.setAttribute('data-toolmark-ignore', '');
    set.refresh();
    // a left the set at once; the new pass's first slice registered b.
    expect(names()).toEqual(['b']);
    await set.settled();
    expect(names()).toEqual(['b', 'c']);
    expect(events).toEqual(['tool:added a', 'tool:removed a', 'tool:added b', 'tool:added c']);
  });

  test('dispose() mid-pass stops it, unregisters what it registered and resolves settled()', async () => {
    document.body.innerHTML = `${form('a')}${form('b')}${form('c')}`;
    const { tm, events, names } = registry();
    const set = scanSliced(tm);
    expect(names()).toEqual(['a']);
    const settled = set.settled();
    set.dispose();
    await settled;
    for (let i = 0; i < 4; i++) await nextTask();
    expect(names()).toEqual([]);
    expect(events).toEqual(['tool:added a', 'tool:removed a']);
    await expect(set.settled()).resolves.toBeUndefined();
  });

  test('settled() waits for the pass of a change the observer has not reported yet', async () => {
    document.body.innerHTML = form('a');
    const { tm, names } = registry();
    const set = scanSliced(tm);
    document.body.prepend(formElement('b'), formElement('c'));
    const settled = set.settled();
    // settled() took the observer's records and started their pass: its first slice registered b.
    expect(names()).toEqual(['a', 'b']);
    await settled;
    expect(names()).toEqual(['a', 'b', 'c']);
  });
});
