// The confirmation cards without the form of questions (spec §17.3): what `confirmWith` installs,
// and all the script tag's cards part imports (packages/toolmark/src/parts/cards.ts), so a page that
// shows a card downloads the question's form only when a question comes (elements/ask-form-slot.ts).
import type { AskHandler, AskRequest, ConfirmAnswer, ConfirmHandler, ConfirmRequest, Toolmark } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import { canAllowForSession } from './view-models/badges.js';
import { ConfirmCardElement, type ConfirmDecisionDetail } from './elements/confirm-card.js';
import { callsFromCaller, endOf, shownCalls } from './view-models/confirm-queue.js';
import { createConfirmLayer } from './elements/confirm-layer.js';
import { defineElement } from './elements/define-element.js';
import { focusCardOnKey } from './elements/card-key.js';
import { containsComposed, deepActiveElement } from './elements/focus.js';
import type { ConfirmWithOptions } from './confirm-with-options.js';

/**
 * How long, by default, a card whose call ended stays to say why before it closes (spec §17.3): 5 s,
 * long enough to read or hear one sentence; Close and Escape close it sooner.
 */
const NOTICE_MS = 5_000;

/** A person's answer: a confirmation's yes / no (a no with the person's reason), or a question's `{ value }`. */
type Answer = boolean | ConfirmAnswer | { readonly value: unknown };

interface WaitingCall {
  readonly request: ConfirmRequest | AskRequest;
  /** A question a tool asks (`ctx.ask`), not a confirmation. */
  readonly asking: boolean;
  /** Answers the call (only the first answer counts). */
  readonly answer: (answer: Answer) => void;
  readonly onAbort: () => void;
  card?: ConfirmCardElement;
  timer?: ReturnType<typeof setTimeout>;
  /** Its call ended while its card showed: the card says why until it closes. */
  ended?: true;
}

const isLive = (call: WaitingCall) => !call.ended;

/**
 * `confirmWith` without the form of questions: the cards get it from its slot
 * (elements/ask-form-slot.ts), which the script tag fills with a loader of its chunk, imported the
 * first time a question reaches a card (spec §18.2). Internal (`@toolmark/ui/internal`).
 *
 * @param tm The registry.
 * @param options As `confirmWith`'s.
 * @returns The function that uninstalls, as `confirmWith`'s.
 */
export function confirmCards(tm: Pick<Toolmark, 'setConfirm' | 'setAsk'>, options: ConfirmWithOptions = {}): () => void {
  defineElement('tm-confirm-card', ConfirmCardElement);
  const layout = options.layout ?? 'queue';
  const noticeMs = typeof options.noticeMs === 'number' && options.noticeMs >= 0 ? options.noticeMs : NOTICE_MS;
  const allowed = new Set<string>();
  const waiting: WaitingCall[] = [];
  let layer: HTMLElement | undefined;
  let installed = true;

  const allowedForSession = (request: ConfirmRequest | AskRequest) =>
    'hints' in request && allowed.has(request.name) && canAllowForSession(request.hints);
  // The calls a person can still decide: "Deny all" and the session's allowance reach only these.
  const live = () => waiting.filter(isLive);

  function containerOf(): ParentNode {
    if (options.container) return options.container;
    layer ??= createConfirmLayer();
    if (!layer.isConnected) (document.body ?? document.documentElement).append(layer);
    return layer;
  }

  function settle(call: WaitingCall, answer: Answer): void {
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
    call.answer(answer);
    show(hadFocus, returnTo);
  }

  // The call ended without the person (spec §17.3), or its question's form could not be loaded: it
  // is declined at once, so nothing can approve or answer it; its card says why and closes after
  // `noticeMs`. A call not shown yet just leaves.
  function end(call: WaitingCall, why = endOf(call.request.signal.reason)): void {
    const card = call.card;
    if (!card || !waiting.includes(call)) return settle(call, false);
    clearTimeout(call.timer);
    call.ended = true;
    call.answer(false);
    card.ended = why;
    call.timer = setTimeout(() => settle(call, false), noticeMs);
    for (const other of shownCalls(waiting, layout)) if (other.card) place(other, other.card);
  }

  function decide(call: WaitingCall, { decision, via, scope, reason }: ConfirmDecisionDetail): void {
    if (via === 'unavailable') return call.ended ? undefined : end(call, 'unavailable');
    if (call.ended) return settle(call, false);
    if (decision === 'deny') {
      // Every waiting call of this caller on "Deny all", through the same settle as a single Deny;
      // the others first, so that none of them flashes a card before this one closes. A
      // confirmation's reason goes with this call only, the one the person wrote it on (core §3.4).
      if (scope === 'caller') for (const other of callsFromCaller(live(), call.request.caller, (w) => w.request.caller)) if (other !== call) settle(other, false);
      return settle(call, reason !== undefined && !call.asking ? { approved: false, reason } : false);
    }
    // Anything but "Allow for this session" from here approves only if it is Approve (fail closed).
    if (decision !== 'allow-session') return settle(call, decision === 'approve' && !call.asking);
    if ('hints' in call.request && canAllowForSession(call.request.hints)) allowed.add(call.request.name);
    // The person allowed the tool for the session: its calls already waiting go ahead too,
    // settled before this one so that none of them flashes a card.
    for (const other of live().filter((w) => w !== call && allowedForSession(w.request))) settle(other, true);
    settle(call, !call.asking);
  }

  // Each shown card's place among the waiting calls and how many of them its caller has (spec §17.3).
  function place(call: WaitingCall, card: ConfirmCardElement): void {
    const index = waiting.indexOf(call) + 1;
    if (card.position?.index !== index || card.position.total !== waiting.length) card.position = { index, total: waiting.length };
    card.denyAllCount = callsFromCaller(live(), call.request.caller, (w) => w.request.caller).length;
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
      if (call.asking) card.ask = call.request as AskRequest;
      else card.request = call.request as ConfirmRequest;
      card.allowSession = options.allowSession ?? true;
      if (options.strings) card.strings = options.strings;
      if (options.armDelayMs !== undefined) card.armDelayMs = options.armDelayMs;
      if (options.framedBy) card.framedBy = options.framedBy;
      card.addEventListener('tm-decision', (event) => decide(call, event.detail));
      card.addEventListener('tm-answer', (event) => settle(call, call.asking && !call.ended ? { value: event.detail.value } : false));
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

  // One queue for confirmations and questions: a card for each, in the order they came.
  function enqueue(request: ConfirmRequest | AskRequest, asking: boolean, answer: (answer: Answer) => void): void {
    const call: WaitingCall = { request, asking, answer, onAbort: () => end(call) };
    request.signal.addEventListener('abort', call.onAbort, { once: true });
    waiting.push(call);
    show();
  }

  const confirm: ConfirmHandler = (request) => {
    if (allowedForSession(request)) return true;
    if (request.signal.aborted || !installed) return false;
    return new Promise<boolean | ConfirmAnswer>((resolve) => enqueue(request, false, (answer) => resolve(typeof answer === 'object' && 'value' in answer ? false : answer)));
  };

  const ask: AskHandler = (request) => {
    if (request.signal.aborted || !installed) return undefined;
    return new Promise<{ readonly value: unknown } | undefined>((resolve) =>
      enqueue(request, true, (answer) => resolve(typeof answer === 'object' && 'value' in answer ? answer : undefined)),
    );
  };

  const removeConfirm = tm.setConfirm(confirm);
  const removeAsk = tm.setAsk(ask);
  // Alt+Shift+C goes to the first card on screen (spec §17.7).
  const stopKey = focusCardOnKey(() => shownCalls(waiting, layout)[0]?.card);
  const uninstall = () => {
    if (!installed) return;
    installed = false;
    removeConfirm();
    removeAsk();
    stopKey();
    options.signal?.removeEventListener('abort', uninstall);
    for (const call of [...waiting]) settle(call, false);
    allowed.clear();
    layer?.remove();
  };
  if (options.signal?.aborted) uninstall();
  else options.signal?.addEventListener('abort', uninstall, { once: true });
  return uninstall;
}
