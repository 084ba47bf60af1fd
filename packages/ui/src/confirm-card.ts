import type { ConfirmRequest } from '@toolmark/core';
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { canAllowForSession, toBadges } from './badges.js';
import { containsComposed, deepActiveElement } from './focus.js';
import { FocusReturnController } from './focus-return-controller.js';
import { toInputRows } from './input-rows.js';
import { CONFIRM_STRINGS, type ConfirmStrings } from './strings.js';
import { themeStyles } from './theme.js';

/** What a card shows of a waiting call: a `ConfirmRequest` fits (spec §17.2). */
export type ConfirmCardRequest = Pick<ConfirmRequest, 'name' | 'title' | 'summary' | 'hints' | 'input' | 'caller'>;

/** A person's answer on a card. */
export type ConfirmDecision = 'approve' | 'allow-session' | 'deny';

/** The detail of the `tm-decision` event. */
export interface ConfirmDecisionDetail {
  readonly decision: ConfirmDecision;
  /** How it was given: a button, the Escape key, or the card leaving the page undecided. */
  readonly via: 'button' | 'escape' | 'removed';
}

function focusIsInOtherCard(card: ConfirmCardElement): boolean {
  for (let at: Node | null = deepActiveElement(); at; at = at instanceof ShadowRoot ? at.host : at.parentNode) {
    if (at instanceof ConfirmCardElement) return at !== card;
  }
  return false;
}

/**
 * `<tm-confirm-card>`: one call waiting for a person's decision (spec §17.2). It shows the tool's
 * title, summary, hint badges and input (sensitive values masked) and fires `tm-decision`. It takes
 * focus when it first shows a request, unless another card has it, and gives it back when it leaves.
 * Escape denies; Enter approves only on the Approve button.
 */
export class ConfirmCardElement extends LitElement {
  static override properties = {
    request: { attribute: false },
    allowSession: { type: Boolean, attribute: 'allow-session' },
    strings: { attribute: false },
    decided: { type: Boolean, reflect: true },
  };

  /** The element's styles: the shared theme (custom properties) and its own layout. */
  static override styles = [
    themeStyles,
    css`
      :host {
        display: block;
      }
      .card {
        box-sizing: border-box;
        display: grid;
        gap: 10px;
        max-width: var(--tm-card-width, 26rem);
        padding: 14px 16px;
        background: var(--tm-bg, #fff);
        border: 1px solid var(--tm-border, #8c959f);
        border-radius: var(--tm-radius, 10px);
        box-shadow: var(--tm-shadow, 0 6px 24px rgb(0 0 0 / 0.18));
      }
      .card:focus {
        outline: none;
      }
      .card:focus-visible {
        outline: 2px solid var(--tm-focus, #0b57d0);
      }
      .title {
        font-weight: 600;
        font-size: 1.05em;
      }
      p {
        margin: 0;
      }
      dl {
        display: grid;
        grid-template-columns: minmax(4em, max-content) 1fr;
        gap: 2px 12px;
        margin: 0;
      }
      dl > div {
        display: contents;
      }
      dt,
      .muted {
        color: var(--tm-muted, #57606a);
      }
      dd {
        margin: 0;
        overflow-wrap: anywhere;
        white-space: pre-wrap;
      }
      .muted {
        font-size: 0.85em;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        justify-content: flex-end;
        gap: 8px;
      }
      .approve {
        background: var(--tm-accent, #0b57d0);
        color: var(--tm-accent-fg, #fff);
        border-color: transparent;
      }
      .destructive .approve {
        background: var(--tm-danger, #b3261e);
        color: var(--tm-danger-fg, #fff);
      }
    `,
  ];

  /** The waiting call; the card renders nothing without one. */
  declare request: ConfirmCardRequest | undefined;
  /** Offer "Allow for this session"; never shown for destructive tools or `confirm: 'always'`. */
  declare allowSession: boolean;
  /** Replacement words, merged over the English ones. */
  declare strings: Partial<ConfirmStrings>;
  /** Set once a decision is given: the buttons are disabled and no second decision fires. */
  declare decided: boolean;

  readonly #focusReturn = new FocusReturnController(this);
  #focusTaken = false;

  constructor() {
    super();
    this.request = undefined;
    this.allowSession = false;
    this.strings = {};
    this.decided = false;
  }

  /** The element focus returns to when the card leaves; by default what had focus before it. */
  get returnFocusTo(): HTMLElement | SVGElement | null {
    return this.#focusReturn.target;
  }

  set returnFocusTo(element: HTMLElement | SVGElement | null) {
    this.#focusReturn.target = element;
  }

  /**
   * Moves focus to the card (its dialog, not a button, so a stray Enter approves nothing),
   * remembering where it came from.
   *
   * @param options Standard focus options.
   */
  override focus(options?: FocusOptions): void {
    const dialog = this.renderRoot.querySelector<HTMLElement>('[role="alertdialog"]');
    if (!dialog) return;
    this.#focusReturn.capture();
    dialog.focus(options);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A move (removed and put back in the same task) is not a removal.
    queueMicrotask(() => {
      if (!this.isConnected) this.#decide('deny', 'removed');
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A card given another call starts over: a new decision, and focus taken again.
    if (changed.has('request') && changed.get('request') !== undefined) {
      this.decided = false;
      this.#focusTaken = false;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('request') && this.request && !this.#focusTaken && !focusIsInOtherCard(this)) {
      this.#focusTaken = true;
      this.focus();
    }
  }

  #decide(decision: ConfirmDecision, via: ConfirmDecisionDetail['via']): void {
    if (this.decided || !this.request) return;
    this.decided = true;
    const detail: ConfirmDecisionDetail = { decision, via };
    this.dispatchEvent(new CustomEvent('tm-decision', { detail, bubbles: true, composed: true }));
  }

  #onKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || event.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    this.#decide('deny', 'escape');
  }

  protected override render() {
    const request = this.request;
    if (!request) return nothing;
    const s = { ...CONFIRM_STRINGS, ...this.strings };
    const badges = toBadges(request.hints);
    const { rows, hidden } = toInputRows(request.input);
    const session = this.allowSession && canAllowForSession(request.hints);
    const describedBy = [request.summary !== undefined && 'summary', badges.length > 0 && 'badges', 'caller'];
    return html`
      <div
        part="card"
        class="card ${request.hints.destructive ? 'destructive' : ''}"
        role="alertdialog"
        aria-labelledby="title"
        aria-describedby=${describedBy.filter(Boolean).join(' ')}
        tabindex="-1"
        @keydown=${this.#onKeydown}
      >
        <div part="title" class="title" id="title">${request.title}</div>
        ${request.summary === undefined ? nothing : html`<p part="summary" id="summary">${request.summary}</p>`}
        ${badges.length === 0
          ? nothing
          : html`<ul part="badges" class="badges" id="badges">
              ${badges.map((kind) => html`<li part="badge ${kind}" class="badge ${kind === 'destructive' ? kind : ''}">${s[kind]}</li>`)}
            </ul>`}
        ${rows.length === 0
          ? html`<p part="input" class="muted">${s.noInput}</p>`
          : html`<dl part="input">
              ${rows.map(
                (row) => html`<div part="row">
                  <dt part="key">${row.key === '' ? s.valueLabel : row.key}</dt>
                  <dd part="value">${row.masked ? html`<span aria-hidden="true">••••••</span> <span class="sr-only">${s.hiddenValue}</span>` : row.value}</dd>
                </div>`,
              )}
            </dl>`}
        ${hidden > 0 ? html`<p class="muted">${s.moreValues(hidden)}</p>` : nothing}
        <p part="caller" class="muted" id="caller">${s.requestedBy(request.caller)}</p>
        <div part="actions" class="actions">
          <button part="button deny" type="button" ?disabled=${this.decided} @click=${() => this.#decide('deny', 'button')}>
            ${s.deny}
          </button>
          ${session
            ? html`<button
                part="button session"
                type="button"
                ?disabled=${this.decided}
                @click=${() => this.#decide('allow-session', 'button')}
              >
                ${s.allowSession}
              </button>`
            : nothing}
          <button
            part="button approve"
            class="approve"
            type="button"
            ?disabled=${this.decided}
            @click=${() => this.#decide('approve', 'button')}
          >
            ${s.approve}
          </button>
        </div>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tm-confirm-card': ConfirmCardElement;
  }
  interface HTMLElementEventMap {
    'tm-decision': CustomEvent<ConfirmDecisionDetail>;
  }
}
