// Where a parameter's words come from (spec §14.3): Chromium reads `toolparamdescription`, then the
// control's labels, then `aria-description`.

// Labelable elements: their text belongs to them, not to the label that wraps them.
const LABELABLE = /^(button|input|meter|output|progress|select|textarea)$/;

/**
 * Trims ASCII whitespace only, as Chromium does (a no-break space is kept).
 *
 * @param text The text.
 * @returns The trimmed text.
 */
export function trimAsciiWhitespace(text: string): string {
  return text.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
}

/**
 * Reads the text of a node, leaving out comments and the text of labelable elements inside it.
 *
 * @param node The node.
 * @returns Its text.
 */
function ownText(node: Node): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeType === 3) text += (child as Text).data;
    else if (child.nodeType === 1 && !LABELABLE.test((child as Element).localName)) text += ownText(child);
  }
  return text;
}

// In Chromium the first read of `control.labels` scans the whole document, so a page of thousands of
// controls took seconds to scan (docs/performance.md). During a scan, labels come from one index per
// root, built from each label's own `control`, the same association `labels` reports. One map holds
// each control's labels and, once a root is indexed, that root (a root is never a control).
let labelIndex: Map<Node, HTMLLabelElement[]> | undefined;

/**
 * Runs `work` with the labels of every control read from one index per root (spec §14.9). Only for
 * work that does not change the page while it runs, such as one pass of `scanForms`.
 *
 * @param work The pass.
 * @returns What it returns.
 */
export function withLabelIndex<T>(work: () => T): T {
  const outer = labelIndex;
  labelIndex ??= new Map();
  try {
    return work();
  } finally {
    labelIndex = outer;
  }
}

/**
 * Reads the text of a control's labels (live, or inside {@link withLabelIndex} from its root's
 * index), each trimmed, the non-empty ones joined with `; `.
 *
 * @param control The control.
 * @returns The label text, `''` when it has none.
 */
export function labelText(control: Element): string {
  let labels: Iterable<HTMLLabelElement> | null;
  if (labelIndex) {
    const root = control.getRootNode() as Node & ParentNode;
    if (!labelIndex.has(root)) {
      labelIndex.set(root, []);
      for (const label of root.querySelectorAll('label')) {
        const target = label.control;
        if (target) labelIndex.set(target, [...(labelIndex.get(target) ?? []), label]);
      }
    }
    labels = labelIndex.get(control) ?? [];
  } else labels = (control as HTMLInputElement).labels;
  return [...(labels ?? [])].map((label) => trimAsciiWhitespace(ownText(label))).filter(Boolean).join('; ');
}

/**
 * Describes a control as Chromium does: `toolparamdescription`, else its label text, else
 * `aria-description`; empty values are skipped.
 *
 * @param control The control.
 * @returns The description, or `undefined`.
 */
export function describeControl(control: Element): string | undefined {
  return control.getAttribute('toolparamdescription') || labelText(control) || control.getAttribute('aria-description') || undefined;
}
