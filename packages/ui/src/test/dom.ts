// Helpers of the browser tests (not part of the package build).
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Collects everything a page exposes below `root`: text, every attribute, form control values and
 * the same inside every open shadow root, so a test can assert that a value appears nowhere.
 */
export function composedDomText(root: Node = document.documentElement): string {
  const out: string[] = [];
  const visit = (node: Node): void => {
    if (node instanceof Text || node instanceof Comment) out.push(node.data);
    if (node instanceof Element) {
      for (const attribute of node.attributes) out.push(`${attribute.name}=${attribute.value}`);
      if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement) out.push(node.value);
      if (node.shadowRoot) visit(node.shadowRoot);
    }
    for (const child of node.childNodes) visit(child);
  };
  visit(root);
  return out.join('\n');
}

/** Runs axe-core on an element (shadow roots included) and expects no violations. */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** The innermost focused element, through shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Waits for pending Lit updates and a frame. */
export async function settled(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
