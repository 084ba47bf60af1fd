// Every form under a root, in open shadow roots too: what `scanForms` and `serveDeclarativeForms`
// both walk.

/**
 * Finds the forms under a root (the root included), in tree order, searching every open shadow root
 * met on the way and reporting it.
 *
 * @param root Where to look.
 * @param onShadowRoot Called with every open shadow root found.
 * @returns The forms.
 */
export function findForms(root: ParentNode, onShadowRoot: (shadow: ShadowRoot) => void): HTMLFormElement[] {
  const forms: HTMLFormElement[] = [];
  // A document or shadow root has neither a local name nor a shadow root of its own.
  for (const element of [root as Element, ...root.querySelectorAll('*')]) {
    if (element.localName === 'form') forms.push(element as HTMLFormElement);
    const shadow = element.shadowRoot;
    if (shadow) {
      onShadowRoot(shadow);
      forms.push(...findForms(shadow, onShadowRoot));
    }
  }
  return forms;
}
