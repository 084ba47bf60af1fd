import type { Caller } from '@toolmark/core';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { ARM_DELAY_MS, ArmingController, armDelayOf, type ArmingReason } from '../controllers/arming-controller.js';
import { framersOf } from '../controllers/framing.js';
import { canAllowForSession, toBadges } from '../view-models/badges.js';
import { containsComposed, deepActiveElement, isFocusLost, keepTabInside } from './focus.js';
import { ArrivalFocusController } from '../controllers/arrival-focus-controller.js';
import { FocusReturnController } from '../controllers/focus-return-controller.js';
import { InputScrollController } from '../controllers/input-scroll-controller.js';
import { CONFIRM_STRINGS, type ConfirmStrings } from '../strings.js';
import { renderInput, renderText, showInput, type ShownInput } from './confirm-card-input.js';
import { renderActions, type CardActions } from './confirm-card-actions.js';
import { readReason, renderReason } from './confirm-card-reason.js';
import type { AskFormController } from '../controllers/ask-form-controller.js';
import { askFormRenderer, type AskFormRenderer } from './ask-form-slot.js';
import { confirmCardStyles } from './confirm-card-styles.js';
import type {
  ConfirmCardAnswer,
  ConfirmCardAsk,
  ConfirmCardEnd,
  ConfirmCardPosition,
  ConfirmCardRequest,
  ConfirmDecision,
  ConfirmDecisionDetail,
} from './confirm-card-types.js';
import { themeStyles } from './theme.js';
import { toVisibleText } from '../view-models/visible-text.js';
import { actionLabelOf } from '../view-models/action-label.js';

export type {
  ConfirmCardAnswer,
  ConfirmCardAsk,
  ConfirmCardEnd,
  ConfirmCardPosition,
  ConfirmCardRequest,
  ConfirmDecision,
  ConfirmDecisionDetail,
} from './confirm-card-types.js';

// What Tab cycles through inside the card (spec §17.7): its enabled buttons, the input list when it
// scrolls (it then takes focus so that the keyboard can scroll it), a question's fields until its
// call ended.
const TABBABLE = 'button:not([disabled]), [tabindex="0"], form:not([inert]) :is(input, select, textarea):not([disabled]), summary, details[open] input:not([disabled])';

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
 * title, summary, hint badges and input (sensitive values masked) and fires `tm-decision`. Given an
 * `ask` instead (a tool's question, `ctx.ask`), it shows the question and a form made from its
 * schema, sensitive fields as password inputs, and fires `tm-answer` on Send (Decline is a deny).
 * Once its call has `ended` it says why in a live region and acts on nothing but Close. It takes
 * focus when it first shows a request, unless another card has it or the person is typing in the
 * page (then it says so in a live region and waits: arrival-focus-controller.ts), and gives it back
 * when it leaves.
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
    ask: { attribute: false },
    ended: { attribute: false },
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

  /** The waiting call; the card renders nothing without one (or an `ask`). */
  declare request: ConfirmCardRequest | undefined;
  /**
   * A question a tool asks the person (spec §17.2 Asking); set it instead of `request`, which wins
   * when both are set. Send fires `tm-answer` with the form's values; Decline and Escape deny.
   */
  declare ask: ConfirmCardAsk | undefined;
  /**
   * Set when the card's call ended without the person (spec §17.3): the card says why in its live
   * region (`strings.ended`), empties its password fields, and Approve, Send and the session
   * allowance never act again; Close and Escape fire `deny` (the call is over: it declines nothing).
   */
  declare ended: ConfirmCardEnd | undefined;
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
  // It takes focus as it arrives, unless the person is typing in the page (spec §17.7).
  readonly #arrival = new ArrivalFocusController(this, () => this.focus());
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
  // The form of its ask: its fields, what is wrong with them, the answer (ask-form-controller.ts);
  // made once the form's renderer is there (ask-form-slot.ts: in the script tag, a part it loads).
  #askForm: AskFormController | undefined;
  // The renderer's load this card waits for, and the ask whose form could not be loaded.
  #formLoad: Promise<AskFormRenderer> | undefined;
  #formFailedFor: ConfirmCardAsk | undefined;
  // Whether focus was in the card as its call ended: its buttons leave, and focus stays in the card.
  #focusedAtEnd = false;

  constructor() {
    super();
    this.request = undefined;
    this.ask = undefined;
    this.ended = undefined;
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
    if ((changed.has('request') && changed.get('request') !== undefined) || (changed.has('ask') && changed.get('ask') !== undefined)) {
      this.decided = false;
      this.#focusTaken = false;
      this.#askForm?.reset();
      this.#arming.restart();
    }
    // Read before the buttons leave: focus on one of them would fall to the body.
    if (changed.has('ended') && this.ended) this.#focusedAtEnd = containsComposed(this, deepActiveElement());
    // A card whose call ended or was decided no longer waits to take focus.
    if (this.ended || this.decided) this.#arrival.stop();
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.#inputScroll.observe(this.renderRoot.querySelector('dl[part~="input"]'), changed.has('request'));
    // Another question in the same form: nothing typed for the one before stays in its fields.
    if (changed.has('ask') && changed.get('ask') !== undefined) this.renderRoot.querySelector('form')?.reset();
    const shows = (changed.has('request') && this.request) || (changed.has('ask') && this.ask);
    if (shows && !this.#focusTaken && !focusIsInOtherCard(this)) {
      this.#focusTaken = true;
      this.#arrival.arrive();
    }
    if (changed.has('ended') && this.ended) {
      // What was typed into a password field is not kept once nobody can send it.
      for (const input of this.renderRoot.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = '';
      if (this.#focusedAtEnd && (isFocusLost() || containsComposed(this, deepActiveElement()))) {
        this.renderRoot.querySelector<HTMLElement>('[role="alertdialog"]')?.focus();
      }
    }
  }

  #decide(decision: ConfirmDecision, via: ConfirmDecisionDetail['via'], scope?: 'caller'): void {
    if (this.decided || !(this.request ?? this.ask)) return;
    // A card whose call ended only closes.
    if (this.ended && decision !== 'deny') return;
    this.decided = true;
    // A confirmation's deny carries what the person wrote for the agent, if anything (spec §17.2).
    const reason = decision === 'deny' && this.request && !this.ended ? readReason(this.renderRoot) : undefined;
    const detail: ConfirmDecisionDetail = { decision, via, ...(scope && { scope }), ...(reason !== undefined && { reason }) };
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

  // Send acts as Approve does: once armed, and a pointer's click on a card still in place. The click
  // is the gate (Enter in a field clicks Send too, with `detail` 0); the form's submit then sends.
  #gateSend(event: MouseEvent): void {
    if (this.decided || this.ended || !this.#arming.armed || (event.detail > 0 && !this.#arming.inPlace())) event.preventDefault();
  }

  #send(event: SubmitEvent, ask: ConfirmCardAsk, s: ConfirmStrings): void {
    event.preventDefault();
    const controller = this.#askForm;
    if (this.decided || this.ended || !this.#arming.armed || !controller) return;
    const form = event.target as HTMLFormElement;
    const answer = controller.read(controller.formOf(ask, s.answerLabel), form);
    if (!answer) return;
    // What was typed into a password field is not kept around once it was sent.
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = '';
    this.decided = true;
    const detail: ConfirmCardAnswer = { value: answer.value };
    // Neither bubbling nor composed: the answer may hold sensitive values, and only the card's own
    // listener (confirmWith) takes it.
    this.dispatchEvent(new CustomEvent('tm-answer', { detail }));
  }

  #onKeydown(event: KeyboardEvent): void {
    // Tab and Shift+Tab stay inside the card while focus is in it (spec §17.7): it is an
    // alertdialog. It is not modal: a pointer can still use the page, and focus put there stays.
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      return keepTabInside(this.renderRoot as ShadowRoot, TABBABLE, event);
    }
    const approving = event.target instanceof Element && event.target.matches('.approve, [part~="session"]');
    // An auto-repeated Enter in a question's field does not send it either.
    if (event.key === 'Enter' && event.repeat && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      return;
    }
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

  // The form's renderer, or `undefined` while it loads. Once it is there the card draws the form and
  // arms again: what is under the pointer moved. A renderer that cannot load declines the question
  // (`via: 'unavailable'`) and never sends anything; the card is not `decided`, so Close still acts.
  #formRenderer(ask: ConfirmCardAsk): AskFormRenderer | undefined {
    const got = askFormRenderer();
    if (!(got instanceof Promise)) return got;
    if (this.#formLoad !== got) {
      this.#formLoad = got;
      got.then(
        () => {
          this.#arming.restart();
          this.requestUpdate();
        },
        () => {
          if (this.ask !== ask || this.request || this.decided || this.ended) return;
          this.#formFailedFor = ask;
          this.requestUpdate();
          const detail: ConfirmDecisionDetail = { decision: 'deny', via: 'unavailable' };
          this.dispatchEvent(new CustomEvent('tm-decision', { detail, bubbles: true, composed: true }));
        },
      );
    }
    return undefined;
  }

  #renderForm(renderer: AskFormRenderer, ask: ConfirmCardAsk, s: ConfirmStrings) {
    const controller = (this.#askForm ??= new renderer.Controller(this));
    const form = controller.formOf(ask, s.answerLabel);
    const on = { submit: (event: SubmitEvent) => this.#send(event, ask, s), edit: (event: Event) => controller.edit(form, event) };
    return renderer.render(form, controller.issues, s, on, this.ended !== undefined);
  }

  #show(request: ConfirmCardRequest): ShownInput {
    if (this.#shown?.request !== request) this.#shown = { request, view: showInput(request) };
    return this.#shown.view;
  }

  protected override render() {
    const request = this.request;
    const ask = request ? undefined : this.ask;
    if (!request && !ask) return nothing;
    const s = { ...CONFIRM_STRINGS, ...this.strings };
    const position = this.position && this.position.total > 1 ? this.position : undefined;
    const head = (text: string) => html`${position
        ? html`<p part="position" class="muted" id="position">${s.position(position.index, position.total)}</p>`
        : nothing}
      <div part="title" class="title" id="title" dir="auto">${renderText(toVisibleText(text), s)}</div>`;
    if (ask) {
      // The header and the message at once; the form once its renderer is there (spec §17.2 Asking).
      const renderer = this.#formFailedFor === ask ? undefined : this.#formRenderer(ask);
      const body = html`<div class="head">
          ${head(ask.title)}
          <p part="message" id="message" dir="auto">${renderText(toVisibleText(ask.message), s)}</p>
        </div>
        ${renderer
          ? this.#renderForm(renderer, ask, s)
          : html`<p part="loading" class="muted" role="status">${this.#formFailedFor === ask ? nothing : s.loadingForm}</p>`}`;
      return this.#frame(body, ask.caller, ['message', 'caller', position && 'position'], false, s, false, !renderer);
    }
    const badges = toBadges(request!.hints);
    const describedBy = [request!.summary !== undefined && 'summary', badges.length > 0 && 'badges', 'caller', position && 'position'];
    const { rows, tooLarge } = this.#show(request!);
    const body = html`<div class="head">
        ${head(request!.title)}
        ${request!.summary === undefined ? nothing : html`<p part="summary" id="summary" dir="auto">${renderText(toVisibleText(request!.summary), s)}</p>`}
        ${badges.length === 0
          ? nothing
          : html`<ul part="badges" class="badges" id="badges">
              ${badges.map((kind) => html`<li part="badge ${kind}" class="badge ${kind}">${s[kind]}</li>`)}
            </ul>`}
      </div>
      ${renderInput(rows, s, this.#inputScroll.scrolls)}
      ${tooLarge ? html`<p part="too-large" class="note" id="too-large">${s.tooLarge}</p>` : nothing}`;
    return this.#frame(body, request!.caller, describedBy, request!.hints.destructive === true, s, tooLarge);
  }

  // The dialog around a request's or an ask's body: who asks, then the actions row
  // (confirm-card-actions.ts).
  #frame(body: unknown, caller: Caller, describedBy: readonly unknown[], destructive: boolean, s: ConfirmStrings, tooLarge = false, formless = false) {
    const ended = this.ended;
    const unarmed = !this.#arming.armed && !this.decided;
    const actions: CardActions = {
      asking: !this.request,
      formless,
      decided: this.decided,
      ended,
      // Why Approve does nothing yet, or ever: too large to show whole outranks the arming delay.
      why: this.decided ? undefined : tooLarge ? 'too-large' : unarmed ? 'arming' : undefined,
      armingWords: unarmed ? s[ARMING_WORDS[this.#arming.reason ?? 'delay']] : undefined,
      session: this.allowSession && this.request !== undefined && canAllowForSession(this.request.hints),
      actionLabel: actionLabelOf(this.request?.actionLabel),
      denyAllCount: this.denyAllCount,
      caller,
      deny: (scope) => this.#decide('deny', 'button', scope),
      press: (decision, event) => this.#press(decision, event),
      gateSend: (event) => this.#gateSend(event),
    };
    return html`
      <div
        part="card"
        class="card ${destructive ? 'destructive' : ''} ${ended ? 'ended' : ''}"
        role="alertdialog"
        aria-labelledby="title"
        aria-describedby=${describedBy.filter(Boolean).join(' ')}
        tabindex="-1"
        @keydown=${this.#onKeydown}
      >
        ${body}
        <p part="caller" class="muted" id="caller" dir="auto">${renderText(toVisibleText(s.requestedBy(caller)), s)}</p>
        ${this.request && !ended ? renderReason(s, this.decided, () => this.#decide('deny', 'button')) : nothing}
        <p part="waiting" class="sr-only" role="status">${this.#arrival.waiting ? s.waitingForYou : nothing}</p>
        ${renderActions(actions, s)}
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
    'tm-answer': CustomEvent<ConfirmCardAnswer>;
  }
}
