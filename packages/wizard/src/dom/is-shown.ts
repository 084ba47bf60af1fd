// Whether the page shows an element to the person: the signal a wizard in a page follows (spec §15.4).
// Only attributes and computed style are read; no layout, so a check inside a MutationObserver
// callback never forces a reflow.

/**
 * Checks whether an element is shown: neither it nor an ancestor is `hidden`, `aria-hidden="true"`
 * or `inert`, and it renders (`checkVisibility({ visibilityProperty: true })`: no `display: none`,
 * `visibility: hidden` or skipped content above it; computed `display` and `visibility` where the
 * method is missing).
 *
 * @param element The element.
 * @returns Whether the person can see it.
 */
export function isShown(element: Element): boolean {
  if (!element.isConnected || element.closest('[hidden],[inert],[aria-hidden=true]')) return false;
  if (element.checkVisibility) return element.checkVisibility({ visibilityProperty: true });
  const style = (node: Element) => getComputedStyle(node);
  for (let node: Element | null = element; node; node = node.parentElement) if (style(node).display === 'none') return false;
  return style(element).visibility !== 'hidden';
}
