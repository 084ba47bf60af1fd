import { css } from 'lit';

/**
 * The layout of `<tm-confirm-card>` (spec §17.2), over the shared theme: the card, its input list or
 * its question's form, code points shown in place of invisible characters, Approve (or Send) while it
 * waits to arm, and the notice of a card whose call ended.
 *
 * The card is never taller than the viewport (spec §17.2 Size): a grid whose second row, the input
 * list, takes only the height left (`minmax(0, 1fr)`) and scrolls, so the heading (position, title,
 * summary, badges), the caller and the actions row stay on screen and the card can arm (`100vh`
 * first, for browsers without `dvh`). Should the heading alone not fit (1,000 characters of title
 * and of summary on a small screen), it scrolls too (`minmax(0, auto)`).
 */
export const confirmCardStyles = /* @__PURE__ */ css`
  :host {
    display: block;
  }
  .card {
    box-sizing: border-box;
    display: grid;
    grid-template-rows: minmax(0, auto) minmax(0, 1fr);
    gap: 10px;
    max-height: calc(100vh - 32px);
    max-height: calc(100dvh - 32px);
    max-width: var(--tm-card-width, var(--_tm-card-width));
    padding: 14px 16px;
    background: var(--tm-bg, var(--_tm-bg));
    border: 1px solid var(--tm-border, var(--_tm-border));
    border-radius: var(--tm-radius, var(--_tm-radius));
    box-shadow: var(--tm-shadow, var(--_tm-shadow));
  }
  /* The card's dialog shows its ring whenever it has focus, however focus came (the card takes it by
     script, where a browser would draw no :focus-visible ring after a click): a person sees where the
     keyboard is. Inside the border: confirmWith's layer scrolls (overflow: auto) and would clip a ring
     drawn outside. */
  .card:focus {
    outline: 2px solid var(--tm-focus, var(--_tm-focus));
    outline-offset: -2px;
  }
  .title {
    font-weight: 600;
    font-size: 1.05em;
  }
  p {
    margin: 0;
  }
  .head {
    display: grid;
    gap: 10px;
    min-height: 0;
    overflow: auto;
  }
  .card > dl,
  .card > form {
    min-height: 0;
    overflow: auto;
    overscroll-behavior: contain;
  }
  /* A question's form (spec §17.2 Asking), as the tool list draws its fields; the padding keeps a
     focused field's ring inside the form, which scrolls. */
  .form {
    display: grid;
    gap: 8px;
    align-content: start;
    margin: 0;
    padding: 2px;
  }
  .field label {
    display: block;
    font-weight: 500;
  }
  .field.check label {
    display: inline;
  }
  .field small {
    display: block;
  }
  .form input:not([type='checkbox']),
  .form select,
  .form textarea,
  .reason input {
    box-sizing: border-box;
    width: 100%;
    font: inherit;
    color: var(--tm-fg, var(--_tm-fg));
    background: var(--tm-bg, var(--_tm-bg));
    border: 1px solid var(--tm-border, var(--_tm-border));
    border-radius: 4px;
    padding: 3px 6px;
  }
  .form [aria-invalid='true'] {
    border-color: var(--tm-danger, var(--_tm-danger));
  }
  .form input[type='checkbox'] {
    accent-color: var(--tm-accent, var(--_tm-accent));
  }
  /* A card whose call ended: what it showed stays, dimmed, above why it closes. */
  .ended > dl,
  .ended > form {
    opacity: 0.6;
  }
  dl {
    display: grid;
    grid-template-columns: minmax(4em, max-content) 1fr;
    align-content: start;
    gap: 2px 12px;
    margin: 0;
  }
  dl > div {
    display: contents;
  }
  dt,
  .muted {
    color: var(--tm-muted, var(--_tm-muted));
  }
  dt,
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  /* The card's own words about a value (not in the schema, mixed scripts, too large): no value can look like them. */
  .note {
    font-size: 0.85em;
    font-style: italic;
    color: var(--tm-danger, var(--_tm-danger));
  }
  /* Under its key, so that the key column stays narrow and the values keep their room on a phone. */
  dt > .note {
    display: block;
  }
  /* Why Approve never acts: a notice, not one more note beside a value. */
  [part~='too-large'] {
    font-size: 0.9em;
    font-style: normal;
    padding: 6px 8px;
    border: 1px solid currentColor;
    border-radius: 4px;
  }
  /* A mask is drawn, not written: its dots and word come from here, so no value's text is one. */
  .mask::before {
    content: '•••••• ' attr(aria-label);
    padding: 0 6px;
    border-radius: 3px;
    background: var(--tm-border-subtle, var(--_tm-border-subtle));
  }
  .muted {
    font-size: 0.85em;
  }
  .code-point {
    font-family: ui-monospace, monospace;
    font-size: 0.8em;
    padding: 0 2px;
    border: 1px solid var(--tm-border, var(--_tm-border));
    border-radius: 3px;
  }
  /* The live region that says why a card closes: in the page from the start, so that what is
     written into it is announced, and out of the layout until then. */
  .notice:not(.shown) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .notice.shown {
    flex-basis: 100%;
    padding: 6px 8px;
    border: 1px solid currentColor;
    border-radius: 4px;
  }
  /* The reason a deny may carry (spec §17.2): a quiet line until opened, then one full-width field. */
  .reason {
    font-size: 0.85em;
  }
  .reason summary {
    width: fit-content;
    cursor: pointer;
    color: var(--tm-muted, var(--_tm-muted));
  }
  .reason label {
    display: grid;
    gap: 4px;
    margin-top: 6px;
  }
  .actions {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
  }
  button[aria-disabled='true'] {
    cursor: default;
    opacity: 0.6;
  }
  .approve {
    background: var(--tm-accent, var(--_tm-accent));
    color: var(--tm-accent-fg, var(--_tm-accent-fg));
    border-color: transparent;
  }
  .destructive .approve {
    background: var(--tm-danger, var(--_tm-danger));
    color: var(--tm-danger-fg, var(--_tm-danger-fg));
  }
`;
