// Entry of `toolmark.esm.js` (spec §18.1), the module twin of `toolmark.js`: loaded with
// <script type="module">, it boots like the classic script (module scripts have no
// `document.currentScript`, so the configuring element is the module script whose src is this file)
// and also exports the API for `import`. Its parts are the same chunks the classic script loads.
import type { FullApi } from './api.js';
import { FULL_UI } from './full-ui.js';
import type { ToolmarkGlobal } from './install.js';
import { CORE_API, STARTING, startTag, type StartingDocument } from './start-tag.js';

const script = [...document.querySelectorAll('script[type="module"][src]')].find((element) => (element as HTMLScriptElement).src === import.meta.url) ?? null;
// One script tag per page (spec §18.5), whichever of the classic scripts and this module comes first.
const starting = ((document as StartingDocument)[STARTING] ??= {});
const first = !('toolmark' in starting);
// Imported by a bundler there is no such `<script>`: no `data-` attribute is read, none is on.
const started = startTag({ flavour: 'full', api: CORE_API, ...FULL_UI, script }, first);
if (first) starting['toolmark'] = started;

/** The page's `window.Toolmark`: this module's, or the one a copy loaded earlier installed. */
const toolmark: ToolmarkGlobal<FullApi> | ToolmarkGlobal | undefined = await started;
export default toolmark;

/** The page's registry (`window.Toolmark.tm`). */
export const tm = toolmark?.tm;
/** Resolves once the page's forms and wizards are registered and published by the script tag. */
export const ready = toolmark?.ready;

// The same functions as `window.Toolmark`, by name: the one list, re-exported.
export * from './core-api.js';
export type { Parts } from './load.js';
export type { CoreApi, FullApi } from './api.js';
export type { Flavour, ToolmarkGlobal } from './install.js';
export type { ScriptConfig } from './config.js';
