// What `lit`, and lit-html's core module as Lit's directive modules import it, are in a part's build
// (vite.config.ts's `litFromBundle` resolves them here, spec §18.1): the Lit of the bundle that loaded
// the part (lit-runtime.ts), so the part ships no Lit of its own.
import type { LitRuntime } from './lit-runtime.js';

/** The same symbol as lit-runtime.ts's `LIT_RUNTIME` (not imported: that module imports Lit itself). */
const runtime = (document as Document & { [key: symbol]: LitRuntime | undefined })[Symbol.for('toolmark.lit')];
if (!runtime) {
  // The part alone, or after the core flavour: nothing to build the elements with. Said in every build.
  throw new Error('This file is a part of toolmark(.min).js: load toolmark(.min).js with data-spotlight or data-widgets, which loads it');
}

export const { LitElement, css, html, nothing, noChange } = runtime;
// Annotated: its inferred type names a dependency of Lit's types, which declarations cannot.
export const _$LH: LitRuntime['_$LH'] = runtime._$LH;
