// The script tag's widgets (spec §18.3 `data-widgets`, §17.4, §17.5): `<tm-tool-list>` and
// `<tm-activity>` for the page's registry, in the flavour with the UI only, as a part (widgets-part.ts).
// The page places the elements where it wants them, in its markup or from its code; one without a
// registry of its own follows the page's.
import type { Toolmark } from '@toolmark/core';
import { ActivityElement, ToolListElement } from '@toolmark/ui';

/** An element class that follows a registry through its `tm` property (a mixin's base takes any arguments). */
type RegistryElementClass = new (...args: any[]) => HTMLElement & { tm: Toolmark | undefined; connectedCallback(): void };

/**
 * Creates a subclass of a widget whose `tm`, when the page gave it none by the time it is in the
 * document, is the page's registry: `<tm-activity></tm-activity>` in the markup needs no code.
 *
 * @param Widget The widget's element class.
 * @param tm The page's registry.
 * @returns The subclass.
 */
function followingPage<T extends RegistryElementClass>(Widget: T, tm: Toolmark): T {
  return class extends Widget {
    override connectedCallback(): void {
      this.tm ??= tm;
      super.connectedCallback();
    }
  };
}

/**
 * Defines `<tm-tool-list>` and `<tm-activity>` for the page's registry, each unless the name is taken
 * (the page's own copy of `@toolmark/ui`, which is then used as it is). Elements already in the
 * document are upgraded at once. A custom element cannot be undefined: `Toolmark.dispose()` leaves
 * them, following the registry, which stays too.
 *
 * @param tm The page's registry.
 * @param doc The document whose custom elements registry defines them.
 * @returns The function `dispose()` calls, which has nothing to undo.
 */
export function defineWidgets(tm: Toolmark, doc: Document): () => void {
  const registry = doc.defaultView?.customElements ?? customElements;
  if (!registry.get('tm-tool-list')) registry.define('tm-tool-list', followingPage(ToolListElement, tm));
  if (!registry.get('tm-activity')) registry.define('tm-activity', followingPage(ActivityElement, tm));
  return () => {};
}
