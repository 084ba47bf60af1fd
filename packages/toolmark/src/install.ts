// One Toolmark per page (spec §18.5): the first copy of the bundle boots and owns `window.Toolmark`;
// any later copy (the same file twice, both flavours, the ESM twin) finds it and does nothing.
import type { Toolmark } from '@toolmark/core';
import { warn } from '@toolmark/core/internal';
import type { CoreApi } from './api.js';
import { boot, type FlavourUi } from './boot.js';
import { BRAND, LOAD_EVENT, isToolmarkGlobal } from './brand.js';
import { readScriptConfig, type ScriptConfig } from './config.js';
import { VERSION } from './version.js';

/** Which bundle booted: `'full'` with the confirmation cards and elements, `'core'` without. */
export type Flavour = 'full' | 'core';

/** `window.Toolmark` (spec §18.4): the packages' functions plus the page's running instance. */
export type ToolmarkGlobal<Api = CoreApi> = Api & {
  readonly [BRAND]: string;
  readonly version: string;
  readonly flavour: Flavour;
  /** The page's registry: register the page's own tools here. */
  readonly tm: Toolmark;
  /** The configuration read from the script tag. */
  readonly config: ScriptConfig;
  /** Resolves once the page's forms and wizards are registered and published by the script tag (not by a later polyfill add-on). */
  readonly ready: Promise<void>;
  /** Stops scanning, publishing, the cards, the spotlight and add-ons such as the bridge (`toolmark:dispose`); the registry and the page's own tools stay; safe to call more than once. */
  dispose(): void;
};

/** Options of {@link install}: the flavour, its API and its UI (`confirmation`, `spotlight`, `widgets`: none in the core flavour). */
export interface InstallOptions<Api> extends FlavourUi {
  readonly flavour: Flavour;
  readonly api: Api;
  /** The script element that loaded the bundle, whose `data-` attributes configure it. */
  readonly script: Element | null;
  /** The global object, with its document; default `globalThis`. */
  readonly global?: { Toolmark?: unknown; document: Document };
}

/**
 * Installs Toolmark on the page once: reads the script tag's configuration, boots (spec §18.2), sets
 * a frozen `window.Toolmark` and dispatches `toolmark:load` on the document. When a copy already
 * installed itself, nothing happens (development warning TM701) and that copy's global is returned;
 * when `window.Toolmark` holds something else, nothing is booted (TM704).
 *
 * @param options The flavour, its functions and confirmation UI, and the script element.
 * @returns The `window.Toolmark` in effect, or `undefined` when the name belongs to something else.
 */
export function install<Api extends object>(options: InstallOptions<Api>): ToolmarkGlobal<Api> | ToolmarkGlobal | undefined {
  const pageWindow = options.global ?? (globalThis as unknown as NonNullable<InstallOptions<Api>['global']>);
  const existing = pageWindow.Toolmark;
  if (existing !== undefined) {
    if (import.meta.env.DEV) {
      if (isToolmarkGlobal(existing)) {
        warn('TM701', `Toolmark ${existing.version} (${existing.flavour}) is already loaded; this copy (${VERSION}, ${options.flavour}) and its data- attributes are ignored`);
      } else warn('TM704', 'window.Toolmark is taken by another script; Toolmark did not start');
    }
    return isToolmarkGlobal(existing) ? existing : undefined;
  }

  const read = readScriptConfig(options.script);
  if (import.meta.env.DEV) for (const problem of read.problems) warn('TM702', problem);
  const config = read.config;
  // The core flavour has no widgets (spec §18.6): the switch cannot be honoured, and says so.
  if (import.meta.env.DEV) {
    for (const [part, elements] of [['spotlight', '<tm-spotlight>'], ['widgets', '<tm-tool-list> or <tm-activity>']] as const) {
      if (config[part] && !options[part]) warn('TM707', `data-${part} needs the flavour with the UI (toolmark.min.js); this ${options.flavour} flavour has no ${elements}, so it is ignored`);
    }
  }
  const doc = pageWindow.document;
  const toolmark: ToolmarkGlobal<Api> = Object.freeze({
    ...options.api,
    ...boot(config, doc, options),
    [BRAND]: VERSION,
    version: VERSION,
    flavour: options.flavour,
    config,
  });
  pageWindow.Toolmark = toolmark;
  doc.dispatchEvent(new CustomEvent(LOAD_EVENT, { detail: toolmark }));
  return toolmark;
}
