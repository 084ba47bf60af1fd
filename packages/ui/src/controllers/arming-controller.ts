import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * How long, by default, a confirmation card's consequential buttons (Approve, Allow for this session)
 * must have been on screen before they act: 500 ms (docs/security.md T5). It is the default
 * double-click interval of Windows and of Chromium's `InputEventActivationProtector`, which ignores
 * clicks on a freshly shown permission prompt or dialog for that long; Firefox waits longer
 * (`security.dialog_enable_delay`, 1000 ms). The second click of a double click, a key press typed
 * ahead or an auto-repeated key, all meant for the card before, land within it.
 */
export const ARM_DELAY_MS = 500;

/**
 * Reads an arming delay a site asked for: a finite number of milliseconds, at least 0; anything else
 * (a missing, negative or unparsable value) is the default.
 *
 * @param value The requested delay.
 * @returns The delay to use.
 */
export function armDelayOf(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : ARM_DELAY_MS;
}

// Full visibility is measured with layout rects, which can fall short of 1 by rounding.
const FULLY_VISIBLE = 0.99;

function samePlace(a: DOMRect | undefined, b: DOMRect): boolean {
  return a !== undefined && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/**
 * Arms a target (a card's buttons) only once it has been fully on screen for `delayMs`, in a
 * visible document, without moving (spec §17.2, docs/security.md T5). Hidden (the tab in the
 * background, the target scrolled out, clipped, `display: none`, not rendered yet), it is not armed
 * and the count starts over when it shows again. The host re-renders when `armed` changes. Where
 * nothing has layout (no IntersectionObserver, or one that never reports, as in happy-dom) it never
 * arms, unless `delayMs` is 0, which turns arming off.
 *
 * It does not see opacity or things painted over the target: the page can hide the card anyway,
 * and it is trusted to (it owns the confirmation handler).
 */
export class ArmingController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #target: () => Element | null | undefined;
  #delayMs = ARM_DELAY_MS;
  #armed = false;
  #observed: Element | null | undefined;
  #observer: IntersectionObserver | undefined;
  #onScreen = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #armedAt: DOMRect | undefined;

  /**
   * Creates a controller and adds it to its host.
   *
   * @param host The element.
   * @param target Finds the element that must be visible (read after each update of the host).
   */
  constructor(host: ReactiveControllerHost, target: () => Element | null | undefined) {
    this.#host = host;
    this.#target = target;
    host.addController(this);
  }

  /**
   * How long the target must have been visible. 0 turns arming off: armed at once, visible or not,
   * for environments without layout (happy-dom, jsdom), where nothing is ever on screen. Changing it
   * starts the count over.
   */
  get delayMs(): number {
    return this.#delayMs;
  }

  set delayMs(delayMs: number) {
    if (delayMs === this.#delayMs) return;
    this.#delayMs = delayMs;
    this.restart();
  }

  /** Whether the target has been visible, and still, for the delay. */
  get armed(): boolean {
    return this.#armed;
  }

  /**
   * Checks that a pointer press may act: the target is armed and has not moved since it armed (a
   * card that moved under a still pointer, as when a stacked card above it leaves, is a new card to
   * that pointer). A moved target starts its count over.
   *
   * @returns Whether the press counts.
   */
  inPlace(): boolean {
    if (!this.#armed) return false;
    if (this.#delayMs === 0) return true;
    const rect = this.#observed?.getBoundingClientRect();
    if (rect && samePlace(this.#armedAt, rect)) return true;
    this.restart();
    return false;
  }

  /** Disarms and starts the count again, for a target that now shows something else or moved. */
  restart(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#set(false);
    this.#count();
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibility);
    // A host put back in the page (moved) observes its target again after its next update.
    this.#host.requestUpdate();
  }

  hostUpdated(): void {
    const target = this.#target() ?? null;
    if (target === this.#observed) return;
    this.#observer?.disconnect();
    this.#observed = target;
    this.#onScreen = false;
    this.restart();
    if (!target) return;
    // Without IntersectionObserver (jsdom) nothing is known to be on screen: only a delay of 0 arms.
    if (typeof IntersectionObserver === 'undefined') return;
    this.#observer ??= new IntersectionObserver(this.#onIntersection, { threshold: [0, FULLY_VISIBLE] });
    this.#observer.observe(target);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#observer?.disconnect();
    this.#observed = undefined;
    this.#onScreen = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#set(false);
  }

  #set(armed: boolean): void {
    if (armed === this.#armed) return;
    this.#armed = armed;
    this.#armedAt = armed ? this.#observed?.getBoundingClientRect() : undefined;
    this.#host.requestUpdate();
  }

  // Counts only while the target is fully on screen in a visible document; otherwise disarms.
  #count(): void {
    if (this.#delayMs === 0 && this.#observed) return this.#set(true);
    const visible = this.#onScreen && document.visibilityState === 'visible';
    if (!visible) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
      return this.#set(false);
    }
    if (this.#armed || this.#timer !== undefined) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#set(true);
    }, this.#delayMs);
  }

  readonly #onIntersection = (entries: IntersectionObserverEntry[]): void => {
    const entry = entries.filter((e) => e.target === this.#observed).pop();
    if (!entry) return;
    this.#onScreen = entry.isIntersecting && entry.intersectionRatio >= FULLY_VISIBLE;
    this.#count();
  };

  readonly #onVisibility = (): void => this.#count();
}
