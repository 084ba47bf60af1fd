// The selector half of the pseudo-class substitute (spec §14.12): `:tool-form-active` and
// `:tool-submit-active` mean the attributes a run marks its form and default button with
// (`data-toolmark-active`, `data-toolmark-submit-active`) in `matches`, `closest`, `querySelector` and
// `querySelectorAll`, whose prototypes' methods are wrapped for as long as the substitute is installed.
import { ACTIVE_ATTRIBUTE, SUBMIT_ACTIVE_ATTRIBUTE } from '../submit/active-state.js';

// A pseudo-class outside strings and escapes (pseudo-class names are ASCII case-insensitive).
const PSEUDO_CLASS = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\\.)|:tool-(form|submit)-active(?![\w-])/gi;

// The quick test every selector passes first.
const USES_PSEUDO_CLASS = /:tool-(form|submit)-active/i;

// The methods that take selectors, on the prototypes that define them.
const SELECTOR_METHODS = {
  Element: ['matches', 'webkitMatchesSelector', 'closest', 'querySelector', 'querySelectorAll'],
  Document: ['querySelector', 'querySelectorAll'],
  DocumentFragment: ['querySelector', 'querySelectorAll'],
} as const;

/**
 * Rewrites the two pseudo-classes of a selector list as the attribute selectors of the marks.
 *
 * @param selectors The selector list (or style sheet text).
 * @param wrap Writes `:is([attribute])`, which tells the rewritten rules of a style sheet apart.
 * @returns The rewritten text; the same text when it uses neither.
 */
export function translatePseudoClasses(selectors: string, wrap = false): string {
  return selectors.replace(PSEUDO_CLASS, (match, kept: string | undefined, kind: string) => {
    if (kept) return kept;
    const attribute = `[${kind.toLowerCase() === 'form' ? ACTIVE_ATTRIBUTE : SUBMIT_ACTIVE_ATTRIBUTE}]`;
    return wrap ? `:is(${attribute})` : attribute;
  });
}

/**
 * Wraps the selector methods of a window's prototypes so they translate the pseudo-classes.
 *
 * @param view The window.
 * @returns Puts back every method still wrapped (one another script wrapped since stays as it is).
 */
export function wrapSelectorMethods(view: Window): () => void {
  const restores: (() => void)[] = [];
  for (const [name, methods] of Object.entries(SELECTOR_METHODS)) {
    const proto = (view as unknown as Record<string, { prototype: Record<string, unknown> } | undefined>)[name]?.prototype;
    for (const method of proto ? methods : []) {
      const own = Object.getOwnPropertyDescriptor(proto, method);
      const original = proto![method];
      if (typeof original !== 'function') continue;
      const wrapper = function (this: unknown, selectors: unknown, ...rest: unknown[]) {
        return original.call(this, typeof selectors === 'string' && USES_PSEUDO_CLASS.test(selectors) ? translatePseudoClasses(selectors) : selectors, ...rest);
      };
      Object.defineProperty(proto, method, { value: wrapper, writable: true, configurable: true, enumerable: own?.enumerable ?? true });
      restores.push(() => {
        if (proto![method] !== wrapper) return;
        if (own) Object.defineProperty(proto, method, own);
        else delete proto![method];
      });
    }
  }
  return () => restores.forEach((restore) => restore());
}
