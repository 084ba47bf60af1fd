import type { Toolmark } from '@toolmark/core';
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { ActivityController } from '../controllers/activity-controller.js';
import { DEFAULT_ACTIVITY_LIMIT, type ActivityEntry, type ActivityRows } from '../view-models/activity-log.js';
import { ACTIVITY_STRINGS, type ActivityStrings } from '../strings.js';
import { panelStyles, themeStyles } from './theme.js';

function progressText({ progress }: ActivityEntry): string {
  if (!progress) return '';
  const { progress: done, total, message } = progress;
  const amount = done === undefined ? '' : total === undefined ? String(done) : `${done}/${total}`;
  return [amount, message].filter(Boolean).join(' ');
}

/** The order `<tm-activity>` shows its entries in (spec §17.5); `entries` is oldest first either way. */
export type ActivityOrder = 'oldest-first' | 'newest-first';

// An input or a structured result as compact key / value rows; a masked value as the card masks it.
function rowsOf(part: 'input' | 'output', list: ActivityRows | undefined, s: ActivityStrings) {
  if (!list) return nothing;
  return html`<dl part=${part} class="rows">
      ${list.rows.map(
        (row) => html`<div part="row">
          <dt part="key" dir="auto">${row.key === '' ? s.valueLabel : row.key}</dt>
          <dd part="value" dir="auto">${row.masked ? html`<span aria-hidden="true">••••••</span><span class="sr-only">${s.hiddenValue}</span>` : row.value}</dd>
        </div>`,
      )}
    </dl>
    ${list.hidden > 0 ? html`<span class="muted more">${s.moreValues(list.hidden)}</span>` : nothing}`;
}

/**
 * `<tm-activity>`: a live log of a registry's calls (spec §17.5): started, waiting for confirmation,
 * waiting for an answer (with the question), running with progress, finished, declined, failed, and
 * registry errors. It renders events only, which the
 * registry redacts, so no sensitive value reaches it.
 */
export class ActivityElement extends LitElement {
  static override properties = {
    // Its own accessor: the subscription starts as soon as `tm` is set, not at the next render.
    tm: { attribute: false, noAccessor: true },
    limit: { type: Number },
    order: { type: String },
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
        border-bottom: 1px solid var(--tm-border-subtle, var(--_tm-border-subtle));
      }
      .name {
        font-weight: 600;
      }
      .status,
      .muted,
      dt {
        color: var(--tm-muted, var(--_tm-muted));
      }
      .failed .status,
      .error .status,
      .failed .message,
      .error .message {
        color: var(--tm-danger, var(--_tm-danger));
      }
      .message,
      .rows,
      .more {
        flex-basis: 100%;
        overflow-wrap: anywhere;
      }
      .message {
        white-space: pre-wrap;
      }
      .rows {
        display: flex;
        flex-wrap: wrap;
        gap: 0 12px;
        margin: 0;
      }
      .rows > div {
        min-width: 0;
      }
      dt,
      dd {
        display: inline;
        margin: 0;
      }
      dt::after {
        content: ': ';
      }
    `,
  ];

  /** The most entries kept; default 50. */
  declare limit: number;
  /** The order entries show in: `'oldest-first'` (default) or `'newest-first'`; any other value is the default. */
  declare order: ActivityOrder;
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
    this.order = 'oldest-first';
    this.strings = {};
  }

  /** The log, oldest first whatever `order` shows. */
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
    const kept = this.#activity.entries;
    // `entries` stays oldest first; only what is shown turns round.
    const entries = this.order === 'newest-first' ? [...kept].reverse() : kept;
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
              ${entry.caller ? html`<span part="caller" class="muted">${s.caller(entry.caller)}</span>` : nothing}
              ${entry.durationMs === undefined ? nothing : html`<span class="muted">${Math.round(entry.durationMs)} ms</span>`}
              ${entry.progress ? html`<span part="progress">${progressText(entry)}</span>` : nothing}
              ${entry.question === undefined ? nothing : html`<span part="question" class="message" dir="auto">${entry.question}</span>`}
              ${rowsOf('input', entry.input, s)}
              ${entry.message === undefined
                ? nothing
                : html`<span part="message" class="message">${entry.message}${entry.cut ? ` ${s.moreCharacters(entry.cut)}` : ''}</span>`}
              ${rowsOf('output', entry.output, s)}
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
