import { css } from 'lit';

/**
 * The custom properties every widget reads (spec §17.8). Defaults meet WCAG AA contrast on a light
 * page; set the `--tm-*` properties on any ancestor to theme them.
 */
export const themeStyles = /* @__PURE__ */ css`
  :host {
    font: var(--tm-font, 14px/1.45 system-ui, sans-serif);
    color: var(--tm-fg, #1b1f24);
  }
  [hidden] {
    display: none !important;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .badge {
    border-radius: 999px;
    padding: 1px 8px;
    font-size: 0.85em;
    background: var(--tm-badge-bg, #eef1f4);
    color: var(--tm-badge-fg, #1b1f24);
  }
  .badge.destructive {
    background: var(--tm-danger, #b3261e);
    color: var(--tm-danger-fg, #fff);
  }
  button {
    font: inherit;
    border-radius: var(--tm-button-radius, 6px);
    border: 1px solid var(--tm-border, #8c959f);
    background: var(--tm-button-bg, #fff);
    color: var(--tm-button-fg, #1b1f24);
    padding: 4px 12px;
    cursor: pointer;
  }
  button:focus-visible,
  [tabindex='-1']:focus-visible,
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 2px solid var(--tm-focus, #0b57d0);
    outline-offset: 2px;
  }
  button:disabled {
    cursor: default;
    opacity: 0.6;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The block layout and heading the panels share (`<tm-activity>`, `<tm-tool-list>`). */
export const panelStyles = /* @__PURE__ */ css`
  :host {
    display: block;
  }
  h2 {
    font-size: 1em;
    margin: 0 0 6px;
  }
`;
