// Whether the page shows an element to the person: the signal a wizard in a page follows (spec §15.4).
// Only attributes and computed style are read; no layout, so a check inside a MutationObserver
// callback never forces a reflow.

/**
 * Checks whether an element is shown: neither it nor an ancestor is `hidden`, `aria-hidden="true"`
 * or `inert`, and it renders (`checkVisibility({ visibilityProperty: true })`: connected, no
 * `display: none`, `visibility: hidden` or skipped content above it). A browser without
 * `checkVisibility` (before 2024) sees only the attributes and whether it is connected.
 *
 * @param element The element.
 * @returns Whether the person can see it.
 */
export function isShown(element: Element): boolean {
  return element.isConnected && !element.closest('[hidden],[inert],[aria-hidden=true]') && element.checkVisibility?.({ visibilityProperty: true }) !== false;
}
