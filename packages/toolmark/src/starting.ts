// Where the classic scripts leave their starts (build/module-graph.ts, spec §18.5), and which of them
// the script tag waits for before it reads the page. Small and free of core: the tag reads it before
// it knows whether the page needs a registry (registry-needed.ts).

/** Where the classic scripts leave their starts, by role (build/module-graph.ts). */
export const STARTING = Symbol.for('toolmark.starting');

/**
 * Where the first copy of the tag leaves the promise of its boot: its start (under `STARTING`) also
 * settles when the tag holds its registry back (registry-needed.ts), while a later copy, which asks
 * for the registry, waits for the boot itself.
 */
export const BOOTED = Symbol.for('toolmark.booted');

/** The starts the classic scripts left on `document`, and the first tag's boot. */
export type StartingDocument = Document & { [STARTING]?: Record<string, Promise<unknown> | undefined>; [BOOTED]?: Promise<unknown> };

/**
 * Waits for what must start before the script tag reads the page: for the first copy, the add-ons
 * whose scripts came before it (the polyfill, which must be there before the tag looks for a model
 * context, and the JSON Schema compiler); for a later copy, the first copy's boot (or its start, for
 * the ESM twin, which boots at once). Failures count as done.
 *
 * @param doc The page's document.
 * @param first Whether this copy's classic script was the first of the page's.
 * @returns Resolves once they have settled.
 */
export function startsBefore(doc: Document, first: boolean): Promise<unknown> {
  const starting = (doc as StartingDocument)[STARTING] ?? {};
  const before = first ? [starting['polyfill'], starting['json-schema']] : [(doc as StartingDocument)[BOOTED] ?? starting['toolmark']];
  return Promise.allSettled(before.filter(Boolean));
}

/**
 * Tells whether Toolmark's polyfill add-on is starting on the page where it installs: its classic
 * script has run, and the page is a secure context (elsewhere the add-on, like the browser's own
 * WebMCP, does nothing).
 *
 * @param doc The page's document.
 * @returns Whether the page has, or is about to have, the add-on's model context.
 */
export function polyfillAddOnStarting(doc: Document): boolean {
  return 'polyfill' in ((doc as StartingDocument)[STARTING] ?? {}) && globalThis.isSecureContext;
}
