import { html, nothing } from 'lit';
import type { ConfirmStrings } from '../strings.js';
import { toCardInput } from '../view-models/card-input.js';
import { toVisibleText, type VisibleText } from '../view-models/visible-text.js';
import type { ConfirmCardRequest } from './confirm-card-types.js';

// What `<tm-confirm-card>` shows of its request's untrusted text (spec §17.2 What the card lists,
// Untrusted text), and how it draws it: apart from the element, which owns the decision and arming.

/** What a card shows of its request's input, worked out once per request. */
export interface ShownInput {
  /** Every value run will receive (card-input.ts). */
  readonly rows: readonly ShownRow[];
  /** The input cannot be shown whole: Approve is refused. */
  readonly tooLarge: boolean;
}

/** One row of the input list. */
export interface ShownRow {
  /** The path; `''` for an input that is a single value, whose label the card draws as its own words. */
  readonly key: VisibleText | '';
  /** The value; `false` where the registry masked it. */
  readonly value: VisibleText | false;
  readonly undeclared?: true;
}

/**
 * Works out what a card shows of a request's input: its rows (card-input.ts), each key and value as
 * visible pieces (visible-text.ts). A long input is walked once, not on every render (arming
 * re-renders the card).
 *
 * @param request The waiting call.
 * @returns What to draw.
 */
export function showInput(request: ConfirmCardRequest): ShownInput {
  const { rows, tooLarge } = toCardInput(request);
  return {
    rows: rows.map(({ key, value, masked, undeclared }) => ({ key: key && toVisibleText(key), value: !masked && toVisibleText(value), ...(undeclared && { undeclared }) })),
    tooLarge,
  };
}

/**
 * Draws untrusted text: invisible, reordering and lookalike characters by code point between ⟨ ⟩ (no
 * text can pass for one: visible-text.ts shows those brackets by code point too), then notes naming
 * the scripts of lookalike letters.
 *
 * @param visible The text's pieces.
 * @param s The card's words.
 * @returns The template.
 */
export function renderText({ pieces, scripts, lookalike }: VisibleText, s: ConfirmStrings) {
  return html`${pieces.map((piece) =>
    typeof piece === 'string' ? piece : html`<span part="code-point" class="code-point">⟨${piece.codePoint}⟩</span>`,
  )}${scripts.length > 0 ? html` <span part="note" class="note">${s.mixedScripts(scripts)}</span>` : nothing}${lookalike.map(
    (script) => html` <span part="note" class="note">${s.looksLatin(script)}</span>`,
  )}`;
}

/**
 * Draws the input list: a key / value row per value, a mask where the registry masked, a note beside
 * a key the schema does not declare, and a single value's label as the card's own words, in italics
 * (a key is written upright, and an italic letter is shown by code point: no key reads as it); "No
 * input" when there is nothing to list. While it scrolls it is in the tab order.
 *
 * @param rows The rows.
 * @param s The card's words.
 * @param scrolls Whether the list scrolls (input-scroll-controller.ts).
 * @returns The template.
 */
export function renderInput(rows: readonly ShownRow[], s: ConfirmStrings, scrolls: boolean) {
  if (rows.length === 0) return html`<p part="input" class="muted">${s.noInput}</p>`;
  // No white space between the rows' elements: the list is a grid, and keys and values keep theirs (pre-wrap).
  return html`<dl part="input" tabindex=${scrolls ? '0' : nothing} aria-label=${scrolls ? s.inputLabel : nothing}>${rows.map(
    ({ key, value, undeclared }) =>
      html`<div part="row"><dt part="key" dir="auto">${key ? renderText(key, s) : html`<i part="value-label">${s.valueLabel}</i>`}${undeclared
        ? html` <span part="note undeclared" class="note">${s.notInSchema}</span>`
        : nothing}</dt><dd part="value" dir="auto">${value
        ? renderText(value, s)
        : html`<span part="mask" class="mask" role="img" aria-label=${s.hiddenValue}></span>`}</dd></div>`,
  )}</dl>`;
}
