// Spec §17.5, §17.6 with core §3.9: a run made outside the registry (a declarative form the browser
// serves itself, recorded with `tm.recordRun`) reaches the widgets as any call does, through the
// registry's events only.
import { createToolmark, fail, ok, type Toolmark, type ToolResult } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { defineToolmarkElements } from './define-elements.js';

defineToolmarkElements();

let tm: Toolmark;
let form: HTMLFormElement;

beforeEach(() => {
  document.body.innerHTML = '<form id="search" style="position:absolute;left:40px;top:120px;width:320px;height:80px"><input name="origin"></form>';
  form = document.querySelector('form')!;
  tm = createToolmark();
  tm.register({
    name: 'flights.search',
    title: 'Search flights',
    description: 'Searches flights',
    origin: 'native-form',
    nativeName: 'search_flights',
    anchors: { form: () => form },
    run: () => ok('not run by Toolmark'),
  });
});

afterEach(() => document.body.replaceChildren());

function mount<K extends 'tm-activity' | 'tm-spotlight'>(tag: K): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.tm = tm;
  document.body.append(element);
  return element;
}

const rows = (log: HTMLElement) =>
  [...log.shadowRoot!.querySelectorAll('li')].map((li) => [...li.querySelectorAll('span')].map((span) => span.textContent).filter((text) => !/ ms$/.test(text ?? '')));
const boxes = (spotlight: HTMLElement) => [...spotlight.shadowRoot!.querySelectorAll<HTMLElement>('.box')];

describe('a run recorded with tm.recordRun', () => {
  test('is logged as running with its caller, then with its outcome', async () => {
    const log = mount('tm-activity');
    let finish!: (result: ToolResult) => void;
    const run = tm.recordRun('flights.search', new Promise<ToolResult>((resolve) => (finish = resolve)), { caller: { kind: 'webmcp' } });
    await vi.waitFor(() => expect(rows(log)).toEqual([['flights.search', 'running', 'the browser’s agent']]));
    finish(ok({ submitted: true }));
    await run;
    await vi.waitFor(() => expect(rows(log)).toEqual([['flights.search', 'finished', 'the browser’s agent']]));
    // The structured result reads as rows (issue #23), not as its JSON.
    const output = log.shadowRoot!.querySelector('li [part="output"]')!;
    expect([...output.querySelectorAll('dt, dd')].map((el) => el.textContent?.trim())).toEqual(['submitted', 'true']);
    const cancel = new AbortController();
    const cancelled = tm.recordRun('flights.search', new Promise<ToolResult>(() => {}), { caller: { kind: 'webmcp' }, signal: cancel.signal });
    cancel.abort();
    expect(await cancelled).toEqual(fail('aborted', "The call to 'flights.search' was aborted"));
    await vi.waitFor(() => expect(rows(log)[1]).toEqual(['flights.search', 'failed (aborted)', 'the browser’s agent', "The call to 'flights.search' was aborted"]));
  });

  test('outlines the tool’s anchors while it runs, and stops when it ends', async () => {
    const spotlight = mount('tm-spotlight');
    let finish!: (result: ToolResult) => void;
    const run = tm.recordRun('flights.search', new Promise<ToolResult>((resolve) => (finish = resolve)), { caller: { kind: 'webmcp' } });
    await vi.waitFor(() => expect(boxes(spotlight)).toHaveLength(1));
    await spotlight.updateComplete;
    const [box] = boxes(spotlight);
    expect(box!.classList.contains('running')).toBe(true);
    expect(box!.textContent?.trim()).toBe('Search flights: running');
    const target = form.getBoundingClientRect();
    await vi.waitFor(() => {
      const outline = boxes(spotlight)[0]!.getBoundingClientRect();
      expect(outline.left).toBeLessThan(target.left);
      expect(outline.right).toBeGreaterThan(target.right);
    });
    finish(ok({ submitted: true }));
    await run;
    await vi.waitFor(() => expect(boxes(spotlight)).toEqual([]));
  });
});
