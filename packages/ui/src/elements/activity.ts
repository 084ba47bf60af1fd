import type { Toolmark } from '@toolmark/core';
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { ActivityController } from '../controllers/activity-controller.js';
import { DEFAULT_ACTIVITY_LIMIT, type ActivityEntry } from '../view-models/activity-log.js';
import { ACTIVITY_STRINGS, type ActivityStrings } from '../strings.js';
import { panelStyles, themeStyles } from './theme.js';

function progressText({ progress }: ActivityEntry): string {
  if (!progress) return '';
  const { progress: done, total, message } = progress;
  const amount = done === undefined ? '' : total === undefined ? String(done) : `${done}/${total}`;
  return [amount, message].filter(Boolean).join(' ');
}

/**
 * `<tm-activity>`: a live log of a registry's calls (spec §17.5): started, waiting, running with
 * progress, finished, declined, failed, and registry errors. It renders events only, which the
 * registry redacts, so no sensitive value reaches it.
 */
export class ActivityElement extends LitElement {
  static override properties = {
    // Its own accessor: the subscription starts as soon as `tm` is set, not at the next render.
    tm: { attribute: false, noAccessor: true },
    limit: { type: Number },
    strings: { attribute: false },
  };

  /** The element's styles: the shared theme (custom properties) and its own layout. */
  static override styles = [
    themeStyles,
    panelStyles,
    css`
      ol {
        margin: 0;
        padding: 0;
        list-style: none;
        display: grid;
        gap: 4px;
      }
      li {
        display: flex;
        flex-wrap: wrap;
        gap: 0 8px;
        padding: 4px 0;
        border-bottom: 1px solid var(--tm-border-subtle, #d0d7de);
      }
      .name {
        font-weight: 600;
      }
      .status,
      .muted {
        color: var(--tm-muted, #57606a);
      }
      .failed .status,
      .error .status {
        color: var(--tm-danger, #b3261e);
      }
      .message {
        flex-basis: 100%;
        overflow-wrap: anywhere;
      }
    `,
  ];

  /** The most entries kept; default 50. */
  declare limit: number;
  /** Replacement words, merged over the English ones. */
  declare strings: Partial<ActivityStrings>;

  readonly #activity = new ActivityController(this);

  /** The registry to follow. */
  get tm(): Toolmark | undefined {
    return this.#activity.tm;
  }

  set tm(tm: Toolmark | undefined) {
    const old = this.#activity.tm;
    this.#activity.use(tm);
    this.requestUpdate('tm', old);
  }

  constructor() {
    super();
    this.limit = DEFAULT_ACTIVITY_LIMIT;
    this.strings = {};
  }

  /** The log, oldest first. */
  get entries(): readonly ActivityEntry[] {
    return this.#activity.entries;
  }

  /** Empties the log. */
  clear(): void {
    this.#activity.clear();
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('limit')) this.#activity.limit = this.limit;
  }

  protected override render() {
    const s = { ...ACTIVITY_STRINGS, ...this.strings };
    const entries = this.#activity.entries;
    return html`
      <section part="activity" aria-labelledby="heading">
        <h2 part="heading" id="heading">${s.heading}</h2>
        ${entries.length === 0 ? html`<p part="empty" class="muted">${s.empty}</p>` : nothing}
        <div role="log" aria-labelledby="heading">
        <ol part="log">
          ${repeat(
            entries,
            (entry) => entry.id,
            (entry) => html`<li part="entry ${entry.status}" class=${entry.status}>
              <span class="name">${entry.name ?? entry.code}</span>
              <span class="status">${s[entry.status]}${entry.code && entry.name ? ` (${entry.code})` : ''}</span>
              ${entry.caller ? html`<span class="muted">${entry.caller.kind}</span>` : nothing}
              ${entry.durationMs === undefined ? nothing : html`<span class="muted">${Math.round(entry.durationMs)} ms</span>`}
              ${entry.progress ? html`<span>${progressText(entry)}</span>` : nothing}
              ${entry.message === undefined ? nothing : html`<span class="message">${entry.message}</span>`}
            </li>`,
          )}
        </ol>
        </div>
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tm-activity': ActivityElement;
  }
}
