import type { Anchor } from '../types.js';

// Throws for what finds nothing (no document outside a page, a selector that does not parse, a getter
// that throws or returns nothing: `in` refuses null and primitives); the caller catches it.
function elementsOf(anchor: Anchor, root: ParentNode | undefined): Element[] {
  if (typeof anchor === 'string') return [...(root ?? document).querySelectorAll(anchor)];
  const found = anchor()!;
  // A list of elements is iterable; so are a form and a select (their controls, their options), which
  // are one element each.
  return Symbol.iterator in found && !(found as unknown as Node).nodeType ? [...found] : [found as Element];
}

/**
 * Finds the elements of a tool's anchor, or of all its anchors (spec §5). A selector that does not
 * parse, or a getter that throws, finds nothing rather than failing the reader.
 *
 * @param anchors The tool's anchors.
 * @param id The anchor's id; all anchors when left out.
 * @param root Where selectors are looked up; default `document`.
 * @returns The elements, each once.
 */
export function findAnchor(anchors: Readonly<Record<string, Anchor>>, id: string | undefined, root?: ParentNode): Element[] {
  const found = new Set<Element>();
  // Own keys only: `toString` is no anchor.
  for (const [key, anchor] of Object.entries(anchors)) {
    if (id !== undefined && key !== id) continue;
    try {
      for (const element of elementsOf(anchor, root)) found.add(element);
    } catch {
      // An anchor that cannot be read highlights nothing.
    }
  }
  return [...found];
}
