// The console's tool list and activity log (<tm-tool-list>, <tm-activity>). With the script tag, the
// tag's own widgets chunk defines them when its tag says `data-widgets` (spec §18.3), with the graph's
// one Lit, so the static flavour runs one Lit, not the tag's and a second copy of the console's.
// Otherwise (the SPA flavour, or a tag without the switch) @toolmark/ui defines them, imported only then.
import type { RegistrySource } from './locate-registry';

/** The tags the console uses. */
const WIDGETS = ['tm-tool-list', 'tm-activity'] as const;

/**
 * Makes sure `<tm-tool-list>` and `<tm-activity>` are defined, by the page's script tag or by
 * `@toolmark/ui`.
 *
 * @param source Where the console found the registry.
 * @param scope The page's globals; default `globalThis`.
 * @returns A promise that settles once both are defined.
 */
export async function widgetsDefined(source: RegistrySource, scope: object = globalThis): Promise<void> {
  const config = (scope as { Toolmark?: { config?: { widgets?: unknown } } }).Toolmark?.config;
  if (source === 'script-tag' && config?.widgets === true) {
    await Promise.all(WIDGETS.map((name) => customElements.whenDefined(name)));
  } else await import('@toolmark/ui/define');
}
