import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { ARM_DELAY_MS, ArmingController, armDelayOf, type ArmingReason } from '../controllers/arming-controller.js';
import { framersOf } from '../controllers/framing.js';
import { canAllowForSession, toBadges } from '../view-models/badges.js';
import { deepActiveElement, keepTabInside } from './focus.js';
import { FocusReturnController } from '../controllers/focus-return-controller.js';
import { InputScrollController } from '../controllers/input-scroll-controller.js';
import { CONFIRM_STRINGS, type ConfirmStrings } from '../strings.js';
import { renderInput, renderText, showInput, type ShownInput } from './confirm-card-input.js';
import { confirmCardStyles } from './confirm-card-styles.js';
import type { ConfirmCardPosition, ConfirmCardRequest, ConfirmDecision, ConfirmDecisionDetail } from './confirm-card-types.js';
import { themeStyles } from './theme.js';
import { toVisibleText } from '../view-models/visible-text.js';

export type { ConfirmCardPosition, ConfirmCardRequest, ConfirmDecision, ConfirmDecisionDetail } from './confirm-card-types.js';

// What Tab cycles through inside the card (spec §17.7): its enabled buttons, and the input list
// when it scrolls (it then takes focus so that the keyboard can scroll it).
const TABBABLE = 'button:not([disabled]), [tabindex="0"]';

// What the two buttons say while unarmed, by why (arming-controller.ts).
const ARMING_WORDS = { delay: 'arming', covered: 'armingCovered', framed: 'armingFramed' } as const satisfies Record<ArmingReason, keyof ConfirmStrings>;

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
 * Escape denies; Enter approves only on the Approve button; Tab stays inside while it has focus.
 * Among several waiting calls it shows its `position` and, for a caller with several, "Deny all"
 * (a deny with `scope: 'caller'`). It is never taller than the viewport: its input list scrolls
 * (confirm-card-styles.ts, input-scroll-controller.ts). Approve and "Allow for this session" act only once the card has been
 * fully on screen for `armDelayMs` (arming-controller.ts), so input meant for the card before never
 * approves this one. It lists every value the call's `run` will receive (card-input.ts): masks drawn
 * only where the registry masked, keys the schema does not declare marked, and Approve refused for an
 * input too large to show whole. Untrusted text shows invisible, reordering and lookalike characters
 * by code point and notes mixed scripts (visible-text.ts).
 */
export class ConfirmCardElement extends LitElement {
  static override properties = {
    request: { attribute: false },
    allowSession: { type: Boolean, attribute: 'allow-session' },
    strings: { attribute: false },
    decided: { type: Boolean, reflect: true },
    armDelayMs: { type: Number, attribute: 'arm-delay-ms' },
    framedBy: { attribute: false },
    position: { attribute: false },
    denyAllCount: { type: Number, attribute: 'deny-all-count' },
  };

  /** The element's styles: the shared theme (custom properties) and its own layout. */
  static override styles = [themeStyles, confirmCardStyles];

  /** The waiting call; the card renders nothing without one. */
  declare request: ConfirmCardRequest | undefined;
  /** Offer "Allow for this session"; never shown for destructive tools or `confirm: 'always'`. */
  declare allowSession: boolean;
  /** Replacement words, merged over the English ones. */
  declare strings: Partial<ConfirmStrings>;
  /** Set once a decision is given: the buttons are disabled and no second decision fires. */
  declare decided: boolean;
  /**
   * How long the card must have been fully on screen, in a visible document, before Approve and
   * "Allow for this session" act (docs/security.md T5); default `ARM_DELAY_MS` (500 ms). Deny and
   * Escape act at once. 0 turns arming off (armed as soon as rendered, on screen or not): for test
   * environments without layout, such as happy-dom or jsdom, never for people.
   */
  declare armDelayMs: number;
  /**
   * The origins trusted to frame this page (`https://partner.example`), or `['*']` for any; default
   * none. Framed by any other origin, in a browser that cannot tell what is painted over the card
   * (no IntersectionObserver v2), Approve and "Allow for this session" never act: the framing site
   * could paint a decoy over the card and let clicks through (spec §17.2 Arming).
   */
  declare framedBy: readonly string[];
  /** Where the card is among the waiting calls; shown as "1 of 5" when there are several. */
  declare position: ConfirmCardPosition | undefined;
  /**
   * How many waiting calls of this card's caller "Deny all" would decline, this one included; the
   * button shows when it is 2 or more (`confirmWith` sets it).
   */
  declare denyAllCount: number;

  readonly #focusReturn = new FocusReturnController(this);
  // The actions row must be fully on screen; the whole card, where the browser can tell, uncovered.
  readonly #arming: ArmingController = new ArmingController(
    this,
    (): Element | null => this.renderRoot.querySelector('[part~="actions"]'),
    (): Element | null => this.renderRoot.querySelector('[part~="card"]'),
  );
  // Whether the input list scrolls decides whether it is in the tab order.
  readonly #inputScroll = new InputScrollController(this);
  #focusTaken = false;
  // What the card shows of its request's input (confirm-card-input.ts), worked out once per request.
  #shown: { request: ConfirmCardRequest; view: ShownInput } | undefined;

  constructor() {
    super();
    this.request = undefined;
    this.allowSession = false;
    this.strings = {};
    this.decided = false;
    this.armDelayMs = ARM_DELAY_MS;
    this.framedBy = [];
    this.position = undefined;
    this.denyAllCount = 0;
  }

  /** Whether Approve and "Allow for this session" act yet: the card has been on screen long enough. */
  get armed(): boolean {
    return this.#arming.armed;
  }

  /**
   * Disarms Approve and "Allow for this session" and starts the arming delay again, for a card whose
   * place on screen changed (a card around it left): a click aimed at what was there before must
   * not approve it.
   */
  restartArming(): void {
    this.#arming.restart();
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
    this.#arming.delayMs = armDelayOf(this.armDelayMs);
    if (changed.has('framedBy')) this.#arming.framers = framersOf(this.framedBy);
    // A card given another call starts over: a new decision, focus taken again, the delay again.
    if (changed.has('request') && changed.get('request') !== undefined) {
      this.decided = false;
      this.#focusTaken = false;
      this.#arming.restart();
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.#inputScroll.observe(this.renderRoot.querySelector('dl[part~="input"]'), changed.has('request'));
    if (changed.has('request') && this.request && !this.#focusTaken && !focusIsInOtherCard(this)) {
      this.#focusTaken = true;
      this.focus();
    }
  }

  #decide(decision: ConfirmDecision, via: ConfirmDecisionDetail['via'], scope?: 'caller'): void {
    if (this.decided || !this.request) return;
    this.decided = true;
    const detail: ConfirmDecisionDetail = scope ? { decision, via, scope } : { decision, via };
    this.dispatchEvent(new CustomEvent('tm-decision', { detail, bubbles: true, composed: true }));
  }

  // Approve and "Allow for this session" act once the card is armed; a pointer's click also needs
  // the card where it was when it armed. A click from a key or from script has `detail` 0.
  #press(decision: Exclude<ConfirmDecision, 'deny'>, event: MouseEvent): void {
    // An input too large to show whole is never approved: the person did not see all of it.
    if (!this.request || this.#show(this.request).tooLarge) return;
    if (!this.#arming.armed || (event.detail > 0 && !this.#arming.inPlace())) return;
    this.#decide(decision, 'button');
  }

  #onKeydown(event: KeyboardEvent): void {
    // Tab and Shift+Tab stay inside the card while focus is in it (spec §17.7): it is an
    // alertdialog. It is not modal: a pointer can still use the page, and focus put there stays.
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      return keepTabInside(this.renderRoot as ShadowRoot, TABBABLE, event);
    }
    const approving = event.target instanceof Element && event.target.matches('.approve, [part~="session"]');
    // An auto-repeated key never approves, and a Space pressed before the card armed does not
    // approve when released after it (a button acts on Space's release).
    if (approving && (event.key === ' ' || event.key === 'Enter') && (event.repeat || (event.key === ' ' && !this.#arming.armed))) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Escape' || event.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    this.#decide('deny', 'escape');
  }

  #show(request: ConfirmCardRequest): ShownInput {
    if (this.#shown?.request !== request) this.#shown = { request, view: showInput(request) };
    return this.#shown.view;
  }

  protected override render() {
    const request = this.request;
    if (!request) return nothing;
    const s = { ...CONFIRM_STRINGS, ...this.strings };
    const badges = toBadges(request.hints);
    const { rows, tooLarge } = this.#show(request);
    const session = this.allowSession && canAllowForSession(request.hints);
    const unarmed = !this.#arming.armed && !this.decided;
    // Why Approve does nothing yet, or ever: too large to show whole outranks the arming delay.
    const why = this.decided ? undefined : tooLarge ? 'too-large' : unarmed ? 'arming' : undefined;
    const position = this.position && this.position.total > 1 ? this.position : undefined;
    const denyAll = this.denyAllCount >= 2;
    const describedBy = [request.summary !== undefined && 'summary', badges.length > 0 && 'badges', 'caller', position && 'position'];
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
        <div class="head">
          ${position
            ? html`<p part="position" class="muted" id="position">${s.position(position.index, position.total)}</p>`
            : nothing}
          <div part="title" class="title" id="title" dir="auto">${renderText(toVisibleText(request.title), s)}</div>
          ${request.summary === undefined ? nothing : html`<p part="summary" id="summary" dir="auto">${renderText(toVisibleText(request.summary), s)}</p>`}
          ${badges.length === 0
            ? nothing
            : html`<ul part="badges" class="badges" id="badges">
                ${badges.map((kind) => html`<li part="badge ${kind}" class="badge ${kind === 'destructive' ? kind : ''}">${s[kind]}</li>`)}
              </ul>`}
        </div>
        ${renderInput(rows, s, this.#inputScroll.scrolls)}
        ${tooLarge ? html`<p part="too-large" class="note" id="too-large">${s.tooLarge}</p>` : nothing}
        <p part="caller" class="muted" id="caller">${s.requestedBy(request.caller)}</p>
        <div part="actions" class="actions">
          <button part="button deny" type="button" ?disabled=${this.decided} @click=${() => this.#decide('deny', 'button')}>
            ${s.deny}
          </button>
          ${denyAll
            ? html`<button
                part="button deny-all"
                type="button"
                ?disabled=${this.decided}
                @click=${() => this.#decide('deny', 'button', 'caller')}
              >
                ${s.denyAll(this.denyAllCount, request.caller)}
              </button>`
            : nothing}
          ${session
            ? html`<button
                part="button session"
                type="button"
                ?disabled=${this.decided}
                aria-disabled=${why ? 'true' : nothing}
                aria-describedby=${why ?? nothing}
                @click=${(event: MouseEvent) => this.#press('allow-session', event)}
              >
                ${s.allowSession}
              </button>`
            : nothing}
          <button
            part="button approve"
            class="approve"
            type="button"
            ?disabled=${this.decided}
            aria-disabled=${why ? 'true' : nothing}
            aria-describedby=${why ?? nothing}
            @click=${(event: MouseEvent) => this.#press('approve', event)}
          >
            ${s.approve}
          </button>
          ${unarmed ? html`<span id="arming" hidden>${s[ARMING_WORDS[this.#arming.reason ?? 'delay']]}</span>` : nothing}
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
