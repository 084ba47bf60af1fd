// A substitute for Chromium's `:tool-form-active` and `:tool-submit-active` pseudo-classes in
// browsers without them (spec §14.12), installed by `serveDeclarativeForms` only: a run marks its form
// `data-toolmark-active` and the form's default button `data-toolmark-submit-active`, and this
// makes the pseudo-classes mean those attributes in the selector APIs (`matches`, `closest`,
// `querySelector`, `querySelectorAll`) and in the document's `<style>` elements. It is a substitute,
// not a polyfill: `<link>` style sheets, constructed and adopted style sheets, `insertRule`, `<style>`
// elements in shadow roots and `CSS.supports()` still do not know the pseudo-classes.
import { wrapSelectorMethods } from './pseudo-class-selectors.js';
import { mirrorPseudoClassStyles } from './pseudo-class-styles.js';

// One installation per window, shared by every service of that window.
const installed = new WeakMap<Window, { count: number; uninstall: () => void }>();

/**
 * Installs the substitute in a document's window, unless its browser knows the pseudo-classes
 * (`CSS.supports('selector(:tool-form-active)')`). Installations are counted: the last `uninstall`
 * takes it away.
 *
 * @param doc The document.
 * @returns Uninstalls this installation; safe to call more than once.
 */
export function installPseudoClassSubstitute(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view || view.CSS?.supports?.('selector(:tool-form-active)')) return () => {};
  const current = installed.get(view) ?? { count: 0, uninstall: () => {} };
  if (!current.count) {
    const unwrap = wrapSelectorMethods(doc);
    const unmirror = mirrorPseudoClassStyles(doc);
    current.uninstall = () => (unmirror(), unwrap());
  }
  current.count++;
  installed.set(view, current);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--current.count) return;
    installed.delete(view);
    current.uninstall();
  };
}
