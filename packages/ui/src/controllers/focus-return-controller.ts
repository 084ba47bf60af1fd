import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { containsComposed, deepActiveElement, isFocusLost } from '../elements/focus.js';

/**
 * Returns focus to where it was (spec §17.7): `capture()` remembers the focused element when the
 * host takes focus; when the host leaves the page while it, or nothing, has focus, that element gets
 * focus back. A person who moved on elsewhere meanwhile keeps their place.
 */
export class FocusReturnController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  /** The element focus returns to; `null` for none. */
  target: HTMLElement | SVGElement | null = null;

  /**
   * Creates a controller and adds it to its host.
   *
   * @param host The element that takes focus.
   */
  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  /** Remembers the focused element, unless focus is already inside the host. */
  capture(): void {
    const active = deepActiveElement();
    if (containsComposed(this.#host, active)) return;
    this.target = !isFocusLost() && (active instanceof HTMLElement || active instanceof SVGElement) ? active : null;
  }

  hostDisconnected(): void {
    const target = this.target;
    this.target = null;
    // The host is out of the page already: focus inside it has fallen back to the body.
    if (target?.isConnected && (isFocusLost() || containsComposed(this.#host, deepActiveElement()))) {
      target.focus({ preventScroll: true });
    }
  }
}
