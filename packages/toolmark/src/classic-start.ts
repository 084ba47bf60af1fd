// How the tag's classic entries start (spec §18.2 step 1, D220): the registry and the boot load once
// the page needs them (registry-needed.ts); until then the start the loader left on `document` has
// settled (the tag held back), and the boot's own promise is what a later copy of the tag waits for.
import { whenRegistryNeeded } from './registry-needed.js';
import { BOOTED, startsBefore, type StartingDocument } from './starting.js';
import { warmParts } from './warm-parts.js';

/**
 * Starts a classic entry of the tag: a later copy boots at once (its boot asks the first copy for the
 * registry, then waits for it); the first copy boots once the page needs a registry, fetching the
 * parts it will use meanwhile and after the add-ons before it. The boot's promise is left on
 * `document` (`BOOTED`).
 *
 * @param script The tag's `<script>` element.
 * @param first Whether it was the page's first copy of the tag.
 * @param boot Imports the boot and installs the flavour.
 * @returns Resolves once `window.Toolmark` is set, or once the tag holds its registry back.
 */
export function startClassic(script: Element | null, first: boolean, boot: () => Promise<void>): Promise<void> {
  if (!first) return boot();
  let heldBack!: () => void;
  const held = new Promise<void>((resolve) => (heldBack = resolve));
  // Whether the page needs a registry does not wait for the add-ons before the tag: the browser's own
  // model context is there from the start, and the polyfill add-on's script has run.
  const booted = whenRegistryNeeded(script, document, heldBack).then(async () => {
    warmParts(script, document);
    await startsBefore(document, first);
    await boot();
  });
  (document as StartingDocument)[BOOTED] = booted;
  return Promise.race([booted, held]);
}
