// The browser's WebMCP is in every document of the page; a polyfill only where a script installed it.
// A same-origin frame whose document runs none (an `about:blank` iframe the page writes into, a page
// of the site that loads no polyfill) would be a hole in the frame tree: its declarative forms are not
// served, a tool its script registers has nowhere to go, and the page's `getTools()` misses them
// (WPT `declarative/no-frame-documents`). So the polyfill installs itself in those frames as they
// come, and again in the document each navigation brings.
//
// Limits, as measured in Chromium: a frame is covered in the microtask after it is inserted (a
// MutationObserver), so a script that reads `iframe.contentDocument.modelContext` in the same task as
// `append` finds none yet; a page loaded into a frame is covered at its `load` event, after its own
// scripts ran; frames in shadow roots are not seen.
import { findModelContext } from '../model-context.js';
import { reachableDocument } from './frame-tree.js';
import type { InstallModelContextPolyfillOptions } from './install.js';

/** The elements whose windows are frames of the document. */
const FRAMES = 'iframe, frame';

/**
 * Covers the same-origin frames of a window's document, now and as they come: installs the polyfill
 * in each one's window that has no model context, with the same options (so their frames are covered
 * too), and calls `onFrame` for each document it shows. A frame with a model context of its own (its
 * page installed one) is left to it.
 *
 * @param scope The window.
 * @param install How to install the polyfill in a frame's window (`installModelContextPolyfill`).
 * @param options What to do in each covered frame.
 * @returns The function that stops covering new frames.
 */
export function coverSameOriginFrames(scope: typeof globalThis, install: (view: typeof globalThis, options: InstallModelContextPolyfillOptions) => unknown, options: InstallModelContextPolyfillOptions): () => void {
  const doc = scope.document;
  // The windows this polyfill installed itself in, and the documents `onFrame` has seen.
  const installed = new WeakSet<object>();
  const seen = new WeakSet<Document>();
  // Each navigation of a frame brings a document (and, but for the first, a window) of its own. One
  // listener for all frames: adding it again to a frame adds nothing.
  const onLoad = (event: Event) => cover(event.currentTarget as Element);
  const cover = (frame: Element) => {
    frame.addEventListener('load', onLoad);
    const view = (frame as HTMLIFrameElement).contentWindow as (Window & typeof globalThis) | null;
    const frameDoc = view && reachableDocument(view);
    if (!view || !frameDoc || seen.has(frameDoc)) return;
    seen.add(frameDoc);
    if (!findModelContext(view)) {
      install(view, options);
      installed.add(view);
    }
    // A window keeps the polyfill of its first document when it navigates from `about:blank` to a
    // page of the same origin (the window is reused): that page's document is served here too.
    if (installed.has(view) && findModelContext(view)) options.onFrame?.(view);
  };
  const coverIn = (node: Node) => {
    // By node type (1, an element): a node adopted from another realm is not an instance of this one's `Element`.
    if (node.nodeType !== 1) return;
    if ((node as Element).matches(FRAMES)) cover(node as Element);
    (node as Element).querySelectorAll(FRAMES).forEach(cover);
  };
  const observer = new scope.MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(coverIn);
  });
  observer.observe(doc, { childList: true, subtree: true });
  doc.querySelectorAll(FRAMES).forEach(cover);
  return () => observer.disconnect();
}
