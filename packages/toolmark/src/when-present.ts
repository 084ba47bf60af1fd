// Loading a part when the page has what it works on (spec §18.2, D220): the form scan when a tool
// form is there, wizards when a step is, at once or as soon as one appears.

// The attributes that make an element a tool form or a wizard's step, or stop it being one, and the
// hints that make a form the polyfill serves need the registry's card (registry-needed.ts).
const MARKS = ['toolname', 'tooldescription', 'data-toolmark-name', 'data-toolmark-description', 'data-toolmark-step', 'data-toolmark-ignore', 'data-toolmark-confirm', 'data-toolmark-destructive'];

/**
 * Starts `start` once the document has an element matching `selector` that `wanted` accepts: at once
 * when it has one, else when one appears (a MutationObserver, removed by the disposers, or once it
 * fires). Elements in shadow roots are not looked for: a page with tool forms only in shadow roots
 * scans them itself (`Toolmark.load('forms')`).
 *
 * @param doc The document.
 * @param selector What the part works on.
 * @param wanted Whether a match counts (a form the browser serves itself does not).
 * @param disposers Where the observer's removal goes.
 * @param start Starts the part.
 * @returns The start's promise when it started at once, else `undefined` (the page is ready without it).
 */
export function whenPresent<T extends Element>(
  doc: Document,
  selector: string,
  wanted: (element: T) => boolean,
  disposers: (() => void)[],
  start: () => Promise<void>,
): Promise<void> | undefined {
  const found = () => [...doc.querySelectorAll<T>(selector)].some(wanted);
  if (found()) return start();
  const observer = new MutationObserver(() => {
    if (!found()) return;
    observer.disconnect();
    void start();
  });
  observer.observe(doc, { childList: true, subtree: true, attributeFilter: MARKS });
  disposers.push(() => observer.disconnect());
  return undefined;
}
