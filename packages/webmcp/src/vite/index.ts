export { toolmarkManifest, type ToolmarkManifestOptions } from './manifest-plugin.js';
export type { ToolSource } from './collect-definitions.js';
export { toolmarkHotReload } from './hot-reload-plugin.js';
