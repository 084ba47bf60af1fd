import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { composedAncestors, containsComposed, deepActiveElement, isFocusLost, tryFocus } from '../elements/focus.js';

/**
 * Returns focus to a sensible place (spec §17.7). `capture()` remembers the focused element when
 * the host takes focus; when the host leaves the page while it, or nothing, has focus, focus goes
 * to the first of: that element, if it can take focus; the nearest of its former ancestors still in
 * the page that can (a form re-rendered around it); the nearest ancestor of the host's container
 * that can; else it stays on the body. A remembered element that is in the page but cannot take
 * focus yet (a Run button disabled while its call runs) gets it as soon as it can, unless the person
 * has put focus or a pointer somewhere meanwhile. A person who moved on elsewhere keeps their place;
 * a host that never took focus only gives it back to an element it was given. (`confirmWith` then
 * hands focus on to its next card, which comes first: confirm-with.ts.)
 */
export class FocusReturnController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  #target: HTMLElement | SVGElement | null = null;
  // Set by the `target` setter (a site, or `confirmWith` handing a decided card's target on):
  // `capture()` then leaves it alone.
  #given = false;
  // Whether the host took focus since it connected: only then does it look for a place to give
  // focus back to when nothing was focused before (a card that never had focus leaves it alone).
  #tookFocus = false;
  #targetAncestors: Element[] = [];
  #containerAncestors: Element[] = [];

  /**
   * Creates a controller and adds it to its host.
   *
   * @param host The element that takes focus.
   */
  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  /** The element focus returns to; `null` for none. Setting it keeps it over what `capture()` sees. */
  get target(): HTMLElement | SVGElement | null {
    return this.#target;
  }

  set target(element: HTMLElement | SVGElement | null) {
    this.#given = element !== null;
    this.#remember(element);
  }

  /** Remembers the focused element, unless focus is already inside the host or a target was given. */
  capture(): void {
    this.#tookFocus = true;
    const active = deepActiveElement();
    if (containsComposed(this.#host, active) || (this.#given && this.#target?.isConnected)) return;
    this.#given = false;
    this.#remember(!isFocusLost() && (active instanceof HTMLElement || active instanceof SVGElement) ? active : null);
  }

  hostConnected(): void {
    // Read now: once the host has left, its container is unknown.
    this.#containerAncestors = composedAncestors(this.#host);
  }

  hostDisconnected(): void {
    const target = this.#target;
    const ancestors = [...this.#targetAncestors, ...this.#containerAncestors];
    const tookFocus = this.#tookFocus;
    this.#given = false;
    this.#tookFocus = false;
    this.#remember(null);
    // The host is out of the page already: focus inside it has fallen back to the body.
    if (!isFocusLost() && !containsComposed(this.#host, deepActiveElement())) return;
    if (target && tryFocus(target)) return;
    if (!tookFocus) return;
    const fallback = ancestors.find((element) => element.isConnected && tryFocus(element)) ?? null;
    if (target?.isConnected) focusWhenAble(target, fallback);
  }

  #remember(element: HTMLElement | SVGElement | null): void {
    this.#target = element;
    this.#targetAncestors = element ? composedAncestors(element) : [];
  }
}

/**
 * Gives `target` focus once it can take it (its `disabled`, `hidden` or `inert` changes), as long
 * as focus is still on the body or on `fallback`; stops watching as soon as focus moves elsewhere
 * or a pointer is pressed.
 *
 * @param target The element that could not take focus.
 * @param fallback Where focus went instead, or `null` for the body.
 */
function focusWhenAble(target: HTMLElement | SVGElement, fallback: Element | null): void {
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const observer = new MutationObserver(() => {
    if (!target.isConnected) return stop();
    if (!isFocusLost() && deepActiveElement() !== fallback) return stop();
    // Unwatched first: the focus below fires focusin, which is ours, not the person's.
    stop();
    if (!tryFocus(target)) focusWhenAble(target, fallback);
  });
  observer.observe(target, { attributes: true, attributeFilter: ['disabled', 'hidden', 'inert'] });
  document.addEventListener('focusin', stop, true);
  document.addEventListener('pointerdown', stop, true);
}
