// Entry of `toolmark.js` / `toolmark.min.js` (spec §18.1): the script tag with the confirmation cards,
// which load with Lit the first time a call asks a person (lazy-cards.ts), and the spotlight and the
// widgets, parts loaded when the tag asks for them.
import * as CORE_API from '../core-api.js';
import { FULL_UI } from '../full-ui.js';
import { startTag } from '../start-tag.js';

/**
 * Starts the script tag on the page its classic script runs in.
 *
 * @param script The `<script>` element, whose `data-` attributes configure it.
 * @param first Whether it was the page's first copy of the tag.
 * @returns Resolves once `window.Toolmark` is set.
 */
export async function start(script: Element | null, first = true): Promise<void> {
  await startTag({ flavour: 'full', api: CORE_API, ...FULL_UI, script }, first);
}
