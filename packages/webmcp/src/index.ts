export { publish, type Publication, type PublishOptions } from './publish.js';
export { watchTools, type ToolsWatch } from './watch-tools.js';
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
export { createModelContextPolyfill, installModelContextPolyfill, isModelContextPolyfill, type ModelContextPolyfill } from './polyfill.js';
export { toCallToolResult, readToolInput, type McpCallToolResult, type McpContentBlock } from './call-result.js';
export {
  createManifestDocument,
  MANIFEST_SCHEMA_URL,
  MANIFEST_VERSION,
  type ManifestDocument,
  type ManifestDocumentOptions,
  type ManifestDocumentTool,
  type ManifestSite,
} from './manifest/document.js';
export {
  MANIFEST_SCRIPT_TYPE,
  publishManifestScript,
  readManifestScript,
  serializeManifest,
  type ManifestScript,
  type ManifestScriptOptions,
} from './manifest/script.js';
export { createLlmsTxtSection, mergeLlmsTxt, MANIFEST_PATH } from './manifest/llms-txt.js';
export { createBridge, type Bridge, type BridgeOptions } from './bridge/create-bridge.js';
export { listMcpTools, PROTOCOL_VERSIONS } from './bridge/mcp-methods.js';
export { BRIDGE_MESSAGE_TYPE, BRIDGE_VERSION, DEFAULT_CHANNEL, JsonRpcErrorCode, type BridgeEnvelope, type JsonRpcMessage } from './bridge/wire.js';
