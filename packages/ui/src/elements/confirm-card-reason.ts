import { REASON_LIMIT } from '@toolmark/core/internal';
import { html } from 'lit';
import type { ConfirmStrings } from '../strings.js';

// A confirmation card's reason (spec §17.2 Deny with a reason, issue #36): closed, a line that says
// the agent can be told why; open, one field whose text goes with Deny (the button, Enter in the
// field, or Escape) and reaches the agent in the declined result (core spec §3.4). A native
// `<details>`: the keyboard and screen readers know it, and it holds no state of the card's.

/**
 * Renders the reason's disclosure and field.
 *
 * @param s The card's strings.
 * @param disabled Whether the card decided or its call ended.
 * @param deny Denies with what the field holds.
 * @returns The template.
 */
export function renderReason(s: ConfirmStrings, disabled: boolean, deny: () => void) {
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.repeat || event.isComposing) return;
    event.preventDefault();
    deny();
  };
  return html`<details part="reason" class="reason">
    <summary part="reason-toggle">${s.reasonToggle}</summary>
    <label part="reason-label"
      >${s.reasonLabel}
      <input part="reason-input" type="text" maxlength=${REASON_LIMIT} autocomplete="off" ?disabled=${disabled} @keydown=${onKeydown}
    /></label>
  </details>`;
}

/**
 * Reads the reason a card's field holds, when its disclosure is open.
 *
 * @param root The card's shadow root.
 * @returns The trimmed text, or `undefined` when there is none.
 */
export function readReason(root: ParentNode): string | undefined {
  const details = root.querySelector<HTMLDetailsElement>('[part~="reason"]');
  const text = details?.open ? details.querySelector<HTMLInputElement>('[part~="reason-input"]')?.value.trim() : undefined;
  return text || undefined;
}
