// @vitest-environment happy-dom
// When the page needs the script tag's registry (spec §18.2 step 1, D220): tests of
// registry-needed.ts, run in both builds (the `unit` and `production` projects). In development every
// page loads its registry at once; in production a page whose browser serves all its tools waits
// until something asks.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { whenRegistryNeeded } from './registry-needed.js';
import { ASKING, standInForToolmark } from './stand-in.js';
import { giveModelContext, resetPage, startPolyfillAddOn } from './registry-needed.test-support.js';
import { STARTING, type StartingDocument } from './starting.js';

const production = !import.meta.env.DEV;
const POLYFILL = Symbol.for('toolmark.modelContextPolyfill');
// MutationObserver records and promise callbacks: after a task, both are delivered.
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let view: { Toolmark?: unknown };

/** Starts the check and reports whether it has resolved after a task. */
async function check(attributes: Record<string, string> = {}): Promise<{ needed: () => boolean; settled: Promise<void> }> {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  let needed = false;
  // As the tag's classic loader does, as the page parses.
  standInForToolmark(document, view);
  const settled = whenRegistryNeeded(script, document).then(() => void (needed = true));
  await tick();
  return { needed: () => needed, settled };
}

beforeEach(() => {
  view = {};
  giveModelContext({ registerTool() {} });
  document.body.innerHTML = '<form toolname="search" tooldescription="Search the catalogue"><input name="q"></form>';
});

afterEach(resetPage);

describe('whenRegistryNeeded: at once', () => {
  test.each([
    ['no model context', undefined],
    ["Toolmark's polyfill installed by page code, which serves no form", { [POLYFILL]: true }],
  ])('%s', async (_case, context) => {
    giveModelContext(context);
    expect((await check()).needed()).toBe(true);
  });

  test('the polyfill add-on where it installs nothing (not a secure context)', async () => {
    giveModelContext(undefined);
    startPolyfillAddOn(false);
    expect((await check()).needed()).toBe(true);
  });

  test.each(['data-all-forms', 'data-debug', 'data-spotlight', 'data-widgets'])('a switch that reads or widens the registry: %s', async (name) => {
    expect((await check({ [name]: '' })).needed()).toBe(true);
  });

  test('window.Toolmark holding something already: no stand-in (install then says whose, TM704)', async () => {
    view.Toolmark = { someone: 'else' };
    expect((await check()).needed()).toBe(true);
    expect(view.Toolmark).toEqual({ someone: 'else' });
  });

  test('the stand-in is gone once the registry is needed', async () => {
    giveModelContext(undefined);
    await check();
    expect('Toolmark' in view).toBe(false);
  });
});

describe("whenRegistryNeeded: Toolmark's polyfill add-on serves every tool of the page", () => {
  beforeEach(() => {
    startPolyfillAddOn();
  });

  test.each([
    ['before it installs', undefined],
    ['once it installed', { [POLYFILL]: true }],
  ])(`${production ? 'waits' : 'development: at once'}, %s`, async (_case, context) => {
    giveModelContext(context);
    expect((await check()).needed()).toBe(!production);
  });

  test.runIf(production)("a declarative form whose markup asks for a person needs the registry's card; one that asks no one does not", async () => {
    giveModelContext(undefined);
    document.body.innerHTML = '<form toolname="search" tooldescription="d" data-toolmark-confirm="never"></form>';
    const { needed } = await check();
    expect(needed()).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<form toolname="pay" tooldescription="d" data-toolmark-destructive></form>');
    await tick();
    expect(needed()).toBe(true);
  });
});

describe('whenRegistryNeeded: the browser serves every tool of the page', () => {
  test.runIf(production)('a declarative form whose markup asks for a person asks nothing: the browser serves it as it is (TM204)', async () => {
    document.body.innerHTML = '<form toolname="pay" tooldescription="d" data-toolmark-confirm></form>';
    expect((await check()).needed()).toBe(false);
  });

  test(`${production ? 'waits' : 'development: at once'}; a switch off changes nothing`, async () => {
    expect((await check({ 'data-widgets': 'off', 'data-debug': 'no' })).needed()).toBe(!production);
  });

  test('it says when it holds the registry back (the tag\'s start settles then, before the document is parsed), and only then', async () => {
    const held = vi.fn();
    standInForToolmark(document, view);
    void whenRegistryNeeded(null, document, held);
    await tick();
    expect(held).toHaveBeenCalledTimes(production ? 1 : 0);
    // Needed at once: never held back.
    giveModelContext(undefined);
    delete (document as { [ASKING]?: unknown })[ASKING];
    const never = vi.fn();
    standInForToolmark(document, { });
    await whenRegistryNeeded(null, document, never);
    await tick();
    expect(never).not.toHaveBeenCalled();
  });

  test.runIf(production)('reading window.Toolmark asks: it reads undefined, the accessor goes, the check resolves', async () => {
    const { needed, settled } = await check();
    expect('Toolmark' in view).toBe(true);
    expect(view.Toolmark).toBeUndefined();
    await settled;
    expect(needed()).toBe(true);
    expect('Toolmark' in view).toBe(false);
  });

  test.runIf(production)('setting window.Toolmark asks too, and the value stays', async () => {
    const { settled } = await check();
    view.Toolmark = 42;
    await settled;
    expect(Object.getOwnPropertyDescriptor(view, 'Toolmark')).toMatchObject({ value: 42, writable: true });
  });

  test.runIf(production)('the bridge add-on on the page asks (its classic script ran before the document was parsed)', async () => {
    (document as StartingDocument)[STARTING] = { bridge: Promise.resolve() };
    expect((await check()).needed()).toBe(true);
  });

  test.runIf(production).each([
    ['a tool form without a description', '<form toolname="search"></form>'],
    ['a tool form named by Toolmark only', '<form data-toolmark-name="search" data-toolmark-description="d"></form>'],
    ['a toolname the browser refuses', '<form toolname="has space" tooldescription="d"></form>'],
    ["a wizard's step, in a declarative form", '<form toolname="book" tooldescription="d"><fieldset data-toolmark-step="when"></fieldset></form>'],
  ])('what the browser does not serve: %s, there or when it appears', async (_case, html) => {
    document.body.innerHTML = html;
    expect((await check()).needed()).toBe(true);
    document.body.innerHTML = '<form toolname="search" tooldescription="d"></form>';
    const later = await check();
    expect(later.needed()).toBe(false);
    document.body.insertAdjacentHTML('beforeend', html);
    await tick();
    expect(later.needed()).toBe(true);
    expect('Toolmark' in view).toBe(false);
  });

  test.runIf(production)('a form left out (data-toolmark-ignore) asks for nothing; one that loses its description does', async () => {
    document.body.innerHTML = '<form toolname="a" data-toolmark-ignore></form><form id="b" toolname="b" tooldescription="d"></form>';
    const { needed } = await check();
    expect(needed()).toBe(false);
    document.getElementById('b')!.removeAttribute('tooldescription');
    await tick();
    expect(needed()).toBe(true);
  });
});
