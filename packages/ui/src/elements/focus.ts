/**
 * Finds the element that has focus, looking inside open shadow roots, so a card inside another
 * component still knows where focus is.
 *
 * @param root Where to start; default `document`.
 * @returns The innermost focused element, or `null`.
 */
export function deepActiveElement(root: DocumentOrShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Checks whether `node` is `host` or inside it, crossing shadow root boundaries.
 *
 * @param host The container.
 * @param node The node to look for.
 * @returns Whether `host` contains `node` in the composed tree.
 */
export function containsComposed(host: Node, node: Node | null): boolean {
  for (let at: Node | null = node; at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
    if (at === host) return true;
  }
  return false;
}

/**
 * Checks whether focus was lost: nothing, or only the document's body, has it. That is where focus
 * lands when the focused element leaves the page.
 *
 * @returns Whether no element has focus.
 */
export function isFocusLost(): boolean {
  const active = deepActiveElement();
  return active === null || active === document.body || active === document.documentElement;
}

/**
 * Lists the elements around `node`, nearest first, crossing shadow root boundaries, up to but not
 * including the document's body.
 *
 * @param node Where to start (not listed itself).
 * @returns Its composed ancestors.
 */
export function composedAncestors(node: Node): Element[] {
  const out: Element[] = [];
  for (let at: Node | null = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null); at; ) {
    if (at instanceof Element) {
      if (at === document.body || at === document.documentElement) break;
      out.push(at);
    }
    at = at instanceof ShadowRoot ? at.host : at.parentNode;
  }
  return out;
}

/**
 * Moves focus to an element if it can take it now: in the page, enabled, rendered, not inert. The
 * browser decides, so a `tabindex="-1"` element counts and a plain `<div>` does not.
 *
 * @param element The element to focus.
 * @returns Whether it has focus now.
 */
export function tryFocus(element: Element): boolean {
  if (!element.isConnected || !(element instanceof HTMLElement || element instanceof SVGElement)) return false;
  element.focus({ preventScroll: true });
  return deepActiveElement() === element;
}

/**
 * Keeps Tab and Shift+Tab among the tabbable elements of `root`: from the last, Tab goes to the
 * first; from the first, or from `root`'s focused container itself, Shift+Tab goes to the last. In
 * between, the browser moves focus as usual. With nothing tabbable, focus stays where it is.
 *
 * @param root Where focus is kept (a shadow root).
 * @param selector What is tabbable in it, in document order.
 * @param event The Tab key's `keydown`.
 */
export function keepTabInside(root: ShadowRoot, selector: string, event: KeyboardEvent): void {
  const tabbable = [...root.querySelectorAll<HTMLElement>(selector)];
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return event.preventDefault();
  const at = deepActiveElement(root);
  const from = at instanceof HTMLElement ? tabbable.indexOf(at) : -1;
  if (event.shiftKey && from <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && from === tabbable.length - 1) {
    event.preventDefault();
    first.focus();
  }
}
