import { css } from 'lit';

/**
 * The custom properties every widget reads (spec §17.8). Each token `--tm-<token>` has a private
 * default `--_tm-<token>` set here on `:host`: light values, and dark ones under
 * `prefers-color-scheme: dark`; every use reads `var(--tm-<token>, var(--_tm-<token>))`, so a value
 * the page sets on any ancestor still wins in both schemes. Both sets of defaults meet WCAG AA
 * contrast: in the dark one, light text on a dark surface, and accent and danger lighter tints that
 * carry dark text. Panels (`panelStyles`) paint `--tm-bg` behind their text, because their text
 * colour follows the scheme, so the dark text colours never land on a light page.
 */
export const themeStyles = /* @__PURE__ */ css`
  :host {
    --_tm-font: 14px/1.45 system-ui, sans-serif;
    --_tm-fg: #1b1f24;
    --_tm-muted: #57606a;
    --_tm-bg: #fff;
    --_tm-border: #8c959f;
    --_tm-border-subtle: #d0d7de;
    --_tm-radius: 10px;
    --_tm-shadow: 0 6px 24px rgb(0 0 0 / 0.18);
    --_tm-card-width: 26rem;
    --_tm-accent: #0b57d0;
    --_tm-accent-fg: #fff;
    --_tm-danger: #b3261e;
    --_tm-danger-fg: #fff;
    --_tm-badge-bg: #eef1f4;
    --_tm-badge-fg: #1b1f24;
    --_tm-button-bg: #fff;
    --_tm-button-fg: #1b1f24;
    --_tm-button-radius: 6px;
    --_tm-focus: #0b57d0;
    --_tm-spotlight-color: #0b57d0;
    --_tm-spotlight-confirming: #b3261e;
    --_tm-spotlight-fg: #fff;
    --_tm-spotlight-z: 2147483646;
    font: var(--tm-font, var(--_tm-font));
    color: var(--tm-fg, var(--_tm-fg));
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_tm-fg: #e6edf3;
      --_tm-muted: #9ea7b3;
      --_tm-bg: #1c2128;
      --_tm-border: #768390;
      --_tm-border-subtle: #373e47;
      --_tm-shadow: 0 6px 24px rgb(0 0 0 / 0.6);
      --_tm-accent: #4493f8;
      --_tm-accent-fg: #0d1117;
      --_tm-danger: #ff7b72;
      --_tm-danger-fg: #1c2128;
      --_tm-badge-bg: #2d333b;
      --_tm-badge-fg: #e6edf3;
      --_tm-button-bg: #2d333b;
      --_tm-button-fg: #e6edf3;
      --_tm-focus: #6cb6ff;
      --_tm-spotlight-color: #6cb6ff;
      --_tm-spotlight-confirming: #ff7b72;
      --_tm-spotlight-fg: #0d1117;
    }
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
    background: var(--tm-badge-bg, var(--_tm-badge-bg));
    color: var(--tm-badge-fg, var(--_tm-badge-fg));
  }
  .badge.destructive {
    background: var(--tm-danger, var(--_tm-danger));
    color: var(--tm-danger-fg, var(--_tm-danger-fg));
  }
  /* A payment, a booking: it acts in the world for the person (issue #36), so it stands out too. */
  .badge.consequential {
    background: var(--tm-accent, var(--_tm-accent));
    color: var(--tm-accent-fg, var(--_tm-accent-fg));
  }
  button {
    font: inherit;
    border-radius: var(--tm-button-radius, var(--_tm-button-radius));
    border: 1px solid var(--tm-border, var(--_tm-border));
    background: var(--tm-button-bg, var(--_tm-button-bg));
    color: var(--tm-button-fg, var(--_tm-button-fg));
    padding: 4px 12px;
    cursor: pointer;
  }
  button:focus-visible,
  summary:focus-visible,
  [tabindex='-1']:focus-visible,
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 2px solid var(--tm-focus, var(--_tm-focus));
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

/**
 * The block layout, background and heading the panels share (`<tm-activity>`, `<tm-tool-list>`):
 * the background follows the scheme like their text does (spec §17.8).
 */
export const panelStyles = /* @__PURE__ */ css`
  :host {
    display: block;
    background: var(--tm-bg, var(--_tm-bg));
  }
  h2 {
    font-size: 1em;
    margin: 0 0 6px;
  }
`;
