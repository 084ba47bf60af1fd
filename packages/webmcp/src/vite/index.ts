export { toolmarkManifest, type ToolmarkManifestOptions } from './manifest-plugin';
export { collectDefinitions, type ToolSource } from './collect-definitions';
