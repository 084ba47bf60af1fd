// Entry of `toolmark.core.js` / `toolmark.core.min.js` (spec §18.1, §18.6): the script tag without the
// UI. Tools that need a person's confirmation are declined unless the page installs a handler. Core
// and the boot load once the page needs a registry (registry-needed.ts).
import { startClassic } from '../classic-start.js';

/**
 * Starts the script tag's core flavour on the page its classic script runs in (classic-start.ts).
 *
 * @param script The `<script>` element, whose `data-` attributes configure it.
 * @param first Whether it was the page's first copy of the tag.
 * @returns Resolves once `window.Toolmark` is set, or once the tag holds its registry back until
 *   something asks.
 */
export function start(script: Element | null, first = true): Promise<void> {
  return startClassic(script, first, async () => {
    const { startTag, CORE_API } = await import('../start-tag.js');
    await startTag({ flavour: 'core', api: CORE_API, script }, first);
  });
}
