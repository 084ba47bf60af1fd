// @vitest-environment happy-dom
// The parts a page will need, fetched while the tag waits (spec §18.2, D220): tests of warm-parts.ts.
// Each part's module is replaced, for each page afresh, by one that notes it was imported.
import { afterEach, expect, test, vi } from 'vitest';
import { STARTING, type StartingDocument } from './starting.js';

const imported = new Set<string>();
const PARTS = { 'start-tag': './start-tag.js', publish: './parts/publish-page.js', forms: './parts/forms.js', wizard: './parts/wizard.js' };

/** Warms the parts for a page and tells which were imported. */
async function warm(html: string, attributes: Record<string, string> = {}): Promise<string[]> {
  imported.clear();
  vi.resetModules();
  for (const [name, path] of Object.entries(PARTS)) vi.doMock(path, () => (imported.add(name), {}));
  const { warmParts } = await import('./warm-parts.js');
  document.body.innerHTML = html;
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  warmParts(script, document);
  await vi.dynamicImportSettled();
  return [...imported].sort();
}

afterEach(() => {
  delete (document as { modelContext?: unknown }).modelContext;
  delete (document as StartingDocument)[STARTING];
  vi.unstubAllGlobals();
});

test('the boot module always; nothing else for a page with nothing to work on', async () => {
  expect(await warm('<form id="plain"></form>')).toEqual(['start-tag']);
});

test('the form scan for a tool form, or any form with data-all-forms; not for a wizard’s form', async () => {
  expect(await warm('<form toolname="search"></form>')).toEqual(['forms', 'start-tag']);
  expect(await warm('<form id="plain"></form>', { 'data-all-forms': '' })).toEqual(['forms', 'start-tag']);
  expect(await warm('<form toolname="signup"><fieldset data-toolmark-step="a"></fieldset></form>')).toEqual(['start-tag', 'wizard']);
});

test('publishing with a model context, or a polyfill add-on starting where it installs one', async () => {
  Object.defineProperty(document, 'modelContext', { value: {}, configurable: true });
  expect(await warm('')).toEqual(['publish', 'start-tag']);
  delete (document as { modelContext?: unknown }).modelContext;
  (document as StartingDocument)[STARTING] = { polyfill: Promise.resolve() };
  vi.stubGlobal('isSecureContext', true);
  expect(await warm('')).toEqual(['publish', 'start-tag']);
  imported.clear();
  vi.stubGlobal('isSecureContext', false);
  expect(await warm('')).toEqual(['start-tag']);
});
