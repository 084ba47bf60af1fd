// The options of `confirmWith` and of the script tag's cards (spec §17.3).
import type { ConfirmLayout } from './view-models/confirm-queue.js';
import type { ConfirmStrings } from './strings.js';

/** Options of `confirmWith` (spec §17.3). */
export interface ConfirmWithOptions {
  /**
   * Where cards go: an element or a shadow root. Default: a fixed layer at the bottom right of the
   * page, added while a card shows.
   */
  readonly container?: ParentNode;
  /** `'queue'` (default) shows one card at a time, oldest first; `'stack'` shows every waiting call. */
  readonly layout?: ConfirmLayout;
  /** Declines a call (or a question) whose card has been on screen this long without a decision. */
  readonly timeoutMs?: number;
  /**
   * How long a card whose call ended (its caller gave up, it timed out) stays to say why before it
   * closes; default 5,000 ms. Close and Escape close it sooner.
   */
  readonly noticeMs?: number;
  /** Offer "Allow for this session" on tools that allow it; default `true`. */
  readonly allowSession?: boolean;
  /**
   * How long a card must have been fully on screen before Approve and "Allow for this session" act,
   * so that a double click or a key typed ahead for one card never approves the next (docs/security.md
   * T5); default `ARM_DELAY_MS` (500 ms). 0 turns arming off: for test environments without
   * layout (happy-dom, jsdom), where a card never arms otherwise.
   */
  readonly armDelayMs?: number;
  /**
   * The origins trusted to frame this page, such as `['https://partner.example']`, or `['*']` for
   * any; default none. In a page framed by any other origin, a browser that cannot tell what is
   * painted over a card (no IntersectionObserver v2: Firefox, Safari) never arms it, since the
   * framing site could paint a decoy over it and let clicks through; Chromium arms it only while
   * nothing covers it, framed or not (spec §17.2 Arming).
   */
  readonly framedBy?: readonly string[];
  /** Replacement words for the cards. */
  readonly strings?: Partial<ConfirmStrings>;
  /** Aborting it uninstalls, like calling the returned function. */
  readonly signal?: AbortSignal;
}
