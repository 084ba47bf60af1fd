// Entry of `toolmark.js` / `toolmark.min.js` (spec §18.1): the script tag with the confirmation cards,
// which load with Lit the first time a call asks a person (lazy-cards.ts), and the spotlight and the
// widgets, parts loaded when the tag asks for them. Core and the boot load once the page needs a
// registry (registry-needed.ts): on a page whose declarative forms the browser or the polyfill add-on
// serves, not before something asks.
import { whenRegistryNeeded } from '../registry-needed.js';
import { startsBefore } from '../starting.js';
import { warmParts } from '../warm-parts.js';

/**
 * Starts the script tag on the page its classic script runs in.
 *
 * @param script The `<script>` element, whose `data-` attributes configure it.
 * @param first Whether it was the page's first copy of the tag.
 * @returns Resolves once `window.Toolmark` is set.
 */
export async function start(script: Element | null, first = true): Promise<void> {
  if (first) {
    // Whether the page needs a registry does not wait for the add-ons before the tag: the browser's
    // own model context is there from the start, and the polyfill add-on's script has run.
    await whenRegistryNeeded(script, document);
    warmParts(script, document);
    await startsBefore(document, first);
  }
  const { startTag, CORE_API, FULL_UI } = await import('../start-tag.js');
  await startTag({ flavour: 'full', api: CORE_API, ...FULL_UI, script }, first);
}
