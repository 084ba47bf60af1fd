import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { containsComposed, deepActiveElement, isFocusLost } from '../elements/focus.js';

// The input types that are buttons or pickers, not typing (HTML's input types).
const NOT_TYPED = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/**
 * Tells whether an element takes a person's typing: a text-like `<input>`, a `<textarea>`, a
 * `<select>` (typing picks an option) or an editable element, enabled.
 *
 * @param element The element, or `null`.
 * @returns Whether keys pressed there type into it.
 */
export function takesTyping(element: Element | null): boolean {
  if (element instanceof HTMLInputElement) return !element.disabled && !element.readOnly && !NOT_TYPED.has(element.type);
  if (element instanceof HTMLTextAreaElement) return !element.disabled && !element.readOnly;
  if (element instanceof HTMLSelectElement) return !element.disabled;
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * A card that never takes the keyboard from a person typing in the page (spec §17.7, issue #36). As
 * the card first shows its call it takes focus, unless focus is in a field of the page (one that
 * takes typing, outside the card): the card then waits, `waiting` true, and takes focus only once
 * focus has left for nothing (the person clicked away or the field went away). Focus the person
 * moves to another control of the page stays theirs; focus they move into the card (Tab, a click,
 * `confirmWith`'s key) ends the wait. Keys pressed meanwhile go where the person typed them, so none
 * of them acts on the card.
 */
export class ArrivalFocusController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #take: () => void;
  #waiting = false;

  /**
   * Creates a controller and adds it to its host.
   *
   * @param host The card.
   * @param take Moves focus to the card.
   */
  constructor(host: ReactiveControllerHost & HTMLElement, take: () => void) {
    this.#host = host;
    this.#take = take;
    host.addController(this);
  }

  /** Whether the card arrived while the person typed in the page and has not taken focus yet. */
  get waiting(): boolean {
    return this.#waiting;
  }

  /** The card shows a call: it takes focus now, or waits for the person to be free of the page's field. */
  arrive(): void {
    this.stop();
    const active = deepActiveElement();
    if (!takesTyping(active) || containsComposed(this.#host, active)) return this.#take();
    this.#waiting = true;
    document.addEventListener('focusin', this.#moved, true);
    document.addEventListener('focusout', this.#left, true);
    this.#host.requestUpdate();
  }

  /** Stops waiting, without taking focus. */
  stop(): void {
    if (!this.#waiting) return;
    this.#waiting = false;
    document.removeEventListener('focusin', this.#moved, true);
    document.removeEventListener('focusout', this.#left, true);
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop();
  }

  // Focus moved somewhere: into the card, the wait is over; elsewhere, it is the person's.
  readonly #moved = (): void => {
    if (containsComposed(this.#host, deepActiveElement())) this.stop();
  };

  // Focus left an element: once the browser settled where it went (the next task), a card whose
  // person is no longer on anything takes focus.
  readonly #left = (): void => {
    setTimeout(() => {
      if (!this.#waiting || !this.#host.isConnected || !isFocusLost()) return;
      this.stop();
      this.#take();
    });
  };
}
