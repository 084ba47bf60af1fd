import type { ConfirmHandler, ConfirmRequest, Toolmark } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import { canAllowForSession } from './view-models/badges.js';
import { ConfirmCardElement, type ConfirmDecisionDetail } from './elements/confirm-card.js';
import { callsFromCaller, shownCalls, type ConfirmLayout } from './view-models/confirm-queue.js';
import { defineElement } from './elements/define-element.js';
import { containsComposed, deepActiveElement } from './elements/focus.js';
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
  /** Declines a call whose card has been on screen this long without a decision. */
  readonly timeoutMs?: number;
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

interface WaitingCall {
  readonly request: ConfirmRequest;
  readonly resolve: (approved: boolean) => void;
  readonly onAbort: () => void;
  card?: ConfirmCardElement;
  timer?: ReturnType<typeof setTimeout>;
}

function createLayer(): HTMLElement {
  const layer = document.createElement('div');
  layer.dataset['toolmarkConfirm'] = '';
  // CSSOM, not a style attribute, so a strict style-src policy allows it.
  Object.assign(layer.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    zIndex: '2147483647',
    display: 'grid',
    // Wider than a card's shadow reaches above it (theme.ts, 0 6px 24px: 30 px, as Chromium draws a
    // 24 px blur): Chromium counts a neighbour's shadow over a card as covering it, and a covered
    // card does not arm (spec §17.2 Arming).
    gap: '32px',
    // Cards 16 px from the viewport's edges, as a margin inside the layer: a layer that scrolls clips
    // what is painted outside its padding box, and a card's shadow is painted around it.
    padding: '16px',
    boxSizing: 'border-box',
    width: 'min(calc(26rem + 32px), 100vw)',
    maxHeight: '100vh',
    overflow: 'auto',
  });
  // The visible height where the browser knows it (a phone's collapsing toolbars); a browser
  // without dvh ignores this and keeps 100vh. A card is never taller than this less the margins
  // (spec §17.2 Size).
  layer.style.maxHeight = '100dvh';
  return layer;
}

/**
 * Installs `<tm-confirm-card>` as the registry's confirmation handler (spec §17.3): each call that
 * needs a person gets a card, in a queue or a stack; the call goes ahead only on Approve. A call is
 * declined when the person denies it, presses Escape, lets `timeoutMs` pass, or when its card leaves
 * the page undecided; its card closes when the call ends on its own (abort, the call's timeout).
 *
 * @param tm The registry.
 * @param options Where and how cards show, a timeout, words.
 * @returns The function that uninstalls: waiting calls are declined, their cards removed, the
 *   session's allowances forgotten.
 *
 * @example
 * ```ts
 * import { createToolmark, ok } from '@toolmark/core';
 * import { confirmWith } from '@toolmark/ui';
 *
 * const tm = createToolmark();
 * tm.register({ name: 'cart.empty', description: 'Empties the cart', hints: { destructive: true }, run: () => ok() });
 * // A <tm-confirm-card> for every call that needs a person; the call runs only on Approve.
 * const uninstall = confirmWith(tm, { timeoutMs: 60_000 });
 * const call = tm.call('cart.empty');
 * // Uninstalling declines the calls still waiting for a person.
 * uninstall();
 * console.log((await call).code); // 'declined'
 * ```
 */
export function confirmWith(tm: Pick<Toolmark, 'setConfirm'>, options: ConfirmWithOptions = {}): () => void {
  defineElement('tm-confirm-card', ConfirmCardElement);
  const layout = options.layout ?? 'queue';
  const allowed = new Set<string>();
  const waiting: WaitingCall[] = [];
  let layer: HTMLElement | undefined;
  let installed = true;

  const allowedForSession = (request: ConfirmRequest) => allowed.has(request.name) && canAllowForSession(request.hints);

  function containerOf(): ParentNode {
    if (options.container) return options.container;
    layer ??= createLayer();
    if (!layer.isConnected) (document.body ?? document.documentElement).append(layer);
    return layer;
  }

  function settle(call: WaitingCall, approved: boolean): void {
    const index = waiting.indexOf(call);
    if (index < 0) return;
    waiting.splice(index, 1);
    clearTimeout(call.timer);
    call.request.signal.removeEventListener('abort', call.onAbort);
    const card = call.card;
    const hadFocus = card !== undefined && containsComposed(card, deepActiveElement());
    // Where focus goes after the last card; the next card takes it over (spec §17.7).
    const returnTo = hadFocus ? card.returnFocusTo : null;
    // The card gives focus back as it leaves (FocusReturnController); a stacked card then takes it.
    card?.remove();
    // The cards left may have moved into its place: a click aimed at it must not approve them.
    if (card) for (const other of waiting) other.card?.restartArming();
    call.resolve(approved);
    show(hadFocus, returnTo);
  }

  function decide(call: WaitingCall, { decision, scope }: ConfirmDecisionDetail): void {
    if (decision === 'deny' && scope === 'caller') {
      // Every waiting call of this caller, through the same settle as a single Deny; the others
      // first, so that none of them flashes a card before this one closes.
      const caller = call.request.caller;
      for (const other of callsFromCaller(waiting, caller, (w) => w.request.caller)) if (other !== call) settle(other, false);
      return settle(call, false);
    }
    if (decision !== 'allow-session') return settle(call, decision === 'approve');
    if (canAllowForSession(call.request.hints)) allowed.add(call.request.name);
    // The person allowed the tool for the session: its calls already waiting go ahead too,
    // settled before this one so that none of them flashes a card.
    for (const other of waiting.filter((w) => w !== call && allowedForSession(w.request))) settle(other, true);
    settle(call, true);
  }

  // Each shown card's place among the waiting calls and how many of them its caller has (spec §17.3).
  function place(call: WaitingCall, card: ConfirmCardElement): void {
    const index = waiting.indexOf(call) + 1;
    if (card.position?.index !== index || card.position.total !== waiting.length) card.position = { index, total: waiting.length };
    card.denyAllCount = callsFromCaller(waiting, call.request.caller, (w) => w.request.caller).length;
  }

  function show(focusNext = false, returnTo: HTMLElement | SVGElement | null = null): void {
    if (!installed) return;
    const shown = shownCalls(waiting, layout);
    for (const call of shown) {
      if (call.card) {
        place(call, call.card);
        continue;
      }
      const card = document.createElement('tm-confirm-card');
      card.request = call.request;
      card.allowSession = options.allowSession ?? true;
      if (options.strings) card.strings = options.strings;
      if (options.armDelayMs !== undefined) card.armDelayMs = options.armDelayMs;
      if (options.framedBy) card.framedBy = options.framedBy;
      card.addEventListener('tm-decision', (event) => decide(call, event.detail));
      place(call, card);
      // It takes focus as it shows, and hands it on to where the decided card would have.
      if (focusNext) card.returnFocusTo = returnTo;
      call.card = card;
      containerOf().append(card);
      if (!card.isConnected) {
        // Nobody can see the card, so nobody can approve: decline now rather than wait (fail closed).
        if (import.meta.env.DEV) warn('TM401', 'confirmWith: the container is not in the page, so calls are declined');
        settle(call, false);
        return;
      }
      if (options.timeoutMs !== undefined) call.timer = setTimeout(() => settle(call, false), options.timeoutMs);
    }
    // A card that is already on screen does not take focus by itself: hand it over.
    const next = shown[0]?.card;
    if (focusNext && next?.hasUpdated) {
      next.returnFocusTo ??= returnTo;
      next.focus();
    }
    if (shown.length === 0 && layer?.isConnected && layer.childElementCount === 0) layer.remove();
  }

  const handler: ConfirmHandler = (request) => {
    if (allowedForSession(request)) return true;
    if (request.signal.aborted || !installed) return false;
    return new Promise<boolean>((resolve) => {
      const call: WaitingCall = { request, resolve, onAbort: () => settle(call, false) };
      request.signal.addEventListener('abort', call.onAbort, { once: true });
      waiting.push(call);
      show();
    });
  };

  const remove = tm.setConfirm(handler);
  const uninstall = () => {
    if (!installed) return;
    installed = false;
    remove();
    options.signal?.removeEventListener('abort', uninstall);
    for (const call of [...waiting]) settle(call, false);
    allowed.clear();
    layer?.remove();
  };
  if (options.signal?.aborted) uninstall();
  else options.signal?.addEventListener('abort', uninstall, { once: true });
  return uninstall;
}
