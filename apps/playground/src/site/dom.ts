// A small element factory for the playground's views: text goes in as text nodes, never as HTML, so
// nothing a tool or a model returns can inject markup.

/** Children of {@link h}: nodes and text; `false`, `null` and `undefined` are left out. */
export type Child = Node | string | number | false | null | undefined;

/** Attributes of {@link h}: strings set as attributes, `true` as an empty attribute, `false` and `undefined` left out. */
export type Attributes = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * Creates an element with attributes and children.
 *
 * @param tag The tag name.
 * @param attributes Its attributes.
 * @param children Its children.
 * @returns The element.
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children.filter((child): child is Node | string | number => child !== false && child !== null && child !== undefined).map((child) => (typeof child === 'number' ? String(child) : child)));
  return element;
}

/**
 * Finds an element the page's markup must have.
 *
 * @param selector A CSS selector.
 * @param root Where to look; default `document`.
 * @returns The element.
 * @throws Error when the markup lacks it (a bug in the page, not a runtime condition).
 */
export function must<E extends Element = HTMLElement>(selector: string, root: ParentNode = document): E {
  const element = root.querySelector<E>(selector);
  if (!element) throw new Error(`The page has no ${selector}`);
  return element;
}
