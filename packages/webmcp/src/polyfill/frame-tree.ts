// The documents a polyfilled model context sees: every document of the page's frame tree that runs
// the polyfill and that script of this document can reach, that is, the same-origin ones. A
// cross-origin frame's document is out of reach of a page's script, so its tools (and its `exposedTo`)
// are not visible to the polyfill: only the browser's own WebMCP can cross origins.

/**
 * Reads a window's document, when script of this origin may.
 *
 * @param view A window of the frame tree.
 * @returns Its document, or `undefined` when it is cross-origin (or gone).
 */
export function reachableDocument(view: Window): Document | undefined {
  try {
    return view.document;
  } catch {
    return undefined;
  }
}

/**
 * Lists the windows of the page's frame tree, from the top, depth first. Cross-origin windows are
 * walked through too (their `frames` are readable), so a same-origin grandchild under a cross-origin
 * child is found.
 *
 * @param view A window of the tree.
 * @returns Every window of the tree.
 */
export function frameTree(view: Window): Window[] {
  const windows: Window[] = [];
  const walk = (current: Window) => {
    windows.push(current);
    // `length` and indexed access are allowed across origins.
    for (let index = 0; index < current.length; index++) walk(current[index] as Window);
  };
  walk(view.top ?? view);
  return windows;
}

/**
 * Checks whether a document is fully active: it is its window's document, and that window is in the
 * page (a removed iframe's window has no document to show).
 *
 * @param doc The document.
 * @returns Whether it is fully active.
 */
export function isFullyActive(doc: Document): boolean {
  const view = doc.defaultView;
  return !!view && view.document === doc && (view === view.top || !!view.frameElement || reachableDocument(view.parent) === undefined);
}

/**
 * Reads a window's origin, serialized: the window's own (an `about:blank` frame has its creator's),
 * else its location's.
 *
 * @param view The window.
 * @returns The origin.
 */
export function originOf(view: Window): string {
  return view.origin ?? view.location.origin;
}
