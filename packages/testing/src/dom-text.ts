// What a person, a screen reader or a page script can read of the DOM (spec §22.4): every text node,
// attribute and form value, open shadow roots included, each under a path that says where it is.

/**
 * Creates a short path step for an element: its tag, and its id or first class when it has one.
 *
 * @param element The element.
 * @param index Its position among its parent's children.
 * @returns Such as `tm-confirm-card`, `div#orders`, `p.summary[2]`.
 */
function stepOf(element: Element, index: number): string {
  const tag = element.localName;
  if (element.id) return `${tag}#${element.id}`;
  const first = element.classList?.[0];
  return `${first ? `${tag}.${first}` : tag}[${index}]`;
}

/**
 * Reads an element's own attributes, its control value and its open shadow root into `into`.
 *
 * @param element The element.
 * @param at Its path.
 * @param into The record to fill.
 */
function readElement(element: Element, at: string, into: Record<string, string>): void {
  for (const attribute of Array.from(element.attributes)) into[`${at}[@${attribute.name}]`] = attribute.value;
  // A control's value is a property, not an attribute, once typed into.
  const value = (element as Partial<HTMLInputElement>).value;
  if (typeof value === 'string' && value && /^(input|textarea|select|output)$/.test(element.localName)) into[`${at}.value`] = value;
  if (element.shadowRoot) readDomText(element.shadowRoot, `${at}>#shadow`, into);
}

/**
 * Reads every text node, attribute and form control value of a root and under it, into a record
 * keyed by where each was found. An element root is read itself first (its attributes, value and
 * shadow root); open shadow roots are read as `#shadow` below their host; closed ones cannot be read
 * by a test or a script either.
 *
 * @param root A document, element or shadow root.
 * @param path The root's path; default `document`, or the element's tag for an element.
 * @param into The record to fill; default a new one.
 * @returns The record: `{ 'document>body[0]>tm-confirm-card[1]>#shadow>p[0]#text': '…' }`.
 */
export function readDomText(root: Node, path = root.nodeType === 1 ? (root as Element).localName : 'document', into: Record<string, string> = {}): Record<string, string> {
  if (root.nodeType === 1) readElement(root as Element, path, into);
  let index = 0;
  let texts = 0;
  for (const child of Array.from(root.childNodes)) {
    if (child.nodeType === 3 || child.nodeType === 4) {
      const text = child.nodeValue ?? '';
      if (text.trim()) into[`${path}#text${texts++ ? `[${texts - 1}]` : ''}`] = text;
      continue;
    }
    if (child.nodeType === 8) {
      // Comments reach anyone who reads the DOM, and Lit leaves markers there: read them too.
      const text = child.nodeValue ?? '';
      if (text.trim()) into[`${path}#comment`] = text;
      continue;
    }
    if (child.nodeType === 1) readDomText(child, `${path}>${stepOf(child as Element, index++)}`, into);
  }
  return into;
}

/**
 * Lists the open shadow roots under a root, nested ones included.
 *
 * @param root A document, element or shadow root.
 * @returns The shadow roots.
 */
export function shadowRootsUnder(root: Node): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  const visit = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType !== 1) continue;
      const shadow = (child as Element).shadowRoot;
      if (shadow) roots.push(shadow), visit(shadow);
      visit(child);
    }
  };
  visit(root);
  return roots;
}
