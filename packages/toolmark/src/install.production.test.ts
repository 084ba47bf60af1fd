// @vitest-environment happy-dom
// The script tag in both builds (spec §10): this file runs in the `unit` project (`toolmark.js`, the
// development build) and in the `production` project (`toolmark.min.js`: `import.meta.env.DEV` false),
// with the same expectations. What agents and the page read is the same; only the warnings differ,
// and production prints none.
import { ok } from '@toolmark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { collectWarnings, printed } from '../../core/src/warnings.test-support.js';
import { isToolmarkGlobal } from './brand.js';
import * as CORE_API from './core-api.js';
import { install, type ToolmarkGlobal } from './install.js';
import { VERSION } from './version.js';


let global: { Toolmark?: unknown; document: Document };
let installed: ToolmarkGlobal[];
const warned = collectWarnings();

function start(attributes: Record<string, string> = {}): ToolmarkGlobal | undefined {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  const toolmark = install({ flavour: 'core', api: CORE_API, script, global });
  if (isToolmarkGlobal(toolmark) && !installed.includes(toolmark)) installed.push(toolmark);
  return toolmark;
}

beforeEach(() => {
  global = { document };
  installed = [];
  document.body.innerHTML = '<form toolname="search" tooldescription="Search the catalogue"><input name="q"></form>';
});
afterEach(() => {
  for (const toolmark of installed) toolmark.dispose();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('spec §18 the script tag, in both builds', () => {
  test('what an agent reads: a form tool, an unknown tool, a declined call', async () => {
    const toolmark = start()!;
    await toolmark.ready;
    const { tm } = toolmark;
    tm.register({ name: 'cart.empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ok() });
    expect(await tm.call('search', { q: 'mug' })).toMatchObject({ content: [{ text: 'Filled in; it waits for the person to submit it.' }] });
    expect(await tm.call('nope', {})).toMatchObject({ code: 'unknown_tool', content: [{ text: "Unknown tool 'nope'" }] });
    // The core flavour has no cards: nobody can be asked (TM102 in development).
    expect(await tm.call('cart.empty', {})).toMatchObject({ code: 'declined', content: [{ text: "'cart.empty' needs a person's confirmation, and this page has no way to ask for it" }] });
    expect(warned).toEqual(printed('TM102', "'cart.empty' needs confirmation and no handler is installed (options.confirm or tm.setConfirm): declined"));
  });

  test('a jsonSchema-only tool without the add-on is refused with the same message', () => {
    const toolmark = start()!;
    expect(() => toolmark.tm.register({ name: 'raw', description: 'Raw', jsonSchema: { type: 'object' }, run: () => ok() })).toThrow(
      'A tool with only a `jsonSchema` needs the JSON Schema add-on: load toolmark.json-schema.min.js on the page (spec §18.9), or give the tool an `input` schema',
    );
  });

  test('an attribute it cannot use: the default applies; only development says so (TM702)', () => {
    const toolmark = start({ 'data-scope': 'my shop', 'data-debug': 'maybe' })!;
    expect(toolmark.config).toMatchObject({ scope: undefined, debug: false });
    expect(warned).toEqual([
      ...printed('TM702', 'data-scope="my shop" is not a valid scope name (A–Z a–z 0–9 _ - and dots between parts); tools are registered without a scope'),
      ...printed('TM702', 'data-debug="maybe" is not on or off; using off'),
    ]);
  });

  test('a second copy and a window.Toolmark of another script: nothing boots; only development says so (TM701, TM704)', () => {
    const first = start()!;
    expect(start()).toBe(first);
    global = { Toolmark: { mine: true }, document };
    expect(start()).toBeUndefined();
    expect(warned).toEqual([
      ...printed('TM701', `Toolmark ${VERSION} (core) is already loaded; this copy (${VERSION}, core) and its data- attributes are ignored`),
      ...printed('TM704', 'window.Toolmark is taken by another script; Toolmark did not start'),
    ]);
  });
});
