// What the tests of registry-needed.ts set on a page, and take off again: the model context, the
// polyfill add-on's start, the loader's stand-in (not part of the package build).
import { vi } from 'vitest';
import { ASKING } from './stand-in.js';
import { STARTING, type StartingDocument } from './starting.js';

/**
 * Gives the document a model context, as the browser (or a polyfill) would.
 *
 * @param context The model context; `undefined` for none.
 */
export function giveModelContext(context: object | undefined): void {
  Object.defineProperty(document, 'modelContext', { value: context, configurable: true });
}

/**
 * Leaves the polyfill add-on's start on the document, as its classic script does.
 *
 * @param secure Whether the page is a secure context (where the add-on installs).
 */
export function startPolyfillAddOn(secure = true): void {
  (document as StartingDocument)[STARTING] = { polyfill: Promise.resolve() };
  vi.stubGlobal('isSecureContext', secure);
}

/** Puts the page back: no model context, no starts, no stand-in's mark, no stubbed global, no body. */
export function resetPage(): void {
  delete (document as { modelContext?: unknown }).modelContext;
  delete (document as StartingDocument)[STARTING];
  delete (document as { [ASKING]?: unknown })[ASKING];
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
}
