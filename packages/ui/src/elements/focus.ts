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
