// The selector half of the pseudo-class substitute (spec §14.12): `:tool-form-active` and
// `:tool-submit-active` mean the attributes a run marks its form and default button with
// (`data-toolmark-active`, `data-toolmark-submit-active`) in `matches`, `closest`, `querySelector` and
// `querySelectorAll`, whose prototypes' methods are wrapped for as long as the substitute is installed.
import { ACTIVE_ATTRIBUTE, SUBMIT_ACTIVE_ATTRIBUTE } from '../submit/active-state.js';

// A pseudo-class outside strings and escapes (pseudo-class names are ASCII case-insensitive).
const PSEUDO_CLASS = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\\.)|:tool-(form|submit)-active(?![\w-])/gi;

// The quick test every selector passes first.
const USES_PSEUDO_CLASS = /:tool-(form|submit)-active/i;

// The methods that take selectors.
const ELEMENT_METHODS = ['matches', 'webkitMatchesSelector', 'closest', 'querySelector', 'querySelectorAll'];
const PARENT_METHODS = ['querySelector', 'querySelectorAll'];

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
 * Finds the object of a prototype chain that defines a property.
 *
 * @param from Where the chain starts.
 * @param name The property.
 * @returns The object that has it as its own, or `undefined`.
 */
function definer(from: object | null, name: string): object | undefined {
  for (let proto = from; proto; proto = Object.getPrototypeOf(proto) as object | null) if (Object.hasOwn(proto, name)) return proto;
  return undefined;
}

/**
 * Wraps the selector methods of a document's window so they translate the pseudo-classes: those of
 * elements, of the document and of fragments (shadow roots included), where each is defined (in a
 * browser, `Element.prototype`, `Document.prototype` and `DocumentFragment.prototype`).
 *
 * @param doc The document.
 * @returns Puts back every method still wrapped (one another script wrapped since stays as it is).
 */
export function wrapSelectorMethods(doc: Document): () => void {
  const view = doc.defaultView as Window & typeof globalThis;
  const restores: (() => void)[] = [];
  const wrapped = new Set<unknown>();
  const targets: [object, readonly string[]][] = [[view.Element.prototype, ELEMENT_METHODS], [doc, PARENT_METHODS], [view.DocumentFragment.prototype, PARENT_METHODS]];
  for (const [from, methods] of targets) {
    for (const method of methods) {
      const owner = definer(from, method) as Record<string, unknown> | undefined;
      const own = owner && Object.getOwnPropertyDescriptor(owner, method)!;
      const original = own?.value as ((...args: unknown[]) => unknown) | undefined;
      if (typeof original !== 'function' || wrapped.has(original)) continue;
      const wrapper = function (this: unknown, selectors: unknown, ...rest: unknown[]) {
        return original.call(this, typeof selectors === 'string' && USES_PSEUDO_CLASS.test(selectors) ? translatePseudoClasses(selectors) : selectors, ...rest);
      };
      wrapped.add(original).add(wrapper);
      Object.defineProperty(owner, method, { ...own, value: wrapper });
      restores.push(() => owner![method] === wrapper && Object.defineProperty(owner, method, own!));
    }
  }
  return () => restores.forEach((restore) => restore());
}
