// Entry of `toolmark.core.js` / `toolmark.core.min.js` (spec §18.1, §18.6): the script tag without the
// UI. Tools that need a person's confirmation are declined unless the page installs a handler. Core
// and the boot load once the page needs a registry (registry-needed.ts).
import { whenRegistryNeeded } from '../registry-needed.js';
import { startsBefore } from '../starting.js';
import { warmParts } from '../warm-parts.js';

/**
 * Starts the script tag's core flavour on the page its classic script runs in.
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
  const { startTag, CORE_API } = await import('../start-tag.js');
  await startTag({ flavour: 'core', api: CORE_API, script }, first);
}
