// The `<style>` half of the pseudo-class substitute (spec §14.12). A browser without the pseudo-classes
// drops every rule whose selector uses one as it parses the sheet, so the rules are rebuilt from the
// element's text: each `<style>` that uses them gets a companion `<style>` right after it (so the
// cascade order stays) holding those rules only, the pseudo-classes written as `:is([attribute])`
// (the same specificity), inside the same `@media`, `@supports` or `@layer` blocks.
import { translatePseudoClasses } from './pseudo-class-selectors.js';

/** The attribute of a companion `<style>`, so it is never taken for the page's own. */
export const COMPANION_ATTRIBUTE = 'data-toolmark-pseudo-class-substitute';

// The rewritten selectors, as a style sheet serializes them.
const REWRITTEN = /:is\(\[data-toolmark-(submit-)?active\]\)/;

/**
 * Keeps only the rules of a rule list that use a rewritten selector: a style rule when its text
 * does, a block rule (`@media`, `@supports`, `@layer`, `@container`) when any rule inside it is kept.
 *
 * @param list A style sheet or block rule.
 */
function keepRewritten(list: { readonly cssRules: CSSRuleList; deleteRule(index: number): void }): void {
  for (let index = list.cssRules.length - 1; index >= 0; index--) {
    const rule = list.cssRules[index]!;
    let keep = false;
    if ('selectorText' in rule) keep = REWRITTEN.test(rule.cssText);
    else if ('cssRules' in rule && 'deleteRule' in rule) {
      keepRewritten(rule as CSSGroupingRule);
      keep = (rule as CSSGroupingRule).cssRules.length > 0;
    }
    if (!keep) list.deleteRule(index);
  }
}

/**
 * Rebuilds the rules of a style sheet's text that use the pseudo-classes, for a companion.
 *
 * @param text The `<style>` element's text.
 * @param view Its window, whose `CSSStyleSheet` parses the rewritten text.
 * @returns The rules' text; `''` when the text uses neither pseudo-class.
 */
export function substituteRules(text: string, view: Window & typeof globalThis): string {
  const rewritten = translatePseudoClasses(text, true);
  if (rewritten === text) return '';
  try {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(rewritten);
    keepRewritten(sheet);
    return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
  } catch {
    // No constructable style sheets: the whole text, rewritten (the page's other rules twice, harmlessly).
    return rewritten;
  }
}

/**
 * Checks whether a mutation may have changed a `<style>`: its text, or which styles there are.
 *
 * @param record The mutation.
 * @returns Whether the styles need reading again.
 */
function touchesStyles(record: MutationRecord): boolean {
  const isStyle = (node: Node | null) => node?.nodeName === 'STYLE' || node?.nodeName === 'style';
  if (isStyle(record.target) || isStyle(record.target.parentNode)) return true;
  return [...record.addedNodes, ...record.removedNodes].some((node) => isStyle(node) || !!(node as Element).querySelector?.('style'));
}

/**
 * Gives every `<style>` of a document that uses the pseudo-classes its companion, and keeps the
 * companions in step with the styles' texts as the page changes.
 *
 * @param doc The document.
 * @returns Stops, and removes every companion.
 */
export function mirrorPseudoClassStyles(doc: Document): () => void {
  const view = doc.defaultView as Window & typeof globalThis;
  const companions = new Map<HTMLStyleElement, { text: string; companion?: HTMLStyleElement }>();
  const sync = () => {
    const styles = new Set(doc.querySelectorAll<HTMLStyleElement>(`style:not([${COMPANION_ATTRIBUTE}])`));
    for (const [style, { companion }] of companions) {
      if (styles.has(style)) continue;
      companion?.remove();
      companions.delete(style);
    }
    for (const style of styles) {
      const text = style.textContent ?? '';
      const known = companions.get(style);
      // Only a changed text is parsed again; a companion moved away from its style is put back.
      if (known?.text === text && (!known.companion || known.companion.previousSibling === style)) continue;
      const rules = substituteRules(text, view);
      let companion = known?.companion;
      if (!rules) {
        companion?.remove();
        companions.set(style, { text });
        continue;
      }
      companion ??= doc.createElement('style');
      companion.setAttribute(COMPANION_ATTRIBUTE, '');
      if (companion.textContent !== rules) companion.textContent = rules;
      if (companion.previousSibling !== style) style.after(companion);
      companions.set(style, { text, companion });
    }
  };
  const observer = new view.MutationObserver((records) => records.some(touchesStyles) && sync());
  observer.observe(doc, { subtree: true, childList: true, characterData: true });
  sync();
  return () => {
    observer.disconnect();
    for (const { companion } of companions.values()) companion?.remove();
  };
}
