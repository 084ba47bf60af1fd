import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Tells whether a host's list scrolls (spec §17.7): a confirmation card's input list, which gets no
 * more height than the viewport leaves it (confirm-card-styles.ts) and, when it scrolls, is put in
 * the tab order so that the keyboard can scroll it. It watches the list's size and re-renders the
 * host when `scrolls` changes. Without ResizeObserver it measures only when the content changes.
 */
export class InputScrollController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #resize: ResizeObserver | undefined =
    typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => this.#measure());
  #observed: Element | null = null;
  #scrolls = false;

  /**
   * Creates a controller and adds it to its host.
   *
   * @param host The element.
   */
  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Whether the list is taller than the room it has, as last measured. */
  get scrolls(): boolean {
    return this.#scrolls;
  }

  /**
   * Watches the list the host has just rendered; called from the host's `updated`.
   *
   * @param target The list, or `null` when the host shows none.
   * @param changed Whether the list's content may have changed: it is then measured again.
   */
  observe(target: Element | null, changed: boolean): void {
    if (target !== this.#observed) {
      this.#resize?.disconnect();
      if (target) this.#resize?.observe(target);
      this.#observed = target;
    }
    // After this update, not during it: a change of whether it scrolls re-renders the list.
    if (changed) queueMicrotask(() => this.#measure());
  }

  hostDisconnected(): void {
    this.#resize?.disconnect();
    // Put back in the page, the host's list is observed again after its next update.
    this.#observed = null;
  }

  #measure(): void {
    const target = this.#observed;
    // Both heights are rounded to whole pixels: a list that fits can read 1 px taller than its room.
    const scrolls = target !== null && target.scrollHeight > target.clientHeight + 1;
    if (scrolls === this.#scrolls) return;
    this.#scrolls = scrolls;
    this.#host.requestUpdate();
  }
}
