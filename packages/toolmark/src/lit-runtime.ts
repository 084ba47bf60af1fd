// The flavour with the UI hands its Lit to its parts (spec §18.10), so a page that turns the
// spotlight or the widgets on runs one Lit, not two: a part is built against lit-from-bundle.ts, which
// reads what this leaves on `document`. Handed over is what the parts'
// elements, styles and directives use: `LitElement`, `css`, `html`, `nothing`, and for the directives
// Lit ships as modules of their own (`repeat`), `noChange` and lit-html's internals (`_$LH`, which its
// directive helpers read to create parts), so a part carries the directive's code but not lit-html.
import { _$LH, css, html, LitElement, noChange, nothing } from 'lit';

/** Where the bundle leaves its Lit on `document` for its parts. */
export const LIT_RUNTIME = Symbol.for('toolmark.lit');

/** The part of Lit the parts are built with. */
export interface LitRuntime {
  readonly LitElement: typeof LitElement;
  readonly css: typeof css;
  readonly html: typeof html;
  readonly nothing: typeof nothing;
  readonly noChange: typeof noChange;
  /**
   * lit-html's internals. Their keys are minified in Lit's production modules, which every file of
   * `dist/` is built from (development bundles too), so any bundle goes with any part.
   */
  readonly _$LH: typeof _$LH;
}

/**
 * Leaves the bundle's Lit on the document for its parts; the first copy's stays.
 *
 * @param doc The page's document.
 */
export function handOverLit(doc: Document): void {
  const marked = doc as Document & { [LIT_RUNTIME]?: LitRuntime };
  marked[LIT_RUNTIME] ??= { LitElement, css, html, nothing, noChange, _$LH };
}
