// Entry of `toolmark.core.js` / `toolmark.core.min.js` (spec §18.1, §18.6): the script tag without the
// UI. Tools that need a person's confirmation are declined unless the page installs a handler.
import * as CORE_API from '../core-api.js';
import { startTag } from '../start-tag.js';

/**
 * Starts the script tag's core flavour on the page its classic script runs in.
 *
 * @param script The `<script>` element, whose `data-` attributes configure it.
 * @param first Whether it was the page's first copy of the tag.
 * @returns Resolves once `window.Toolmark` is set.
 */
export async function start(script: Element | null, first = true): Promise<void> {
  await startTag({ flavour: 'core', api: CORE_API, script }, first);
}
