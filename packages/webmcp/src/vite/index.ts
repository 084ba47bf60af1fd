export { toolmarkManifest, type ToolmarkManifestOptions } from './manifest-plugin.js';
export { collectDefinitions, type ToolSource } from './collect-definitions.js';
