import type { Caller } from '@toolmark/core';
import { html, nothing } from 'lit';
import type { ConfirmStrings } from '../strings.js';
import { ASK_FORM_ID } from './ask-form-slot.js';
import type { ConfirmCardEnd } from './confirm-card-types.js';

// The actions row of `<tm-confirm-card>` (spec §17.2): the buttons of a confirmation or of a question,
// or Close once the call ended, after the live region that says why. The element owns what they do.

/** What the actions row shows, and what its buttons call. */
export interface CardActions {
  /** A confirmation's buttons, or a question's (Decline, Send). */
  readonly asking: boolean;
  /** A question whose form is not there yet (it loads) or never will be: Send has nothing to send. */
  readonly formless: boolean;
  readonly decided: boolean;
  /** Why the card's call ended, once it did. */
  readonly ended: ConfirmCardEnd | undefined;
  /**
   * Why Approve, Send and "Allow for this session" do nothing yet, or ever: the id of the element
   * that says it (`too-large` outranks `arming`).
   */
  readonly why: 'too-large' | 'arming' | undefined;
  /** The words of the arming description, while the card is not armed. */
  readonly armingWords: string | undefined;
  /** Offer "Allow for this session". */
  readonly session: boolean;
  /** The primary button's words when the tool says what approving does ("Pay €147"), else `undefined`: "Approve". */
  readonly actionLabel: string | undefined;
  /** How many calls "Deny all" would decline; shown from 2. */
  readonly denyAllCount: number;
  readonly caller: Caller;
  readonly deny: (scope?: 'caller') => void;
  readonly press: (decision: 'approve' | 'allow-session', event: MouseEvent) => void;
  readonly gateSend: (event: MouseEvent) => void;
}

function denyButtons(a: CardActions, s: ConfirmStrings) {
  return html`<button part="button deny" type="button" ?disabled=${a.decided} @click=${() => a.deny()}>
      ${a.asking ? s.decline : s.deny}
    </button>
    ${a.denyAllCount >= 2
      ? html`<button part="button deny-all" type="button" ?disabled=${a.decided} @click=${() => a.deny('caller')}>
          ${s.denyAll(a.denyAllCount, a.caller)}
        </button>`
      : nothing}`;
}

function confirmButtons(a: CardActions, s: ConfirmStrings) {
  return html`${a.session
      ? html`<button
          part="button session"
          type="button"
          ?disabled=${a.decided}
          aria-disabled=${a.why ? 'true' : nothing}
          aria-describedby=${a.why ?? nothing}
          @click=${(event: MouseEvent) => a.press('allow-session', event)}
        >
          ${s.allowSession}
        </button>`
      : nothing}
    <button
      part="button approve"
      class="approve"
      type="button"
      ?disabled=${a.decided}
      aria-disabled=${a.why ? 'true' : nothing}
      aria-describedby=${a.why ?? nothing}
      @click=${(event: MouseEvent) => a.press('approve', event)}
    >
      ${a.actionLabel ?? s.approve}
    </button>`;
}

// Send submits the question's form from outside it (the form scrolls; the actions row stays put).
function sendButton(a: CardActions, s: ConfirmStrings) {
  return html`<button
    part="button send"
    class="approve"
    type="submit"
    form=${ASK_FORM_ID}
    ?disabled=${a.decided || a.formless}
    aria-disabled=${a.why ? 'true' : nothing}
    aria-describedby=${a.why ?? nothing}
    @click=${(event: MouseEvent) => a.gateSend(event)}
  >
    ${s.send}
  </button>`;
}

/**
 * Draws the actions row. It starts with the live region that says why the card closes once its call
 * ended (`role="alert"`, in the card from the start so that what is written into it is announced);
 * the buttons then give way to Close, which denies (the call is over: it declines nothing).
 *
 * @param a What to show.
 * @param s The card's words.
 * @returns The template.
 */
export function renderActions(a: CardActions, s: ConfirmStrings) {
  const { ended } = a;
  return html`<div part="actions" class="actions">
    <p part="notice" class="notice ${ended ? 'shown' : ''}" role="alert">${ended ? s.ended(ended, a.asking) : nothing}</p>
    ${ended
      ? html`<button part="button close" type="button" ?disabled=${a.decided} @click=${() => a.deny()}>${s.close}</button>`
      : html`${denyButtons(a, s)} ${a.asking ? sendButton(a, s) : confirmButtons(a, s)}
        ${a.armingWords === undefined ? nothing : html`<span id="arming" hidden>${a.armingWords}</span>`}`}
  </div>`;
}
