export { publish, type Publication, type PublishOptions } from './publish';
export { watchTools, type ToolsWatch } from './watch-tools';
export { findModelContext, type ModelContextLike, type ModelContextTool, type RegisteredTool } from './model-context';
export { createModelContextPolyfill, installModelContextPolyfill, isModelContextPolyfill, type ModelContextPolyfill } from './polyfill';
export { toCallToolResult, readToolInput, type McpCallToolResult, type McpContentBlock } from './call-result';
export {
  createManifestDocument,
  MANIFEST_SCHEMA_URL,
  MANIFEST_VERSION,
  type ManifestDocument,
  type ManifestDocumentOptions,
  type ManifestDocumentTool,
  type ManifestSite,
} from './manifest/document';
export {
  MANIFEST_SCRIPT_TYPE,
  publishManifestScript,
  readManifestScript,
  serializeManifest,
  type ManifestScript,
  type ManifestScriptOptions,
} from './manifest/script';
export { createLlmsTxtSection, mergeLlmsTxt, MANIFEST_PATH } from './manifest/llms-txt';
export { createBridge, type Bridge, type BridgeOptions } from './bridge/create-bridge';
export { listMcpTools, PROTOCOL_VERSIONS } from './bridge/mcp-methods';
export { BRIDGE_MESSAGE_TYPE, BRIDGE_VERSION, DEFAULT_CHANNEL, JsonRpcErrorCode, type BridgeEnvelope, type JsonRpcMessage } from './bridge/wire';
