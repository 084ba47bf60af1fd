import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { framedByOther } from './framing.js';

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

/**
 * Why a target is not armed (spec §17.2): `'delay'`, it has not been on screen, still, for the delay;
 * `'covered'`, the browser sees something over it or a translucent, filtered or distorting ancestor
 * (IntersectionObserver v2); `'framed'`, another site frames the page and the browser cannot tell
 * whether it paints over the target, so it never arms.
 */
export type ArmingReason = 'delay' | 'covered' | 'framed';

/**
 * Whether this browser tells what is painted over an element: IntersectionObserver v2's
 * `isVisible` (Chromium). Read each time, not once at load, so a test can take it away.
 *
 * @returns Whether `trackVisibility` is honoured.
 */
export const tracksVisibility = (): boolean =>
  typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;

// IntersectionObserver v2's options, not yet in TypeScript's DOM types. 100 ms is the least `delay`
// it takes: notifications come at most that often.
const TRACK_VISIBILITY = { trackVisibility: true, delay: 100 } as IntersectionObserverInit;

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
 * Where the browser sees what is painted (IntersectionObserver v2, Chromium), the whole card must
 * also be unoccluded and undistorted all along: a site that frames the page can paint a decoy over
 * it and let clicks through (issue #33). Where it cannot, a page framed by an origin not in
 * `framers` never arms (fail closed); otherwise the rules above hold, and the page, which could hide
 * the card anyway, is trusted not to paint over it.
 */
export class ArmingController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #target: () => Element | null | undefined;
  readonly #card: () => Element | null | undefined;
  #delayMs = ARM_DELAY_MS;
  #framers: readonly string[] | '*' = [];
  // Read once per card: whether the browser sees what is painted, and, where it does not, whether
  // a foreign site frames the page (neither changes while the document lives).
  readonly #tracks = tracksVisibility();
  #framed = framedByOther(this.#framers);
  #seenCard: Element | null | undefined;
  #unoccluded = false;
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
   * @param target Finds the element that must be fully on screen (read after each update of the host).
   * @param card Finds the element nothing may cover, where the browser can tell; default `target`.
   */
  constructor(host: ReactiveControllerHost, target: () => Element | null | undefined, card: () => Element | null | undefined = target) {
    this.#host = host;
    this.#target = target;
    this.#card = card;
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

  /**
   * The origins trusted to frame the page (from `framersOf`), or `'*'`: framed by any other, a
   * target arms only where the browser sees what is painted over it. Changing it starts the count over.
   */
  get framers(): readonly string[] | '*' {
    return this.#framers;
  }

  set framers(framers: readonly string[] | '*') {
    if (framers === this.#framers) return;
    this.#framers = framers;
    this.#framed = framedByOther(framers);
    this.restart();
  }

  /** Whether the target has been visible, and still, for the delay. */
  get armed(): boolean {
    return this.#armed;
  }

  /** Why the target is not armed, for the person; `undefined` when it is. */
  get reason(): ArmingReason | undefined {
    if (this.#armed) return undefined;
    if (this.#delayMs !== 0 && !this.#tracks && this.#framed) return 'framed';
    return this.#tracks && this.#onScreen && !this.#unoccluded ? 'covered' : 'delay';
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
    const card = this.#card() ?? null;
    if (target === this.#observed && card === this.#seenCard) return;
    this.#observer?.disconnect();
    this.#observed = target;
    this.#seenCard = card;
    this.#onScreen = this.#unoccluded = false;
    this.restart();
    if (!target) return;
    // Without IntersectionObserver (jsdom) nothing is known to be on screen: only a delay of 0 arms.
    if (typeof IntersectionObserver === 'undefined') return;
    this.#observer ??= new IntersectionObserver(this.#onIntersection, { threshold: [0, FULLY_VISIBLE], ...(this.#tracks && TRACK_VISIBILITY) });
    this.#observer.observe(target);
    if (this.#tracks && card && card !== target) this.#observer.observe(card);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#observer?.disconnect();
    this.#observed = this.#seenCard = undefined;
    this.#onScreen = this.#unoccluded = false;
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

  // Counts only while the target is fully on screen in a visible document, and, where the browser
  // tells, nothing covers or distorts the card; where it cannot, not in a frame of another site.
  // Otherwise disarms.
  #count(): void {
    if (this.#delayMs === 0 && this.#observed) return this.#set(true);
    const seen = this.#tracks ? this.#unoccluded : !this.#framed;
    const visible = this.#onScreen && seen && document.visibilityState === 'visible';
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
    const reason = this.reason;
    // The latest entry of each element wins; the card may be the target itself.
    for (const entry of entries) {
      if (entry.target === this.#observed) this.#onScreen = entry.isIntersecting && entry.intersectionRatio >= FULLY_VISIBLE;
      if (entry.target === this.#seenCard) this.#unoccluded = (entry as IntersectionObserverEntry & { readonly isVisible?: boolean }).isVisible === true;
    }
    this.#count();
    // The person is told why it waits: covered now, or no longer.
    if (this.reason !== reason) this.#host.requestUpdate();
  };

  readonly #onVisibility = (): void => this.#count();
}
