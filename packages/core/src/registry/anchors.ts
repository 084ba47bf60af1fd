import type { Anchor } from '../types';

function elementsOf(anchor: Anchor, root: ParentNode | undefined): Element[] {
  if (typeof anchor === 'string') {
    // `globalThis.document` is undefined outside a page.
    const scope: ParentNode | undefined = root ?? globalThis.document;
    return scope ? [...scope.querySelectorAll(anchor)] : [];
  }
  const found = anchor();
  if (!found) return [];
  // An element is not iterable; a list of elements is.
  return Symbol.iterator in found ? [...found] : [found];
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
  const chosen = id === undefined ? Object.values(anchors) : Object.hasOwn(anchors, id) ? [anchors[id] as Anchor] : [];
  const found = new Set<Element>();
  for (const anchor of chosen) {
    try {
      for (const element of elementsOf(anchor, root)) found.add(element);
    } catch {
      // An anchor that cannot be read highlights nothing.
    }
  }
  return [...found];
}
