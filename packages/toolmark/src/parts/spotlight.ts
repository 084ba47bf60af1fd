// The script tag's spotlight (spec §18.3 `data-spotlight`, §17.6): one `<tm-spotlight>` for the page's
// registry, in the flavour with the UI only. Only the spotlight is defined, not the tool list or the
// log (spec §18.4, D75): the bundle carries the one element it mounts.
import type { Toolmark } from '@toolmark/core';
import { SpotlightElement } from '@toolmark/ui';

/** The tag the spotlight is defined and mounted as. */
const TAG = 'tm-spotlight';

/**
 * Mounts one `<tm-spotlight>` following `tm` at the end of the document's body, defining the element
 * first unless the name is taken (the page's own copy of `@toolmark/ui`, which is then used as it is).
 * Call it once the document is parsed, so the body exists and the layer comes after the page.
 *
 * @param tm The page's registry.
 * @param doc The parsed document.
 * @returns The function that removes the spotlight from the page.
 */
export function mountSpotlight(tm: Toolmark, doc: Document): () => void {
  const registry = doc.defaultView?.customElements ?? customElements;
  if (!registry.get(TAG)) registry.define(TAG, SpotlightElement);
  const spotlight = doc.createElement(TAG) as SpotlightElement;
  spotlight.tm = tm;
  // No body (a frameset, a document without one) throws here: the boot step reports it (TM703).
  doc.body!.append(spotlight);
  return () => spotlight.remove();
}
