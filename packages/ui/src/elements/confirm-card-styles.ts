import { css } from 'lit';

/**
 * The layout of `<tm-confirm-card>` (spec §17.2), over the shared theme: the card, its input list,
 * code points shown in place of invisible characters, and Approve while it waits to arm.
 */
export const confirmCardStyles = /* @__PURE__ */ css`
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
  .code-point {
    font-family: ui-monospace, monospace;
    font-size: 0.8em;
    padding: 0 2px;
    border: 1px solid var(--tm-border, #8c959f);
    border-radius: 3px;
  }
  .actions {
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
    background: var(--tm-accent, #0b57d0);
    color: var(--tm-accent-fg, #fff);
    border-color: transparent;
  }
  .destructive .approve {
    background: var(--tm-danger, #b3261e);
    color: var(--tm-danger-fg, #fff);
  }
`;
