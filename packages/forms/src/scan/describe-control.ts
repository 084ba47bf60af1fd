// Where a parameter's words come from (spec §14.3): Chromium reads `toolparamdescription`, then the
// control's labels, then `aria-description`.

import { stripChromiumWhitespace } from './chromium-whitespace.js';

// Labelable elements: their text belongs to them, not to the label that wraps them.
const LABELABLE = /^(button|input|meter|output|progress|select|textarea)$/;

/**
 * Trims ASCII whitespace only (a no-break space is kept).
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
 * index), each trimmed as Chromium trims it (ASCII and Unicode spaces, not a no-break space),
 * joined with `; `. Empty labels are joined too, as Chromium does: an empty
 * label and `B` read `; B`, two empty labels `; `.
 *
 * @param control The control.
 * @returns The label text, `''` when it has none or one empty label.
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
  return [...(labels ?? [])].map((label) => stripChromiumWhitespace(ownText(label))).join('; ');
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

/**
 * Describes a group of two or more radios or checkboxes as Chromium does: by the
 * `toolparamdescription` of the nearest fieldset around all of them (the nearest around their
 * lowest common ancestor, that ancestor included), looking no further than the form; nothing when
 * that fieldset has none, even if a fieldset further out has one.
 *
 * @param controls The group's controls, in tree order.
 * @returns The description, or `undefined`.
 */
export function describeGroup(controls: readonly HTMLInputElement[]): string | undefined {
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  let node: Element | null = first.parentElement;
  while (node && !node.contains(last)) node = node.parentElement;
  for (; node && node !== first.form; node = node.parentElement) {
    if (node.localName === 'fieldset') return node.getAttribute('toolparamdescription') || undefined;
  }
  return undefined;
}
