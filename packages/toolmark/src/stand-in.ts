// `window.Toolmark` before the script tag installs it (spec §18.2 step 1, §18.4, D220). The tag's
// classic loader runs this as the page parses, so that the page's code, however early it runs, is
// heard when it asks for the registry: on a page whose browser serves all its tools, asking is what
// loads it (registry-needed.ts).

/** What the stand-in leaves on `document`: resolves when code asks, and removes the stand-in. */
export interface Asking {
  /** Resolves once page code read or set `window.Toolmark`, or `ask()` was called. */
  readonly asked: Promise<void>;
  /** Removes the stand-in (if it is still there) and resolves `asked`; safe to call more than once. */
  ask(): void;
}

/** Where the stand-in leaves its `Asking` (a symbol of the global registry: the loader has no imports). */
export const ASKING = Symbol.for('toolmark.asking');

/**
 * Stands for `window.Toolmark` while nothing holds the name: an accessor, enumerable and
 * configurable like a global's, that reads `undefined` and, read or set, removes itself and says that
 * code asked (`Asking` on `document[Symbol.for('toolmark.asking')]`); a value set stays. Its source is
 * written into the classic loader by the build (build/module-graph.ts), so it refers to nothing
 * outside itself.
 *
 * @param doc The page's document.
 * @param view The page's global object (not named `global`: a `global.` in a package's file reads as
 *   CommonJS to publint and other tools that look at its text).
 * @returns The stand-in's `ask` (one that does nothing when the name was taken).
 */
export function standInForToolmark(doc: Document, view: { Toolmark?: unknown }): () => void {
  let ask = () => {};
  if ('Toolmark' in view) return ask;
  const get = () => ask();
  const asked = new Promise<void>(
    (resolve) =>
      (ask = () => {
        if (Object.getOwnPropertyDescriptor(view, 'Toolmark')?.get === get) delete view.Toolmark;
        resolve();
      }),
  );
  (doc as unknown as Record<symbol, unknown>)[Symbol.for('toolmark.asking')] = { asked, ask };
  Object.defineProperty(view, 'Toolmark', { configurable: true, enumerable: true, get, set: (value: unknown) => (ask(), (view.Toolmark = value)) });
  return ask;
}
