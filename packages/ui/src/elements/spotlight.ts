import type { Toolmark } from '@toolmark/core';
import { css, html, LitElement } from 'lit';
import { SpotlightController, type Highlight } from '../controllers/spotlight-controller.js';
import { SPOTLIGHT_STRINGS, type SpotlightStrings } from '../strings.js';
import { themeStyles } from './theme.js';

/**
 * `<tm-spotlight>`: outlines, over the page, the anchors of each tool whose call waits for a
 * person's decision or answer, or runs (spec §17.6), so the person sees what the call will touch. Decorative:
 * hidden from assistive technology (the card and the log say it in words) and never in the way of
 * the pointer. It does not touch the page's own elements.
 */
export class SpotlightElement extends LitElement {
  static override properties = {
    // Its own accessor: the subscription starts as soon as `tm` is set, not at the next render.
    tm: { attribute: false, noAccessor: true },
    strings: { attribute: false },
  };

  /**
   * The element's styles: the shared theme (custom properties) and its own layout. Each box has one
   * private colour, `--_tm-box`, so a confirming box changes it without hiding the page's tokens.
   */
  static override styles = [
    themeStyles,
    css`
      :host {
        position: fixed;
        inset: 0;
        pointer-events: none;
        z-index: var(--tm-spotlight-z, var(--_tm-spotlight-z));
      }
      .box {
        --_tm-box: var(--tm-spotlight-color, var(--_tm-spotlight-color));
        position: fixed;
        box-sizing: border-box;
        border: 3px solid var(--_tm-box);
        border-radius: 4px;
        box-shadow: 0 0 0 4px color-mix(in srgb, var(--_tm-box) 25%, transparent);
      }
      .confirming,
      .asking {
        --_tm-box: var(--tm-spotlight-confirming, var(--_tm-spotlight-confirming));
      }
      .label {
        position: absolute;
        left: -3px;
        bottom: 100%;
        margin-bottom: 4px;
        padding: 1px 6px;
        border-radius: 4px;
        font-size: 0.8em;
        white-space: nowrap;
        background: var(--_tm-box);
        color: var(--tm-spotlight-fg, var(--_tm-spotlight-fg));
      }
    `,
  ];

  /** Replacement words, merged over the English ones. */
  declare strings: Partial<SpotlightStrings>;

  readonly #spotlight = new SpotlightController(this);

  /** The registry to follow. */
  get tm(): Toolmark | undefined {
    return this.#spotlight.tm;
  }

  set tm(tm: Toolmark | undefined) {
    const old = this.#spotlight.tm;
    this.#spotlight.use(tm);
    this.requestUpdate('tm', old);
  }
  #rects: readonly DOMRect[] = [];

  constructor() {
    super();
    this.strings = {};
  }

  protected override render() {
    const s = { ...SPOTLIGHT_STRINGS, ...this.strings };
    const highlights: Highlight[] = this.#spotlight.highlights();
    this.#rects = highlights.flatMap(({ rects }) => rects);
    return html`<div aria-hidden="true">
      ${highlights.flatMap(({ name, title, status, rects }) =>
        rects.map(
          (_, index) => html`<div part="box ${status}" class="box ${status}" data-tool=${name}>
            ${index === 0 ? html`<span part="label" class="label">${s[status](title)}</span>` : ''}
          </div>`,
        ),
      )}
    </div>`;
  }

  // Positions go through CSSOM, not a style attribute, so a strict style-src policy allows them.
  protected override updated(): void {
    const boxes = this.renderRoot.querySelectorAll<HTMLElement>('.box');
    boxes.forEach((box, index) => {
      const rect = this.#rects[index];
      if (!rect) return;
      box.style.left = `${rect.left - 4}px`;
      box.style.top = `${rect.top - 4}px`;
      box.style.width = `${rect.width + 8}px`;
      box.style.height = `${rect.height + 8}px`;
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tm-spotlight': SpotlightElement;
  }
}
