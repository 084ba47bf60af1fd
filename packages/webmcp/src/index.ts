export { publish, type Publication, type PublishOptions } from './publish.js';
export { watchTools, type ToolsWatch } from './watch-tools.js';
export { readModelContextTools, type ListedTool } from './read-tools.js';
export {
  findModelContext,
  type LegacyModelContext,
  type ModelContext,
  type ModelContextEventMap,
  type ModelContextExecuteToolOptions,
  type ModelContextGetToolOptions,
  type ModelContextLike,
  type ModelContextRegisterToolOptions,
  type ModelContextTool,
  type RegisteredTool,
  type ToolActivatedEvent,
  type ToolAnnotations,
  type ToolCancelEvent,
  type ToolExecuteOptions,
} from './model-context.js';
export { installModelContextPolyfill, isModelContextPolyfill, type InstallModelContextPolyfillOptions, type ModelContextPolyfill } from './polyfill.js';
export {
  createManifestDocument,
  MANIFEST_VERSION,
  type ManifestDocument,
  type ManifestDocumentOptions,
  type ManifestDocumentTool,
  type ManifestSite,
} from './manifest/document.js';
export { publishManifestScript, readManifestScript, serializeManifest, type ManifestScript, type ManifestScriptOptions } from './manifest/script.js';
export { createBridge, type Bridge, type BridgeOptions } from './bridge/create-bridge.js';
export type { CallDeadline } from './deadline.js';
export { defineCallStatus, registerCallStatus } from './call-status-tool.js';
