import type { AskRequest, ConfirmRequest } from '@toolmark/core';

// The public types of `<tm-confirm-card>`, apart from the element so that its template and a site's
// code can name them without the element; confirm-card.ts re-exports them.

/**
 * What a card shows of a waiting call: a `ConfirmRequest` fits (spec §17.2). The card masks only
 * the places `redacted` names, and orders and marks keys by `shape`; a request made by hand without
 * `redacted` shows every value.
 */
export type ConfirmCardRequest = Pick<ConfirmRequest, 'name' | 'title' | 'summary' | 'hints' | 'input' | 'caller'> &
  Partial<Pick<ConfirmRequest, 'redacted' | 'shape' | 'actionLabel'>>;

/**
 * What a card shows of a question a tool asks the person mid-call (`ctx.ask`, spec §17.2 Asking): an
 * `AskRequest` fits. The form is made from `schema`; the fields at `sensitivePaths` are password
 * inputs.
 */
export type ConfirmCardAsk = Pick<AskRequest, 'name' | 'title' | 'message' | 'schema' | 'caller'> & Partial<Pick<AskRequest, 'sensitivePaths'>>;

/**
 * The detail of the `tm-answer` event: the person's answer to a card's `ask`, each value typed as
 * the schema says (a number field's as a number, a choice as its option's JSON value).
 */
export interface ConfirmCardAnswer {
  readonly value: unknown;
}

/**
 * Why a card's call ended before the person decided (spec §17.3): `'timeout'`, the call timed out;
 * `'aborted'`, its caller gave up or aborted it; `'unavailable'`, a question's form could not be
 * loaded (the script tag's chunk of it, spec §18.2), so the question was declined.
 */
export type ConfirmCardEnd = 'aborted' | 'timeout' | 'unavailable';

/** A person's answer on a card. */
export type ConfirmDecision = 'approve' | 'allow-session' | 'deny';

/** The detail of the `tm-decision` event. */
export interface ConfirmDecisionDetail {
  readonly decision: ConfirmDecision;
  /**
   * How it was given: a button, the Escape key, the card leaving the page undecided, or, for a
   * question, its form that could not be loaded (the card declines it: nothing can be answered).
   */
  readonly via: 'button' | 'escape' | 'removed' | 'unavailable';
  /**
   * `'caller'` when the person pressed "Deny all" (spec §17.2): `decision` is `'deny'`, and every
   * waiting call of this card's caller is declined with it. A listener that reads only `decision`
   * still denies this call (docs/decisions/0200-deny-all-is-a-deny.md).
   */
  readonly scope?: 'caller';
  /**
   * What the person wrote in the card's reason field, with a deny (spec §17.2 Deny with a reason):
   * `confirmWith` declines the call with it (core spec §3.4), so the agent reads it.
   */
  readonly reason?: string;
}

/** Where a card is among the waiting calls (spec §17.3): `index` counts from 1. */
export interface ConfirmCardPosition {
  readonly index: number;
  readonly total: number;
}
