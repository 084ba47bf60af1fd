// The generated forms as data: a small element tree the generator builds, the intended-difference
// predicates inspect and the test serializes to HTML for the page.

/** An element of a generated form: tag, attributes in order, children. */
export interface Markup {
  readonly tag: string;
  readonly attributes: [string, string][];
  readonly children: (Markup | string)[];
}

/** An HTML comment among an element's children; serialized as `<!--text-->`. */
export const COMMENT_PREFIX = '\u0000comment:';

const VOID = new Set(['input', 'img', 'br', 'hr']);

/**
 * Creates an element.
 *
 * @param tag Its tag name.
 * @param attributes Its attributes, in order (a value of `''` is written as a bare attribute).
 * @param children Its children: elements or text.
 * @returns The element.
 */
export function element(tag: string, attributes: [string, string][] = [], children: (Markup | string)[] = []): Markup {
  return { tag, attributes, children };
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\u00a0/g, '&nbsp;');

/**
 * Serializes markup to HTML, as the page parses it back.
 *
 * @param node An element or text.
 * @returns Its HTML.
 */
export function toHtml(node: Markup | string): string {
  if (typeof node === 'string') return node.startsWith(COMMENT_PREFIX) ? `<!--${node.slice(COMMENT_PREFIX.length)}-->` : escapeText(node);
  const attributes = node.attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
  if (VOID.has(node.tag)) return `<${node.tag}${attributes}>`;
  return `<${node.tag}${attributes}>${node.children.map(toHtml).join('')}</${node.tag}>`;
}

/**
 * Lists an element and every element below it, in tree order.
 *
 * @param node The root.
 * @returns The elements.
 */
export function descendants(node: Markup): Markup[] {
  return [node, ...node.children.flatMap((child) => (typeof child === 'string' ? [] : descendants(child)))];
}

/**
 * Reads an attribute of generated markup.
 *
 * @param node The element.
 * @param name The attribute's name.
 * @returns Its value, or `undefined` when absent.
 */
export function attributeOf(node: Markup, name: string): string | undefined {
  return node.attributes.find(([key]) => key === name)?.[1];
}
