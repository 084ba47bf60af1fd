// Entry of `toolmark.esm.js` (spec §18.1), the module twin of `toolmark.js`: loaded with
// <script type="module">, it boots like the classic script (module scripts have no
// `document.currentScript`, so the configuring element is the module script whose src is this file)
// and also exports the API for `import`.
import { confirmWith } from '@toolmark/ui';
import type { FullApi } from './api.js';
import * as CORE_API from './core-api.js';
import { install, type ToolmarkGlobal } from './install.js';
import { uiPartLoader, type UiPart } from './part-loader.js';
import * as UI_API from './ui-api.js';

const script = [...document.querySelectorAll('script[type="module"][src]')].find((element) => (element as HTMLScriptElement).src === import.meta.url) ?? null;
// Not `new URL(name, import.meta.url)` itself: Vite's build rewrites that pattern into an asset import.
const moduleUrl = import.meta.url;

/**
 * Finds a part beside this module: the module twin is a production build, so its parts are the
 * production ones. Imported by a bundler there is no such `<script>`, no `data-` attribute is read,
 * and no part is loaded.
 *
 * @param part The part.
 * @returns Its URL, or `undefined` without the module's `<script>`.
 */
const besideModule = (part: UiPart): string | undefined => (script ? new URL(`toolmark.${part}.min.js`, moduleUrl).href : undefined);

/** The page's `window.Toolmark`: this module's, or the one a copy loaded earlier installed. */
const toolmark: ToolmarkGlobal<FullApi> | ToolmarkGlobal | undefined = install({
  flavour: 'full',
  api: { ...CORE_API, ...UI_API },
  confirmation: (tm) => confirmWith(tm),
  spotlight: uiPartLoader('spotlight', besideModule('spotlight')),
  widgets: uiPartLoader('widgets', besideModule('widgets')),
  script,
});
export default toolmark;

/** The page's registry (`window.Toolmark.tm`). */
export const tm = toolmark?.tm;
/** Resolves once the page's forms and wizards are registered and published by the script tag. */
export const ready = toolmark?.ready;

// The same functions as `window.Toolmark`, by name: the one list of each flavour, re-exported.
export * from './core-api.js';
export * from './ui-api.js';
export type { CoreApi, FullApi } from './api.js';
export type { Flavour, ToolmarkGlobal } from './install.js';
export type { ScriptConfig } from './config.js';
