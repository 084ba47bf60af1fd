/**
 * Defines a custom element unless the name is taken already (a second copy of the library, or a
 * page that defined it first), so loading the widgets twice never throws.
 *
 * @param name The tag name.
 * @param element The element class.
 */
export function defineElement(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}
