// Entry of `toolmark.js` / `toolmark.min.js` (spec §18.1): the script tag with the confirmation cards,
// which load with Lit the first time a call asks a person (lazy-cards.ts), and the spotlight and the
// widgets, parts loaded when the tag asks for them. Core and the boot load once the page needs a
// registry (registry-needed.ts): on a page whose declarative forms the browser or the polyfill add-on
// serves, not before something asks.
import { startClassic } from '../classic-start.js';

/**
 * Starts the script tag on the page its classic script runs in (classic-start.ts).
 *
 * @param script The `<script>` element, whose `data-` attributes configure it.
 * @param first Whether it was the page's first copy of the tag.
 * @returns Resolves once `window.Toolmark` is set, or once the tag holds its registry back until
 *   something asks.
 */
export function start(script: Element | null, first = true): Promise<void> {
  return startClassic(script, first, async () => {
    const { startTag, CORE_API, FULL_UI } = await import('../start-tag.js');
    await startTag({ flavour: 'full', api: CORE_API, ...FULL_UI, script }, first);
  });
}
