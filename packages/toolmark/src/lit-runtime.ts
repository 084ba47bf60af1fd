// The flavour with the UI hands its Lit to its spotlight part (spec §18.10), so a page that turns
// the spotlight on runs one Lit, not two: the part is built against lit-from-bundle.ts, which reads
// what this leaves on `document`. Only what the spotlight's element and styles use is handed over (and
// `nothing`, which the other elements import: the part's build reads their modules before it drops them).
import { css, html, LitElement, nothing } from 'lit';

/** Where the bundle leaves its Lit on `document` for its parts. */
export const LIT_RUNTIME = Symbol.for('toolmark.lit');

/** The part of Lit the spotlight part is built with. */
export interface LitRuntime {
  readonly LitElement: typeof LitElement;
  readonly css: typeof css;
  readonly html: typeof html;
  readonly nothing: typeof nothing;
}

/**
 * Leaves the bundle's Lit on the document for its parts; the first copy's stays.
 *
 * @param doc The page's document.
 */
export function handOverLit(doc: Document): void {
  const marked = doc as Document & { [LIT_RUNTIME]?: LitRuntime };
  marked[LIT_RUNTIME] ??= { LitElement, css, html, nothing };
}
